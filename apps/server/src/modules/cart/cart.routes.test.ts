import {
  CART_ITEM_NOT_FOUND,
  CartErrors,
  Messages,
  ORDER_QTY_MAX,
  QTY_NOT_INTEGER,
  qtyOutOfRange,
  SKU_NOT_OF_GOOD,
} from '@puhuo/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { pickGoods, requester, type SkuRow, setSkuStock, skusOf, type TestGood } from '../../testing/trade-helpers.ts';
import { GOOD_NOT_FOUND } from '../catalogue/index.ts';

let sut: TestContext;
let call: ReturnType<typeof requester>;
let asA: Record<string, string>;
let asB: Record<string, string>;
/** a wholesale good with quantity tiers whose supplier sells against its stock */
let tiered: TestGood;
let tieredSkus: SkuRow[];
/** a good whose supplier restocks to order */
let unlimited: TestGood;
let unlimitedSkus: SkuRow[];

const TIERED_SKUS = `exists (select 1 from goods_skus k where k.goods_id = g.id and jsonb_array_length(k.number_prices) > 0)
  and g.is_wholesale and (select count(*) from goods_skus k where k.goods_id = g.id) >= 2
  and not exists (select 1 from goods_skus k where k.goods_id = g.id and (k.stock < 60 or not k.is_wholesale))`;

beforeAll(async () => {
  sut = await createTestContext({ goods: 400 });
  call = requester(sut);
  asA = await loginAs(sut, await createDistributor(sut));
  asB = await loginAs(sut, await createDistributor(sut));
  [tiered] = (await pickGoods(sut, { supplierType: 1, market: 2, enableSaleQty: true, where: TIERED_SKUS })) as [
    TestGood,
  ];
  tieredSkus = await skusOf(sut, tiered.id);
  [unlimited] = (await pickGoods(sut, {
    supplierType: 1,
    market: 2,
    enableSaleQty: false,
    where: 'g.is_wholesale and not exists (select 1 from goods_skus k where k.goods_id = g.id and not k.is_wholesale)',
  })) as [TestGood];
  unlimitedSkus = await skusOf(sut, unlimited.id);
});
afterAll(async () => {
  await sut?.close();
});

const sku = (i: number) => tieredSkus[i] as SkuRow;
const add = (good: TestGood, skus: { skuId: string; qty: unknown }[], headers = asA) =>
  call('POST', '/api/cart', headers, { goodsId: good.id, tenantId: good.tenantId, skus });
const cart = async (headers = asA, query = '') => (await call('GET', `/api/cart${query}`, headers)).body.items;
const cartSkus = async (headers = asA) =>
  (await cart(headers)).flatMap((g: { cartDoods: { cartSkus: unknown[] }[] }) =>
    g.cartDoods.flatMap((d) => d.cartSkus),
  );
const clear = async (headers = asA) => {
  const ids = (await cartSkus(headers)).map((s: { id: string }) => s.id);
  if (ids.length > 0) await call('DELETE', `/api/cart?ids=${ids.join(',')}`, headers);
};

