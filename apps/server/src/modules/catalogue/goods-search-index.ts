import { type GoodsListQuery, type KeywordQuery, LISTING_TOTAL_CAP, SEARCH_TITLE_END, yuanToFen } from '@puhuo/domain';
import { type GoodsListRow, type ListingFilter, pinnedToPublic } from './goods.repository.ts';

/** What the index keeps of a good: the listing columns (its supplier's name too) and what searches filter and sort on. */
export interface IndexedGoodsRow extends GoodsListRow {
  category1Id: number;
  category2Id: number;
  status: number;
  /** what keyword search reads (goods.search_text); null: found by no keyword */
  searchText: string | null;
}

/** Where the index reads goods from (the goods table). */
export interface GoodsSearchSource {
  /**
   * On the database's clock (the one writing goods.changed_at): now, or the start of the oldest
   * writing transaction still open, whose rows are not visible yet but will carry a later changed_at.
   */
  unsettledSince(): Promise<Date>;
  /** goods in id order after `afterId`, at most `limit` */
  goodsAfter(afterId: string | null, limit: number): Promise<IndexedGoodsRow[]>;
  /** goods written at `since` or later */
  goodsChangedSince(since: Date): Promise<IndexedGoodsRow[]>;
}

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

const ONLINE = 1;
const LOAD_BATCH = 20_000;
/** a list up to this many times the smallest's length is intersected by marking, a longer one by searching */
const MARK_UP_TO = 8;
/** past this share of dead entries the postings are rebuilt */
const DEAD_SHARE_TO_COMPACT = 0.25;

/**
 * The index looks words up by runs of up to this many characters: a query word that long or
 * shorter is one term and needs no check on the title (distributors type 1-4 characters).
 */
const LONGEST_TERM = 4;

let codeScratch = new Int32Array(256);

/** Puts the code points of a word in codeScratch; returns how many. */
function fillCodePoints(word: string): number {
  if (codeScratch.length < word.length) codeScratch = new Int32Array(word.length * 2);
  let count = 0;
  for (let i = 0; i < word.length; ) {
    const code = word.codePointAt(i) as number;
    codeScratch[count++] = code;
    i += code > 0xffff ? 2 : 1;
  }
  return count;
}

/**
 * The terms, as a tree of characters: the node reached by following a run of 1 to LONGEST_TERM
 * characters holds the goods whose title has that run in one of its words.
 */
class TermNode {
  readonly postings = new Postings();
  /** while building: the node's number, and the last good that reached it */
  id = -1;
  lastSeen = -1;
  private children: Map<number, TermNode> | null = null;

  child(code: number): TermNode | undefined {
    return this.children?.get(code);
  }

  childOrNew(code: number): TermNode {
    this.children ??= new Map();
    let node = this.children.get(code);
    if (!node) {
      node = new TermNode();
      this.children.set(code, node);
    }
    return node;
  }

  *all(): Generator<TermNode> {
    if (!this.children) return;
    for (const node of this.children.values()) {
      yield node;
      yield* node.all();
    }
  }
}

const SPACE = 0x20;
const TITLE_END = SEARCH_TITLE_END.codePointAt(0) as number;

/**
 * Calls `visit` with the node of every run of 1 to LONGEST_TERM characters in each word of a search
 * text (goodsSearchDocument: normalised words, one space or the title's end between two).
 */
function forEachRun(root: TermNode, text: string, visit: (node: TermNode) => void): void {
  const count = fillCodePoints(text);
  let wordStart = 0;
  for (let at = 0; at <= count; at++) {
    const code = at < count ? (codeScratch[at] as number) : SPACE;
    if (code !== SPACE && code !== TITLE_END) continue;
    for (let start = wordStart; start < at; start++) {
      let node = root;
      for (let end = start; end < at && end < start + LONGEST_TERM; end++) {
        node = node.childOrNew(codeScratch[end] as number);
        visit(node);
      }
    }
    wordStart = at + 1;
  }
}

