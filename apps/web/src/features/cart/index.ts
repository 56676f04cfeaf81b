/** What other features use of the cart feature (they import it only through this file). */
export { cartApi, orderableLines } from './cart.api.ts';
export { cartQueries } from './cart.queries.ts';
export { useCartCount } from './useCart.ts';
export { useAddToCart } from './useCartChanges.ts';
