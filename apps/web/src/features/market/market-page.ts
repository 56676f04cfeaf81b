import type { QueryClient } from '@tanstack/react-query';
import type { GoodsFilter, GoodsSource } from './goods.api.ts';
import { goodsQueries } from './goods.queries.ts';
import { parseListingParams } from './useListingParams.ts';

/** What the distribution market (/market) lists, and the categories it is navigated by. */
export const MARKET_LISTING = {
  source: '/api/goods/good',
  filter: { supplierType: 1, market: 2 },
} as const satisfies { source: GoodsSource; filter: GoodsFilter };

/**
 * Asks for the market's first answers (its goods and category counts) as soon as its route matches, while
 * the page's script loads, rather than once the page is drawn: the goods are the page's largest paint.
 * The page reads them under the same keys (MarketShell), so nothing is asked twice.
 */
export function prefetchMarketPage(queryClient: QueryClient, url: URL): void {
  const params = parseListingParams(url.searchParams);
  void queryClient.prefetchQuery(goodsQueries.listing(MARKET_LISTING.source, MARKET_LISTING.filter, params));
  void queryClient.prefetchQuery(goodsQueries.categoryCounts(MARKET_LISTING.filter));
}