/** An ascending list of ordinals in a typed array, sized exactly when built and doubled when grown after. */
class Postings {
  data: Int32Array<ArrayBufferLike> = new Int32Array(0);
  length = 0;

  /** Takes a built list (a view of the index's one array of every list). */
  use(data: Int32Array): void {
    this.data = data;
    this.length = data.length;
  }

  /** Adds an ordinal not below the last one (a title holding a run twice adds it once). */
  add(ordinal: number): void {
    if (this.length > 0 && this.data[this.length - 1] === ordinal) return;
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = ordinal;
  }

  /** The first position at or after `from` whose ordinal is >= `ordinal` (galloping search). */
  seek(ordinal: number, from: number): number {
    const data = this.data;
    if (from >= this.length || (data[from] as number) >= ordinal) return from;
    // data[low] < ordinal; gallop until data[high] >= ordinal or the end
    let low = from;
    let step = 1;
    let high = from + 1;
    while (high < this.length && (data[high] as number) < ordinal) {
      low = high;
      step *= 2;
      high = low + step;
    }
    if (high > this.length) high = this.length;
    while (low + 1 < high) {
      const mid = (low + high) >>> 1;
      if ((data[mid] as number) < ordinal) low = mid;
      else high = mid;
    }
    return high;
  }
}

type Sorting = GoodsListQuery['sorting'];

const FLAG_LISTED = 1; // online, and the current entry of its good
const FLAG_PUBLIC = 2; // on a public market: the curated market or 1688
const FLAG_SEPARATED = 4; // the title has several words: only such a title can hold a phrase of several words
/** a match's rank not worked out yet (ranks are 0 to 3) */
const RANK_UNKNOWN = 255;

/** What searches filter and sort on, per ordinal, in typed arrays: a scan of many matches stays in the CPU cache. */
class Columns {
  capacity = 0;
  flags = new Uint8Array(0);
  market = new Uint8Array(0);
  supplierType = new Uint8Array(0);
  tenant = new Int32Array(0);
  category = new Int32Array(0);
  category1 = new Int32Array(0);
  category2 = new Int32Array(0);
  price = new Float64Array(0);
  sales = new Float64Array(0);
  created = new Float64Array(0);
  /** where the title's words end in the search text (SEARCH_TITLE_END), -1 without a text */
  titleEnd = new Int32Array(0);

  ensure(size: number): void {
    if (size <= this.capacity) return;
    const capacity = Math.max(1024, this.capacity * 2, size);
    const grown = <T extends Uint8Array | Int32Array | Float64Array>(array: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(array);
      return next;
    };
    this.flags = grown(this.flags, (n) => new Uint8Array(n));
    this.market = grown(this.market, (n) => new Uint8Array(n));
    this.supplierType = grown(this.supplierType, (n) => new Uint8Array(n));
    this.tenant = grown(this.tenant, (n) => new Int32Array(n));
    this.category = grown(this.category, (n) => new Int32Array(n));
    this.category1 = grown(this.category1, (n) => new Int32Array(n));
    this.category2 = grown(this.category2, (n) => new Int32Array(n));
    this.price = grown(this.price, (n) => new Float64Array(n));
    this.sales = grown(this.sales, (n) => new Float64Array(n));
    this.created = grown(this.created, (n) => new Float64Array(n));
    this.titleEnd = grown(this.titleEnd, (n) => new Int32Array(n));
    this.capacity = capacity;
  }

