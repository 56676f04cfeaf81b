import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGE_SWITCHES, StationType } from '@puhuo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationDeliveries, notifications, users } from '../../db/schema/index.ts';
import { createDistributor, loginAs, type TestDistributor } from '../../testing/identity-helpers.ts';
import { followOfficialAccount, wechatSandbox } from '../../testing/messages-helpers.ts';
import { readyShop, saveCompleteTemplate } from '../../testing/publish-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { passwordHasher } from '../identity/index.ts';

/**
 * The publish-result message (spec: goods-publish-result-notify) as the publishing engine sends it:
 * nothing while the switch is off, and exactly one message per publish task when it finishes, a
 * republish task being a task of its own.
 */

let ctx: TestContext;
let goodsIds: string[];

const PUBLISH_RESULT_PATH = MESSAGE_SWITCHES.find((s) => s.key === 'goodsPublishResultNotify')?.path ?? '';

interface Distributor {
  who: TestDistributor;
  headers: Record<string, string>;
  /** the distributor's WeChat (sandbox union id), following the official account */
  wechat: string;
}

beforeAll(async () => {
  ctx = await createTestContext({ goods: 20 });
  await ctx.app.services.publishing.engine.start();
  const who = await createDistributor(ctx);
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/goods/good?supplierType=1&market=2&maxResultCount=5',
    headers: await loginAs(ctx, who),
  });
  goodsIds = (list.json().items as { id: string }[]).map((g) => g.id);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

async function followingDistributor(nickname: string): Promise<Distributor> {
  const who = await createDistributor(ctx);
  const headers = await loginAs(ctx, who);
  return { who, headers, wechat: await followOfficialAccount(ctx, headers, nickname) };
}

async function call(as: Distributor, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await ctx.app.inject({ method, url, headers: as.headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const setPublishResult = (as: Distributor, isEnable: boolean) => call(as, 'PUT', PUBLISH_RESULT_PATH, { isEnable });

/** Publishes the goods to the shop and waits until the task has finished. */
async function publishAndFinish(as: Distributor, shopId: string, ids: string[]): Promise<string> {
  const { taskId } = await call(as, 'POST', '/api/platform/good/product/publish', {
    shopInfos: [{ shopId }],
    items: ids.map((goodId) => ({ goodId, goodsFrom: 3 })),
    market: 2,
  });
  return finished(as, taskId);
}

async function finished(as: Distributor, taskId: string): Promise<string> {
  for (let waited = 0; ; waited += 100) {
    const progress = await call(as, 'GET', `/api/platform/good/product/get-publish-progress?taskId=${taskId}`);
    if (progress.progress === 100) return taskId;
    if (waited > 60_000) throw new Error(`task ${taskId} stuck at ${JSON.stringify(progress)}`);
    await sleep(100);
  }
}

const inbox = (as: Distributor) => wechatSandbox(ctx).inbox(as.wechat);

/** The tasks the tenant was notified of, by dedupe key, oldest first. */
async function notifiedTasks(as: Distributor): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ dedupeKey: notifications.dedupeKey, creationTime: notifications.creationTime })
    .from(notifications)
    .where(eq(notifications.tenantId, as.who.tenantId));
  return rows.sort((a, b) => a.creationTime.getTime() - b.creationTime.getTime()).map((r) => r.dedupeKey);
}

/** Whether the task's message has been handed to WeChat (its row is written before the send). */
async function delivered(as: Distributor, taskId: string): Promise<boolean> {
  const rows = await ctx.database.db
    .select({ id: notificationDeliveries.notificationId })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(and(eq(notifications.tenantId, as.who.tenantId), eq(notifications.dedupeKey, `task:${taskId}`)));
  return rows.length > 0;
}

/**
 * A last task published with the switch on: once its message is delivered, every notification the
 * earlier tasks were going to send has been decided and sent (they finished before it began).
 */
async function sentinelTask(as: Distributor, shopId: string): Promise<string> {
  const taskId = await publishAndFinish(as, shopId, [goodsIds[4] ?? '']);
  await vi.waitFor(async () => expect(await delivered(as, taskId)).toBe(true), { timeout: 10_000 });
  return taskId;
}

