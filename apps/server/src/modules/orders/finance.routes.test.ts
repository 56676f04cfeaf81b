import { Messages, OrderStatus, SUGGESTED_RECHARGE_YUAN } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import {
  createAddress,
  pickGoods,
  requester,
  STOCKED_GOOD,
  skusOf,
  type TestGood,
} from '../../testing/trade-helpers.ts';

let sut: TestContext;
let call: ReturnType<typeof requester>;
let asA: Record<string, string>;
let asB: Record<string, string>;

beforeAll(async () => {
  sut = await createTestContext({ goods: 200 });
  call = requester(sut);
  asA = await loginAs(sut, await createDistributor(sut));
  asB = await loginAs(sut, await createDistributor(sut));
});
afterAll(async () => {
  await sut?.close();
});

const balanceOf = async (headers = asA) => (await call('GET', '/api/finance/balance', headers)).body;
const entriesOf = async (headers = asA) => (await call('GET', '/api/finance/entries', headers)).body;
const press = (payUrl: string, button: 'pay' | 'cancel') =>
  sut.app.inject({ method: 'POST', url: `${payUrl}/${button}` });

describe('the balance and the finance page', () => {
  it('should start at nothing and suggest the spec’s 100 yuan recharge', async () => {
    expect(await balanceOf()).toEqual({ balance: 0, suggestedRecharge: SUGGESTED_RECHARGE_YUAN });
    expect(SUGGESTED_RECHARGE_YUAN).toBe(100);
    expect(await entriesOf()).toEqual({ totalCount: 0, items: [] });
  });

  it('should recharge through the payment provider once, however often the payer presses pay', async () => {
    const started = await call('POST', '/api/finance/recharge', asA, { amount: 100 });
    expect(started.status).toBe(200);
    expect(started.body.amount).toBe(100);
    expect(started.body.payUrl).toMatch(/^\/sandbox\/pay\/SB\d{20}$/);
    const page = await sut.app.inject({ method: 'GET', url: started.body.payUrl });
    expect(page.body).toContain('余额充值 ¥100.00');
    // nothing until the payer pays
    expect((await balanceOf()).balance).toBe(0);
    await press(started.body.payUrl, 'pay');
    await press(started.body.payUrl, 'pay');
    await vi.waitFor(async () => expect((await balanceOf()).balance).toBe(100));
    const entries = await entriesOf();
    expect(entries.items).toEqual([
      expect.objectContaining({ paymentId: started.body.paymentId, kind: 'recharge', amount: 100, onBalance: true }),
    ]);
  });

  it('should leave the balance alone when a recharge is cancelled on the pay page', async () => {
    const started = await call('POST', '/api/finance/recharge', asA, { amount: 20.5 });
    await press(started.body.payUrl, 'cancel');
    expect((await balanceOf()).balance).toBe(100);
    expect((await entriesOf()).totalCount).toBe(1);
  });

  it('should list an order paid online as money out that did not touch the balance', async () => {
    const addressId = await createAddress(sut, asA);
    const [good] = (await pickGoods(sut, { supplierType: 1, market: 2, where: STOCKED_GOOD })) as [TestGood];
    const skuId = (await skusOf(sut, good.id)).find((s) => s.stock >= 20)?.id ?? '';
    sut.clock.advance(1000);
    const placed = await call('POST', '/api/order/fast-order', asA, {
      goodsId: good.id,
      tenantId: good.tenantId,
      skus: [{ skuId, qty: 1 }],
      addressId,
    });
    const order = placed.body.items[0];
    const started = await call('POST', '/api/purchase-order/pay/duozan/juhe-single-pay', asA, { orderId: order.id });
    await press(started.body.payUrl, 'pay');
    await vi.waitFor(async () =>
      expect((await call('GET', `/api/purchase-order/${order.id}`, asA)).body.status).toBe(OrderStatus.Paid),
    );
    const entries = await entriesOf();
    expect(entries.totalCount).toBe(2);
    expect(entries.items[0]).toEqual(
      expect.objectContaining({
        kind: 'orderPayment',
        amount: -order.totalAmount,
        onBalance: false,
        orderNos: [order.orderNo],
      }),
    );
    expect((await balanceOf()).balance).toBe(100);
  });

  it('should pay an order from the balance once, and refuse what the balance does not cover', async () => {
    const addressId = await createAddress(sut, asA);
    const [good] = (await pickGoods(sut, { supplierType: 1, market: 2, where: STOCKED_GOOD })) as [TestGood];
    const sku = (await skusOf(sut, good.id)).find((s) => s.stock >= 20);
    const place = async (qty: number) => {
      sut.clock.advance(1000);
      const placed = await call('POST', '/api/order/fast-order', asA, {
        goodsId: good.id,
        tenantId: good.tenantId,
        skus: [{ skuId: sku?.id, qty }],
        addressId,
      });
      return placed.body.items[0];
    };
    const order = await place(1);
    const before = (await balanceOf()).balance;
    const payBalance = (orderIds: string[], headers = asA) =>
      call('POST', '/api/purchase-order/pay/balance-pay', headers, { orderIds });
    // two clicks at once: one pays, the other finds it paid
    const [first, second] = await Promise.all([payBalance([order.id]), payBalance([order.id])]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const paid = first.status === 200 ? first : second;
    expect(paid.body).toMatchObject({ orderIds: [order.id], amount: order.totalAmount });
    expect(paid.body.balance).toBeCloseTo(before - order.totalAmount, 2);
    expect((await balanceOf()).balance).toBeCloseTo(before - order.totalAmount, 2);
    expect((await call('GET', `/api/purchase-order/${order.id}`, asA)).body.status).toBe(OrderStatus.Paid);
    const [latest] = (await entriesOf()).items;
    expect(latest).toEqual(
      expect.objectContaining({
        kind: 'orderPayment',
        onBalance: true,
        amount: -order.totalAmount,
        orderNos: [order.orderNo],
      }),
    );

    const big = await place(Math.ceil((((await balanceOf()).balance + 1) / (sku?.price_fen ?? 1)) * 100) + 1);
    const refused = await payBalance([big.id]);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(Messages.balanceInsufficient);
    expect((await call('GET', `/api/purchase-order/${big.id}`, asA)).body.status).toBe(OrderStatus.WaitingPayment);
    expect((await payBalance([order.id], asB)).status).toBe(404);
  });

  it("should keep each tenant's money its own", async () => {
    expect((await balanceOf(asB)).balance).toBe(0);
    expect((await entriesOf(asB)).totalCount).toBe(0);
    expect((await call('GET', '/api/finance/balance', {})).status).toBe(401);
  });

  it('should refuse an amount that is no amount of money', async () => {
    for (const amount of [0, -5, 0.001, 50_000.01]) {
      const refused = await call('POST', '/api/finance/recharge', asA, { amount });
      expect(refused.status).toBe(400);
      expect(refused.body.error.validationErrors[0].message).toBe(Messages.rechargeAmountInvalid);
    }
  });
});
