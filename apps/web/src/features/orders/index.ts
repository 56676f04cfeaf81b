/** What other features use of the orders feature (they import it only through this file). */
export { encodeSkus } from './orders.api.ts';
