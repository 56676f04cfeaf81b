import { type GoodsListQuery, type KeywordQuery, LISTING_TOTAL_CAP } from '@puhuo/domain';
import type { GoodsSearchSource, IndexedGoodsRow } from './goods-search.source.ts';
import type { ListingFilter } from './listing-filter.ts';
import { CategoryLists } from './search-category-lists.ts';
import { SearchColumns } from './search-columns.ts';
import { type SearchAnswer, type SearchedGoods, SearchMatcher, type SearchVisibility } from './search-matcher.ts';
import { forEachRun, TermTree } from './search-term-trie.ts';

const LOAD_BATCH = 20_000;
/** past this share of dead entries the postings are rebuilt */
const DEAD_SHARE_TO_COMPACT = 0.25;

/**
 * Keyword search served from memory (docs/decisions/0012-search-index.md, docs/search.md). Each
 * process keeps every good's listing columns and, per run of 1 to LONGEST_TERM characters in a word
 * of its search text (title, category path, brand, attributes, initials), the goods holding it; it
 * follows the goods table by changed_at and answers a search with its total and page without a
 * database round trip. Tokens longer than LONGEST_TERM are checked on the text itself, as the
 * database checks tokens longer than a pair with LIKE. This class keeps the goods (load, refresh,
 * compact); SearchMatcher answers the searches over them.
 */
export class GoodsSearchIndex {
  /** goods by ordinal; a good gets a new ordinal when its search text changes, the old one is left behind */
  private columns = new SearchColumns();
  private readonly ordinalOf = new Map<string, number>();
  private readonly categoryLists = new CategoryLists();
  private terms = new TermTree();
  private dead = 0;
  private loaded = false;
  private followedSince: Date | null = null;
  private lastRefreshAt = 0;
  private refreshing: Promise<void> | null = null;
  private readonly matcher = new SearchMatcher();

  constructor(
    private readonly source: GoodsSearchSource,
    private readonly options: {
      /**
       * how old the index may be: a search past it starts reading the changes and answers from the
       * index as it is (20 searches waiting on each read made the slowest 1% three times slower);
       * 0 reads the changes before every search, so a search sees every write before it
       */
      refreshMs: number;
      /** where a failed background read is reported (the next search tries again) */
      onRefreshError?: (error: unknown) => void;
      /** a refresh read the changes (after failures: the database is back) */
      onRefreshed?: () => void;
      now?: () => number;
    },
  ) {}

  get ready(): boolean {
    return this.loaded;
  }

  get size(): number {
    return this.ordinalOf.size;
  }

  /** What the index holds, for the bench's figures: goods, terms, and (term, good) entries. */
  get shape(): { goods: number; terms: number; listed: number; bitsets: number; inBitsets: number } {
    return { goods: this.size, terms: this.terms.size, ...this.terms.entries };
  }

  /** Reads every good, in batches so other queries get the database in between. */
  async load(): Promise<void> {
    const startedAt = await this.source.unsettledSince();
    let afterId: string | null = null;
    for (;;) {
      const rows = await this.source.goodsAfter(afterId, LOAD_BATCH);
      for (const row of rows) this.keep(row);
      const last = rows.at(-1);
      if (!last || rows.length < LOAD_BATCH) break;
      afterId = last.id;
    }
    this.indexTexts();
    this.followedSince = startedAt;
    this.lastRefreshAt = this.now();
    this.loaded = true;
  }

  /** Applies the goods written since the last load or refresh began (what was in flight then too). */
  refresh(): Promise<void> {
    this.refreshing ??= this.readChanges().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async readChanges(): Promise<void> {
    try {
      const startedAt = await this.source.unsettledSince();
      for (const row of await this.source.goodsChangedSince(this.followedSince ?? startedAt)) this.put(row);
      this.followedSince = startedAt;
    } finally {
      // a failed read (the database away) is tried again after the same interval, not on every search
      this.lastRefreshAt = this.now();
    }
    this.options.onRefreshed?.();
    if (this.dead > DEAD_SHARE_TO_COMPACT * this.columns.length) this.compact();
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** Adds a good or brings it up to date. */
  private put(row: IndexedGoodsRow): void {
    const ordinal = this.keep(row);
    if (ordinal === null) return;
    const terms = this.terms;
    forEachRun(terms, this.columns.texts[ordinal] as string, (term) => terms.add(term, ordinal));
  }

  /** Takes in a good's columns; returns its new ordinal when its search text is new, to be indexed. */
  private keep(row: IndexedGoodsRow): number | null {
    const known = this.ordinalOf.get(row.id);
    const columns = this.columns;
    if (known !== undefined && columns.texts[known] === (row.searchText ?? '')) {
      const recategorised =
        columns.category[known] !== row.categoryId ||
        columns.category1[known] !== row.category1Id ||
        columns.category2[known] !== row.category2Id;
      if (recategorised) this.categoryLists.invalidate();
      columns.set(known, row);
      return null;
    }
    if (known !== undefined) {
      columns.retire(known);
      this.dead++;
    }
    const ordinal = columns.append(row);
    this.ordinalOf.set(row.id, ordinal);
    this.categoryLists.add(columns, ordinal);
    return ordinal;
  }

  /** Builds the terms of every search text, each with its goods. */
  private indexTexts(): void {
    const columns = this.columns;
    this.categoryLists.invalidate();
    this.terms = TermTree.build(columns.length, (ordinal) =>
      columns.isCurrent(ordinal) ? (columns.texts[ordinal] as string) : null,
    );
  }

  /** Rebuilds ordinals and postings without the entries left by changes of search text. */
  private compact(): void {
    const before = this.columns;
    this.columns = new SearchColumns();
    this.ordinalOf.clear();
    this.dead = 0;
    for (let ordinal = 0; ordinal < before.length; ordinal++) {
      if (before.isCurrent(ordinal)) this.keep(before.rowAt(ordinal));
    }
    this.indexTexts();
  }

  /**
   * The page and total of a keyword search, or of the listing the filter makes when `query` is
   * null; null when the index has not been loaded (see SearchMatcher.search for the rules).
   */
  async search(
    query: KeywordQuery | null,
    filter: ListingFilter,
    sorting: GoodsListQuery['sorting'],
    page: { skipCount: number; maxResultCount: number },
    visibility: SearchVisibility,
  ): Promise<SearchAnswer | null> {
    if (!this.loaded) return null;
    if (this.options.refreshMs === 0) await this.refresh();
    else if (this.now() - this.lastRefreshAt >= this.options.refreshMs) {
      this.refresh().catch((error: unknown) => this.options.onRefreshError?.(error));
    }
    return this.matcher.search(this.searched(), query, filter, sorting, page, visibility);
  }

  /** How many goods a search finds, stopping at `cap`; null when the index has not been loaded. */
  count(
    query: KeywordQuery,
    filter: ListingFilter,
    visibility: SearchVisibility,
    cap = LISTING_TOTAL_CAP,
  ): number | null {
    if (!this.loaded) return null;
    return this.matcher.count(this.searched(), query, filter, visibility, cap);
  }

  /** The goods as they stand now (load, refresh and compact replace the arrays and the terms). */
  private searched(): SearchedGoods {
    return {
      columns: this.columns,
      terms: this.terms,
      categoryGoods: (level, categoryId) => this.categoryLists.of(this.columns, level, categoryId),
    };
  }
}
