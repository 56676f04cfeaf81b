import { type GoodsListQuery, isInvitedGood, type KeywordQuery, LISTING_TOTAL_CAP, yuanToFen } from '@puhuo/domain';
import { bestFirst } from './best-first.ts';
import type { IndexedGoodsRow } from './goods-search.source.ts';
import { type ListingFilter, pinnedToPublic } from './listing-filter.ts';
import { FLAG_LISTED, FLAG_PUBLIC, FLAG_SEPARATED, type SearchColumns } from './search-columns.ts';
import { Postings } from './search-postings.ts';
import { addTermPostings, fillCodePoints, LONGEST_TERM, type TermTree } from './search-term-trie.ts';

/** Who may see what, resolved by the caller: the index holds goods, not invitations. */
export interface SearchVisibility {
  /** suppliers that invited the viewer (their non-market goods are visible to the viewer) */
  invitedSuppliers: ReadonlySet<string>;
  /** when set, only goods of these suppliers (dropshipping suppliers) */
  onlySuppliers?: ReadonlySet<string>;
}

export interface SearchAnswer {
  /** matches, stopping at LISTING_TOTAL_CAP like every listing total */
  totalCount: number;
  items: IndexedGoodsRow[];
}

/** What a search reads of the index (GoodsSearchIndex), as it stands when the search starts. */
export interface SearchedGoods {
  /** goods by ordinal, with the entries left by changes of search text */
  readonly columns: SearchColumns;
  readonly terms: TermTree;
  /** the current goods of a category of level 1 to 3, ascending */
  categoryGoods(level: number, categoryId: number): Postings;
}

type Sorting = GoodsListQuery['sorting'];

/** a list up to this many times the smallest's length is intersected by marking, a longer one by searching */
const MARK_UP_TO = 8;
/** a match's rank not worked out yet (ranks are 0 to 3) */
const RANK_UNKNOWN = 255;

/**
 * Answers searches over the index's goods: matches every token's postings, filters, ranks and
 * orders. It keeps its buffers between searches (no garbage per search); nothing awaits in here,
 * so one search at a time uses them.
 */
export class SearchMatcher {
  private matchBuffer = new Int32Array(0);
  private keyBuffer = new Float64Array(0);
  private rankBuffer = new Uint8Array(0);
  private marks = new Int32Array(0);
  private markStamp = 0;

  /**
   * The page and total of a keyword search, or with no query of the listing the filter makes
   * (browsing the market or a category). Same rules as the database listing: every token in a word
   * of the search text, the filters, the visibility; title matches first (keyword-conditions.ts's
   * rankOf), then the sorting, then the id. Totals stop at LISTING_TOTAL_CAP where the database's
   * stop (a keyword or a price range: ListingCountsRepository), and are exact elsewhere.
   */
  search(
    goods: SearchedGoods,
    query: KeywordQuery | null,
    filter: ListingFilter,
    sorting: Sorting,
    page: { skipCount: number; maxResultCount: number },
    visibility: SearchVisibility,
  ): SearchAnswer {
    const found = this.match(goods, query, filter, visibility, sorting, true);
    const matches = this.matchBuffer;
    const keys = this.keyBuffer;
    const ranks = this.rankBuffer;
    const { ids } = goods.columns;
    // a rank reads the good's text: it is worked out only for the matches that could make the page
    ranks.fill(RANK_UNKNOWN, 0, found);
    // the typed phrase ranks first in the default order only
    const phrase = query !== null && sorting === 'default' ? query.phrase : null;
    const rankOf = query ? this.rankOf(goods, query.tokens, phrase) : () => 0;
    // the best rank a match can have here: 3 only when a title holds the typed phrase, which few do
    // (looked for first, in the titles of separated words only), else 1, from which on the order
    // of the sort keys decides, and a page of a common pair of words ranks a few matches, not all
    const bestRank = query === null ? 0 : phrase !== null && this.anyTitleHolds(goods, matches, found, phrase) ? 3 : 1;
    const rankAt = (p: number) => {
      let rank = ranks[p] as number;
      if (rank === RANK_UNKNOWN) {
        rank = rankOf(matches[p] as number);
        ranks[p] = rank;
      }
      return rank;
    };
    const idAt = (p: number) => ids[matches[p] as number] as string;
    const after = (a: number, b: number) => {
      const difference = (keys[b] as number) - (keys[a] as number);
      if (difference !== 0) return difference;
      const idA = idAt(a);
      const idB = idAt(b);
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    };
    const wanted = Math.min(page.skipCount + page.maxResultCount, found);
    const ordered = bestFirst(
      found,
      wanted,
      (a, b) => rankAt(b) - rankAt(a) || after(a, b),
      // once the worst kept match has the best rank, a match sorting after it cannot make the page, whatever its rank
      (p, worst) => ranks[worst] === bestRank && after(p, worst) > 0,
    );
    const capped = query !== null || filter.minPrice !== undefined || filter.maxPrice !== undefined;
    return {
      totalCount: capped ? Math.min(found, LISTING_TOTAL_CAP) : found,
      items: ordered.slice(page.skipCount, wanted).map((p) => goods.columns.rowAt(matches[p] as number)),
    };
  }

