/**
 * What other features use of the detail feature (they import it only through this file): the good's
 * read, for the workbench's goods detail. The app's router and layout use its screens by their own paths
 * (the router's pages load lazily).
 */
export type { GoodsDetail } from './goods-detail.api.ts';
export { goodsDetailQueries } from './goods-detail.queries.ts';
