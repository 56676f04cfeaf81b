import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { followOfficialAccount, wechatSandbox } from '../../testing/messages-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import {
  createAddress,
  goodsRef,
  pickGoods,
  requester,
  STOCKED_GOOD,
  setSkuStock,
  skusOf,
  type TestGood,
} from '../../testing/trade-helpers.ts';

let sut: TestContext;
let call: ReturnType<typeof requester>;
let asBuyer: Record<string, string>;
let buyerWechat: string;
let asHolder: Record<string, string>;
let holderWechat: string;
let bystanderWechat: string;
let address: string;
let goods: TestGood[];

beforeAll(async () => {
  sut = await createTestContext({ goods: 300 });
  call = requester(sut);
  asBuyer = await loginAs(sut, await createDistributor(sut));
  buyerWechat = await followOfficialAccount(sut, asBuyer, '采购员');
  asHolder = await loginAs(sut, await createDistributor(sut));
  holderWechat = await followOfficialAccount(sut, asHolder, '铺货员');
  const asBystander = await loginAs(sut, await createDistributor(sut));
  bystanderWechat = await followOfficialAccount(sut, asBystander, '路人');
  address = await createAddress(sut, asBuyer);
  goods = await pickGoods(sut, { supplierType: 1, market: 2, enableSaleQty: true, where: STOCKED_GOOD }, 4);
});
afterAll(async () => {
  await sut?.close();
});

type Inbox = Awaited<ReturnType<ReturnType<typeof wechatSandbox>['inbox']>>;
const inbox = (wechat: string) => wechatSandbox(sut).inbox(wechat);
/** the template messages that reached a WeChat user while `act` ran, oldest first */
async function newMessages(wechat: string, act: () => Promise<unknown>): Promise<Inbox> {
  const before = (await inbox(wechat)).length;
  await act();
  const after = await inbox(wechat);
  return after.slice(0, after.length - before).reverse();
}
const firstSku = async (good: TestGood) => (await skusOf(sut, good.id)).find((s) => s.stock >= 20);

/** the good has `units` left, all of one SKU (answered) */
async function onlyUnitsLeft(good: TestGood, units: number): Promise<string> {
  const sku = await firstSku(good);
  if (!sku) throw new Error('no stocked SKU');
  await sut.database.executeSql('update goods_skus set stock = 0 where goods_id = $1', [good.id]);
  await setSkuStock(sut, sku.id, units);
  return sku.id;
}

async function order(good: TestGood, qty = 1, skuId?: string) {
  const sku = skuId ?? (await firstSku(good))?.id ?? '';
  const response = await call('POST', '/api/order/fast-order', asBuyer, {
    goodsId: good.id,
    tenantId: good.tenantId,
    skus: [{ skuId: sku, qty }],
    addressId: address,
  });
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.items[0] as { id: string; orderNo: string; totalAmount: number };
}
async function pay(orderId: string) {
  const started = await call('POST', '/api/purchase-order/pay/duozan/juhe-single-pay', asBuyer, { orderId });
  await sut.app.inject({ method: 'POST', url: `${started.body.payUrl}/pay` });
}
const setSwitch = (headers: Record<string, string>, path: string, isEnable: boolean) =>
  call('PUT', `/api/mp-message-switch/${path}`, headers, { isEnable });

describe('order notifications', () => {
  it('should tell the buyer an order waits for payment, then that it was paid', async () => {
    let placed: { id: string; orderNo: string; totalAmount: number } | undefined;
    const waiting = await newMessages(buyerWechat, async () => {
      placed = await order(goods[0] as TestGood);
    });
    if (!placed) throw new Error('no order');
    const amount = `¥${placed.totalAmount.toFixed(2)}`;
    expect(waiting.map((m) => [m.data.first?.value, m.data.keyword1?.value, m.data.keyword2?.value])).toEqual([
      ['您有一笔采购单待付款', placed.orderNo, amount],
    ]);

    const { id, orderNo } = placed;
    const paid = await newMessages(buyerWechat, () => pay(id));
    expect(paid.map((m) => [m.data.first?.value, m.data.keyword1?.value, m.data.keyword2?.value])).toEqual([
      ['您的订单已付款成功', orderNo, amount],
    ]);
    // nobody else hears of the buyer's orders
    expect((await inbox(holderWechat)).some((m) => m.data.keyword1?.value === orderNo)).toBe(false);
  });

  it('should send nothing while the purchase-wait-pay or order-payment switch is off', async () => {
    await setSwitch(asBuyer, 'purchase-wait-pay', false);
    await setSwitch(asBuyer, 'order-payment', false);
    try {
      const silent = await newMessages(buyerWechat, async () => pay((await order(goods[0] as TestGood)).id));
      expect(silent).toEqual([]);
    } finally {
      await setSwitch(asBuyer, 'purchase-wait-pay', true);
      await setSwitch(asBuyer, 'order-payment', true);
    }
  });
});

describe('goods source exceptions', () => {
  it('should tell the tenants holding a good in their distribution list when an order takes its last units, once a day', async () => {
    const good = goods[1] as TestGood;
    expect((await call('POST', '/api/goods/cart', asHolder, goodsRef(good))).status).toBe(200);
    const sku = { id: await onlyUnitsLeft(good, 2) };

    const partly = await newMessages(holderWechat, () => order(good, 1, sku.id));
    expect(partly).toEqual([]);
    const soldOut = await newMessages(holderWechat, () => order(good, 1, sku.id));
    expect(soldOut.map((m) => [m.data.first?.value, m.data.keyword1?.value, m.data.keyword2?.value])).toEqual([
      ['分销清单中的商品货源异常', good.title, '已缺货'],
    ]);
    expect((await inbox(bystanderWechat)).some((m) => m.data.keyword1?.value === good.title)).toBe(false);

    // restocked and sold out again the same day: the holder already knows
    await setSkuStock(sut, sku.id, 1);
    expect(await newMessages(holderWechat, () => order(good, 1, sku.id))).toEqual([]);
  });

  it('should send nothing to a holder with goods-source-exception messages off', async () => {
    const good = goods[2] as TestGood;
    await call('POST', '/api/goods/cart', asHolder, goodsRef(good));
    const sku = { id: await onlyUnitsLeft(good, 1) };
    await setSwitch(asHolder, 'goods-source-exception', false);
    try {
      expect(await newMessages(holderWechat, () => order(good, 1, sku.id))).toEqual([]);
    } finally {
      await setSwitch(asHolder, 'goods-source-exception', true);
    }
  });
});

describe('the hourly goods source sweep', () => {
  it('should tell the holders of a good its supplier took offline, once a day however often it runs', async () => {
    const asLister = await loginAs(sut, await createDistributor(sut));
    const listerWechat = await followOfficialAccount(sut, asLister, '选品员');
    const good = goods[3] as TestGood;
    expect((await call('POST', '/api/goods/cart', asLister, goodsRef(good))).status).toBe(200);
    const sweep = () => sut.app.services.goodsSourceExceptions.sweep();
    expect(await newMessages(listerWechat, sweep)).toEqual([]);

    // the supplier's own system takes it off sale: nothing of ours was called
    await sut.database.executeSql('update goods set status = 0 where id = $1', [good.id]);
    const offline = await newMessages(listerWechat, sweep);
    expect(offline.map((m) => [m.data.first?.value, m.data.keyword1?.value, m.data.keyword2?.value])).toEqual([
      ['分销清单中的商品货源异常', good.title, '已下架'],
    ]);
    expect(await newMessages(listerWechat, sweep)).toEqual([]);
  });
});
