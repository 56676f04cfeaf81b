import { StationType, templateForPlatform } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_RETRY_AFTER_SECONDS } from '../../http/failure-statuses.ts';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { authorizeShop, headersOf } from '../../testing/shop-helpers.ts';
import { type TemplateClient, templateClient } from '../../testing/template-client.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let ctx: TestContext;
let owner: TestDistributor;
let api: TemplateClient;
let pdd: string;
let doudian: string;
let youzan: string;
let xiaohongshu: string;
let videoShop: string;
let strangerShop: string;

beforeAll(async () => {
  ctx = await createTestContext({ goods: 10 });
  owner = await createDistributor(ctx);
  pdd = (await authorizeShop(ctx, owner, StationType.Pdd)).shopId;
  doudian = (await authorizeShop(ctx, owner, StationType.Doudian)).shopId;
  youzan = (await authorizeShop(ctx, owner, StationType.Youzan)).shopId;
  xiaohongshu = (await authorizeShop(ctx, owner, StationType.Xiaohongshu)).shopId;
  videoShop = (await authorizeShop(ctx, owner, StationType.WechatVideoShop)).shopId;
  strangerShop = (await authorizeShop(ctx, await createDistributor(ctx), StationType.Doudian)).shopId;
  api = templateClient(ctx, await headersOf(ctx, owner));
});
afterAll(async () => {
  await ctx?.close();
});

describe('freight templates, logistics plans and brands', () => {
  it("should list the shop's freight templates as id and name", async () => {
    const { status, body } = await api.freight('pdd', pdd);
    expect(status).toBe(200);
    expect(body.totalCount).toBeGreaterThanOrEqual(3);
    expect(body.items[0]).toEqual({ id: expect.any(String), name: expect.any(String) });
  });

  it('should page youzan logistic templates by skipCount and maxResultCount', async () => {
    const all = await api.freight('youzan', youzan, { skipCount: 0, maxResultCount: 50 });
    const second = await api.freight('youzan', youzan, { skipCount: 1, maxResultCount: 1 });
    expect(second.body.items).toEqual([all.body.items[1]]);
    expect(second.body.totalCount).toBe(all.body.totalCount);
  });

  it("should name items the platform's way: xiaohongshu carriage templates and logistics plans, video shop templates", async () => {
    const carriage = await api.freight('xiaohongshu', xiaohongshu);
    expect(carriage.body.items[0]).toEqual({ templateId: expect.any(String), templateName: expect.any(String) });
    const plans = await api.logistics('xiaohongshu', xiaohongshu);
    expect(plans.body.items[0]).toEqual({ planInfoId: expect.any(String), planInfoName: expect.any(String) });
    const video = await api.freight('wechatvideoshop', videoShop);
    expect(video.body.items[0]).toEqual({
      freightTemplateId: expect.any(String),
      freightTemplateName: expect.any(String),
    });
  });

  it('should page brands of a category by 10 and search them by name', async () => {
    const women = await api.leaf(doudian, '女装');
    const first = await api.brands('doudian', doudian, { categoryId: women.cId, offset: 0, size: 10 });
    expect(first.body.items).toHaveLength(10);
    expect(first.body.totalCount).toBeGreaterThan(10);
    const second = await api.brands('doudian', doudian, { categoryId: women.cId, offset: 10, size: 10 });
    expect(second.body.items.length).toBe(first.body.totalCount - 10);
    const wanted = first.body.items[3];
    const found = await api.brands('doudian', doudian, { categoryId: women.cId, query: wanted.nameCn });
    expect(found.body.items[0]).toEqual(wanted);
    const xhs = await api.brands('xiaohongshu', xiaohongshu, { categoryId: (await api.leaf(xiaohongshu, '女装')).cId });
    expect(xhs.body.items[0]).toEqual({
      brandId: expect.any(String),
      nameCn: expect.any(String),
      nameEn: expect.any(String),
    });
  });

  it("should take taobao's and xiaohongshu's appId as the shop group, as the shops list names it", async () => {
    const taobao = (await authorizeShop(ctx, owner, StationType.Taobao)).shopId;
    const { body: list } = await api.call('GET', '/api/shop?maxResultCount=50');
    const group = (id: string) => (list.items as { id: string; appId: string }[]).find((s) => s.id === id)?.appId;
    const byGroup = await api.call('GET', `/api/platform/taobao/good/freight-templates?appId=${group(taobao)}`);
    const byShop = await api.freight('taobao', taobao);
    expect(byGroup.status).toBe(200);
    expect(byGroup.body).toEqual(byShop.body);
    const template = await api.call(
      'GET',
      `/api/platform/xiaohongshu/good/get-publish-template?appId=${encodeURIComponent(group(xiaohongshu) ?? '')}`,
    );
    expect(template.body.shopId).toBe(xiaohongshu);
    const unknown = await api.call('GET', '/api/platform/taobao/good/freight-templates?appId=3-nosuchshop');
    expect(unknown.status).toBe(404);
  });

  it("should refuse lookups through another tenant's shop", async () => {
    expect((await api.freight('doudian', strangerShop)).status).toBe(404);
    expect((await api.brands('doudian', strangerShop, { categoryId: '1' })).status).toBe(404);
  });

  it('should refuse a brand search without a category', async () => {
    const { status, body } = await api.call('GET', `/api/platform/doudian/good/brand-list?shopId=${doudian}`);
    expect(status).toBe(400);
    expect(body.error.message).toBeTruthy();
  });
});