  /** How many goods a search finds, stopping at `cap`. */
  count(
    goods: SearchedGoods,
    query: KeywordQuery,
    filter: ListingFilter,
    visibility: SearchVisibility,
    cap: number,
  ): number {
    return Math.min(this.match(goods, query, filter, visibility, 'default', false, cap), cap);
  }

  /**
   * Puts the ordinals of the matches in matchBuffer (with their sort keys when `ranked`),
   * at most `limit`; returns how many.
   */
  private match(
    goods: SearchedGoods,
    query: KeywordQuery | null,
    filter: ListingFilter,
    visibility: SearchVisibility,
    sorting: Sorting,
    ranked: boolean,
    limit = Number.POSITIVE_INFINITY,
  ): number {
    if (query === null) return this.matchAll(goods, filter, visibility, sorting);
    const lists = new Map<number, Postings>();
    // a token is looked up by itself, or when longer than a term by each of its runs of LONGEST_TERM
    for (const token of query.tokens) if (!addTermPostings(goods.terms, token, lists)) return 0;
    if (lists.size === 0) return 0;
    const [smallest, ...others] = [...lists.values()].sort((a, b) => a.length - b.length) as [Postings, ...Postings[]];
    const accepts = this.filterOf(goods, filter, visibility);
    // tokens longer than a term: their runs must also stand in order
    const longTokens = query.tokens.filter((token) => fillCodePoints(token) > LONGEST_TERM);
    const texts = goods.columns.texts;

    this.ensureBuffers(smallest.length, goods.columns.capacity);
    const matches = this.matchBuffer;
    const keys = this.keyBuffer;
    const score = this.scoreOf(goods.columns, sorting);
    let found = 0;
    // the goods of the smallest list are the candidates; a bitset list is tested bit by bit, a list
    // of a size like the smallest's is marked entry by entry (a linear pass each), a much longer
    // list is searched for each candidate
    const candidateOrdinals = smallest.ordinals();
    const tested = others.flatMap((list) => (list.bits ? [list.bits] : []));
    const listed = others.filter((list) => !list.bits);
    const marked = listed.filter((list) => list.length <= MARK_UP_TO * smallest.length);
    const searched = listed.filter((list) => list.length > MARK_UP_TO * smallest.length);
    const inAllMarked = this.markAll(goods, marked);
    const cursors = searched.map(() => 0);
    candidates: for (let i = 0; i < smallest.length && found < limit; i++) {
      const ordinal = candidateOrdinals[i] as number;
      if (inAllMarked !== -1 && this.marks[ordinal] !== inAllMarked) continue;
      for (const bits of tested) if (!Postings.hasBit(bits, ordinal)) continue candidates;
      for (let l = 0; l < searched.length; l++) {
        const list = searched[l] as Postings;
        const at = list.seek(ordinal, cursors[l] as number);
        cursors[l] = at;
        if (at >= list.length) break candidates;
        if (list.data[at] !== ordinal) continue candidates;
      }
      if (!accepts(ordinal)) continue;
      if (longTokens.length > 0) {
        const text = texts[ordinal] as string;
        for (const token of longTokens) if (!text.includes(token)) continue candidates;
      }
      matches[found] = ordinal;
      if (ranked) keys[found] = score(ordinal);
      found++;
    }
    return found;
  }

  /**
   * Puts every good that passes the filter in matchBuffer, with its sort key: the goods of the
   * filter's category, or every good.
   */
  private matchAll(
    goods: SearchedGoods,
    filter: ListingFilter,
    visibility: SearchVisibility,
    sorting: Sorting,
  ): number {
    const { columns } = goods;
    this.ensureBuffers(columns.length, columns.capacity);
    const accepts = this.filterOf(goods, filter, visibility);
    const score = this.scoreOf(columns, sorting);
    const matches = this.matchBuffer;
    const keys = this.keyBuffer;
    const inCategory =
      filter.categoryId === undefined || filter.categoryLevel === null
        ? null
        : goods.categoryGoods(filter.categoryLevel, filter.categoryId);
    const candidates = inCategory ? inCategory.data : null;
    const count = inCategory ? inCategory.length : columns.length;
    let found = 0;
    for (let i = 0; i < count; i++) {
      const ordinal = candidates ? (candidates[i] as number) : i;
      if (!accepts(ordinal)) continue;
      matches[found] = ordinal;
      keys[found] = score(ordinal);
      found++;
    }
    return found;
  }

  private ensureBuffers(needed: number, capacity: number): void {
    if (this.matchBuffer.length >= needed) return;
    this.matchBuffer = new Int32Array(capacity);
    this.keyBuffer = new Float64Array(capacity);
    this.rankBuffer = new Uint8Array(capacity);
  }