describe('publish-result notifications', () => {
  it('should send nothing for a task that finished while publish-result messages were off', async () => {
    const distributor = await followingDistributor('关着开关');
    const shop = await readyShop(ctx, distributor.who, StationType.Qunjielong);
    expect((await call(distributor, 'GET', PUBLISH_RESULT_PATH)).isEnable).toBe(false);

    const quiet = await publishAndFinish(distributor, shop.shopId, goodsIds.slice(0, 2));
    await setPublishResult(distributor, true);
    const heard = await sentinelTask(distributor, shop.shopId);

    expect(await notifiedTasks(distributor)).toEqual([`task:${heard}`]);
    expect(quiet).not.toBe(heard);
    const messages = await inbox(distributor);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.data.keyword2?.value).toBe('成功1个，失败0个');
  });

  it('should send one message per finished task, a republish task included, and never the first task twice', async () => {
    const distributor = await followingDistributor('每个任务一条');
    await setPublishResult(distributor, true);
    const bare = await readyShop(ctx, distributor.who, StationType.Pdd, { template: false });

    const first = await publishAndFinish(distributor, bare.shopId, goodsIds.slice(0, 3));
    await vi.waitFor(async () => expect(await inbox(distributor)).toHaveLength(1), { timeout: 10_000 });
    expect((await inbox(distributor))[0]?.data.keyword2?.value).toBe('成功0个，失败3个');

    // the distributor fixes the template and republishes one failure, then the rest
    await saveCompleteTemplate(ctx, distributor.who, bare.shopId, StationType.Pdd);
    const failed = await call(
      distributor,
      'GET',
      `/api/platform/publish-result/detail-list?resultId=${first}&status=1`,
    );
    const one = await call(distributor, 'POST', '/api/platform/good/product/single-republish', {
      taskDetailId: failed.items[0].id,
    });
    await finished(distributor, one.taskId);
    const rest = await call(distributor, 'POST', `/api/platform/publish-result/${first}/republish-failed`);
    await finished(distributor, rest.taskId);
    expect(await finished(distributor, first)).toBe(first);
    const last = await sentinelTask(distributor, bare.shopId);

    expect(await notifiedTasks(distributor)).toEqual([
      `task:${first}`,
      `task:${one.taskId}`,
      `task:${rest.taskId}`,
      `task:${last}`,
    ]);
    const results = (await inbox(distributor)).map((m) => m.data.keyword2?.value).reverse();
    expect(results).toEqual(['成功0个，失败3个', '成功1个，失败0个', '成功2个，失败0个', '成功1个，失败0个']);
  });

  it('should not notify an earlier task when its failures are republished after messages were turned on', async () => {
    const distributor = await followingDistributor('后开开关');
    const bare = await readyShop(ctx, distributor.who, StationType.Pdd, { template: false });
    const first = await publishAndFinish(distributor, bare.shopId, goodsIds.slice(0, 2));

    await setPublishResult(distributor, true);
    await saveCompleteTemplate(ctx, distributor.who, bare.shopId, StationType.Pdd);
    const retry = await call(distributor, 'POST', `/api/platform/publish-result/${first}/republish-failed`);
    await finished(distributor, retry.taskId);
    const last = await sentinelTask(distributor, bare.shopId);

    // the first task finished while messages were off; its counts changing later is not a new finish
    expect(await notifiedTasks(distributor)).toEqual([`task:${retry.taskId}`, `task:${last}`]);
    expect((await inbox(distributor)).map((m) => m.data.keyword2?.value)).toEqual([
      '成功1个，失败0个',
      '成功2个，失败0个',
    ]);
  });

  it('should send the result to the operator who published, not to every follower of the tenant', async () => {
    const owner = await followingDistributor('老板');
    const [row] = await ctx.database.db
      .insert(users)
      .values({
        tenantId: owner.who.tenantId,
        userName: `op${Date.now()}`,
        passwordHash: await passwordHasher.hash('Passw0rd!'),
        // publishing needs a bound phone
        phoneNumber: `139${String(Date.now()).slice(-8)}`,
      })
      .returning({ id: users.id, userName: users.userName });
    if (!row) throw new Error('no second user');
    const headers = await loginAs(ctx, { userName: row.userName, password: 'Passw0rd!', tenantId: owner.who.tenantId });
    const operator: Distributor = {
      who: { ...owner.who, userId: row.id, userName: row.userName, password: 'Passw0rd!' },
      headers,
      wechat: await followOfficialAccount(ctx, headers, '运营'),
    };
    await setPublishResult(owner, true);
    const shop = await readyShop(ctx, owner.who, StationType.Qunjielong);

    const taskId = await publishAndFinish(operator, shop.shopId, goodsIds.slice(0, 1));
    await vi.waitFor(async () => expect(await delivered(owner, taskId)).toBe(true), { timeout: 10_000 });
    expect(await inbox(operator)).toHaveLength(1);
    expect(await inbox(owner)).toHaveLength(0);
  });
});
