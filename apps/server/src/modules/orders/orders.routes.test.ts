import { CART_ITEM_NOT_FOUND, OrderMessages, OrderStatus, qtyOutOfRange } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs, type TestDistributor } from '../../testing/identity-helpers.ts';
import { authorizeBuyerApp, setProtocolPay } from '../../testing/shop-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import {
  createAddress,
  pickGoods,
  requester,
  type SkuRow,
  STOCKED_GOOD,
  setSkuStock,
  skusOf,
  type TestGood,
} from '../../testing/trade-helpers.ts';
import { GOOD_NOT_FOUND } from '../catalogue/index.ts';

let sut: TestContext;
let call: ReturnType<typeof requester>;
let distributorA: TestDistributor;
let asA: Record<string, string>;
let asB: Record<string, string>;
let addressA: string;
let addressB: string;
let goods: TestGood[];

beforeAll(async () => {
  sut = await createTestContext({ goods: 600 });
  call = requester(sut);
  distributorA = await createDistributor(sut);
  asA = await loginAs(sut, distributorA);
  asB = await loginAs(sut, await createDistributor(sut));
  addressA = await createAddress(sut, asA);
  addressB = await createAddress(sut, asB);
  goods = await pickGoods(sut, { supplierType: 1, market: 2, enableSaleQty: true, where: STOCKED_GOOD }, 4);
});
afterAll(async () => {
  await sut?.close();
});

const stockOf = async (skuId: string) =>
  (await sut.database.executeSql<{ stock: number }>('select stock from goods_skus where id = $1', [skuId])).rows[0]
    ?.stock;
const countOrders = async () =>
  Number((await sut.database.executeSql<{ n: number }>('select count(*)::int n from purchase_orders')).rows[0]?.n);
const stockedSkus = async (good: TestGood) => (await skusOf(sut, good.id)).filter((s) => s.stock >= 20);
const addToCart = (good: TestGood, skus: { skuId: string; qty: number }[], headers = asA) =>
  call('POST', '/api/cart', headers, { goodsId: good.id, tenantId: good.tenantId, skus });
const cartLineIds = async (headers = asA) =>
  (await call('GET', '/api/cart', headers)).body.items.flatMap((g: { cartDoods: { cartSkus: { id: string }[] }[] }) =>
    g.cartDoods.flatMap((d) => d.cartSkus.map((s) => s.id)),
  );
const fastOrder = (good: TestGood, skus: { skuId: string; qty: number }[], headers = asA, addressId = addressA) =>
  call('POST', '/api/order/fast-order', headers, { goodsId: good.id, tenantId: good.tenantId, skus, addressId });

describe('ordering from the cart', () => {
  let skusA: SkuRow[];
  let skusB: SkuRow[];
  beforeAll(async () => {
    skusA = await stockedSkus(goods[0] as TestGood);
    skusB = await stockedSkus(goods[1] as TestGood);
    await addToCart(goods[0] as TestGood, [
      { skuId: (skusA[0] as SkuRow).id, qty: 2 },
      { skuId: (skusA[1] as SkuRow).id, qty: 3 },
    ]);
    await addToCart(goods[1] as TestGood, [{ skuId: (skusB[0] as SkuRow).id, qty: 1 }]);
  });

  it('should confirm the chosen lines grouped by supplier with amounts', async () => {
    const ids = await cartLineIds();
    const response = await call('POST', '/api/cart/confirm', asA, { cartIds: ids });
    expect(response.status).toBe(200);
    const confirmation = response.body;
    expect(confirmation.kind).toBe('purchase');
    expect(confirmation.totalQty).toBe(6);
    const expected = [
      [skusA[0], 2],
      [skusA[1], 3],
      [skusB[0], 1],
    ].reduce((sum, [sku, qty]) => sum + (sku as SkuRow).price_fen * (qty as number), 0);
    expect(confirmation.totalAmount).toBe(expected / 100);
    const lines = confirmation.groups.flatMap((g: { lines: unknown[] }) => g.lines);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ goodsId: expect.any(String), qty: expect.any(Number), price: expect.any(Number) });
  });

  it("should refuse another distributor's cart lines", async () => {
    const ids = await cartLineIds();
    const response = await call('POST', '/api/cart/confirm', asB, { cartIds: ids });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(CART_ITEM_NOT_FOUND);
    const order = await call('POST', '/api/order/purchase-order', asB, { cartIds: ids, addressId: addressB });
    expect(order.status).toBe(404);
    expect(await cartLineIds()).toHaveLength(3);
  });

  it('should place one order per supplier, take the stock and empty those cart lines', async () => {
    const before = await stockOf((skusA[0] as SkuRow).id);
    const ids = await cartLineIds();
    const response = await call('POST', '/api/order/purchase-order', asA, {
      cartIds: ids,
      addressId: addressA,
      remark: '请尽快发货',
    });
    expect(response.status).toBe(200);
    expect(response.body.items).toHaveLength(goods[0]?.tenantId === goods[1]?.tenantId ? 1 : 2);
    for (const order of response.body.items) {
      expect(order).toMatchObject({ kind: 'purchase', status: OrderStatus.WaitingPayment });
      expect(order.orderNo).toMatch(/^PO\d{20}$/);
    }
    expect(await stockOf((skusA[0] as SkuRow).id)).toBe((before ?? 0) - 2);
    expect(await cartLineIds()).toEqual([]);
    const detail = await call('GET', `/api/purchase-order/${response.body.items[0].id}`, asA);
    expect(detail.body.address).toEqual({
      name: '张三',
      phone: '13800138000',
      region: '浙江省 杭州市 西湖区',
      detail: '文三路100号',
    });
    expect(detail.body.remark).toBe('请尽快发货');
    expect((await call('GET', `/api/purchase-order/${response.body.items[0].id}`, asB)).status).toBe(404);
  });
});

