import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { goods, goodsSkus, suppliers } from '../../db/schema/index.ts';
import type { GoodsRepository } from './goods.repository.ts';
import type { GoodsRow, SkuRow } from './goods-rows.ts';

export type SupplierRow = typeof suppliers.$inferSelect;

/** A SKU quantity to take from (or give back to) stock. */
export interface StockLine {
  goodsId: string;
  skuId: string;
  qty: number;
}

/** A supplier's edit of its good: SKUs' drop-ship prices (fen) and stock, and whether it is on sale. */
export interface SupplyEdit {
  skus: { skuId: string; daifaPriceFen?: number; stock?: number }[];
  online?: boolean;
}

/** `soldOut`: the goods this reservation took the last units of (their stock went from some to none). */
export type StockReservation = { ok: true; soldOut: string[] } | { ok: false; skuId: string; available: number };

/**
 * The catalogue's side of trading: goods with SKUs and supplier terms for the cart and orders, and
 * the stock those orders reserve. Reservation runs on the caller's transaction, so an order and the
 * stock it takes commit or roll back together.
 */
export class GoodsTradeRepository {
  constructor(
    private readonly db: Db,
    private readonly goods: Pick<GoodsRepository, 'detail'>,
  ) {}

  /** Goods the viewer may see (online or not), with their SKUs and suppliers. */
  async tradeRows(ids: string[], viewerTenantId: string) {
    const rows: GoodsRow[] = await this.goods.detail.findManyVisible([...new Set(ids)], viewerTenantId);
    if (rows.length === 0) return { goods: rows, skus: [] as SkuRow[], suppliers: [] as SupplierRow[] };
    const [skus, supplierRows] = await Promise.all([
      this.db
        .select()
        .from(goodsSkus)
        .where(
          inArray(
            goodsSkus.goodsId,
            rows.map((g) => g.id),
          ),
        )
        .orderBy(asc(goodsSkus.goodsId), asc(goodsSkus.sort)),
      this.db
        .select()
        .from(suppliers)
        .where(inArray(suppliers.tenantId, [...new Set(rows.map((g) => g.tenantId))])),
    ]);
    return { goods: rows, skus, suppliers: supplierRows };
  }

  async supplier(tenantId: string): Promise<SupplierRow | null> {
    const [row] = await this.db.select().from(suppliers).where(eq(suppliers.tenantId, tenantId));
    return row ?? null;
  }

