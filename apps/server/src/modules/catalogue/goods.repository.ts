import { type GoodsListQuery, type KeywordQuery, LISTING_TOTAL_CAP, SEARCH_TITLE_END, yuanToFen } from '@puhuo/domain';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lte,
  or,
  type Placeholder,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  brands,
  categories,
  goods,
  goodsListingCounts,
  goodsSkus,
  type NumberPrice,
  type SalesProperty,
  supplierInvitations,
  suppliers,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import type { GoodsSearchSource, IndexedGoodsRow } from './goods-search-index.ts';
import { parseSearchKeyword, searchDocumentOf } from './goods-search-segmenter.ts';

export type GoodsRow = typeof goods.$inferSelect;
export type SkuRow = typeof goodsSkus.$inferSelect;

/** A good as its detail page shows it (GoodsRepository.detailOf). */
export interface GoodsDetailRow
  extends Pick<
    GoodsRow,
    | 'id'
    | 'tenantId'
    | 'title'
    | 'imgUrl'
    | 'images'
    | 'detailImages'
    | 'market'
    | 'supplierType'
    | 'categoryId'
    | 'attributes'
    | 'minPriceFen'
    | 'maxPriceFen'
    | 'saleCount'
    | 'stock'
    | 'isWholesale'
    | 'weightGrams'
    | 'status'
    | 'creationTime'
  > {
  skus: Omit<SkuRow, 'goodsId' | 'sort'>[];
  supplier: { tenantId: string; companyName: string } | null;
  brand: { id: number; nameCn: string; nameEn: string } | null;
  categoryPath: CategoryPath;
}

export interface GoodsListRow {
  id: string;
  tenantId: string;
  title: string;
  imgUrl: string;
  minPriceFen: number;
  maxPriceFen: number;
  minDaifaPriceFen: number;
  saleCount: number;
  market: number;
  supplierType: number;
  categoryId: number;
  brandId: number | null;
  supplierName: string;
  creationTime: Date;
}

const ONLINE = 1;

const LIST_COLUMNS = {
  id: goods.id,
  tenantId: goods.tenantId,
  title: goods.title,
  imgUrl: goods.imgUrl,
  minPriceFen: goods.minPriceFen,
  maxPriceFen: goods.maxPriceFen,
  minDaifaPriceFen: goods.minDaifaPriceFen,
  saleCount: goods.saleCount,
  market: goods.market,
  supplierType: goods.supplierType,
  categoryId: goods.categoryId,
  brandId: goods.brandId,
  creationTime: goods.creationTime,
};
/** what the search index keeps of a good: property, then column (supplier_name is read with the good) */
const INDEXED_FIELDS = [
  ['id', 'id'],
  ['tenantId', 'tenant_id'],
  ['title', 'title'],
  ['imgUrl', 'img_url'],
  ['minPriceFen', 'min_price_fen'],
  ['maxPriceFen', 'max_price_fen'],
  ['minDaifaPriceFen', 'min_daifa_price_fen'],
  ['saleCount', 'sale_count'],
  ['market', 'market'],
  ['supplierType', 'supplier_type'],
  ['categoryId', 'category_id'],
  ['category1Id', 'category1_id'],
  ['category2Id', 'category2_id'],
  ['brandId', 'brand_id'],
  ['status', 'status'],
  ['creationTime', 'creation_time'],
  ['supplierName', 'supplier_name'],
  ['searchText', 'search_text'],
] as const satisfies readonly (readonly [keyof IndexedGoodsRow, string])[];
const DEFERRED_JOIN_FROM_OFFSET = 500;
/** a FROM of one row, for statements that only compute */
const ONE_ROW = sql`(values (1)) as one`;

type ViewerKind = 'guest' | 'viewer';
type CategoryPath = { id: number; name: string }[];

/** A leaf category and its parents as the JSON text [leaf id, name, parent id, name, top id, name]. */
function categoryPathJson(leafId: SQL): SQL<string | null> {
  return sql<string | null>`(select json_build_array(leaf.id, leaf.name, parent.id, parent.name, top.id, top.name)::text
    from categories leaf left join categories parent on parent.id = leaf.parent_id
    left join categories top on top.id = parent.parent_id where leaf.id = ${leafId})`;
}