describe('GET /api/platform/good/category/sub-list and /category/{id}', () => {
  it('should list the top categories and then the children of one (name, cId, isLeaf)', async () => {
    const { status, body } = await api.subList({ shopId: pdd, parentId: '0', stationType: StationType.Pdd });
    expect(status).toBe(200);
    expect(body.items.length).toBeGreaterThan(3);
    expect(body.items[0]).toMatchObject({ name: expect.any(String), cId: expect.any(String), isLeaf: false });
    const children = await api.subList({ shopId: pdd, parentId: body.items[0].cId });
    expect(children.body.items[0].parents).toEqual([body.items[0].cId]);
  });

  it('should answer the cached tree by station type without a shop', async () => {
    const withShop = await api.subList({ shopId: pdd, stationType: StationType.Pdd });
    const cached = await api.subList({ stationType: StationType.Pdd });
    expect(cached.status).toBe(200);
    expect(cached.body.items).toEqual(withShop.body.items);
  });

  it('should use the platform of the shop: xiaohongshu categories through its own lookup too', async () => {
    const shared = await api.subList({ shopId: xiaohongshu, stationType: 36 });
    const own = await api.call('GET', `/api/platform/xiaohongshu/good/get-category?appId=${xiaohongshu}&parentId=0`);
    expect(own.body.items).toEqual(shared.body.items);
    const pddRoots = await api.subList({ shopId: pdd });
    expect(pddRoots.body.items[0].cId).not.toBe(shared.body.items[0].cId);
  });

  it('should answer a category by id with its ancestry and names', async () => {
    const leaf = await api.leaf(doudian, '女装');
    const { status, body } = await api.category(leaf.cId, doudian);
    expect(status).toBe(200);
    expect(body).toMatchObject({ cId: leaf.cId, isLeaf: true, parents: leaf.path.slice(0, -1), name: leaf.name });
    expect(body.names[0]).toBe('女装');
    expect(body.names.at(-1)).toBe(leaf.name);
  });

  it('should refuse an unknown category and an unknown parent', async () => {
    expect((await api.category('424242424', doudian)).body.error.message).toBe('类目不存在，请重新选择');
    const { status } = await api.subList({ shopId: doudian, parentId: '424242424' });
    expect(status).toBe(400);
  });

  it('should answer 503 with Retry-After while the platform is down, and the shop’s lapse as 403', async () => {
    const control = ctx.app.services.platformSandbox?.control;
    const headers = await headersOf(ctx, owner);
    const path = templateForPlatform('pdd').api.freight?.path;
    control?.setFaults('pdd', { down: true });
    try {
      const busy = await ctx.app.inject({ method: 'GET', url: `${path}?shopId=${pdd}`, headers });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe(String(PLATFORM_RETRY_AFTER_SECONDS));
      expect(busy.json().error).toMatchObject({ code: 'PlatformUnavailable' });
      expect(busy.json().error.message).toMatch(/^平台接口繁忙，请稍后重试（.+）$/);
    } finally {
      control?.resetFaults('pdd');
    }
    const lapsed = (await authorizeShop(ctx, owner, StationType.Pdd)).shopId;
    await ctx.app.services.shopAccess.markAuthorizationExpired(lapsed);
    const refused = await ctx.app.inject({ method: 'GET', url: `${path}?shopId=${lapsed}`, headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual(
      expect.objectContaining({ code: 'ShopAuthExpired', message: '店铺授权已过期，请重新授权' }),
    );
  });

  it("should refuse another tenant's shop and a missing shop", async () => {
    expect((await api.subList({ shopId: strangerShop })).status).toBe(404);
    const { status, body } = await api.subList({ parentId: '0', stationType: 77 });
    expect(status).toBe(400);
    expect(body.error.message).toBe('请选择店铺');
  });

  it('should fetch a parent again once its cache is a day old, by platform alone through a shop on it', async () => {
    const before = await api.subList({ stationType: StationType.Pdd });
    expect(before.status).toBe(200);
    ctx.clock.advance(13 * 60 * 60 * 1000);
    // the cache is old: the tenant's pdd shop reads the platform's categories again (spec doc 2 §7)
    const stale = await api.subList({ stationType: StationType.Pdd });
    expect(stale.status).toBe(200);
    expect(stale.body.items).toEqual(before.body.items);
    const fresh = await api.subList({ shopId: pdd, stationType: StationType.Pdd });
    expect(fresh.body.items).toEqual(before.body.items);
    // a tenant without a shop on the platform, once the cache is old again, is asked for a shop
    ctx.clock.advance(13 * 60 * 60 * 1000);
    const shopless = templateClient(ctx, await headersOf(ctx, await createDistributor(ctx)));
    const refused = await shopless.subList({ stationType: StationType.Pdd });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('请选择店铺');
  });
});
