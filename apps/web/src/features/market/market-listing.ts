import type { GoodsFilter, GoodsSource } from './goods.api.ts';

/**
 * What the distribution market (/market) lists first, in a module of constants alone: the web build reads
 * it to write the market's first screen (apps/web/build/first-screen.ts), which the server fills in.
 */
export const MARKET_LISTING = {
  source: '/api/goods/good',
  filter: { supplierType: 1, market: 2 },
} as const satisfies { source: GoodsSource; filter: GoodsFilter };

/** goods per page of a market listing */
export const PAGE_SIZE = 20;

/** the goods of a grid's first row load their images at once and first; the others as they scroll in */
export const EAGER_IMAGES = 5;

/** the URL's query parameters that change a market listing (useListingParams): the first screen draws none of them */
export const LISTING_URL_PARAMS = ['page', 'categoryId', 'sort', 'minPrice', 'maxPrice'] as const;
