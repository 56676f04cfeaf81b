import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countListedGoodsByKind, type ListedGoodsFilter, listedGoodsWhere } from '../../db/listed-goods.ts';
import { goodsCollects } from '../../db/schema/index.ts';

export type NewCollect = Omit<typeof goodsCollects.$inferInsert, 'creationTime'>;

export class CollectRepository {
  constructor(private readonly db: Db) {}

  async add(row: NewCollect): Promise<void> {
    await this.db.insert(goodsCollects).values(row).onConflictDoNothing();
  }

  async remove(tenantId: string, goodsId: string): Promise<void> {
    await this.db
      .delete(goodsCollects)
      .where(and(eq(goodsCollects.tenantId, tenantId), eq(goodsCollects.goodsId, goodsId)));
  }

  async page(tenantId: string, filter: ListedGoodsFilter, offset: number, limit: number) {
    const where = listedGoodsWhere(goodsCollects, tenantId, filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(goodsCollects)
        .where(where)
        .orderBy(desc(goodsCollects.creationTime), goodsCollects.goodsId)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(goodsCollects).where(where),
    ]);
    return { rows, totalCount: Number(total?.n ?? 0) };
  }

  kindCounts(tenantId: string, title: string | undefined) {
    return countListedGoodsByKind(this.db, goodsCollects, tenantId, title);
  }

  async goodsIds(tenantId: string): Promise<string[]> {
    const rows = await this.db
      .select({ goodsId: goodsCollects.goodsId })
      .from(goodsCollects)
      .where(eq(goodsCollects.tenantId, tenantId))
      .orderBy(desc(goodsCollects.creationTime), goodsCollects.goodsId);
    return rows.map((r) => r.goodsId);
  }

  async countOf(tenantId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(goodsCollects).where(eq(goodsCollects.tenantId, tenantId));
    return Number(row?.n ?? 0);
  }
}
