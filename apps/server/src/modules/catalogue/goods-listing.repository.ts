import type { GoodsListQuery } from '@puhuo/domain';
import { GoodsStatus } from '@puhuo/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { goods, suppliers } from '../../db/schema/index.ts';
import type { GoodsListRow } from './goods-rows.ts';
import type { GoodsVisibilityRepository } from './goods-visibility.repository.ts';
import { keywordConditions, keywordOf, rankOf } from './keyword-conditions.ts';
import type { ListingFilter } from './listing-filter.ts';

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
const DEFERRED_JOIN_FROM_OFFSET = 500;

/**
 * The market's goods lists: a page of a listing in its sorting (a search ranked first), and goods by
 * id. A page is read through a sorted index; supplier names are fetched apart (docs/architecture.md,
 * Catalogue listing).
 */
export class GoodsListingRepository {
  constructor(
    private readonly db: Db,
    private readonly visibility: GoodsVisibilityRepository,
  ) {}

  async listPage(
    filter: ListingFilter,
    sorting: GoodsListQuery['sorting'],
    page: { skipCount: number; maxResultCount: number },
    viewerTenantId: string | null,
  ): Promise<GoodsListRow[]> {
    const conditions = this.visibility.conditions(goods, filter, viewerTenantId);
    if (!conditions) return [];
    conditions.push(eq(goods.status, GoodsStatus.Online));
    const keyword = keywordOf(filter);
    if (keyword === undefined) return [];
    if (keyword) conditions.push(...keywordConditions(keyword));
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

  /** Goods by id in the given order, online and visible to the viewer. */
  async listByIds(ids: string[], viewerTenantId: string | null): Promise<GoodsListRow[]> {
    if (ids.length === 0) return [];
    const visible = this.visibility.visibleTo(goods, { categoryLevel: null }, viewerTenantId);
    const rows = await this.db
      .select(LIST_COLUMNS)
      .from(goods)
      .where(and(inArray(goods.id, ids), eq(goods.status, GoodsStatus.Online), visible ?? undefined));
    const names = await this.supplierNames([...new Set(rows.map((r) => r.tenantId))]);
    const byId = new Map(rows.map((row) => [row.id, { ...row, supplierName: names.get(row.tenantId) ?? '' }]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async supplierNames(tenantIds: string[]): Promise<Map<string, string>> {
    if (tenantIds.length === 0) return new Map();
    const rows = await this.db
      .select({ tenantId: suppliers.tenantId, companyName: suppliers.companyName })
      .from(suppliers)
      .where(inArray(suppliers.tenantId, tenantIds));
    return new Map(rows.map((r) => [r.tenantId, r.companyName]));
  }
}
