import { type GoodsListQuery, type KeywordQuery, LISTING_TOTAL_CAP } from '@puhuo/domain';
import type { GoodsSearchSource, IndexedGoodsRow } from './goods-search.source.ts';
import type { ListingFilter } from './listing-filter.ts';
import { SearchColumns } from './search-columns.ts';
import { type SearchAnswer, type SearchedGoods, SearchMatcher, type SearchVisibility } from './search-matcher.ts';
import { forEachRun, TermNode } from './search-term-trie.ts';

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
  /** goods by ordinal; a good gets a new ordinal when its search text changes, the old one is left empty */
  private rows: (IndexedGoodsRow | undefined)[] = [];
  /** search texts ('' for none), by ordinal */
  private texts: string[] = [];
  private readonly columns = new SearchColumns();
  private readonly ordinalOf = new Map<string, number>();
  private readonly tenantOrdinals = new Map<string, number>();
  private terms = new TermNode();
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
    if (this.dead > DEAD_SHARE_TO_COMPACT * this.rows.length) this.compact();
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private tenantOrdinal(tenantId: string): number {
    let ordinal = this.tenantOrdinals.get(tenantId);
    if (ordinal === undefined) {
      ordinal = this.tenantOrdinals.size;
      this.tenantOrdinals.set(tenantId, ordinal);
    }
    return ordinal;
  }

  /** Adds a good or brings it up to date. */
  private put(row: IndexedGoodsRow): void {
    const ordinal = this.keep(row);
    if (ordinal !== null) forEachRun(this.terms, this.texts[ordinal] as string, (node) => node.postings.add(ordinal));
  }

  /** Takes in a good's columns; returns its new ordinal when its search text is new, to be indexed. */
  private keep(row: IndexedGoodsRow): number | null {
    const known = this.ordinalOf.get(row.id);
    const text = row.searchText ?? '';
    const tenant = this.tenantOrdinal(row.tenantId);
    if (known !== undefined && this.texts[known] === text) {
      this.rows[known] = row;
      this.columns.set(known, row, tenant);
      return null;
    }
    if (known !== undefined) {
      this.rows[known] = undefined;
      this.columns.flags[known] = 0;
      this.dead++;
    }
    const ordinal = this.rows.length;
    this.rows.push(row);
    this.texts.push(text);
    this.columns.ensure(ordinal + 1);
    this.columns.set(ordinal, row, tenant);
    this.ordinalOf.set(row.id, ordinal);
    return ordinal;
  }

  /**
   * Builds the postings of every search text. Adding each good to each of its terms' lists in turn
   * missed the CPU cache on nearly every entry (5 s for 200,000 goods); instead the (term, good)
   * pairs are written in order, counted per term, and each list is a slice of one array.
   */
  private indexTexts(): void {
    const root = new TermNode();
    const nodes: TermNode[] = [];
    let pairs = new Int32Array(1 << 16);
    let pairCount = 0;
    for (let ordinal = 0; ordinal < this.rows.length; ordinal++) {
      if (!this.rows[ordinal]) continue;
      forEachRun(root, this.texts[ordinal] as string, (node) => {
        if (node.lastSeen === ordinal) return;
        node.lastSeen = ordinal;
        if (node.id === -1) node.id = nodes.push(node) - 1;
        if (pairCount + 2 > pairs.length) {
          const grown = new Int32Array(pairs.length * 2);
          grown.set(pairs);
          pairs = grown;
        }
        pairs[pairCount++] = node.id;
        pairs[pairCount++] = ordinal;
      });
    }
    const starts = new Int32Array(nodes.length + 1);
    for (let p = 0; p < pairCount; p += 2) {
      const next = (pairs[p] as number) + 1;
      starts[next] = (starts[next] as number) + 1;
    }
    for (let id = 0; id < nodes.length; id++) starts[id + 1] = (starts[id + 1] as number) + (starts[id] as number);
    const all = new Int32Array(pairCount / 2);
    const cursors = starts.slice(0, nodes.length);
    // pairs come in ordinal order, so every list comes out ascending
    for (let p = 0; p < pairCount; p += 2) {
      const id = pairs[p] as number;
      const at = cursors[id] as number;
      all[at] = pairs[p + 1] as number;
      cursors[id] = at + 1;
    }
    nodes.forEach((node, id) => {
      node.postings.use(all.subarray(starts[id], starts[id + 1]));
      node.id = -1;
    });
    this.terms = root;
  }

  /** Rebuilds ordinals and postings without the entries left by title changes. */
  private compact(): void {
    const live = this.rows.filter((row): row is IndexedGoodsRow => row !== undefined);
    this.rows = [];
    this.texts = [];
    this.ordinalOf.clear();
    this.dead = 0;
    for (const row of live) this.keep(row);
    this.indexTexts();
  }

  /**
   * The page and total of a keyword search, or null when the index has not been loaded (see
   * SearchMatcher.search for the rules).
   */
  async search(
    query: KeywordQuery,
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
      rows: this.rows,
      texts: this.texts,
      columns: this.columns,
      terms: this.terms,
      tenantOrdinals: this.tenantOrdinals,
    };
  }
}
