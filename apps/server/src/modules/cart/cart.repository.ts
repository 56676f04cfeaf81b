import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type ListedGoodsFilter, listedGoodsWhere } from '../../db/listed-goods.ts';
import { cartItems } from '../../db/schema/index.ts';

export type CartRow = typeof cartItems.$inferSelect;
export type NewCartRow = Omit<typeof cartItems.$inferInsert, 'id' | 'creationTime' | 'checked'>;

export class CartRepository {
  constructor(private readonly db: Db) {}

  async lines(tenantId: string, filter: ListedGoodsFilter = {}): Promise<CartRow[]> {
    return this.db
      .select()
      .from(cartItems)
      .where(listedGoodsWhere(cartItems, tenantId, filter))
      .orderBy(asc(cartItems.creationTime), asc(cartItems.id));
  }

  async linesByIds(tenantId: string, ids: string[]): Promise<CartRow[]> {
    return this.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.tenantId, tenantId), inArray(cartItems.id, ids)))
      .orderBy(asc(cartItems.creationTime), asc(cartItems.id));
  }

  async linesOfSkus(tenantId: string, skuIds: string[]): Promise<CartRow[]> {
    return this.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.tenantId, tenantId), inArray(cartItems.skuId, skuIds)));
  }

  /** Adds lines or sets the quantity of lines already there, in one transaction. */
  async upsert(rows: NewCartRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .insert(cartItems)
          .values(row)
          .onConflictDoUpdate({ target: [cartItems.tenantId, cartItems.skuId], set: { qty: row.qty, checked: true } });
      }
    });
  }

  async update(tenantId: string, id: string, change: { qty?: number; checked?: boolean }): Promise<void> {
    await this.db
      .update(cartItems)
      .set(change)
      .where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.id, id)));
  }

  async setChecked(tenantId: string, ids: string[], checked: boolean): Promise<void> {
    await this.db
      .update(cartItems)
      .set({ checked })
      .where(and(eq(cartItems.tenantId, tenantId), inArray(cartItems.id, ids)));
  }

  /** Deletes the tenant's lines among `ids`, in the caller's transaction when given one. */
  async remove(tenantId: string, ids: string[], tx: Db = this.db): Promise<number> {
    const deleted = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.tenantId, tenantId), inArray(cartItems.id, ids)))
      .returning({ id: cartItems.id });
    return deleted.length;
  }

  async countOf(tenantId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartItems).where(eq(cartItems.tenantId, tenantId));
    return Number(row?.n ?? 0);
  }
}
