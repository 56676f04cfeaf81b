import { DAY_MS, StationType } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../jobs/job-queue.ts';
import { chinaDay, chinaDayStart } from '../../lib/china-time.ts';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { followOfficialAccount, wechatSandbox } from '../../testing/messages-helpers.ts';
import { authorizeBuyerApp, authorizeShop, forgetSession, headersOf, orderEndsIn } from '../../testing/shop-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { APP_EXPIRY_REMINDER_JOB, registerAppExpiryReminderJob } from '../messages/index.ts';
import { ExpiringShopAuthorisations } from './expiring-shop-authorisations.source.ts';

let sut: TestContext;
let queue: JobQueue;
let owner: TestDistributor;
let wechat: string;
let start: number;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
  owner = await createDistributor(sut);
  wechat = await followOfficialAccount(sut, await headersOf(sut, owner), '店主');
  // 09:00 China time tomorrow, when the daily job runs: whole days from here stay clear of midnight
  start = chinaDayStart(chinaDay(sut.clock.now()) + 1).getTime() + 9 * 3600_000;
  queue = new JobQueue(sut.database);
  await queue.start();
  await registerAppExpiryReminderJob(queue, sut.app.services.appExpiryReminders);
});
afterAll(async () => {
  await queue?.stop();
  await sut?.close();
});

const inbox = () => wechatSandbox(sut).inbox(wechat);

/** our clock (and the platform sandbox's, which follows it) `days` whole days after the start */
function dayOf(days: number) {
  sut.clock.advance(start + days * DAY_MS - sut.clock.now().getTime());
  // the 7-day login lapses as the days pass
  forgetSession(owner);
}

/** the daily job as pg-boss runs it; answers the first lines of the template messages it sent */
async function runDailyJob(): Promise<string[]> {
  const before = (await inbox()).length;
  const id = await queue.send(APP_EXPIRY_REMINDER_JOB, {});
  const state = async () =>
    (await sut.database.executeSql<{ state: string }>('select state from pgboss.job where id = $1', [id])).rows[0]
      ?.state;
  await expect.poll(state, { timeout: 20_000, interval: 100 }).toBe('completed');
  const after = await inbox();
  return after.slice(0, after.length - before).map((m) => m.data.first?.value ?? '');
}

describe(ExpiringShopAuthorisations.name, () => {
  it('should remind of an authorised sandbox shop 30, 15 and 3 days before and on the day it expires, once each', async () => {
    dayOf(0);
    orderEndsIn(sut, 'pdd', '拼多多到期提醒店', 'goods', 30 * DAY_MS);
    await authorizeShop(sut, owner, StationType.Pdd, { shopName: '拼多多到期提醒店' });

    const sent: Record<number, string[]> = {};
    for (const day of [0, 1, 15, 16, 27, 30, 31]) {
      dayOf(day);
      sent[day] = await runDailyJob();
      // the job run again the same day (another instance, a retry) sends nothing more
      expect((await sut.app.services.appExpiryReminders.run()).sent).toBe(0);
    }
    expect(sent).toEqual({
      0: ['拼多多店铺「拼多多到期提醒店」的应用授权将在30天后到期'],
      1: [],
      15: ['拼多多店铺「拼多多到期提醒店」的应用授权将在15天后到期'],
      16: [],
      27: ['拼多多店铺「拼多多到期提醒店」的应用授权将在3天后到期'],
      30: ['拼多多店铺「拼多多到期提醒店」的应用授权今天到期'],
      31: [],
    });
  });

  it('should remind once of a shop that authorised the goods and the order app ending the same day', async () => {
    dayOf(40);
    orderEndsIn(sut, 'doudian', '抖店双应用店', 'goods', 3 * DAY_MS);
    orderEndsIn(sut, 'doudian', '抖店双应用店', 'order', 3 * DAY_MS);
    await authorizeShop(sut, owner, StationType.Doudian, { shopName: '抖店双应用店', module: 'goods' });
    await authorizeShop(sut, owner, StationType.Doudian, { shopName: '抖店双应用店', module: 'order' });
    const shops = await sut.app.inject({
      method: 'GET',
      url: '/api/shop?maxResultCount=50',
      headers: await headersOf(sut, owner),
    });
    const rows = (shops.json().items as { shopName: string }[]).filter((s) => s.shopName === '抖店双应用店');
    expect(rows).toHaveLength(2);
    expect(await runDailyJob()).toEqual(['抖店店铺「抖店双应用店」的应用授权将在3天后到期']);
  });

  it('should remind of the 1688 buyer app, and not of one renewed past the thresholds', async () => {
    dayOf(60);
    orderEndsIn(sut, 'alibaba', '到期采购账号', 'buy', 15 * DAY_MS);
    await authorizeBuyerApp(sut, owner, '到期采购账号');
    expect(await runDailyJob()).toEqual(['买家应用（到期采购账号）授权将在15天后到期']);

    // renewed for a year and authorised again: nothing due until 30 days before the new end
    orderEndsIn(sut, 'alibaba', '到期采购账号', 'buy', 365 * DAY_MS);
    await authorizeBuyerApp(sut, owner, '到期采购账号');
    dayOf(61);
    expect(await runDailyJob()).toEqual([]);
  });

  it('should leave out another tenant, and shops marked expired for another reason', async () => {
    dayOf(80);
    const other = await createDistributor(sut);
    orderEndsIn(sut, 'pdd', '别家到期店', 'goods', 30 * DAY_MS);
    await authorizeShop(sut, other, StationType.Pdd, { shopName: '别家到期店' });
    orderEndsIn(sut, 'pdd', '已失效小店', 'goods', 30 * DAY_MS);
    const { shopId } = await authorizeShop(sut, owner, StationType.Pdd, { shopName: '已失效小店' });
    await sut.app.services.shopRepository.markExpired(shopId, sut.clock.now());
    // the other tenant follows nobody: its reminder is stored but reaches no WeChat of ours
    expect(await runDailyJob()).toEqual([]);
    const listed = await new ExpiringShopAuthorisations(sut.app.services.shopRepository).listExpiringAuthorisations({
      from: new Date(sut.clock.now().getTime() - DAY_MS),
      to: new Date(sut.clock.now().getTime() + 31 * DAY_MS),
    });
    expect(listed.map((a) => [a.tenantId === owner.tenantId, a.shopName])).toEqual([[false, '别家到期店']]);
  });
});