  set(ordinal: number, row: IndexedGoodsRow, tenant: number): void {
    const isPublic = row.market === 2 || row.supplierType === 4;
    const titleEnd = row.searchText === null ? -1 : row.searchText.indexOf(SEARCH_TITLE_END);
    const severalWords = titleEnd > 0 && row.searchText !== null && row.searchText.lastIndexOf(' ', titleEnd) !== -1;
    this.flags[ordinal] =
      (row.status === ONLINE ? FLAG_LISTED : 0) | (isPublic ? FLAG_PUBLIC : 0) | (severalWords ? FLAG_SEPARATED : 0);
    this.titleEnd[ordinal] = titleEnd === -1 && row.searchText !== null ? row.searchText.length : titleEnd;
    this.market[ordinal] = row.market;
    this.supplierType[ordinal] = row.supplierType;
    this.tenant[ordinal] = tenant;
    this.category[ordinal] = row.categoryId;
    this.category1[ordinal] = row.category1Id;
    this.category2[ordinal] = row.category2Id;
    this.price[ordinal] = row.minDaifaPriceFen;
    this.sales[ordinal] = row.saleCount;
    this.created[ordinal] = row.creationTime.getTime();
  }
}

/**
 * Keyword search served from memory (docs/decisions/0012-search-index.md, docs/search.md). Each
 * process keeps every good's listing columns and, per run of 1 to LONGEST_TERM characters in a word
 * of its search text (title, category path, brand, attributes, initials), the goods holding it; it
 * follows the goods table by changed_at and answers a search with its total and page without a
 * database round trip. Tokens longer than LONGEST_TERM are checked on the text itself, as the
 * database checks tokens longer than a pair with LIKE.
 */
