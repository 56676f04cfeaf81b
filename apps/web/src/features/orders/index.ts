/** What other features use of the orders feature (they import it only through this file). */

export { financeApi } from './finance.api.ts';
export { financeQueries } from './finance.queries.ts';
export { encodeSkus } from './orders.api.ts';
export { PURCHASE_ORDERS_PATH, purchaseOrderPath, purchaseOrdersPath } from './purchase-order-paths.ts';
export { useProviderPayment } from './useOrderPayment.ts';
