import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { pickGoods, type SkuRow, setSkuStock, skusOf } from '../../testing/trade-helpers.ts';
import type { StockReservation } from './goods-trade.repository.ts';

let sut: TestContext;
let sellsAgainstStock: SkuRow;
let restocksToOrder: SkuRow;

beforeAll(async () => {
  sut = await createTestContext({ goods: 200 });
  const [limited] = await pickGoods(sut, { supplierType: 1, enableSaleQty: true });
  const [unlimited] = await pickGoods(sut, { supplierType: 1, enableSaleQty: false });
  sellsAgainstStock = (await skusOf(sut, limited?.id ?? ''))[0] as SkuRow;
  restocksToOrder = (await skusOf(sut, unlimited?.id ?? ''))[0] as SkuRow;
});
afterAll(async () => {
  await sut?.close();
});

/** Reserves in a transaction of its own, which rolls back when `fail` says so. */
function reserveInTransaction(sku: SkuRow, qty: number, fail = false): Promise<StockReservation> {
  return sut.database.db
    .transaction(async (tx) => {
      const result = await sut.app.services.goodsTrade.reserveStock(tx as unknown as Db, [
        { goodsId: sku.goods_id, skuId: sku.id, qty },
      ]);
      if (fail) throw new Error('the order failed after reserving');
      return result;
    })
    .catch((error: Error) => {
      if (error.message === 'the order failed after reserving') return { ok: true as const, soldOut: [] };
      throw error;
    });
}

const stockOf = async (skuId: string) =>
  (await sut.database.executeSql<{ stock: number }>('select stock from goods_skus where id = $1', [skuId])).rows[0]
    ?.stock;

describe('stock reservation', () => {
  it('should give the last unit to exactly one of two concurrent transactions', async () => {
    for (let round = 0; round < 5; round++) {
      await setSkuStock(sut, sellsAgainstStock.id, 1);
      const results = await Promise.all([
        reserveInTransaction(sellsAgainstStock, 1),
        reserveInTransaction(sellsAgainstStock, 1),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toEqual({ ok: false, skuId: sellsAgainstStock.id, available: 0 });
      expect(await stockOf(sellsAgainstStock.id)).toBe(0);
    }
  });

  it('should give the stock back when the order that took it rolls back', async () => {
    await setSkuStock(sut, sellsAgainstStock.id, 5);
    await reserveInTransaction(sellsAgainstStock, 3, true);
    expect(await stockOf(sellsAgainstStock.id)).toBe(5);
  });

  it('should keep the good total in step with its SKUs', async () => {
    await setSkuStock(sut, sellsAgainstStock.id, 10);
    await reserveInTransaction(sellsAgainstStock, 4);
    const { rows } = await sut.database.executeSql<{ stock: number; sum: number }>(
      'select g.stock, (select sum(stock)::int from goods_skus where goods_id = g.id) sum from goods g where id = $1',
      [sellsAgainstStock.goods_id],
    );
    expect(rows[0]?.stock).toBe(rows[0]?.sum);
  });

  it('should name the good whose last units the reservation took, and only on that reservation', async () => {
    const goodsId = sellsAgainstStock.goods_id;
    await sut.database.executeSql('update goods_skus set stock = 0 where goods_id = $1', [goodsId]);
    await setSkuStock(sut, sellsAgainstStock.id, 3);
    expect(await reserveInTransaction(sellsAgainstStock, 1)).toEqual({ ok: true, soldOut: [] });
    expect(await reserveInTransaction(sellsAgainstStock, 2)).toEqual({ ok: true, soldOut: [goodsId] });

    // a supplier restocking to order sells on at zero: its good was out of stock already
    await sut.database.executeSql('update goods_skus set stock = 0 where goods_id = $1', [restocksToOrder.goods_id]);
    expect(await reserveInTransaction(restocksToOrder, 1)).toEqual({ ok: true, soldOut: [] });
  });

  it('should let a supplier that restocks to order sell past zero without going negative', async () => {
    await setSkuStock(sut, restocksToOrder.id, 2);
    expect(await reserveInTransaction(restocksToOrder, 5)).toMatchObject({ ok: true });
    expect(await stockOf(restocksToOrder.id)).toBe(0);
  });
});
