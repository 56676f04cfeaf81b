import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../jobs/job-queue.ts';
import { DAY_MS } from '../../lib/china-time.ts';
import { createDistributor, loginAs, type TestDistributor } from '../../testing/identity-helpers.ts';
import { followOfficialAccount, wechatSandbox } from '../../testing/messages-helpers.ts';
import { bearerOf, connectRealtime } from '../../testing/realtime-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { APP_EXPIRY_REMINDER_JOB, registerAppExpiryReminderJob } from './app-expiry-reminder.job.ts';
import { AppExpiryReminderService, dueThreshold } from './app-expiry-reminder.service.ts';
import type { ExpiringAuthorisation, ExpiringAuthorisationSource } from './expiring-authorisation.source.ts';

/** The shops module's part, played by a list: authorisations whose time-out falls in the range. */
class ListedAuthorisations implements ExpiringAuthorisationSource {
  items: ExpiringAuthorisation[] = [];
  async listExpiringAuthorisations({ from, to }: { from: Date; to: Date }) {
    return this.items.filter((a) => a.expiresAt >= from && a.expiresAt < to);
  }
}

let sut: TestContext;
let owner: TestDistributor;
let headers: Record<string, string>;
let wechat: string;
let source: ListedAuthorisations;
let reminders: AppExpiryReminderService;

/** Thu 2026-11-26 09:00 in China. */
const START = new Date('2026-11-26T01:00:00Z');

beforeAll(async () => {
  sut = await createTestContext({ goods: 10 });
  owner = await createDistributor(sut);
  headers = await loginAs(sut, owner);
  wechat = await followOfficialAccount(sut, headers, '店主');
  source = new ListedAuthorisations();
  reminders = new AppExpiryReminderService(source, sut.app.services.notifications, sut.clock);
});
afterAll(async () => {
  await sut?.close();
});

const inbox = () => wechatSandbox(sut).inbox(wechat);
/** Moves the test clock to `days` whole days after START (same time of day). */
const dayOf = (days: number) => {
  sut.clock.advance(START.getTime() + days * DAY_MS - sut.clock.now().getTime());
};
const shop = (overrides: Partial<ExpiringAuthorisation> = {}): ExpiringAuthorisation => ({
  tenantId: owner.tenantId,
  app: 'shopApp',
  shopId: `shop-${Math.random().toString(36).slice(2, 8)}`,
  shopName: '晨光拼多多店',
  stationType: 2,
  // expires at 23:59 China time, 30 days after START
  expiresAt: new Date(START.getTime() + 30 * DAY_MS + 14 * 3600_000),
  ...overrides,
});

describe(AppExpiryReminderService.name, () => {
  it('should pick the threshold a number of days left is due for', () => {
    // the smallest threshold not below the days left: 29 days left is still the 30-day window
    expect([31, 30, 29, 16, 15, 14, 4, 3, 2, 1, 0, -1].map(dueThreshold)).toEqual([
      undefined,
      30,
      30,
      30,
      15,
      15,
      15,
      3,
      3,
      3,
      0,
      undefined,
    ]);
  });

  it('should remind at 30, 15 and 3 days and on the expiry day, once each, however often it runs', async () => {
    const page = await connectRealtime(sut, bearerOf(headers));
    const expiring = shop();
    source.items = [expiring];
    const before = (await inbox()).length;
    const sentOn: number[] = [];
    for (let day = -1; day <= 31; day++) {
      dayOf(day);
      const first = await reminders.run();
      const second = await reminders.run();
      expect(second.sent).toBe(0);
      if (first.sent > 0) sentOn.push(day);
    }
    expect(sentOn).toEqual([0, 15, 27, 30]);
    const messages = (await inbox()).slice(0, 4).reverse();
    expect(messages).toHaveLength(4);
    expect((await inbox()).length - before).toBe(4);
    expect(messages.map((m) => m.data.first?.value)).toEqual([
      '拼多多店铺「晨光拼多多店」的应用授权将在30天后到期',
      '拼多多店铺「晨光拼多多店」的应用授权将在15天后到期',
      '拼多多店铺「晨光拼多多店」的应用授权将在3天后到期',
      '拼多多店铺「晨光拼多多店」的应用授权今天到期',
    ]);
    expect(messages[0]?.data.keyword2?.value).toBe('2026-12-26');

    const reminder = await page.next('ShopAppNeedOrder');
    expect(reminder.data).toMatchObject({ group: 8, type: 25, data: { shopId: expiring.shopId, daysLeft: 30 } });
    page.socket.terminate();
  });

  it('should catch up on a missed day with the threshold now due, and start again after renewal', async () => {
    dayOf(0);
    const late = shop({ expiresAt: new Date(START.getTime() + 10 * DAY_MS) });
    source.items = [late];
    expect((await reminders.run()).sent).toBe(1);
    expect((await inbox())[0]?.data.first?.value).toContain('将在10天后到期');
    dayOf(3);
    expect((await reminders.run()).sent).toBe(0);

    // renewed: the new expiry date has reminders of its own
    late.expiresAt = new Date(START.getTime() + 33 * DAY_MS);
    expect((await reminders.run()).sent).toBe(1);
  });

  it('should remind of the buyer app with BuyAppNeedOrder', async () => {
    const page = await connectRealtime(sut, bearerOf(headers));
    dayOf(0);
    source.items = [shop({ app: 'buyApp', shopName: '1688采购账号', stationType: undefined })];
    expect((await reminders.run()).sent).toBe(1);
    expect((await inbox())[0]?.data.first?.value).toBe('买家应用（1688采购账号）授权将在30天后到期');
    expect((await page.next('BuyAppNeedOrder')).data).toMatchObject({ group: 8, type: 26 });
    page.socket.terminate();
  });

  it('should send nothing while the tenant has app-expiry messages off', async () => {
    dayOf(0);
    await sut.app.inject({
      method: 'PUT',
      url: '/api/mp-message-switch/app-authorization-expire',
      headers,
      payload: { isEnable: false },
    });
    source.items = [shop()];
    const before = (await inbox()).length;
    expect((await reminders.run()).sent).toBe(0);
    expect(await inbox()).toHaveLength(before);
    await sut.app.inject({
      method: 'PUT',
      url: '/api/mp-message-switch/app-authorization-expire',
      headers,
      payload: { isEnable: true },
    });
  });

  it('should run daily through pg-boss at 09:00 China time', async () => {
    const queue = new JobQueue(sut.database);
    await queue.start();
    try {
      await registerAppExpiryReminderJob(queue, reminders);
      const { rows } = await sut.database.executeSql<{ cron: string; options: { tz?: string } }>(
        'select cron, options from pgboss.schedule where name = $1',
        [APP_EXPIRY_REMINDER_JOB],
      );
      expect(rows).toEqual([{ cron: '0 9 * * *', options: expect.objectContaining({ tz: 'Asia/Shanghai' }) }]);

      dayOf(0);
      source.items = [shop({ shopName: '队列店' })];
      await queue.send(APP_EXPIRY_REMINDER_JOB, {});
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && !(await inbox())[0]?.data.first?.value?.includes('队列店')) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await inbox())[0]?.data.first?.value).toContain('队列店');
    } finally {
      await queue.stop();
    }
  });
});