  /**
   * Takes the quantities from stock in the caller's transaction. A supplier that sells against its
   * stock (enableSaleQty) cannot go below zero: the conditional update waits for a concurrent order
   * on the same SKU and then sees what it left, so two orders for the last unit cannot both pass.
   */
  async reserve(tx: Db, lines: StockLine[]): Promise<StockReservation> {
    // one order of locking for every transaction, so concurrent orders cannot deadlock
    const sorted = [...lines].sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0));
    const before = await this.stockOfGoods(
      tx,
      lines.map((l) => l.goodsId),
    );
    for (const line of sorted) {
      const [good] = await tx
        .select({ enableSaleQty: suppliers.enableSaleQty })
        .from(goods)
        .innerJoin(suppliers, eq(suppliers.tenantId, goods.tenantId))
        .where(eq(goods.id, line.goodsId));
      const enforced = good?.enableSaleQty ?? true;
      const updated = await tx
        .update(goodsSkus)
        .set({
          stock: enforced ? sql`${goodsSkus.stock} - ${line.qty}` : sql`greatest(${goodsSkus.stock} - ${line.qty}, 0)`,
          saleCount: sql`${goodsSkus.saleCount} + ${line.qty}`,
        })
        .where(
          and(
            eq(goodsSkus.id, line.skuId),
            eq(goodsSkus.goodsId, line.goodsId),
            enforced ? gte(goodsSkus.stock, line.qty) : undefined,
          ),
        )
        .returning({ id: goodsSkus.id });
      if (updated.length === 0) {
        const [left] = await tx.select({ stock: goodsSkus.stock }).from(goodsSkus).where(eq(goodsSkus.id, line.skuId));
        return { ok: false, skuId: line.skuId, available: left?.stock ?? 0 };
      }
    }
    const after = await this.refreshGoodsTotals(tx, lines);
    const soldOut = [...after].filter(([goodsId, stock]) => stock === 0 && (before.get(goodsId) ?? 0) > 0);
    return { ok: true, soldOut: soldOut.map(([goodsId]) => goodsId) };
  }

  /** Whether each good is online (1) or not (0), and its stock, for telling the distributors that hold it. */
  async sourceStates(goodsIds: string[]): Promise<{ goodsId: string; status: number; stock: number }[]> {
    if (goodsIds.length === 0) return [];
    const [rows, stock] = await Promise.all([
      this.db.select({ goodsId: goods.id, status: goods.status }).from(goods).where(inArray(goods.id, goodsIds)),
      this.stockOfGoods(this.db, goodsIds),
    ]);
    return rows.map((r) => ({ goodsId: r.goodsId, status: r.status, stock: stock.get(r.goodsId) ?? 0 }));
  }

  /** The goods' stock as the sums of their SKUs' (what refreshGoodsTotals writes). */
  private async stockOfGoods(db: Db, goodsIds: string[]): Promise<Map<string, number>> {
    const rows = await db
      .select({ goodsId: goodsSkus.goodsId, stock: sql<number>`coalesce(sum(${goodsSkus.stock}), 0)::int` })
      .from(goodsSkus)
      .where(inArray(goodsSkus.goodsId, [...new Set(goodsIds)]))
      .groupBy(goodsSkus.goodsId);
    return new Map(rows.map((r) => [r.goodsId, Number(r.stock)]));
  }

  /**
   * The supplier's own edit of a good, in one transaction: SKUs' drop-ship prices and stock, whether it is
   * on sale, and the good's totals after them. False when there is no such good.
   */
  async editSupply(goodsId: string, edit: SupplyEdit): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [good] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).for('update');
      if (!good) return false;
      for (const sku of [...edit.skus].sort((a, b) => (a.skuId < b.skuId ? -1 : 1))) {
        const set = {
          ...(sku.daifaPriceFen !== undefined ? { daifaPriceFen: sku.daifaPriceFen } : {}),
          ...(sku.stock !== undefined ? { stock: sku.stock } : {}),
        };
        if (Object.keys(set).length === 0) continue;
        await tx
          .update(goodsSkus)
          .set(set)
          .where(and(eq(goodsSkus.id, sku.skuId), eq(goodsSkus.goodsId, goodsId)));
      }
      await tx
        .update(goods)
        .set({
          stock: sql`(select coalesce(sum(${goodsSkus.stock}), 0) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goodsId})`,
          minDaifaPriceFen: sql`(select coalesce(min(${goodsSkus.daifaPriceFen}), ${goods.minDaifaPriceFen}) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goodsId})`,
          ...(edit.online !== undefined ? { status: edit.online ? 1 : 0 } : {}),
        })
        .where(eq(goods.id, goodsId));
      return true;
    });
  }

  /** Gives reserved quantities back (an unpaid order cancelled). */
  async release(tx: Db, lines: StockLine[]): Promise<void> {
    const sorted = [...lines].sort((a, b) => (a.skuId < b.skuId ? -1 : a.skuId > b.skuId ? 1 : 0));
    for (const line of sorted) {
      await tx
        .update(goodsSkus)
        .set({
          stock: sql`${goodsSkus.stock} + ${line.qty}`,
          saleCount: sql`greatest(${goodsSkus.saleCount} - ${line.qty}, 0)`,
        })
        .where(and(eq(goodsSkus.id, line.skuId), eq(goodsSkus.goodsId, line.goodsId)));
    }
    await this.refreshGoodsTotals(tx, lines);
  }

  /** The good's stock and sales are the sums of its SKUs'; answers each good's new stock. */
  private async refreshGoodsTotals(tx: Db, lines: StockLine[]): Promise<Map<string, number>> {
    const goodsIds = [...new Set(lines.map((l) => l.goodsId))].sort();
    const stock = new Map<string, number>();
    for (const goodsId of goodsIds) {
      const [row] = await tx
        .update(goods)
        .set({
          stock: sql`(select coalesce(sum(${goodsSkus.stock}), 0) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goodsId})`,
          saleCount: sql`(select coalesce(sum(${goodsSkus.saleCount}), 0) from ${goodsSkus} where ${goodsSkus.goodsId} = ${goodsId})`,
        })
        .where(eq(goods.id, goodsId))
        .returning({ stock: goods.stock });
      if (row) stock.set(goodsId, row.stock);
    }
    return stock;
  }
}