/** The path of categoryPathJson, from the top level down (empty for an unknown leaf). */
function toCategoryPath(json: string | null): CategoryPath {
  if (json === null) return [];
  const [leafId, leafName, parentId, parentName, topId, topName] = JSON.parse(json) as [
    number,
    string,
    number | null,
    string | null,
    number | null,
    string | null,
  ];
  const path: CategoryPath = [];
  if (topId !== null && topName !== null) path.push({ id: topId, name: topName });
  if (parentId !== null && parentName !== null) path.push({ id: parentId, name: parentName });
  path.push({ id: leafId, name: leafName });
  return path;
}

/** A PostgreSQL array literal of texts, for array columns passed through unnest as text. */
export function toArrayLiteral(items: readonly (string | number)[]): string {
  return `{${items.map((item) => `"${String(item).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** A listing filter with the category level resolved. */
export type ListingFilter = Pick<
  GoodsListQuery,
  'supplierType' | 'market' | 'categoryId' | 'keyword' | 'minPrice' | 'maxPrice'
> & {
  categoryLevel: number | null;
  /** only goods of suppliers that ship for distributors (dropshipping) */
  proxyOnly?: boolean;
  /** the keyword as search reads it (GoodsService parses it once); parsed here when absent */
  search?: KeywordQuery | null;
};

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

type Table = typeof goods | typeof goodsListingCounts;

/** A listing of the curated market or of 1688 holds public goods only: invitations do not widen it. */
export function pinnedToPublic(filter: Pick<ListingFilter, 'supplierType' | 'market'>): boolean {
  return filter.supplierType === 4 || filter.market === 2;
}

export class GoodsRepository implements GoodsSearchSource {
  constructor(private readonly db: Db) {}

  /**
   * Now, or the start of the oldest transaction that has written and not finished: any goods write
   * not visible yet will carry a changed_at at or after this time.
   */
  async unsettledSince(): Promise<Date> {
    const [row] = await this.db
      .select({
        now: sql`least(clock_timestamp(), (select min(xact_start) from pg_stat_activity where backend_xid is not null))`.mapWith(
          goods.changedAt,
        ),
      })
      .from(ONE_ROW);
    if (!row) throw new Error('the database gave no time');
    return row.now;
  }

  goodsAfter(afterId: string | null, limit: number): Promise<IndexedGoodsRow[]> {
    return this.indexedGoods(afterId === null ? sql`true` : gt(goods.id, afterId), limit);
  }

  goodsChangedSince(since: Date): Promise<IndexedGoodsRow[]> {
    return this.indexedGoods(gte(goods.changedAt, since));
  }

  /**
   * Goods for the search index, read as one JSON text per call: PGlite turns each column of each
   * row into a JavaScript value slowly (200,000 goods took 6.6 s as rows, 2.3 s as JSON).
   */
  private async indexedGoods(where: SQL, limit?: number): Promise<IndexedGoodsRow[]> {
    const columns = sql.join(
      INDEXED_FIELDS.map(([, column]) => sql.identifier(column)),
      sql`, `,
    );
    const [row] = await this.db
      .select({ json: sql<string>`coalesce(json_agg(json_build_array(${columns}) order by "id"), '[]')::text` })
      .from(
        sql`(select ${goods}.*, ${suppliers.companyName} as supplier_name
          from ${goods} left join ${suppliers} on ${suppliers.tenantId} = ${goods.tenantId}
          where ${where} order by ${goods.id} ${limit === undefined ? sql`` : sql`limit ${limit}`}) as page`,
      );
    return (JSON.parse(row?.json ?? '[]') as unknown[][]).map((values) => {
      const good: Record<string, unknown> = {};
      INDEXED_FIELDS.forEach(([property], i) => {
        good[property] = values[i];
      });
      good.creationTime = new Date(good.creationTime as string);
      good.supplierName ??= '';
      return good as unknown as IndexedGoodsRow;
    });
  }

  /** The suppliers that invited the viewer, when they can widen the listing. */
  async invitedSupplierIds(filter: ListingFilter, viewerTenantId: string | null): Promise<string[]> {
    if (!viewerTenantId || pinnedToPublic(filter)) return [];
    const rows = await this.invitedSuppliersOf(viewerTenantId);
    return rows.map((r) => r.id);
  }

  /** The suppliers that ship for distributors (dropshipping). */
  async proxySupplierIds(): Promise<string[]> {
    const rows = await this.db.select({ id: suppliers.tenantId }).from(suppliers).where(eq(suppliers.proxy, true));
    return rows.map((r) => r.id);
  }

  private invitedSuppliersOf(viewerTenantId: string | Placeholder) {
    return this.db
      .select({ id: supplierInvitations.supplierTenantId })
      .from(supplierInvitations)
      .where(eq(supplierInvitations.distributorTenantId, viewerTenantId));
  }

  /**
   * Which goods a viewer may see: the public markets (blue ocean, 1688) and the invited goods of
   * suppliers that invited the viewer. Returns null when nothing can match.
   */
  private visibility(
    table: Table,
    filter: ListingFilter,
    viewerTenantId: string | Placeholder | null,
  ): SQL | undefined | null {
    if (pinnedToPublic(filter)) return undefined;
    if (filter.market === 0) {
      return viewerTenantId ? inArray(table.tenantId, this.invitedSuppliersOf(viewerTenantId)) : null;
    }
    const publicGoods = [eq(table.market, 2), eq(table.supplierType, 4)];
    if (!viewerTenantId) return or(...publicGoods);
    return or(...publicGoods, inArray(table.tenantId, this.invitedSuppliersOf(viewerTenantId)));
  }

  private conditions(table: Table, filter: ListingFilter, viewerTenantId: string | null): SQL[] | null {
    const visible = this.visibility(table, filter, viewerTenantId);
    if (visible === null) return null;
    const conditions: SQL[] = visible ? [visible] : [];
    if (filter.supplierType !== undefined) conditions.push(eq(table.supplierType, filter.supplierType));
    if (filter.market !== undefined) conditions.push(eq(table.market, filter.market));
    if (filter.categoryId !== undefined && filter.categoryLevel !== null) {
      const column =
        filter.categoryLevel === 1
          ? table.category1Id
          : filter.categoryLevel === 2
            ? table.category2Id
            : table.categoryId;
      conditions.push(eq(column, filter.categoryId));
    }
    if (table === goods) {
      if (filter.minPrice !== undefined) conditions.push(gte(goods.minDaifaPriceFen, yuanToFen(filter.minPrice)));
      if (filter.maxPrice !== undefined) conditions.push(lte(goods.minDaifaPriceFen, yuanToFen(filter.maxPrice)));
    }
    if (filter.proxyOnly) {
      const proxySuppliers = this.db
        .select({ id: suppliers.tenantId })
        .from(suppliers)
        .where(eq(suppliers.proxy, true));
      conditions.push(inArray(table.tenantId, proxySuppliers));
    }
    return conditions;
  }

  /**
   * Every token of the keyword in a word of the search text. The GIN index narrows by index terms;
   * a token of one or two characters is itself an index term, so containment is exact for it, and
   * only longer tokens need LIKE to check that their pairs stand in order.
   */
  private keywordConditions(query: KeywordQuery): SQL[] {
    return [
      isNotNull(goods.searchText),
      arrayContains(goods.searchTerms, query.terms),
      ...query.tokens
        .filter((token) => Array.from(token).length > 2)
        .map((token) => like(goods.searchText, `%${escapeLike(token)}%`)),
    ];
  }

  /** The parsed keyword of a filter: null for none, undefined when nothing in it is searchable. */
  private keywordOf(filter: ListingFilter): KeywordQuery | null | undefined {
    if (!filter.keyword) return null;
    if (filter.search !== undefined) return filter.search ?? undefined;
    return parseSearchKeyword(filter.keyword) ?? undefined;
  }

  async categoryLevel(categoryId: number): Promise<number | null> {
    const [row] = await this.db
      .select({ level: categories.level })
      .from(categories)
      .where(eq(categories.id, categoryId));
    return row?.level ?? null;
  }

  async listPage(
    filter: ListingFilter,
    sorting: GoodsListQuery['sorting'],
    page: { skipCount: number; maxResultCount: number },
    viewerTenantId: string | null,
  ): Promise<GoodsListRow[]> {
    const conditions = this.conditions(goods, filter, viewerTenantId);
    if (!conditions) return [];
    conditions.push(eq(goods.status, ONLINE));
    const keyword = this.keywordOf(filter);
    if (keyword === undefined) return [];
    if (keyword) conditions.push(...this.keywordConditions(keyword));
    // a search ranks title matches first (the phrase as typed, then every token), then the sorting
    const ranked = keyword ? [sql`${rankOf(keyword, sorting)} desc`] : [];
    const orderBy = [
      ...ranked,
      ...{
        default: [desc(goods.saleCount), asc(goods.id)],
        sales: [desc(goods.saleCount), asc(goods.id)],
        newest: [desc(goods.creationTime), asc(goods.id)],
        'price-asc': [asc(goods.minDaifaPriceFen), asc(goods.id)],
        'price-desc': [desc(goods.minDaifaPriceFen), asc(goods.id)],
      }[sorting],
    ];
    const where = and(...conditions);
    // Deep pages walk the sort index for ids only (an index-only scan), then read just those rows.
    let pageWhere = where;
    if (page.skipCount >= DEFERRED_JOIN_FROM_OFFSET) {
      const ids = await this.db
        .select({ id: goods.id })
        .from(goods)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.maxResultCount)
        .offset(page.skipCount);
      if (ids.length === 0) return [];
      pageWhere = inArray(
        goods.id,
        ids.map((r) => r.id),
      );
    }
    const rows = await this.db
      .select(LIST_COLUMNS)
      .from(goods)
      .where(pageWhere)
      .orderBy(...orderBy)
      .limit(page.maxResultCount)
      .offset(pageWhere === where ? page.skipCount : 0);
    // names are fetched apart: a join here would stop the sorted index from serving the page
    const names = await this.supplierNames([...new Set(rows.map((r) => r.tenantId))]);
    return rows.map((row) => ({ ...row, supplierName: names.get(row.tenantId) ?? '' }));
  }

  /** Totals stop at `cap` (LISTING_TOTAL_CAP unless a caller needs less, as suggestions do). */
  async countListing(filter: ListingFilter, viewerTenantId: string | null, cap = LISTING_TOTAL_CAP): Promise<number> {
    const hasPriceRange = filter.minPrice !== undefined || filter.maxPrice !== undefined;
    if (filter.keyword || hasPriceRange) {
      const keyword = this.keywordOf(filter);
      const conditions = this.conditions(goods, filter, viewerTenantId);
      if (!conditions || keyword === undefined) return 0;
      conditions.push(eq(goods.status, ONLINE));
      if (keyword) conditions.push(...this.keywordConditions(keyword));
      // totals stop at LISTING_TOTAL_CAP: past 500 pages nobody pages, and counting every
      // match of a common word would cost more than the page itself
      const matches = this.db
        .select({ one: sql`1` })
        .from(goods)
        .where(and(...conditions))
        .limit(cap)
        .as('matches');
      const [row] = await this.db.select({ n: count() }).from(matches);
      return Number(row?.n ?? 0);
    }
    const conditions = this.conditions(goodsListingCounts, filter, viewerTenantId);
    if (!conditions) return 0;
    const [row] = await this.db
      .select({ n: sum(goodsListingCounts.goodsCount) })
      .from(goodsListingCounts)
      .where(and(...conditions));
    return Math.min(Number(row?.n ?? 0), cap === LISTING_TOTAL_CAP ? Number.POSITIVE_INFINITY : cap);
  }

  /** Online goods per category at each of the three levels, for what the viewer may see. */
  async categoryGoodCounts(
    filter: Pick<ListingFilter, 'supplierType' | 'market'>,
    viewerTenantId: string | null,
  ): Promise<Map<number, number>> {
    const conditions = this.conditions(goodsListingCounts, { ...filter, categoryLevel: null }, viewerTenantId);
    const counts = new Map<number, number>();
    if (!conditions) return counts;
    const rows = await this.db
      .select({
        categoryId: goodsListingCounts.categoryId,
        category1Id: goodsListingCounts.category1Id,
        category2Id: goodsListingCounts.category2Id,
        n: sum(goodsListingCounts.goodsCount).mapWith(Number),
      })
      .from(goodsListingCounts)
      .where(and(...conditions))
      .groupBy(goodsListingCounts.categoryId, goodsListingCounts.category1Id, goodsListingCounts.category2Id);
    for (const row of rows) {
      for (const id of [row.categoryId, row.category1Id, row.category2Id])
        counts.set(id, (counts.get(id) ?? 0) + row.n);
    }
    return counts;
  }

  async allCategories() {
    return this.db.select().from(categories).orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
  }

  /** Goods by id in the given order, online and visible to the viewer. */
  async listByIds(ids: string[], viewerTenantId: string | null): Promise<GoodsListRow[]> {
    if (ids.length === 0) return [];
    const visible = this.visibility(goods, { categoryLevel: null }, viewerTenantId);
    const rows = await this.db
      .select(LIST_COLUMNS)
      .from(goods)
      .where(and(inArray(goods.id, ids), eq(goods.status, ONLINE), visible ?? undefined));
    const names = await this.supplierNames([...new Set(rows.map((r) => r.tenantId))]);
    const byId = new Map(rows.map((row) => [row.id, { ...row, supplierName: names.get(row.tenantId) ?? '' }]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Recomputes the listing counts, for every supplier or for one. */
  async refreshListingCounts(tenantId?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(goodsListingCounts).where(tenantId ? eq(goodsListingCounts.tenantId, tenantId) : undefined);
      await tx.insert(goodsListingCounts).select(
        tx
          .select({
            tenantId: goods.tenantId,
            supplierType: goods.supplierType,
            market: goods.market,
            categoryId: goods.categoryId,
            category1Id: goods.category1Id,
            category2Id: goods.category2Id,
            goodsCount: count().as('goods_count'),
          })
          .from(goods)
          .where(and(eq(goods.status, ONLINE), tenantId ? eq(goods.tenantId, tenantId) : undefined))
          .groupBy(
            goods.tenantId,
            goods.supplierType,
            goods.market,
            goods.categoryId,
            goods.category1Id,
            goods.category2Id,
          ),
      );
    });
  }

  /**
   * Writes the search text and terms of goods written without them (goods from before search read
   * every field, other writers), in batches; returns how many. Also what a test or a rename of a
   * category or brand calls for the goods it touched (`ids`).
   */
  async indexMissingSearchTerms(batchSize = 2_000, ids?: string[]): Promise<number> {
    let indexed = 0;
    for (;;) {
      const where = ids ? inArray(goods.id, ids.slice(indexed, indexed + batchSize)) : isNull(goods.searchText);
      if (ids && indexed >= ids.length) return indexed;
      const rows = await this.db
        .select({
          id: goods.id,
          title: goods.title,
          attributes: goods.attributes,
          path: categoryPathJson(sql`${goods.categoryId}`),
          brandCn: brands.nameCn,
          brandEn: brands.nameEn,
          skuValues: sql<string>`(select coalesce(json_agg(property->>'value' order by sku.sort), '[]')::text
            from goods_skus sku, jsonb_array_elements(sku.sales_properties) property where sku.goods_id = ${goods.id})`,
        })
        .from(goods)
        .leftJoin(brands, eq(brands.id, goods.brandId))
        .where(where)
        .orderBy(asc(goods.id))
        .limit(batchSize);
      if (rows.length === 0) return indexed;
      const documents = rows.map((row) =>
        searchDocumentOf({
          title: row.title,
          categoryNames: toCategoryPath(row.path).map((level) => level.name),
          brandNames: row.brandCn === null ? [] : [row.brandCn, row.brandEn ?? ''],
          attributeValues: [...row.attributes.map((a) => a.value), ...(JSON.parse(row.skuValues) as string[])],
        }),
      );
      await this.db.execute(sql`update ${goods} set search_text = doc.text, search_terms = doc.terms::text[]
        from unnest(${sql.param(rows.map((r) => r.id))}::text[], ${sql.param(documents.map((d) => d.text))}::text[],
          ${sql.param(documents.map((d) => toArrayLiteral(d.terms)))}::text[]) as doc(id, text, terms)
        where ${goods.id} = doc.id`);
      indexed += rows.length;
      if (rows.length < batchSize && !ids) return indexed;
    }
  }

  private async supplierNames(tenantIds: string[]): Promise<Map<string, string>> {
    if (tenantIds.length === 0) return new Map();
    const rows = await this.db
      .select({ tenantId: suppliers.tenantId, companyName: suppliers.companyName })
      .from(suppliers)
      .where(inArray(suppliers.tenantId, tenantIds));
    return new Map(rows.map((r) => [r.tenantId, r.companyName]));
  }

  async findVisible(tenantId: string, id: string, viewerTenantId: string | null): Promise<GoodsRow | null> {
    const visible = this.visibility(goods, { categoryLevel: null }, viewerTenantId);
    const [row] = await this.db
      .select()
      .from(goods)
      .where(and(eq(goods.id, id), eq(goods.tenantId, tenantId), visible ?? undefined));
    return row ?? null;
  }

  private readonly detailQueries: Partial<Record<ViewerKind, ReturnType<GoodsRepository['buildDetailQuery']>>> = {};

  /** The detail statement, built once per kind of viewer (building it cost as much as running it). */
  private detailQuery(kind: ViewerKind) {
    this.detailQueries[kind] ??= this.buildDetailQuery(kind);
    return this.detailQueries[kind];
  }

  private buildDetailQuery(kind: ViewerKind) {
    const visible = this.visibility(
      goods,
      { categoryLevel: null },
      kind === 'viewer' ? sql.placeholder('viewer') : null,
    );
    return this.db
      .select({
        id: goods.id,
        tenantId: goods.tenantId,
        title: goods.title,
        imgUrl: goods.imgUrl,
        images: goods.images,
        detailImages: goods.detailImages,
        market: goods.market,
        supplierType: goods.supplierType,
        categoryId: goods.categoryId,
        attributes: goods.attributes,
        minPriceFen: goods.minPriceFen,
        maxPriceFen: goods.maxPriceFen,
        saleCount: goods.saleCount,
        stock: goods.stock,
        isWholesale: goods.isWholesale,
        weightGrams: goods.weightGrams,
        status: goods.status,
        creationTime: goods.creationTime,
        // written out with aliases: drizzle leaves column names unqualified in a one-table select
        skus: sql<string>`(select coalesce(json_agg(json_build_array(sku.id, sku.sales_properties, sku.price_fen,
            sku.daifa_price_fen, sku.number_prices, sku.stock, sku.sale_count, sku.is_wholesale) order by sku.sort), '[]')::text
          from goods_skus sku where sku.goods_id = goods.id)`,
        supplierName: sql<
          string | null
        >`(select supplier.company_name from suppliers supplier where supplier.tenant_id = goods.tenant_id)`,
        brand: sql<string | null>`(select json_build_array(brand.id, brand.name_cn, brand.name_en)::text
          from brands brand where brand.id = goods.brand_id)`,
        categoryPath: categoryPathJson(sql`goods.category_id`),
      })
      .from(goods)
      .where(
        and(eq(goods.id, sql.placeholder('id')), eq(goods.tenantId, sql.placeholder('tenantId')), visible ?? undefined),
      )
      .prepare(`goods_detail_${kind}`);
  }

  /**
   * A good with everything its detail page shows (SKUs, supplier, brand, category path) in one
   * statement: on PGlite each statement costs more than the lookups themselves.
   */
  async detailOf(tenantId: string, id: string, viewerTenantId: string | null): Promise<GoodsDetailRow | null> {
    const [row] = viewerTenantId
      ? await this.detailQuery('viewer').execute({ id, tenantId, viewer: viewerTenantId })
      : await this.detailQuery('guest').execute({ id, tenantId });
    if (!row) return null;
    const skus = JSON.parse(row.skus) as [
      string,
      SalesProperty[],
      number,
      number,
      NumberPrice[],
      number,
      number,
      boolean,
    ][];
    const brand = row.brand ? (JSON.parse(row.brand) as [number, string, string]) : null;
    return {
      ...row,
      skus: skus.map(
        ([skuId, salesProperties, priceFen, daifaPriceFen, numberPrices, stock, saleCount, isWholesale]) => ({
          id: skuId,
          salesProperties,
          priceFen,
          daifaPriceFen,
          numberPrices,
          stock,
          saleCount,
          isWholesale,
        }),
      ),
      supplier: row.supplierName === null ? null : { tenantId: row.tenantId, companyName: row.supplierName },
      brand: brand ? { id: brand[0], nameCn: brand[1], nameEn: brand[2] } : null,
      categoryPath: toCategoryPath(row.categoryPath),
    };
  }

  async findManyVisible(ids: string[], viewerTenantId: string | null): Promise<GoodsRow[]> {
    if (ids.length === 0) return [];
    const visible = this.visibility(goods, { categoryLevel: null }, viewerTenantId);
    return this.db
      .select()
      .from(goods)
      .where(and(inArray(goods.id, ids), visible ?? undefined));
  }

  async skusOf(goodsId: string): Promise<SkuRow[]> {
    return this.db.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId)).orderBy(asc(goodsSkus.sort));
  }

  async supplierOf(tenantId: string) {
    const [row] = await this.db.select().from(suppliers).where(eq(suppliers.tenantId, tenantId));
    return row ?? null;
  }

  /** The leaf's path from the top level down. */
  async categoryPath(categoryId: number): Promise<CategoryPath> {
    const [row] = await this.db.select({ path: categoryPathJson(sql`${categoryId}`) }).from(ONE_ROW);
    return toCategoryPath(row?.path ?? null);
  }
}
