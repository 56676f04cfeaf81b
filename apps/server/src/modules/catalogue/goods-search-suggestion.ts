import {
  type GoodsListResult,
  type KeywordQuery,
  keywordOf,
  normalizeSearchText,
  queryOf,
  type SearchSuggestion,
} from '@puhuo/domain';
import type { GoodsRepository } from './goods.repository.ts';
import { fullPinyin, parseSearchKeyword } from './goods-search-segmenter.ts';
import type { ListingFilter } from './listing-filter.ts';

/** a suggestion weighs at most this many tokens of a keyword found nowhere */
const SUGGESTION_TOKENS = 8;
/** how rare a token is, counted up to this: past it every token is as common */
const RARITY_CAP = 1_000;

/** One way of answering a search: the in-process index, or the database. */
export interface Searcher {
  page(query: KeywordQuery): Promise<GoodsListResult>;
  count(query: KeywordQuery, cap?: number): Promise<number>;
}

/**
 * How near a typed token is to a category name, 0 for not at all: its full pinyin ("nvzhuang",
 * "lianyiqun"; 3), a longer pinyin's start of at least four letters (2), or most of the name's
 * characters in order of the token's (连衣群 -> 连衣裙: 1 + the share).
 */
export function closeness(token: string, name: string, pinyin: string): number {
  if (/^[a-z]+$/.test(token)) {
    if (token === pinyin || token === pinyin.replaceAll('v', 'u')) return 3;
    if (token.length >= 4 && pinyin.startsWith(token)) return 2;
    return 0;
  }
  const chars = Array.from(name);
  if (chars.length < 2) return 0;
  const shared = chars.filter((char) => token.includes(char)).length;
  return shared >= 2 && shared * 3 >= chars.length * 2 ? 1 + shared / chars.length : 0;
}

/** How a token was typed ("T恤" for t恤), when the keyword shows it; else the token. */
function typedForm(token: string, keyword: string): string {
  const folded = keyword.normalize('NFKC');
  const at = normalizeSearchText(folded).indexOf(token);
  const typed = at === -1 ? '' : folded.slice(at, at + token.length);
  return typed.toLowerCase() === token ? typed : token;
}

/** What a keyword search that found nothing suggests instead (GoodsService.list). */
export class SearchSuggestions {
  private categoryNames: Promise<{ id: number; name: string; pinyin: string }[]> | null = null;

  constructor(private readonly repository: Pick<GoodsRepository, 'categories' | 'counts'>) {}

  /**
   * The nearest search that finds goods, for one that found none: without the words found nowhere,
   * then without the rarest of the others, one at a time; else a category whose name the keyword
   * spells in pinyin or nearly spells (连衣群). Null when nothing is near.
   */
  async suggest(
    search: KeywordQuery,
    keyword: string,
    filter: ListingFilter,
    searcher: Searcher,
    viewerTenantId: string | null,
  ): Promise<SearchSuggestion | null> {
    const tokens = search.tokens.slice(0, SUGGESTION_TOKENS);
    if (tokens.length > 1) {
      const rarity = new Map<string, number>();
      for (const token of tokens) rarity.set(token, await searcher.count(queryOf([token], [token]), RARITY_CAP));
      // rarest last, so that popping drops it; equally rare: the later typed goes first
      const kept = tokens
        .filter((token) => (rarity.get(token) ?? 0) > 0)
        .sort((a, b) => (rarity.get(b) ?? 0) - (rarity.get(a) ?? 0) || tokens.indexOf(a) - tokens.indexOf(b));
      while (kept.length > 0) {
        const nearer = queryOf(kept, kept);
        const totalCount = await searcher.count(nearer);
        if (totalCount > 0) {
          const inTypedOrder = [...kept].sort((a, b) => tokens.indexOf(a) - tokens.indexOf(b));
          return { keyword: keywordOf(inTypedOrder.map((token) => typedForm(token, keyword))), totalCount };
        }
        kept.pop();
      }
    }
    return this.suggestCategory(tokens, filter, searcher, viewerTenantId);
  }

  /** A category with goods whose name a token spells in pinyin ("nvzhuang"), or shares most characters with. */
  private async suggestCategory(
    tokens: string[],
    filter: ListingFilter,
    searcher: Searcher,
    viewerTenantId: string | null,
  ): Promise<SearchSuggestion | null> {
    this.categoryNames ??= this.repository.categories
      .allCategories()
      .then((rows) => rows.map((row) => ({ id: row.id, name: row.name, pinyin: fullPinyin(row.name) })));
    this.categoryNames.catch(() => {
      this.categoryNames = null;
    });
    const [categories, counts] = await Promise.all([
      this.categoryNames,
      this.repository.counts.categoryGoodCounts(filter, viewerTenantId),
    ]);
    let best: { name: string; score: number } | null = null;
    for (const category of categories) {
      if (!(counts.get(category.id) ?? 0)) continue;
      const name = normalizeSearchText(category.name);
      for (const token of tokens) {
        const score = closeness(token, name, category.pinyin);
        if (score > 0 && (!best || score > best.score)) best = { name: category.name, score };
      }
    }
    if (!best) return null;
    const query = parseSearchKeyword(best.name);
    const totalCount = query ? await searcher.count(query) : 0;
    return totalCount > 0 ? { keyword: best.name, totalCount } : null;
  }
}
