import { LOW_BALANCE_THRESHOLD_YUAN, SUGGESTED_RECHARGE_YUAN, translateMessage } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { createAddress, requester } from '../../testing/trade-helpers.ts';
import { crossesLowBalance, LowBalanceReminder } from './low-balance-reminder.service.ts';

/**
 * The low-balance reminder: a payment from the balance that takes it from at least 100 yuan (the spec's
 * suggested recharge) to under it reminds the distributor once, through the orderPayment switch.
 */

let sut: TestContext;
let call: ReturnType<typeof requester>;

beforeAll(async () => {
  sut = await createTestContext({ goods: 120 });
  call = requester(sut);
});
afterAll(async () => {
  await sut?.close();
});

/** A distributor with an address, and a cheap stocked SKU to order (so that two orders fit under 100 yuan). */
async function distributor() {
  const who = await createDistributor(sut);
  const headers = await loginAs(sut, who);
  const addressId = await createAddress(sut, headers);
  const { rows } = await sut.database.executeSql<{ goods_id: string; tenant_id: string; sku_id: string }>(
    `select g.id as goods_id, g.tenant_id, k.id as sku_id from goods g join goods_skus k on k.goods_id = g.id
        join suppliers s on s.tenant_id = g.tenant_id
      where g.status = 1 and g.supplier_type = 1 and g.market = 2 and s.limit_price_fen = 0
        and k.stock >= 50 and k.price_fen between 100 and 2000 and g.is_wholesale and k.is_wholesale
      order by k.price_fen, k.id limit 1`,
  );
  const sku = rows[0];
  if (!sku) throw new Error('no cheap stocked SKU in the seeded catalogue');
  const balance = async (): Promise<number> => (await call('GET', '/api/finance/balance', headers)).body.balance;
  return {
    headers,
    tenantId: who.tenantId,
    balance,
    async order() {
      sut.clock.advance(1000);
      const placed = await call('POST', '/api/order/fast-order', headers, {
        goodsId: sku.goods_id,
        tenantId: sku.tenant_id,
        skus: [{ skuId: sku.sku_id, qty: 1 }],
        addressId,
      });
      if (placed.status !== 200) throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
      return placed.body.items[0] as { id: string; totalAmount: number };
    },
    async pay(orderId: string) {
      const paid = await call('POST', '/api/purchase-order/pay/balance-pay', headers, { orderIds: [orderId] });
      expect(paid.status).toBe(200);
      return paid.body.balance as number;
    },
    /** recharges through the payment provider's page until the balance is `yuan` */
    async rechargeTo(yuan: number) {
      const before = await balance();
      const amount = Math.round((yuan - before) * 100) / 100;
      const started = await call('POST', '/api/finance/recharge', headers, { amount });
      await sut.app.inject({ method: 'POST', url: `${started.body.payUrl}/pay` });
      await vi.waitFor(async () => expect(await balance()).toBeCloseTo(yuan, 2));
    },
  };
}

async function reminders(tenantId: string): Promise<string[]> {
  const { rows } = await sut.database.executeSql<{ content: string }>(
    "select content from notifications where tenant_id = $1 and kind = 'lowBalance' order by creation_time",
    [tenantId],
  );
  return rows.map((r) => r.content);
}

const yuan = (amount: number) => `¥${amount.toFixed(2)}`;
const reminderText = (balance: number) => `您的余额为${yuan(balance)}，已低于¥100.00，请及时充值，以免影响采购单付款`;

describe(LowBalanceReminder.name, () => {
  it('should take the spec’s suggested recharge, 100 yuan, as the threshold', () => {
    expect(LOW_BALANCE_THRESHOLD_YUAN).toBe(SUGGESTED_RECHARGE_YUAN);
    expect(LOW_BALANCE_THRESHOLD_YUAN).toBe(100);
  });

  it('should count as a crossing only a debit from at least the threshold to under it', () => {
    expect(crossesLowBalance(10_000, 9_999)).toBe(true);
    expect(crossesLowBalance(20_000, 0)).toBe(true);
    expect(crossesLowBalance(10_001, 10_000)).toBe(false);
    expect(crossesLowBalance(9_999, 5_000)).toBe(false);
  });

  it('should remind once per crossing: not again while under, again after a recharge brought it back above', async () => {
    const a = await distributor();
    const price = (await a.order()).totalAmount;
    expect(price).toBeLessThan(50);
    await a.rechargeTo(100 + price);

    // to exactly 100 yuan: not under it
    expect(await a.pay((await a.order()).id)).toBeCloseTo(100, 2);
    expect(await reminders(a.tenantId)).toEqual([]);

    // under it: reminded
    const under = await a.pay((await a.order()).id);
    expect(under).toBeCloseTo(100 - price, 2);
    await vi.waitFor(async () => expect(await reminders(a.tenantId)).toEqual([reminderText(under)]));

    // paying again while under it: nothing more
    const lower = await a.pay((await a.order()).id);
    expect(lower).toBeCloseTo(100 - 2 * price, 2);
    expect(await reminders(a.tenantId)).toEqual([reminderText(under)]);

    // back above by a recharge, then under again: reminded again
    await a.rechargeTo(100.5);
    expect(await reminders(a.tenantId)).toHaveLength(1);
    const again = await a.pay((await a.order()).id);
    await vi.waitFor(async () =>
      expect(await reminders(a.tenantId)).toEqual([reminderText(under), reminderText(again)]),
    );

    // and the web reads it in English too
    expect(translateMessage(reminderText(again), 'en-US')).toBe(
      `Your balance is ${yuan(again)}, under ¥100.00: please recharge in time so that purchase orders can be paid`,
    );
  });

  it('should say nothing to a distributor whose order payment messages are off', async () => {
    const b = await distributor();
    const off = await call('PUT', '/api/mp-message-switch/order-payment', b.headers, { isEnable: false });
    expect(off.status).toBe(200);
    const price = (await b.order()).totalAmount;
    await b.rechargeTo(100);
    expect(await b.pay((await b.order()).id)).toBeCloseTo(100 - price, 2);
    expect(await reminders(b.tenantId)).toEqual([]);
  });
});
