import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { belowCostRefused, StationType } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { completeTemplate, readyShop } from '../../testing/publish-helpers.ts';
import { headersOf } from '../../testing/shop-helpers.ts';
import { templateClient } from '../../testing/template-client.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

/**
 * A distributor's first day with publishing: the shops' counts move with each listing, a template's
 * manual category goes only to goods of the category it was chosen for, a price under cost is refused
 * unless confirmed, and a republish is a batch of its own that open windows hear about.
 */

let ctx: TestContext;
let owner: TestDistributor;
let headers: Record<string, string>;
type Good = { id: string; tenantId: string; title: string; categoryId: number };
let goods: Good[];

const sandbox = () => {
  const box = ctx.app.platformSandbox;
  if (!box) throw new Error('the platform sandbox runs in-process in tests');
  return box.control;
};

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const body = (shopIds: string[], ids: string[], confirmed: string[] = []) => ({
  shopInfos: shopIds.map((shopId) => ({ shopId })),
  items: ids.map((goodId) => ({
    goodId,
    goodsFrom: 3,
    ...(confirmed.includes(goodId) ? { belowCostConfirmed: true } : {}),
  })),
  market: 2,
});

async function finished(taskId: string) {
  const started = Date.now();
  for (;;) {
    const { body: progress } = await call('GET', `/api/platform/good/product/get-publish-progress?taskId=${taskId}`);
    if (progress.progress === 100) return progress;
    if (Date.now() - started > 60_000) throw new Error(`task ${taskId} stuck at ${JSON.stringify(progress)}`);
    await sleep(100);
  }
}

async function shopCount(shopId: string): Promise<number> {
  const { body: list } = await call('GET', '/api/shop?skipCount=0&maxResultCount=50');
  return (list.items as { id: string; count: number }[]).find((s) => s.id === shopId)?.count ?? -1;
}