describe('ordering straight from the goods detail', () => {
  it('should refuse a quantity above the stock and change nothing', async () => {
    const good = goods[2] as TestGood;
    const [sku] = await stockedSkus(good);
    const orders = await countOrders();
    const response = await fastOrder(good, [{ skuId: sku?.id ?? '', qty: (sku?.stock ?? 0) + 1 }]);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(qtyOutOfRange(1, sku?.stock ?? 0));
    expect(await stockOf(sku?.id ?? '')).toBe(sku?.stock);
    expect(await countOrders()).toBe(orders);
  });

  it.each([[{ qty: 1.5 }], [{ qty: 0 }], [{ qty: -2 }], [{ qty: 'many' }]])(
    'should refuse the quantity %j',
    async (change) => {
      const good = goods[2] as TestGood;
      const [sku] = await stockedSkus(good);
      const response = await fastOrder(good, [Object.assign({ skuId: sku?.id ?? '', qty: 1 }, change) as never]);
      expect(response.status).toBe(400);
    },
  );

  it('should refuse a SKU of another good', async () => {
    const [other] = await stockedSkus(goods[3] as TestGood);
    const response = await fastOrder(goods[2] as TestGood, [{ skuId: other?.id ?? '', qty: 1 }]);
    expect(response.status).toBe(400);
    expect(await stockOf(other?.id ?? '')).toBe(other?.stock);
  });

  it("should refuse a good of another supplier's private market", async () => {
    const [invited] = (await pickGoods(sut, { supplierType: 1, market: 0 })) as [TestGood];
    const [sku] = await skusOf(sut, invited.id);
    const response = await fastOrder(invited, [{ skuId: sku?.id ?? '', qty: 1 }]);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(GOOD_NOT_FOUND);
  });

  it("should refuse another distributor's delivery address", async () => {
    const good = goods[2] as TestGood;
    const [sku] = await stockedSkus(good);
    const response = await fastOrder(good, [{ skuId: sku?.id ?? '', qty: 1 }], asA, addressB);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(OrderMessages.addressNotFound);
  });

  it("should refuse an order below the supplier's minimum amount", async () => {
    const good = goods[3] as TestGood;
    const [sku] = await stockedSkus(good);
    await sut.database.executeSql('update suppliers set limit_price_fen = 100000000 where tenant_id = $1', [
      good.tenantId,
    ]);
    const orders = await countOrders();
    const response = await fastOrder(good, [{ skuId: sku?.id ?? '', qty: 1 }]);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/未达到起订金额¥1000000\.00$/);
    expect(await countOrders()).toBe(orders);
    const limit = await call('GET', `/api/order/setting/${good.tenantId}/order-min-limit`, asA);
    expect(limit.body.limitPrice).toBe(1_000_000);
    await sut.database.executeSql('update suppliers set limit_price_fen = 0 where tenant_id = $1', [good.tenantId]);
  });
});

