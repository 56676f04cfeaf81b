/** What other features use of the shops feature (they import it only through this file). */
export { outsideGoodsUrl } from './shops.api.ts';
export { shopQueries } from './shops.queries.ts';
export { type AuthorizeModule, type ShopsUi, useShopsUi } from './shops-ui-context.ts';