beforeAll(async () => {
  ctx = await createTestContext({ goods: 80 });
  await ctx.app.services.publishing.engine.start();
  owner = await createDistributor(ctx);
  headers = await headersOf(ctx, owner);
  // curated goods every test shop may list, with no price control in the way
  goods = (
    await ctx.database.executeSql<Good>(
      `select id, tenant_id as "tenantId", title, category_id as "categoryId" from goods
       where status = 1 and market = 2 and supplier_type = 1
         and (sales_channels is null or sales_channels @> array[2, 4]::smallint[])
         and id not in (select goods_id from goods_price_controls)
       order by sale_count desc, id limit 20`,
    )
  ).rows;
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('a shop’s count of successful publishes', () => {
  it('should rise with each listing, on the shop list and per good, and not with a failure', async () => {
    const pdd = await readyShop(ctx, owner, StationType.Pdd, { shopName: '计数拼多多店' });
    const bare = await readyShop(ctx, owner, StationType.Pdd, { shopName: '计数未设置店', template: false });
    expect(await shopCount(pdd.shopId)).toBe(0);
    const [a, b] = goods;
    if (!a || !b) throw new Error('no goods');

    const first = await call(
      'POST',
      '/api/platform/good/product/publish',
      body([pdd.shopId, bare.shopId], [a.id, b.id]),
    );
    expect(await finished(first.body.taskId)).toMatchObject({ successCount: 2, failCount: 2 });
    expect(await shopCount(pdd.shopId)).toBe(2);
    expect(await shopCount(bare.shopId)).toBe(0);

    // the same good again: a second listing, counted
    const again = await call('POST', '/api/platform/good/product/publish', body([pdd.shopId], [a.id]));
    await finished(again.body.taskId);
    expect(await shopCount(pdd.shopId)).toBe(3);
    const forGood = await call('GET', `/api/shop/good?goodsId=${a.id}`);
    expect((forGood.body.items as { id: string; count: number }[]).find((s) => s.id === pdd.shopId)?.count).toBe(2);
    // the publish dialog's card also says every listing of the shop
    expect(
      (forGood.body.items as { id: string; shopCount: number }[]).find((s) => s.id === pdd.shopId)?.shopCount,
    ).toBe(3);
    const published = await call('GET', `/api/platform/publish-result/${a.id}/published-shops`);
    expect(published.body.items).toEqual([{ shopId: pdd.shopId, successCount: 2 }]);
    expect(sandbox().listings('pdd', pdd.platformShopId)).toHaveLength(3);
  });

  it('should count a republished failure once it lists, once, and leave the failed batch as it was', async () => {
    const shop = await readyShop(ctx, owner, StationType.Pdd, { shopName: '计数重铺店', template: false });
    const good = goods[2] as Good;
    const { body: task } = await call('POST', '/api/platform/good/product/publish', body([shop.shopId], [good.id]));
    expect(await finished(task.taskId)).toMatchObject({ successCount: 0, failCount: 1 });
    expect(await shopCount(shop.shopId)).toBe(0);

    const api = templateClient(ctx, headers);
    await api.save('pdd', shop.shopId, (await completeTemplate(api, 'pdd', shop.shopId)) ?? {});
    const { body: failed } = await call(
      'GET',
      `/api/platform/publish-result/detail-list?resultId=${task.taskId}&status=1`,
    );
    const retry = await call('POST', '/api/platform/good/product/single-republish', {
      taskDetailId: failed.items[0].id,
    });
    expect(await finished(retry.body.taskId)).toMatchObject({ totalCount: 1, successCount: 1 });
    expect(await shopCount(shop.shopId)).toBe(1);
    expect(await finished(task.taskId)).toMatchObject({ successCount: 0, failCount: 1 });

    // the failure is listed now: republishing it again is refused, and nothing is counted twice
    const twice = await call('POST', '/api/platform/good/product/single-republish', {
      taskDetailId: failed.items[0].id,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('该商品已重新铺货成功，无需再次铺货');
    const all = await call('POST', `/api/platform/publish-result/${task.taskId}/republish-failed`);
    expect(all.body.error.message).toBe('失败的商品均已重新铺货成功');
    expect(await shopCount(shop.shopId)).toBe(1);
  });

  it('should back-fill the counts from the results the way the engine keeps them (migration 0016)', async () => {
    const migration = readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle/0016_publish_listing_counts.sql'),
      'utf8',
    );
    const backFill = migration.slice(migration.indexOf('INSERT INTO "publish_listing_counts"'));
    // a republish made before republishes stopped rewriting their batch: the failed item was mirrored
    // into a success with the retry's key, so the one listing shows twice among the results
    const [listed] = (
      await ctx.database.executeSql<{ id: string; task_id: string }>(
        "select id, task_id from publish_task_items where status = 2 and source_item_id is null and shop_name = '计数拼多多店' limit 1",
      )
    ).rows;
    if (!listed) throw new Error('no listed item');
    await ctx.database.executeSql(
      `insert into publish_task_items (task_id, tenant_id, seq, goods_id, goods_tenant_id, shop_id, shop_name,
         station, status, idempotency_key, title, img_url, source_item_id)
       select task_id, tenant_id, 99, goods_id, goods_tenant_id, shop_id, shop_name, station, 2, idempotency_key,
         title, img_url, id from publish_task_items where id = $1`,
      [listed.id],
    );
    const kept = (await ctx.database.executeSql('select * from publish_listing_counts order by shop_id, goods_id'))
      .rows;
    expect(kept.length).toBeGreaterThan(0);
    await ctx.database.executeSql('delete from publish_listing_counts');
    await ctx.database.executeSql(backFill);
    const filled = (await ctx.database.executeSql('select * from publish_listing_counts order by shop_id, goods_id'))
      .rows;
    expect(filled).toEqual(kept);
  });
});

describe('a template’s manual category', () => {
  it('should go only to goods of the category it was chosen for; the dialog says what the others become', async () => {
    const shop = await readyShop(ctx, owner, StationType.Pdd, { shopName: '手动类目店' });
    const api = templateClient(ctx, headers);
    const chosen = goods[3] as Good;
    const other = goods.find((g) => g.categoryId !== chosen.categoryId) as Good;
    const { body: detail } = await call('GET', `/api/goods/good/${chosen.tenantId}/${chosen.id}`);
    const ours = detail.categoryPath.at(-1) as { id: number; name: string };
    const leaf = await api.leaf(shop.shopId, '女装');
    const saved = await api.save('pdd', shop.shopId, {
      ...(await completeTemplate(api, 'pdd', shop.shopId)),
      category: 2,
      categoryId: leaf.cId,
      categoryList: leaf.path,
      categoryFor: ours,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.categoryFor).toEqual(ours);

    const { body: plan } = await call(
      'POST',
      '/api/platform/good/product/preflight',
      body([shop.shopId], [chosen.id, other.id]),
    );
    const [forChosen, forOther] = plan.items;
    expect(forChosen.category).toEqual({ source: 'manual', name: leaf.name });
    expect(forChosen.manualCategory).toEqual({ name: leaf.name, chosenFor: ours.name });
    expect(['smart', 'none']).toContain(forOther.category.source);

    const { body: task } = await call(
      'POST',
      '/api/platform/good/product/publish',
      body([shop.shopId], [chosen.id, other.id]),
    );
    await finished(task.taskId);
    const listings = sandbox().listings('pdd', shop.platformShopId);
    const byTitle = (g: Good) => listings.find((l) => l.title.startsWith(g.title.slice(0, 10)));
    expect(byTitle(chosen)?.categoryId).toBe(leaf.cId);
    if (forOther.category.source === 'smart') {
      expect(byTitle(other)?.categoryId).not.toBe(leaf.cId);
    } else {
      const { body: failed } = await call(
        'GET',
        `/api/platform/publish-result/detail-list?resultId=${task.taskId}&status=1`,
      );
      expect(failed.items[0].reason).toBe('未能智能匹配到平台类目，请在铺货模板中手动选择类目');
    }
  });

  it("should give a matched good its category's brand, not the brand chosen with the manual category", async () => {
    const shop = await readyShop(ctx, owner, StationType.Xiaohongshu, { shopName: '手动类目小红书' });
    const api = templateClient(ctx, headers);
    const chosen = goods[3] as Good;
    const { body: detail } = await call('GET', `/api/goods/good/${chosen.tenantId}/${chosen.id}`);
    const ours = detail.categoryPath.at(-1) as { id: number; name: string };
    const others = goods.filter((g) => g.categoryId !== chosen.categoryId).slice(0, 3);
    const leaf = await api.leaf(shop.shopId, '女装');
    const template = await completeTemplate(api, 'xiaohongshu', shop.shopId);
    const saved = await api.save('xiaohongshu', shop.shopId, { ...template, categoryFor: ours });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const { body: task } = await call(
      'POST',
      '/api/platform/good/product/publish',
      body([shop.shopId], [chosen.id, ...others.map((g) => g.id)]),
    );
    const progress = await finished(task.taskId);
    const { body: failed } = await call(
      'GET',
      `/api/platform/publish-result/detail-list?resultId=${task.taskId}&status=1`,
    );
    // no brand of another category: only a category the matcher cannot place may still fail
    for (const item of failed.items as { reason: string }[]) expect(item.reason).not.toMatch(/品牌/);
    expect(progress.successCount).toBeGreaterThan(1);
    const listings = sandbox().listings('xiaohongshu', shop.platformShopId);
    const byTitle = (g: Good) => listings.find((l) => l.title.startsWith(g.title.slice(0, 10)));
    expect(byTitle(chosen)?.brandId).toBe(template?.brandId);
    const matched = others.flatMap((g) => byTitle(g) ?? []).filter((l) => l.categoryId !== leaf.cId);
    expect(matched.length).toBeGreaterThan(0);
    for (const listing of matched) {
      const { body: brands } = await api.brands('xiaohongshu', shop.shopId, { categoryId: listing.categoryId });
      expect(brands.items.map((b: { brandId: string }) => b.brandId)).toContain(listing.brandId);
    }
  });

  it('should apply a manual category saved without the category it was chosen for to no good, and say so', async () => {
    const shop = await readyShop(ctx, owner, StationType.Pdd, { shopName: '旧手动类目店' });
    const api = templateClient(ctx, headers);
    const leaf = await api.leaf(shop.shopId, '女装');
    await api.save('pdd', shop.shopId, {
      ...(await completeTemplate(api, 'pdd', shop.shopId)),
      category: 2,
      categoryId: leaf.cId,
      categoryList: leaf.path,
    });
    const good = goods[3] as Good;
    const { body: plan } = await call('POST', '/api/platform/good/product/preflight', body([shop.shopId], [good.id]));
    expect(plan.items[0].manualCategory).toEqual({ name: leaf.name, chosenFor: null });
    expect(plan.items[0].category.source).not.toBe('manual');
  });
});

describe('a price under cost', () => {
  it('should be named by the preflight and refused unless the distributor confirmed it', async () => {
    const shop = await readyShop(ctx, owner, StationType.Pdd, { shopName: '亏本拼多多店' });
    const api = templateClient(ctx, headers);
    const template = (await completeTemplate(api, 'pdd', shop.shopId)) ?? {};
    // group price = supply x 100% + 0: the platform's 0.6 % comes out of the supply price
    await api.save('pdd', shop.shopId, {
      ...template,
      price: { mutiPrice: { ratio: 100, additionY: 0, priceTakeType: 1 }, priceAdditionY: 3, maketPriceAdditionY: 1 },
    });
    const [losing, fine] = [goods[5] as Good, goods[6] as Good];
    const { body: detail } = await call('GET', `/api/goods/good/${losing.tenantId}/${losing.id}`);
    const cheapest = Math.min(...detail.skus.map((s: { daifaPrice: number }) => s.daifaPrice));

    const { body: plan } = await call('POST', '/api/platform/good/product/preflight', body([shop.shopId], [losing.id]));
    expect(plan.items[0].problems).toEqual([]);
    expect(plan.items[0].minMargin).toBeLessThan(0);
    expect(plan.items[0].belowCost.price).toBeGreaterThanOrEqual(cheapest);
    expect(plan.items[0].belowCost.cost).toBeGreaterThan(plan.items[0].belowCost.price);

    const refused = await call('POST', '/api/platform/good/product/publish', body([shop.shopId], [losing.id, fine.id]));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(belowCostRefused([losing.title, fine.title]));
    expect(refused.body.error.message).toBe(
      `《${losing.title}》、《${fine.title}》的售价低于供货价加平台费用，请调整价格公式或确认亏本铺货`,
    );
    const partly = await call(
      'POST',
      '/api/platform/good/product/publish',
      body([shop.shopId], [losing.id, fine.id], [losing.id]),
    );
    expect(partly.body.error.message).toBe(`《${fine.title}》的售价低于供货价加平台费用，请调整价格公式或确认亏本铺货`);
    expect(sandbox().listings('pdd', shop.platformShopId)).toHaveLength(0);

    const confirmed = await call(
      'POST',
      '/api/platform/good/product/publish',
      body([shop.shopId], [losing.id, fine.id], [losing.id, fine.id]),
    );
    expect(confirmed.status).toBe(200);
    expect(await finished(confirmed.body.taskId)).toMatchObject({ successCount: 2 });
  });

  it('should not ask about a shop whose formula keeps a margin', async () => {
    const shop = await readyShop(ctx, owner, StationType.Kuaishou, { shopName: '有利润快手店' });
    const good = goods[7] as Good;
    const { body: plan } = await call('POST', '/api/platform/good/product/preflight', body([shop.shopId], [good.id]));
    expect(plan.items[0].belowCost).toBeNull();
    const { status } = await call('POST', '/api/platform/good/product/publish', body([shop.shopId], [good.id]));
    expect(status).toBe(200);
  });
});

describe('open results windows', () => {
  it('should hear Progress for a republish batch, with the batch it came from left as it was', async () => {
    const shop = await readyShop(ctx, owner, StationType.Pdd, { shopName: '实时重铺店', template: false });
    const good = goods[8] as Good;
    const frames: { event: string; data: { taskId: string; progress: number } }[] = [];
    const connection = ctx.app.services.hub.attach(
      { send: (text) => frames.push(JSON.parse(text)), close: () => undefined },
      { userId: owner.userId, tenantId: owner.tenantId },
    );
    const progressOf = (taskId: string, from = 0) =>
      frames.slice(from).filter((f) => f.event === 'Progress' && f.data.taskId === taskId);
    try {
      const { body: task } = await call('POST', '/api/platform/good/product/publish', body([shop.shopId], [good.id]));
      await finished(task.taskId);
      // the first batch's last frame may still be on its way when its row says finished
      await expect.poll(() => progressOf(task.taskId).some((f) => f.data.progress === 100)).toBe(true);
      const framesBeforeRetry = frames.length;
      const api = templateClient(ctx, headers);
      await api.save('pdd', shop.shopId, (await completeTemplate(api, 'pdd', shop.shopId)) ?? {});
      const retry = await call('POST', `/api/platform/publish-result/${task.taskId}/republish-failed`);
      await finished(retry.body.taskId);
      await expect.poll(() => progressOf(retry.body.taskId).some((f) => f.data.progress === 100)).toBe(true);
      expect(progressOf(task.taskId, framesBeforeRetry)).toEqual([]);
      const { body: results } = await call('GET', '/api/platform/publish-result?skipCount=1&maxResultCount=10');
      const [newest] = results.items;
      expect(newest).toMatchObject({ id: retry.body.taskId, sourceTask: { id: task.taskId }, republishTasks: [] });
      const original = results.items.find((r: { id: string }) => r.id === task.taskId);
      expect(original).toMatchObject({ successCount: 0, failCount: 1, sourceTask: null });
      expect(original.republishTasks.map((t: { id: string }) => t.id)).toEqual([retry.body.taskId]);
    } finally {
      ctx.app.services.hub.detach(connection);
    }
  });
});