describe('the last unit in stock', () => {
  it('should go to exactly one of two concurrent orders', async () => {
    const good = goods[2] as TestGood;
    const [sku] = await stockedSkus(good);
    if (!sku) throw new Error('no sku');
    for (let round = 0; round < 3; round++) {
      await setSkuStock(sut, sku.id, 1);
      const orders = await countOrders();
      const results = await Promise.all([
        fastOrder(good, [{ skuId: sku.id, qty: 1 }], asA, addressA),
        fastOrder(good, [{ skuId: sku.id, qty: 1 }], asB, addressB),
      ]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 400]);
      const refused = results.find((r) => r.status === 400);
      // refused either before its transaction (the stock already read 0) or by the reservation inside it
      expect(refused?.body.error.message).toMatch(/库存不足/);
      expect(await stockOf(sku.id)).toBe(0);
      expect(await countOrders()).toBe(orders + 1);
    }
  });
});

describe('1688 goods', () => {
  it('should need password-free payment through the buyer app, and take the order once 1688 says it is open', async () => {
    const [good] = (await pickGoods(sut, { supplierType: 4, where: STOCKED_GOOD })) as [TestGood];
    const [sku] = await stockedSkus(good);
    const order = () => fastOrder(good, [{ skuId: sku?.id ?? '', qty: 1 }]);
    const status = async (headers = asA) =>
      (await call('GET', '/api/purchase-order/pay/protocol-pay-status?supplierType=4', headers)).body;
    expect(await status()).toEqual({ canProtocolPay: false });
    const orders = await countOrders();

    // password-free payment opened on 1688 is not enough while no buyer app is authorised
    setProtocolPay(sut, `采购${distributorA.uid}`, true);
    const withoutBuyerApp = await order();
    expect(withoutBuyerApp.status).toBe(400);
    expect(withoutBuyerApp.body.error.message).toBe(OrderMessages.protocolPayNotEnabled);

    setProtocolPay(sut, `采购${distributorA.uid}`, false);
    await authorizeBuyerApp(sut, distributorA, `采购${distributorA.uid}`);
    const notOpen = await order();
    expect(notOpen.status).toBe(400);
    expect(notOpen.body.error.message).toBe(OrderMessages.protocolPayNotEnabled);
    expect(await countOrders()).toBe(orders);

    setProtocolPay(sut, `采购${distributorA.uid}`, true);
    expect(await status()).toEqual({ canProtocolPay: true });
    expect(await status(asB)).toEqual({ canProtocolPay: false });
    expect((await order()).status).toBe(200);
    expect(await countOrders()).toBe(orders + 1);
  });

  it('should answer that 1688 cannot be asked, rather than order, while 1688 is down', async () => {
    const [good] = (await pickGoods(sut, { supplierType: 4, where: STOCKED_GOOD })) as [TestGood];
    const [sku] = await stockedSkus(good);
    const control = sut.app.services.platformSandbox?.control;
    control?.setFaults('alibaba', { down: true });
    try {
      const refused = await fastOrder(good, [{ skuId: sku?.id ?? '', qty: 1 }]);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe('暂时无法查询免密支付状态，请稍后再试');
    } finally {
      control?.resetFaults('alibaba');
    }
  });
});

describe('sample orders', () => {
  it('should order one piece of each SKU at its single price, once per SKU', async () => {
    const good = goods[3] as TestGood;
    const [first, second] = await stockedSkus(good);
    const skuIds = [first?.id ?? '', second?.id ?? ''];
    const confirm = await call('POST', '/api/order/fast-confirm', asA, {
      goodsId: good.id,
      tenantId: good.tenantId,
      skus: skuIds.map((skuId) => ({ skuId, qty: 1 })),
      isSample: true,
    });
    expect(confirm.body.kind).toBe('sample');
    expect(confirm.body.totalAmount).toBe(((first?.price_fen ?? 0) + (second?.price_fen ?? 0)) / 100);

    const placed = await call('POST', '/api/order/sample-order', asA, {
      goodsId: good.id,
      tenantId: good.tenantId,
      skuIds,
      addressId: addressA,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.items[0].kind).toBe('sample');
    const sampled = await call('GET', `/api/order/goods-sampled-skus?goodsId=${good.id}`, asA);
    expect(sampled.body.items).toEqual([...skuIds].sort());
    expect((await call('GET', `/api/order/goods-sampled-skus?goodsId=${good.id}`, asB)).body.items).toEqual([]);

    const again = await call('POST', '/api/order/sample-order', asA, {
      goodsId: good.id,
      tenantId: good.tenantId,
      skuIds: [first?.id],
      addressId: addressA,
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(OrderMessages.alreadySampled);
  });
});
