import { setTimeout as sleep } from 'node:timers/promises';
import { Messages, MessagesEnUS, PreflightReason, StationType, translateMessage } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { followOfficialAccount, wechatSandbox } from '../../testing/messages-helpers.ts';
import { readyShop, saveCompleteTemplate } from '../../testing/publish-helpers.ts';
import { headersOf } from '../../testing/shop-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

/** The publish calls end to end: our API, the engine, the connectors and the platform sandbox. */

let ctx: TestContext;
let owner: TestDistributor;
let headers: Record<string, string>;
let goodsIds: string[];
type Ready = Awaited<ReturnType<typeof readyShop>>;
const shops: Record<'pdd' | 'doudian' | 'kuaishou' | 'qunjielong', Ready> = {} as never;

const sandbox = () => {
  const box = ctx.app.platformSandbox;
  if (!box) throw new Error('the platform sandbox runs in-process in tests');
  return box.control;
};
const listingsOf = (shop: Ready) => sandbox().listings(shop.platform, shop.platformShopId);

async function call(method: 'GET' | 'POST', url: string, payload?: object, as = headers) {
  const response = await ctx.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const publishBody = (shopIds: string[], ids: string[]) => ({
  shopInfos: shopIds.map((shopId) => ({ shopId })),
  items: ids.map((goodId) => ({ goodId, goodsFrom: 3 })),
  market: 2,
});

async function publish(shopIds: string[], ids: string[]): Promise<string> {
  const { status, body } = await call('POST', '/api/platform/good/product/publish', publishBody(shopIds, ids));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.taskId as string;
}

async function finished(taskId: string, timeoutMs = 60_000) {
  const started = Date.now();
  for (;;) {
    const { body } = await call('GET', `/api/platform/good/product/get-publish-progress?taskId=${taskId}`);
    if (body.progress === 100) return body;
    if (Date.now() - started > timeoutMs) throw new Error(`task ${taskId} stuck at ${JSON.stringify(body)}`);
    await sleep(100);
  }
}

async function details(taskId: string, status?: 1 | 2) {
  const query = `resultId=${taskId}&maxResultCount=100${status ? `&status=${status}` : ''}`;
  return (await call('GET', `/api/platform/publish-result/detail-list?${query}`)).body;
}

beforeAll(async () => {
  ctx = await createTestContext({ goods: 60 });
  await ctx.app.services.publishing.engine.start();
  owner = await createDistributor(ctx);
  headers = await headersOf(ctx, owner);
  const list = await call('GET', '/api/goods/good?supplierType=1&market=2&maxResultCount=10');
  goodsIds = (list.body.items as { id: string }[]).map((g) => g.id);
  shops.pdd = await readyShop(ctx, owner, StationType.Pdd);
  shops.doudian = await readyShop(ctx, owner, StationType.Doudian);
  shops.kuaishou = await readyShop(ctx, owner, StationType.Kuaishou);
  shops.qunjielong = await readyShop(ctx, owner, StationType.Qunjielong);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('publishing to the platforms', () => {
  it('should list every (good, shop) pair on its platform once, at the template’s prices', async () => {
    const chosen = goodsIds.slice(0, 3);
    const all = Object.values(shops);
    const taskId = await publish(
      all.map((s) => s.shopId),
      chosen,
    );
    const done = await finished(taskId);
    if (done.failCount)
      console.log(
        'REASONS',
        JSON.stringify(
          (await details(taskId, 1)).items.map((i: { orderStation: number; reason: string }) => [
            i.orderStation,
            i.reason,
          ]),
        ),
      );
    expect(done).toMatchObject({ progress: 100, totalCount: 12, successCount: 12, failCount: 0 });
    for (const shop of all) expect(listingsOf(shop), shop.platform).toHaveLength(3);

    // pdd: group price = daifa x 150% + 2 yuan, single-buy = group + 3 yuan
    const good = (await call('GET', `/api/goods/good/${await goodTenant(chosen[0] ?? '')}/${chosen[0]}`)).body;
    const daifa = Math.round(good.skus[0].daifaPrice * 100);
    const listing = listingsOf(shops.pdd).find((l) => l.title.startsWith(good.title.slice(0, 10)));
    expect(listing).toBeDefined();
    const group = Math.round(daifa * 1.5) + 200;
    expect(JSON.stringify(listing?.payload)).toContain(String(group));

    const rows = await details(taskId, 2);
    expect(rows.totalCount).toBe(12);
    expect(rows.items[0]).toMatchObject({ publishStatus: 2, stock: expect.any(Number) });
    const results = (await call('GET', '/api/platform/publish-result?skipCount=1&maxResultCount=10')).body;
    expect(results.items[0]).toMatchObject({ id: taskId, totalCount: 12, successCount: 12, isPublishing: false });
    expect(results.items[0].orderStations).toEqual([2, 4, 11, 34]);
    const counted = (await call('GET', `/api/platform/publish-result/${chosen[0]}/published-shops`)).body;
    expect(counted.items).toHaveLength(4);
  });

  it('should fail a pair whose template is incomplete before calling the platform, and republish it once fixed', async () => {
    const bare = await readyShop(ctx, owner, StationType.Pdd, { template: false });
    const preflight = await call(
      'POST',
      '/api/platform/good/product/preflight',
      publishBody([bare.shopId], [goodsIds[0] ?? '']),
    );
    const incomplete = PreflightReason.templateIncomplete([Messages.selectFreightTemplate]);
    expect(preflight.body.items[0].problems).toEqual([incomplete]);
    const inEnglish = { ...headers, 'accept-language': 'en-US' };
    const preflightInEnglish = await call(
      'POST',
      '/api/platform/good/product/preflight',
      publishBody([bare.shopId], [goodsIds[0] ?? '']),
      inEnglish,
    );
    const englishIncomplete = translateMessage(incomplete, 'en-US');
    expect(englishIncomplete).toContain(MessagesEnUS.selectFreightTemplate);
    expect(preflightInEnglish.body.items[0].problems).toEqual([englishIncomplete]);
    expect(preflight.body.items[0].minPrice).toBeGreaterThan(0);

    const taskId = await publish([bare.shopId], goodsIds.slice(0, 2));
    expect(await finished(taskId)).toMatchObject({ successCount: 0, failCount: 2 });
    const failed = await details(taskId, 1);
    expect(failed.items[0].reason).toBe(incomplete);
    expect(listingsOf(bare)).toHaveLength(0);
    const grouped = (await call('GET', `/api/platform/publish-result/${taskId}/failure-reasons`)).body;
    expect(grouped.items).toEqual([{ reason: incomplete, count: 2 }]);
    const query = `resultId=${taskId}&maxResultCount=100&status=1`;
    const failedInEnglish = await call(
      'GET',
      `/api/platform/publish-result/detail-list?${query}`,
      undefined,
      inEnglish,
    );
    expect(failedInEnglish.body.items[0].reason).toBe(englishIncomplete);
    const groupedInEnglish = await call(
      'GET',
      `/api/platform/publish-result/${taskId}/failure-reasons`,
      undefined,
      inEnglish,
    );
    expect(groupedInEnglish.body.items).toEqual([{ reason: englishIncomplete, count: 2 }]);

    // the distributor sets the freight template, then republishes the failures
    await saveCompleteTemplate(ctx, owner, bare.shopId, StationType.Pdd);
    const one = await call('POST', '/api/platform/good/product/single-republish', { taskDetailId: failed.items[0].id });
    expect(await finished(one.body.taskId)).toMatchObject({ totalCount: 1, successCount: 1 });
    const rest = await call('POST', `/api/platform/publish-result/${taskId}/republish-failed`);
    expect(await finished(rest.body.taskId)).toMatchObject({ totalCount: 1, successCount: 1 });
    // the first batch keeps its history: two failures, each pointing at the batch that republished it
    expect(await finished(taskId)).toMatchObject({ successCount: 0, failCount: 2 });
    const after = await details(taskId, 1);
    expect(after.items.map((i: { republish: unknown }) => i.republish)).toEqual([
      { taskId: one.body.taskId, publishStatus: 2 },
      { taskId: rest.body.taskId, publishStatus: 2 },
    ]);
    expect(listingsOf(bare)).toHaveLength(2);
  });

  it('should ride out a flaky and rate-limiting platform without failing or listing twice', async () => {
    const flaky = await readyShop(ctx, owner, StationType.Kuaishou);
    sandbox().setFaults('kuaishou', { errorRate: 0.5 });
    const taskId = await publish([flaky.shopId], goodsIds.slice(0, 5));
    setTimeout(() => sandbox().setFaults('kuaishou', { errorRate: 0, rateLimited: true }), 300);
    setTimeout(() => sandbox().setFaults('kuaishou', { rateLimited: false }), 1500);
    try {
      expect(await finished(taskId)).toMatchObject({ successCount: 5, failCount: 0 });
    } finally {
      sandbox().resetFaults('kuaishou');
    }
    const listings = listingsOf(flaky);
    expect(listings).toHaveLength(5);
    expect(new Set(listings.map((l) => l.externalId)).size).toBe(5);
  });

  it('should list a pair once when the platform made it but its answer was lost, finding it by merchant code', async () => {
    const lossy = await readyShop(ctx, owner, StationType.Pdd, { shopName: '拼多多丢答复店' });
    // the first three creates take effect on the platform and their answers die on the way back
    sandbox().setFaults('pdd', { loseAnswers: 3 });
    try {
      const taskId = await publish([lossy.shopId], goodsIds.slice(0, 5));
      expect(await finished(taskId)).toMatchObject({ successCount: 5, failCount: 0 });
    } finally {
      sandbox().resetFaults('pdd');
    }
    const listings = listingsOf(lossy);
    expect(listings).toHaveLength(5);
    expect(new Set(listings.map((l) => l.externalId)).size).toBe(5);
  });

  it('should fail the pairs of a shop whose authorisation lapsed with that reason, and finish the others', async () => {
    const lapsing = await readyShop(ctx, owner, StationType.Doudian);
    const healthy = await readyShop(ctx, owner, StationType.Qunjielong);
    sandbox().expireAuthorization('doudian', lapsing.platformShopId);
    const taskId = await publish([lapsing.shopId, healthy.shopId], goodsIds.slice(0, 2));
    expect(await finished(taskId)).toMatchObject({ successCount: 2, failCount: 2 });
    const failed = await details(taskId, 1);
    for (const row of failed.items) {
      expect(row.shopId).toBe(lapsing.shopId);
      expect(row.reason).toContain('店铺授权已过期，请重新授权');
    }
    expect(listingsOf(healthy)).toHaveLength(2);
    const list = (await call('GET', '/api/shop?skipCount=0&maxResultCount=50')).body;
    expect(list.items.find((s: { id: string }) => s.id === lapsing.shopId)?.isExpired).toBe(true);
  });
});

describe('goods the distributor published', () => {
  it('should tell the distributor when a published good goes offline, once a day', async () => {
    const wechat = await followOfficialAccount(ctx, headers, '铺货员');
    const inbox = () => wechatSandbox(ctx).inbox(wechat);
    const listed = (
      await details(
        (await call('GET', '/api/platform/publish-result?skipCount=1&maxResultCount=50')).body.items.at(-1).id,
        2,
      )
    ).items[0];
    const before = (await inbox()).length;
    await ctx.database.executeSql('update goods set status = 0 where id = $1', [listed.goodsId]);
    try {
      await ctx.app.services.goodsSourceExceptions.sweep();
      await ctx.app.services.goodsSourceExceptions.sweep();
      const arrived = (await inbox()).slice(0, (await inbox()).length - before);
      expect(arrived.map((m) => [m.data.first?.value, m.data.keyword1?.value, m.data.keyword2?.value])).toEqual([
        ['已铺货的商品货源异常', listed.title, '已下架'],
      ]);
    } finally {
      await ctx.database.executeSql('update goods set status = 1 where id = $1', [listed.goodsId]);
    }
  });
});

describe('publish requests the server refuses', () => {
  it('should ask for at least one shop and at most 30 goods', async () => {
    const noShop = await call('POST', '/api/platform/good/product/publish', publishBody([], [goodsIds[0] ?? '']));
    expect(noShop.status).toBe(400);
    expect(noShop.body.error.message).toBe(Messages.selectAtLeastOneShop);
    const many = Array.from({ length: 31 }, (_, i) => `goods-${i}`);
    const tooMany = await call('POST', '/api/platform/good/product/publish', publishBody([shops.pdd.shopId], many));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('最多选择30个商品');
  });

  it('should need a bound phone', async () => {
    const phoneless = await createDistributor(ctx, { phoneNumber: null });
    const answer = await call(
      'POST',
      '/api/platform/good/product/publish',
      publishBody([shops.pdd.shopId], [goodsIds[0] ?? '']),
      await headersOf(ctx, phoneless),
    );
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe('请先绑定手机号');
  });

  it('should not let another tenant publish to, follow or republish what is not theirs', async () => {
    const taskId = await publish([shops.qunjielong.shopId], [goodsIds[0] ?? '']);
    await finished(taskId);
    const stranger = await createDistributor(ctx);
    const theirs = await headersOf(ctx, stranger);
    const toMyShop = await call(
      'POST',
      '/api/platform/good/product/publish',
      publishBody([shops.pdd.shopId], [goodsIds[0] ?? '']),
      theirs,
    );
    expect(toMyShop.status).toBe(404);
    expect(toMyShop.body.error.message).toBe('所选店铺不存在或授权已过期，请刷新店铺列表');
    const previewMyShop = await call(
      'POST',
      '/api/platform/good/product/preflight',
      publishBody([shops.pdd.shopId], [goodsIds[0] ?? '']),
      theirs,
    );
    expect(previewMyShop.status).toBe(404);
    expect(previewMyShop.body.error.message).toBe('所选店铺不存在或授权已过期，请刷新店铺列表');
    expect(JSON.stringify(previewMyShop.body)).not.toContain(shops.pdd.shopId);
    const unseenGood = await call(
      'POST',
      '/api/platform/good/product/preflight',
      publishBody([shops.pdd.shopId], ['00000000-0000-4000-8000-000000000000']),
    );
    expect(unseenGood.status).toBe(404);
    expect(unseenGood.body.error.message).toBe('商品不存在或已下架');
    const progress = await call(
      'GET',
      `/api/platform/good/product/get-publish-progress?taskId=${taskId}`,
      undefined,
      theirs,
    );
    expect(progress.status).toBe(404);
    const rows = await call('GET', `/api/platform/publish-result/detail-list?resultId=${taskId}`, undefined, theirs);
    expect(rows.status).toBe(404);
    const mine = (await details(taskId)).items[0];
    const republish = await call(
      'POST',
      '/api/platform/good/product/single-republish',
      { taskDetailId: mine.id },
      theirs,
    );
    expect(republish.status).toBe(404);
    expect((await call('GET', '/api/platform/publish-result?skipCount=1', undefined, theirs)).body.totalCount).toBe(0);
  });
});

async function goodTenant(goodsId: string): Promise<string> {
  const { rows } = await ctx.database.executeSql<{ tenant_id: string }>('select tenant_id from goods where id = $1', [
    goodsId,
  ]);
  return rows[0]?.tenant_id ?? '';
}