describe('adding SKUs to the cart', () => {
  beforeEach(() => clear());

  it('should group lines by supplier company with quantities, bounds and unit prices', async () => {
    expect((await add(tiered, [{ skuId: sku(0).id, qty: 2 }])).status).toBe(200);
    const [group] = await cart();
    const supplier = await sut.database.executeSql<{ company_name: string; limit_price_fen: number; proxy: boolean }>(
      'select company_name, limit_price_fen, proxy from suppliers where tenant_id = $1',
      [tiered.tenantId],
    );
    expect(group).toMatchObject({
      supplierType: 1,
      market: 2,
      companyId: tiered.tenantId,
      companyName: supplier.rows[0]?.company_name,
      limitPrice: (supplier.rows[0]?.limit_price_fen ?? 0) / 100,
      proxy: supplier.rows[0]?.proxy,
      isException: false,
    });
    expect(group.cartDoods[0]).toMatchObject({ goodsId: tiered.id, enableSaleQty: true, isException: false });
    expect(group.cartDoods[0].cartSkus[0]).toMatchObject({
      skuId: sku(0).id,
      qty: 2,
      minQty: 1,
      maxQty: sku(0).stock,
      settlePrice: sku(0).price_fen / 100,
      numberPrices: sku(0).number_prices.map((t) => ({ minQty: t.minQty, price: t.priceFen / 100 })),
      skuWholesale: true,
      err: null,
      checked: true,
      isException: false,
    });
    expect((await call('GET', '/api/cart/count', asA)).body).toBe(1);
  });

  it('should add quantities to a SKU already in the cart', async () => {
    await add(tiered, [{ skuId: sku(0).id, qty: 2 }]);
    await add(tiered, [
      { skuId: sku(0).id, qty: 3 },
      { skuId: sku(1).id, qty: 1 },
    ]);
    const lines = await cartSkus();
    expect(lines.map((l: { skuId: string; qty: number }) => [l.skuId, l.qty])).toEqual([
      [sku(0).id, 5],
      [sku(1).id, 1],
    ]);
  });

  it('should price a quantity at its wholesale tier', async () => {
    const tier = sku(0).number_prices[0];
    if (!tier) throw new Error('no tier');
    await add(tiered, [{ skuId: sku(0).id, qty: tier.minQty }]);
    expect((await cartSkus())[0].settlePrice).toBe(tier.priceFen / 100);
  });

  it.each([
    [1.5, QTY_NOT_INTEGER],
    ['3', QTY_NOT_INTEGER],
    [0, '数量不能小于1'],
    [ORDER_QTY_MAX + 1, `数量不能大于${ORDER_QTY_MAX}`],
  ])('should refuse the quantity %j with a clear message and add nothing', async (qty, message) => {
    const response = await add(tiered, [{ skuId: sku(0).id, qty }]);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await cartSkus()).toEqual([]);
  });

  it('should refuse more than the stock of a supplier that sells against stock', async () => {
    const response = await add(tiered, [{ skuId: sku(0).id, qty: sku(0).stock + 1 }]);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(qtyOutOfRange(1, sku(0).stock));
    await add(tiered, [{ skuId: sku(0).id, qty: sku(0).stock }]);
    const again = await add(tiered, [{ skuId: sku(0).id, qty: 1 }]);
    expect(again.body.error.message).toBe(qtyOutOfRange(1, sku(0).stock));
    expect((await cartSkus())[0].qty).toBe(sku(0).stock);
  });

  it('should let a supplier that restocks to order take more than its stock', async () => {
    const first = unlimitedSkus[0] as SkuRow;
    const response = await add(unlimited, [{ skuId: first.id, qty: first.stock + 10 }]);
    expect(response.status).toBe(200);
    expect((await cartSkus())[0]).toMatchObject({ maxQty: ORDER_QTY_MAX, err: null });
  });

  it('should refuse a SKU of another good and add none of the batch', async () => {
    const response = await add(tiered, [
      { skuId: sku(0).id, qty: 1 },
      { skuId: (unlimitedSkus[0] as SkuRow).id, qty: 1 },
    ]);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(SKU_NOT_OF_GOOD);
    expect(await cartSkus()).toEqual([]);
  });

  it("should refuse goods of another supplier's private (invited) market", async () => {
    const [invited] = (await pickGoods(sut, { supplierType: 1, market: 0 })) as [TestGood];
    const [first] = await skusOf(sut, invited.id);
    const response = await add(invited, [{ skuId: first?.id ?? '', qty: 1 }]);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(GOOD_NOT_FOUND);
  });

  it('should refuse the same SKU twice in one request', async () => {
    const response = await add(tiered, [
      { skuId: sku(0).id, qty: 1 },
      { skuId: sku(0).id, qty: 1 },
    ]);
    expect(response.status).toBe(400);
  });
});

describe('changing cart lines', () => {
  let lineId: string;
  beforeAll(async () => {
    await clear();
    await add(tiered, [
      { skuId: sku(0).id, qty: 1 },
      { skuId: sku(1).id, qty: 1 },
    ]);
    lineId = (await cartSkus())[0].id;
  });

  it('should change the quantity and with it the tier price', async () => {
    const tier = sku(0).number_prices.at(-1);
    if (!tier) throw new Error('no tier');
    expect((await call('PUT', `/api/cart/${lineId}`, asA, { qty: tier.minQty })).status).toBe(200);
    expect((await cartSkus())[0]).toMatchObject({ qty: tier.minQty, settlePrice: tier.priceFen / 100 });
  });

  it('should refuse quantities outside the bounds or not whole, leaving the line as it was', async () => {
    const before = (await cartSkus())[0].qty;
    for (const qty of [0, 2.5, sku(0).stock + 1]) {
      const response = await call('PUT', `/api/cart/${lineId}`, asA, { qty });
      expect([qty, response.status]).toEqual([qty, 400]);
    }
    expect((await cartSkus())[0].qty).toBe(before);
  });

  it('should untick and tick lines', async () => {
    await call('PUT', `/api/cart/${lineId}`, asA, { checked: false });
    expect((await cartSkus())[0].checked).toBe(false);
    const ids = (await cartSkus()).map((s: { id: string }) => s.id);
    await call('PUT', '/api/cart/checked', asA, { ids, checked: true });
    expect((await cartSkus()).every((s: { checked: boolean }) => s.checked)).toBe(true);
  });

  it('should not let another distributor touch the line, nor see it', async () => {
    const response = await call('PUT', `/api/cart/${lineId}`, asB, { qty: 3 });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(CART_ITEM_NOT_FOUND);
    const deleted = await call('DELETE', `/api/cart?ids=${lineId}`, asB);
    expect(deleted.body.deletedCount).toBe(0);
    expect(await cart(asB)).toEqual([]);
    expect((await cartSkus()).map((s: { id: string }) => s.id)).toContain(lineId);
  });

  it("should say 'please select goods' when deleting nothing, and delete the chosen lines", async () => {
    const none = await call('DELETE', '/api/cart', asA);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(Messages.selectGoods);
    const deleted = await call('DELETE', `/api/cart?ids=${lineId}`, asA);
    expect(deleted.body).toEqual({ success: true, deletedCount: 1 });
    expect((await call('GET', '/api/cart/count', asA)).body).toBe(1);
  });
});

