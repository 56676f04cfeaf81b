import type { QueryClient } from '@tanstack/react-query';
import { goodsQueries } from './goods.queries.ts';
import { MARKET_LISTING } from './market-listing.ts';
import { parseListingParams } from './useListingParams.ts';

/**
 * Asks for the market's first answers (its goods, category counts and recommended categories) as soon as its route matches, while
 * the page's script loads, rather than once the page is drawn: the goods are the page's largest paint.
 * The page reads them under the same keys (MarketShell), so nothing is asked twice.
 */
export function prefetchMarketPage(queryClient: QueryClient, url: URL): void {
  const params = parseListingParams(url.searchParams);
  void queryClient.prefetchQuery(goodsQueries.listing(MARKET_LISTING.source, MARKET_LISTING.filter, params));
  void queryClient.prefetchQuery(goodsQueries.categoryCounts(MARKET_LISTING.filter));
  void queryClient.prefetchQuery(goodsQueries.recommendCategories());
}