export class GoodsSearchIndex {
  /** goods by ordinal; a good gets a new ordinal when its search text changes, the old one is left empty */
  private rows: (IndexedGoodsRow | undefined)[] = [];
  /** search texts ('' for none), by ordinal */
  private texts: string[] = [];
  private readonly columns = new Columns();
  private readonly ordinalOf = new Map<string, number>();
  private readonly tenantOrdinals = new Map<string, number>();
  private terms = new TermNode();
  private dead = 0;
  private loaded = false;
  private followedSince: Date | null = null;
  private lastRefreshAt = 0;
  private refreshing: Promise<void> | null = null;
  private matchBuffer = new Int32Array(0);
  private keyBuffer = new Float64Array(0);
  private rankBuffer = new Uint8Array(0);
  private marks = new Int32Array(0);
  private markStamp = 0;

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
   * The page and total of a keyword search, or null when the index has not been loaded.
   * Same rules as the database listing: every token in a word of the search text, the filters, the
   * visibility; title matches first (GoodsRepository's rankOf), then the sorting, then the id.
   */
  async search(
    query: KeywordQuery,
    filter: ListingFilter,
    sorting: Sorting,
    page: { skipCount: number; maxResultCount: number },
    visibility: SearchVisibility,
  ): Promise<SearchAnswer | null> {
    if (!this.loaded) return null;
    if (this.options.refreshMs === 0) await this.refresh();
    else if (this.now() - this.lastRefreshAt >= this.options.refreshMs) {
      this.refresh().catch((error: unknown) => this.options.onRefreshError?.(error));
    }
    const found = this.match(query, filter, visibility, sorting, true);
    const matches = this.matchBuffer;
    const keys = this.keyBuffer;
    const ranks = this.rankBuffer;
    // a rank reads the good's text: it is worked out only for the matches that could make the page
    ranks.fill(RANK_UNKNOWN, 0, found);
    const rankOf = this.rankOf(query, sorting);
    const bestRank = query.phrase !== null && sorting === 'default' ? 3 : 1;
    const rankAt = (p: number) => {
      let rank = ranks[p] as number;
      if (rank === RANK_UNKNOWN) {
        rank = rankOf(matches[p] as number);
        ranks[p] = rank;
      }
      return rank;
    };
    const idAt = (p: number) => (this.rows[matches[p] as number] as IndexedGoodsRow).id;
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
    return {
      totalCount: Math.min(found, LISTING_TOTAL_CAP),
      items: ordered.slice(page.skipCount, wanted).map((p) => this.rows[matches[p] as number] as IndexedGoodsRow),
    };
  }

  /** How many goods a search finds, stopping at `cap`; null when the index has not been loaded. */
  count(
    query: KeywordQuery,
    filter: ListingFilter,
    visibility: SearchVisibility,
    cap = LISTING_TOTAL_CAP,
  ): number | null {
    if (!this.loaded) return null;
    return Math.min(this.match(query, filter, visibility, 'default', false, cap), cap);
  }

  /**
   * Puts the ordinals of the matches in matchBuffer (with their sort keys when `ranked`),
   * at most `limit`; returns how many. Nothing awaits in here, so one search at a time uses the
   * buffers, which are kept between searches (no garbage per search).
   */
  private match(
    query: KeywordQuery,
    filter: ListingFilter,
    visibility: SearchVisibility,
    sorting: Sorting,
    ranked: boolean,
    limit = Number.POSITIVE_INFINITY,
  ): number {
    const lists = new Set<Postings>();
    for (const token of query.tokens) {
      // a token is looked up by itself, or when longer than a term by each of its runs of LONGEST_TERM
      const count = fillCodePoints(token);
      for (let start = 0; start === 0 || start + LONGEST_TERM <= count; start++) {
        let node: TermNode | undefined = this.terms;
        for (let end = start; node && end < Math.min(count, start + LONGEST_TERM); end++) {
          node = node.child(codeScratch[end] as number);
        }
        if (!node) return 0;
        lists.add(node.postings);
      }
    }
    if (lists.size === 0) return 0;
    const [smallest, ...others] = [...lists].sort((a, b) => a.length - b.length) as [Postings, ...Postings[]];
    const accepts = this.filterOf(filter, visibility);
    // tokens longer than a term: their runs must also stand in order
    const longTokens = query.tokens.filter((token) => fillCodePoints(token) > LONGEST_TERM);

    if (this.matchBuffer.length < smallest.length) {
      this.matchBuffer = new Int32Array(this.columns.capacity);
      this.keyBuffer = new Float64Array(this.columns.capacity);
      this.rankBuffer = new Uint8Array(this.columns.capacity);
    }
    const matches = this.matchBuffer;
    const keys = this.keyBuffer;
    const score = this.scoreOf(sorting);
    let found = 0;
    // lists of a size like the smallest's are marked entry by entry (a linear pass each); a much
    // longer list is searched for each candidate instead
    const marked = others.filter((list) => list.length <= MARK_UP_TO * smallest.length);
    const searched = others.filter((list) => list.length > MARK_UP_TO * smallest.length);
    const inAllMarked = this.markAll(marked);
    const cursors = searched.map(() => 0);
    candidates: for (let i = 0; i < smallest.length && found < limit; i++) {
      const ordinal = smallest.data[i] as number;
      if (inAllMarked !== -1 && this.marks[ordinal] !== inAllMarked) continue;
      for (let l = 0; l < searched.length; l++) {
        const list = searched[l] as Postings;
        const at = list.seek(ordinal, cursors[l] as number);
        cursors[l] = at;
        if (at >= list.length) break candidates;
        if (list.data[at] !== ordinal) continue candidates;
      }
      if (!accepts(ordinal)) continue;
      if (longTokens.length > 0) {
        const text = this.texts[ordinal] as string;
        for (const token of longTokens) if (!text.includes(token)) continue candidates;
      }
      matches[found] = ordinal;
      if (ranked) keys[found] = score(ordinal);
      found++;
    }
    return found;
  }

  /**
   * Marks the goods that are in every list: after the call, marks[ordinal] equals the returned
   * stamp exactly for them (-1 when there is no list). Stamps only grow, so nothing is cleared.
   */
  private markAll(lists: Postings[]): number {
    if (lists.length === 0) return -1;
    if (this.marks.length < this.rows.length) this.marks = new Int32Array(this.columns.capacity);
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
  private filterOf(filter: ListingFilter, visibility: SearchVisibility): (ordinal: number) => boolean {
    const { flags, market, supplierType, tenant, price } = this.columns;
    const everyGoodPublic = pinnedToPublic(filter);
    const category =
      filter.categoryId === undefined || filter.categoryLevel === null
        ? null
        : filter.categoryLevel === 1
          ? this.columns.category1
          : filter.categoryLevel === 2
            ? this.columns.category2
            : this.columns.category;
    const minFen = filter.minPrice === undefined ? null : yuanToFen(filter.minPrice);
    const maxFen = filter.maxPrice === undefined ? null : yuanToFen(filter.maxPrice);
    const tenantsIn = (ids: ReadonlySet<string>) => {
      const marks = new Uint8Array(this.tenantOrdinals.size);
      for (const id of ids) {
        const ordinal = this.tenantOrdinals.get(id);
        if (ordinal !== undefined) marks[ordinal] = 1;
      }
      return marks;
    };
    const invited = tenantsIn(visibility.invitedSuppliers);
    const only = visibility.onlySuppliers ? tenantsIn(visibility.onlySuppliers) : null;
    const viewerSeesPublic = filter.market !== 0;
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
  private scoreOf(sorting: Sorting): (ordinal: number) => number {
    const { sales, created, price } = this.columns;
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

  /**
   * How well a match fits, higher first, as GoodsRepository's rankOf: 2 when its title holds the
   * typed phrase (several words, default order), plus 1 when its title holds every token.
   */
  private rankOf(query: KeywordQuery, sorting: Sorting): (ordinal: number) => number {
    const { flags, titleEnd } = this.columns;
    const texts = this.texts;
    const phrase = query.phrase !== null && sorting === 'default' ? query.phrase : null;
    const tokens = query.tokens;
    // the title comes first in the text: looking backwards from where a match would have to start to
    // end inside the title reads the title only, never the category, attribute and initials after it
    const inTitle = (o: number, what: string) => {
      const end = titleEnd[o] as number;
      return end >= what.length && (texts[o] as string).lastIndexOf(what, end - what.length) !== -1;
    };
    return (o) => {
      let rank = 0;
      if (phrase !== null && (flags[o] as number) & FLAG_SEPARATED && inTitle(o, phrase)) rank = 2;
      for (const token of tokens) if (!inTitle(o, token)) return rank;
      return rank + 1;
    };
  }
}

/**
 * The first `count` of the positions 0..size-1 in `compare` order: a bounded heap when few are
 * wanted of many (a first page of a common word), a full sort otherwise. `cannotBeat(item, worst)`,
 * when given, is a cheap check that an item sorts after the worst one kept: it spares `compare`.
 */
export function bestFirst(
  size: number,
  count: number,
  compare: (a: number, b: number) => number,
  cannotBeat?: (item: number, worst: number) => boolean,
): number[] {
  if (count <= 0) return [];
  if (count * 4 >= size) {
    const all = new Array<number>(size);
    for (let p = 0; p < size; p++) all[p] = p;
    return all.sort(compare).slice(0, count);
  }
  // max-heap on `compare`: the root is the worst of the best `count` seen so far
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(heap[a] as number, heap[b] as number) > 0;
  const swap = (a: number, b: number) => {
    const kept = heap[a] as number;
    heap[a] = heap[b] as number;
    heap[b] = kept;
  };
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let top = at;
      if (left < heap.length && worse(left, top)) top = left;
      if (right < heap.length && worse(right, top)) top = right;
      if (top === at) return;
      swap(at, top);
      at = top;
    }
  };
  for (let item = 0; item < size; item++) {
    if (heap.length < count) {
      heap.push(item);
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!worse(at, parent)) break;
        swap(at, parent);
        at = parent;
      }
    } else if (!cannotBeat?.(item, heap[0] as number) && compare(item, heap[0] as number) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