describe('cart exceptions (spec doc 1 §4)', () => {
  beforeEach(async () => {
    await clear();
    await add(tiered, [
      { skuId: sku(0).id, qty: 1 },
      { skuId: sku(1).id, qty: 1 },
    ]);
  });
  const restore = async () => {
    await sut.database.executeSql('update goods set status = 1, is_wholesale = true where id = $1', [tiered.id]);
    await sut.database.executeSql('update goods_skus set is_wholesale = true where goods_id = $1', [tiered.id]);
    for (const row of tieredSkus) await setSkuStock(sut, row.id, row.stock);
  };

  it('should mark a SKU whose stock ran out when the supplier sells against stock', async () => {
    await setSkuStock(sut, sku(0).id, 0);
    const [group] = await cart();
    const [out, fine] = group.cartDoods[0].cartSkus;
    expect(out).toMatchObject({ isException: true, err: CartErrors.soldOut, checked: false });
    expect(fine).toMatchObject({ isException: false, err: null });
    expect(group.cartDoods[0].isException).toBe(false);
    expect(group.isException).toBe(false);
    await setSkuStock(sut, sku(1).id, 0);
    const [after] = await cart();
    expect(after.cartDoods[0].isException).toBe(true);
    expect(after.isException).toBe(true);
    await restore();
  });

  it('should show a shortfall below the quantity without marking the SKU', async () => {
    await call('PUT', `/api/cart/${(await cartSkus())[0].id}`, asA, { qty: 5 });
    await setSkuStock(sut, sku(0).id, 3);
    expect((await cartSkus())[0]).toMatchObject({ err: CartErrors.overStock(3), isException: false, maxQty: 3 });
    await restore();
  });

  it('should mark the good and its company when the good goes offline', async () => {
    await sut.database.executeSql('update goods set status = 0 where id = $1', [tiered.id]);
    const [group] = await cart();
    expect(group.cartDoods[0]).toMatchObject({ err: CartErrors.goodOffline, isException: true });
    expect(group.cartDoods[0].cartSkus.every((s: { isException: boolean }) => s.isException)).toBe(true);
    expect(group.isException).toBe(true);
    await restore();
  });

  it('should mark a good that is gone from the catalogue', async () => {
    await sut.database.executeSql("update cart_items set goods_id = 'vanished-good' where sku_id = $1", [sku(0).id]);
    const groups = await cart();
    const vanished = groups
      .flatMap((g: { cartDoods: { goodsId: string }[] }) => g.cartDoods)
      .find((d: { goodsId: string }) => d.goodsId === 'vanished-good');
    expect(vanished).toMatchObject({ err: CartErrors.goodMissing, isException: true });
    await sut.database.executeSql('update cart_items set goods_id = $1 where sku_id = $2', [tiered.id, sku(0).id]);
  });

  it('should mark a SKU that is not found any more', async () => {
    await sut.database.executeSql("update cart_items set sku_id = 'gone-sku' where sku_id = $1", [sku(0).id]);
    const gone = (await cartSkus()).find((s: { skuId: string }) => s.skuId === 'gone-sku');
    expect(gone).toMatchObject({ err: CartErrors.skuMissing, isException: true });
    await clear();
  });

  it('should mark SKUs and goods that may not be bought wholesale', async () => {
    await sut.database.executeSql('update goods_skus set is_wholesale = false where id = $1', [sku(0).id]);
    expect((await cartSkus())[0]).toMatchObject({ err: CartErrors.skuWholesaleDisallowed, isException: true });
    await sut.database.executeSql('update goods set is_wholesale = false where id = $1', [tiered.id]);
    const [group] = await cart();
    expect(group.cartDoods[0]).toMatchObject({ err: CartErrors.wholesaleDisallowed, isException: true });
    await restore();
  });

  it('should filter by kind, market and title', async () => {
    expect(await cart(asA, '?supplierTypes=4')).toEqual([]);
    expect(await cart(asA, '?supplierTypes=1&market=2')).toHaveLength(1);
    expect(await cart(asA, `?title=${encodeURIComponent(tiered.title.slice(0, 4))}`)).toHaveLength(1);
  });
});
