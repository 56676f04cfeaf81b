import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countListedGoodsByKind, type ListedGoodsFilter, listedGoodsWhere } from '../../db/listed-goods.ts';
import { distributionListItems } from '../../db/schema/index.ts';

export type DistributionListRow = typeof distributionListItems.$inferSelect;
export type NewDistributionListRow = Omit<typeof distributionListItems.$inferInsert, 'id' | 'creationTime'>;

export class DistributionListRepository {
  constructor(private readonly db: Db) {}

  async add(row: NewDistributionListRow): Promise<void> {
    await this.db.insert(distributionListItems).values(row).onConflictDoNothing();
  }

  /** Deletes the tenant's lines among `ids`; ids of other tenants match nothing. */
  async remove(tenantId: string, ids: string[]): Promise<number> {
    const deleted = await this.db
      .delete(distributionListItems)
      .where(and(eq(distributionListItems.tenantId, tenantId), inArray(distributionListItems.id, ids)))
      .returning({ id: distributionListItems.id });
    return deleted.length;
  }

  async page(tenantId: string, filter: ListedGoodsFilter, offset: number, limit: number) {
    const where = listedGoodsWhere(distributionListItems, tenantId, filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(distributionListItems)
        .where(where)
        .orderBy(desc(distributionListItems.creationTime), distributionListItems.id)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(distributionListItems).where(where),
    ]);
    return { rows, totalCount: Number(total?.n ?? 0) };
  }

  kindCounts(tenantId: string, title: string | undefined) {
    return countListedGoodsByKind(this.db, distributionListItems, tenantId, title);
  }

  async goodsIds(tenantId: string, supplierTypes: readonly number[] | undefined): Promise<string[]> {
    const rows = await this.db
      .select({ goodsId: distributionListItems.goodsId })
      .from(distributionListItems)
      .where(listedGoodsWhere(distributionListItems, tenantId, { supplierTypes }))
      .orderBy(desc(distributionListItems.creationTime), distributionListItems.id);
    return rows.map((r) => r.goodsId);
  }

  /** Every tenant's line holding one of the goods (for telling them the good changed). */
  async holding(goodsIds: string[]): Promise<DistributionListRow[]> {
    if (goodsIds.length === 0) return [];
    return this.db
      .select()
      .from(distributionListItems)
      .where(inArray(distributionListItems.goodsId, goodsIds))
      .orderBy(distributionListItems.goodsId, distributionListItems.tenantId);
  }

  /** The goods held in any distribution list, a batch at a time in id order (after `after`). */
  async heldGoodsIds(after: string | null, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ goodsId: distributionListItems.goodsId })
      .from(distributionListItems)
      .where(after ? gt(distributionListItems.goodsId, after) : undefined)
      .orderBy(distributionListItems.goodsId)
      .limit(limit);
    return rows.map((r) => r.goodsId);
  }

  async countOf(tenantId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(distributionListItems)
      .where(eq(distributionListItems.tenantId, tenantId));
    return Number(row?.n ?? 0);
  }
}
