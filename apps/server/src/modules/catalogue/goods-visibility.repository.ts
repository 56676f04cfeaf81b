import { isInvitedGood, isPublicGood, yuanToFen } from '@puhuo/domain';
import { and, eq, gte, inArray, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { goods, supplierInvitations, suppliers } from '../../db/schema/index.ts';
import type { GoodsRow } from './goods-rows.ts';
import { type ListingFilter, type ListingTable, pinnedToPublic, publicGoodConditions } from './listing-filter.ts';

/**
 * Which goods a viewer may see and a listing filter keeps, as SQL for the other goods repositories:
 * the public markets (blue ocean, 1688) and the invited goods of suppliers that invited the viewer.
 */
export class GoodsVisibilityRepository {
  constructor(private readonly db: Db) {}

  /** The suppliers that invited the viewer, when they can widen the listing. */
  async invitedSupplierIds(filter: ListingFilter, viewerTenantId: string | null): Promise<string[]> {
    if (!viewerTenantId || pinnedToPublic(filter)) return [];
    const rows = await this.invitedSuppliersOf(viewerTenantId);
    return rows.map((r) => r.id);
  }

  /**
   * Whether a viewer may see one good already read: visibleTo's rule in code (public markets, or an
   * invitation from its supplier, read only for a good outside them).
   */
  async canSee(
    good: Pick<GoodsRow, 'tenantId' | 'market' | 'supplierType'>,
    viewerTenantId: string | null,
  ): Promise<boolean> {
    if (isPublicGood(good)) return true;
    return viewerTenantId !== null && (await this.invitedBy(good.tenantId, viewerTenantId));
  }

  /** Whether a supplier invited a distributor (its goods outside the public markets are then visible to it). */
  private async invitedBy(supplierTenantId: string, distributorTenantId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql`1` })
      .from(supplierInvitations)
      .where(
        and(
          eq(supplierInvitations.supplierTenantId, supplierTenantId),
          eq(supplierInvitations.distributorTenantId, distributorTenantId),
        ),
      )
      .limit(1);
    return row !== undefined;
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
  visibleTo(
    table: ListingTable,
    filter: ListingFilter,
    viewerTenantId: string | Placeholder | null,
  ): SQL | undefined | null {
    if (pinnedToPublic(filter)) return undefined;
    if (isInvitedGood(filter)) {
      return viewerTenantId ? inArray(table.tenantId, this.invitedSuppliersOf(viewerTenantId)) : null;
    }
    const publicGoods = publicGoodConditions(table);
    if (!viewerTenantId) return or(...publicGoods);
    return or(...publicGoods, inArray(table.tenantId, this.invitedSuppliersOf(viewerTenantId)));
  }

  /** The visibility and the filter's conditions; null when nothing can match. */
  conditions(table: ListingTable, filter: ListingFilter, viewerTenantId: string | null): SQL[] | null {
    const visible = this.visibleTo(table, filter, viewerTenantId);
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
}
