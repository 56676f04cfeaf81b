import { type GoodsListQuery, type KeywordQuery, SEARCH_TITLE_END } from '@puhuo/domain';
import { and, arrayContains, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import { goods } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { parseSearchKeyword } from './goods-search-segmenter.ts';
import type { ListingFilter } from './listing-filter.ts';

/** The parsed keyword of a filter: null for none, undefined when nothing in it is searchable. */
export function keywordOf(filter: ListingFilter): KeywordQuery | null | undefined {
  if (!filter.keyword) return null;
  if (filter.search !== undefined) return filter.search ?? undefined;
  return parseSearchKeyword(filter.keyword) ?? undefined;
}

/**
 * Every token of the keyword in a word of the search text. The GIN index narrows by index terms;
 * a token of one or two characters is itself an index term, so containment is exact for it, and
 * only longer tokens need LIKE to check that their pairs stand in order.
 */
export function keywordConditions(query: KeywordQuery): SQL[] {
  return [
    isNotNull(goods.searchText),
    arrayContains(goods.searchTerms, query.terms),
    ...query.tokens
      .filter((token) => Array.from(token).length > 2)
      .map((token) => like(goods.searchText, `%${escapeLike(token)}%`)),
  ];
}

/** The search text's title part holds the text (search_text is lower case, and so is every token). */
function titleHolds(text: string): SQL {
  return sql`split_part(${goods.searchText}, ${SEARCH_TITLE_END}, 1) like ${`%${escapeLike(text)}%`}`;
}

/**
 * How well a match fits, best first (the in-process index ranks the same way): 2 when the title holds
 * the typed words as a phrase (several words, default order only), plus 1 when the title holds every
 * token; else the match stands in the category, brand, attributes or initials only.
 */
export function rankOf(query: KeywordQuery, sorting: GoodsListQuery['sorting']): SQL {
  const inTitle = and(...query.tokens.map(titleHolds)) as SQL;
  const phrase =
    query.phrase !== null && sorting === 'default'
      ? sql`(case when ${titleHolds(query.phrase)} then 2 else 0 end) + `
      : sql``;
  return sql`${phrase}(case when ${inTitle} then 1 else 0 end)`;
}