  /**
   * Marks the goods that are in every list: after the call, marks[ordinal] equals the returned
   * stamp exactly for them (-1 when there is no list). Stamps only grow, so nothing is cleared.
   */
  private markAll(goods: SearchedGoods, lists: Postings[]): number {
    if (lists.length === 0) return -1;
    if (this.marks.length < goods.columns.length) this.marks = new Int32Array(goods.columns.capacity);
    if (this.markStamp > 2 ** 30) {
      this.marks.fill(0);
      this.markStamp = 0;
    }
    const marks = this.marks;
    const base = this.markStamp;
    lists.forEach((list, l) => {
      const { data, length } = list;
      const before = base + l;
      const after = before + 1;
      for (let i = 0; i < length; i++) {
        const ordinal = data[i] as number;
        if (l === 0 || marks[ordinal] === before) marks[ordinal] = after;
      }
    });
    this.markStamp = base + lists.length + 1;
    return base + lists.length;
  }

  /** Whether the good at an ordinal passes the filter and the viewer may see it. */
  private filterOf(
    goods: SearchedGoods,
    filter: ListingFilter,
    visibility: SearchVisibility,
  ): (ordinal: number) => boolean {
    const { flags, market, supplierType, tenant, price } = goods.columns;
    const everyGoodPublic = pinnedToPublic(filter);
    const category =
      filter.categoryId === undefined || filter.categoryLevel === null
        ? null
        : filter.categoryLevel === 1
          ? goods.columns.category1
          : filter.categoryLevel === 2
            ? goods.columns.category2
            : goods.columns.category;
    const minFen = filter.minPrice === undefined ? null : yuanToFen(filter.minPrice);
    const maxFen = filter.maxPrice === undefined ? null : yuanToFen(filter.maxPrice);
    const tenantsIn = (ids: ReadonlySet<string>) => {
      const marks = new Uint8Array(goods.columns.tenantOrdinals.size);
      for (const id of ids) {
        const ordinal = goods.columns.tenantOrdinals.get(id);
        if (ordinal !== undefined) marks[ordinal] = 1;
      }
      return marks;
    };
    const invited = tenantsIn(visibility.invitedSuppliers);
    const only = visibility.onlySuppliers ? tenantsIn(visibility.onlySuppliers) : null;
    const viewerSeesPublic = !isInvitedGood(filter);
    // plain numbers (-1: any), so the check below reads no properties of differently shaped filters
    const wantedSupplierType = filter.supplierType ?? -1;
    const wantedMarket = filter.market ?? -1;
    const wantedCategory = filter.categoryId ?? -1;
    const lowest = minFen ?? -Infinity;
    const highest = maxFen ?? Infinity;
    return (o) => {
      const flag = flags[o] as number;
      if (!(flag & FLAG_LISTED)) return false;
      if (!everyGoodPublic && !((viewerSeesPublic && flag & FLAG_PUBLIC) || invited[tenant[o] as number])) return false;
      if (wantedSupplierType !== -1 && supplierType[o] !== wantedSupplierType) return false;
      if (wantedMarket !== -1 && market[o] !== wantedMarket) return false;
      if (category !== null && category[o] !== wantedCategory) return false;
      const good = price[o] as number;
      if (good < lowest || good > highest) return false;
      if (only !== null && !only[tenant[o] as number]) return false;
      return true;
    };
  }

  /** Higher first; ties go by id. */
  private scoreOf(columns: SearchColumns, sorting: Sorting): (ordinal: number) => number {
    const { sales, created, price } = columns;
    switch (sorting) {
      case 'newest':
        return (o) => created[o] as number;
      case 'price-asc':
        return (o) => -(price[o] as number);
      case 'price-desc':
        return (o) => price[o] as number;
      case 'sales':
      case 'default':
        return (o) => sales[o] as number;
    }
  }

  /** Whether the title of one of the first `count` matches holds the phrase (rankOf's rank 2). */
  private anyTitleHolds(goods: SearchedGoods, matches: Int32Array, count: number, phrase: string): boolean {
    const { flags } = goods.columns;
    for (let p = 0; p < count; p++) {
      const ordinal = matches[p] as number;
      if ((flags[ordinal] as number) & FLAG_SEPARATED && titleHolds(goods.columns, ordinal, phrase)) return true;
    }
    return false;
  }

  /**
   * How well a match fits, higher first, as keyword-conditions.ts's rankOf: 2 when its title holds the
   * typed phrase (several words, default order), plus 1 when its title holds every token.
   */
  private rankOf(goods: SearchedGoods, tokens: readonly string[], phrase: string | null): (ordinal: number) => number {
    const { columns } = goods;
    const { flags } = columns;
    const inTitle = (o: number, what: string) => titleHolds(columns, o, what);
    return (o) => {
      let rank = 0;
      if (phrase !== null && (flags[o] as number) & FLAG_SEPARATED && inTitle(o, phrase)) rank = 2;
      for (const token of tokens) if (!inTitle(o, token)) return rank;
      return rank + 1;
    };
  }
}

/**
 * Whether the good's title holds `what`. The title comes first in the text: looking backwards from
 * where a match would have to start to end inside the title reads the title only, never the category,
 * attribute and initials after it.
 */
function titleHolds(columns: SearchColumns, ordinal: number, what: string): boolean {
  const end = columns.titleEnd[ordinal] as number;
  return end >= what.length && (columns.texts[ordinal] as string).lastIndexOf(what, end - what.length) !== -1;
}
