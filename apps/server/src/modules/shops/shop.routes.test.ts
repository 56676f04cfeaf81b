import { DAY_MS, StationType } from '@puhuo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, priceControlBlackShops } from '../../db/schema/index.ts';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { authorizeBuyerApp, authorizeShop, forgetSession, headersOf, orderEndsIn } from '../../testing/shop-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ goods: 10 });
});
afterAll(async () => {
  await ctx?.close();
});

async function get(who: TestDistributor, url: string) {
  let response = await ctx.app.inject({ method: 'GET', url, headers: await headersOf(ctx, who) });
  if (response.statusCode === 401) {
    // the 7-day login lapsed while the test moved the clock on
    forgetSession(who);
    response = await ctx.app.inject({ method: 'GET', url, headers: await headersOf(ctx, who) });
  }
  return { status: response.statusCode, body: response.json() };
}

const tipsOf = async (who: TestDistributor) =>
  (await get(who, '/api/shop/app-tips')).body.items as { tip: number; count: number; shops: { id: string }[] }[];
const tipNumbers = async (who: TestDistributor) => (await tipsOf(who)).map((t) => t.tip);

/** moves our clock (and the sandbox's, which follows it) to an instant */
function moveClockTo(at: number) {
  ctx.clock.advance(at - ctx.clock.now().getTime());
}

/** a distributor whose 1688 buyer app is authorised (so that tips 9-11 stay out of the way) */
async function distributorWithBuyerApp(): Promise<TestDistributor> {
  const who = await createDistributor(ctx);
  await authorizeBuyer(who, `买家${who.uid}`);
  return who;
}

const authorizeBuyer = (who: TestDistributor, accountName: string) => authorizeBuyerApp(ctx, who, accountName);

describe('GET /api/shop', () => {
  it('should page the tenant’s shops 50 at a time until a short page, without tokens', async () => {
    const who = await createDistributor(ctx);
    for (let i = 0; i < 52; i++) await authorizeShop(ctx, who, 36, { shopName: `微信分页店${i}` });
    const first = await get(who, '/api/shop?skipCount=0&maxResultCount=50');
    expect(first.body.totalCount).toBe(52);
    expect(first.body.items).toHaveLength(50);
    const second = await get(who, '/api/shop?skipCount=50&maxResultCount=50');
    expect(second.body.items).toHaveLength(2);
    const names = [...first.body.items, ...second.body.items].map((s: { shopName: string }) => s.shopName);
    expect(new Set(names).size).toBe(52);
    expect(first.body.items[0]).toEqual({
      id: expect.any(String),
      shopId: expect.any(String),
      appId: expect.stringMatching(/^36-/),
      shopName: expect.stringMatching(/^微信分页店\d+$/),
      stationType: 36,
      stationName: '微信小店',
      appType: 1024,
      goodsRights: true,
      orderRights: true,
      isExpired: false,
      authorizationTimeOut: expect.any(String),
      time: 7,
      certified: false,
      checked: false,
      disabled: false,
      inBlackList: false,
      count: 0,
    });
    expect(JSON.stringify(first.body)).not.toMatch(/token|secret/i);
  });

  it('should cap a page at 100 and refuse a bad page size', async () => {
    const who = await createDistributor(ctx);
    expect((await get(who, '/api/shop?maxResultCount=500')).status).toBe(200);
    const bad = await get(who, '/api/shop?maxResultCount=abc');
    expect(bad.status).toBe(400);
  });

  it('should filter by authIsExpired and never show another tenant’s shops', async () => {
    const who = await createDistributor(ctx);
    const live = await authorizeShop(ctx, who, 2, { shopName: '拼多多在用店' });
    const dead = await authorizeShop(ctx, who, 2, { shopName: '拼多多过期店' });
    await ctx.app.services.shopAccess.markAuthorizationExpired(dead.shopId);
    const ids = async (query: string) =>
      (await get(who, `/api/shop?${query}`)).body.items.map((s: { id: string }) => s.id);
    expect(await ids('authIsExpired=true')).toEqual([dead.shopId]);
    expect(await ids('authIsExpired=false')).toEqual([live.shopId]);
    expect((await ids('')).sort()).toEqual([live.shopId, dead.shopId].sort());
    const stranger = await createDistributor(ctx);
    expect((await get(stranger, '/api/shop')).body).toEqual({ totalCount: 0, items: [] });
  });

  it('should answer 401 to a guest', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/shop' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/shop/group-list', () => {
  it('should group the goods and order apps of one platform shop and merge their rights', async () => {
    const who = await createDistributor(ctx);
    await authorizeShop(ctx, who, 15, { shopName: '京东双应用店', module: 'goods' });
    await authorizeShop(ctx, who, 15, { shopName: '京东双应用店', module: 'order' });
    await authorizeShop(ctx, who, 32, { shopName: '有赞只有订单店', module: 'order' });
    const { body } = await get(who, '/api/shop/group-list');
    const jd = body.items.find((g: { stationType: number }) => g.stationType === 15);
    expect(jd).toMatchObject({ shopName: '京东双应用店', goodsRights: true, orderRights: true });
    expect(jd.shops.map((s: { appType: number }) => s.appType).sort()).toEqual([1, 2]);
    const youzan = body.items.find((g: { stationType: number }) => g.stationType === 32);
    expect(youzan).toMatchObject({ goodsRights: false, orderRights: true });
    const one = await get(who, `/api/shop/group-list?appId=${encodeURIComponent(jd.appId)}`);
    expect(one.body.items).toHaveLength(1);
  });
});

describe('header tips and the ordering modal', () => {
  it('should tip 1 for shops lacking goods rights and 2 for lacking order rights on 4, 11, 29 and 32 only', async () => {
    const who = await distributorWithBuyerApp();
    // ordered for long enough that no expiry tip joins in
    orderEndsIn(ctx, 'youzan', '有赞订单店', 'order', 90 * DAY_MS);
    orderEndsIn(ctx, 'youzan', '有赞铺货店', 'goods', 90 * DAY_MS);
    orderEndsIn(ctx, 'jd', '京东铺货店', 'goods', 90 * DAY_MS);
    await authorizeShop(ctx, who, 32, { shopName: '有赞订单店', module: 'order' });
    await authorizeShop(ctx, who, 32, { shopName: '有赞铺货店', module: 'goods' });
    await authorizeShop(ctx, who, 15, { shopName: '京东铺货店', module: 'goods' });
    const tips = await tipsOf(who);
    expect(tips.map((t) => [t.tip, t.count])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    const lackGoods = (await get(who, '/api/shop/ordering-shops?tip=1')).body.items;
    expect(lackGoods).toEqual([
      { id: expect.stringMatching(/^32-/), shopName: '有赞订单店', stationType: 32, appType: 1, time: null },
    ]);
    const lackOrder = (await get(who, '/api/shop/ordering-shops?tip=2')).body.items;
    expect(lackOrder.map((s: { shopName: string; appType: number }) => [s.shopName, s.appType])).toEqual([
      ['有赞铺货店', 2],
    ]);
  });

  it('should tip 8 for a combined app with 15 days left and nothing with 16 (the 15-day edge)', async () => {
    const who = await distributorWithBuyerApp();
    const start = ctx.clock.now().getTime();
    orderEndsIn(ctx, 'pdd', '拼多多边界店', 'goods', 20 * DAY_MS);
    const { shopId } = await authorizeShop(ctx, who, 2, { shopName: '拼多多边界店' });
    const [shop] = (await get(who, '/api/shop')).body.items;
    const timeOut = Date.parse(shop.authorizationTimeOut);
    moveClockTo(timeOut - 16 * DAY_MS);
    expect(await tipNumbers(who)).toEqual([]);
    moveClockTo(timeOut - 16 * DAY_MS + 1);
    expect(await tipNumbers(who)).toEqual([8]);
    const [tip] = await tipsOf(who);
    expect(tip?.shops).toEqual([{ id: shopId, shopName: '拼多多边界店', stationType: 2, appType: 1024, time: 15 }]);
    moveClockTo(start);
  });

  it('should tip 6 for an expiring goods app and 7 for an expiring order app, filtered by rights', async () => {
    const who = await distributorWithBuyerApp();
    orderEndsIn(ctx, 'youzan', '有赞将到期店', 'goods', 5 * DAY_MS + 3600_000);
    orderEndsIn(ctx, 'youzan', '有赞将到期店', 'order', 3 * DAY_MS + 3600_000);
    const goods = await authorizeShop(ctx, who, 32, { shopName: '有赞将到期店', module: 'goods' });
    const order = await authorizeShop(ctx, who, 32, { shopName: '有赞将到期店', module: 'order' });
    expect(await tipNumbers(who)).toEqual([6, 7]);
    const six = (await get(who, '/api/shop/ordering-shops?tip=6')).body.items;
    expect(six).toEqual([{ id: goods.shopId, shopName: '有赞将到期店', stationType: 32, appType: 1, time: 5 }]);
    const seven = (await get(who, '/api/shop/ordering-shops?tip=7')).body.items;
    expect(seven).toEqual([{ id: order.shopId, shopName: '有赞将到期店', stationType: 32, appType: 2, time: 3 }]);
    expect((await get(who, '/api/shop/ordering-shops?tip=8')).body.items).toEqual([]);
  });

  it('should tip 3, 4 or 5 once apps expired, and let them take precedence over expiring tips', async () => {
    const who = await distributorWithBuyerApp();
    const start = ctx.clock.now().getTime();
    const hour = 3600_000;
    orderEndsIn(ctx, 'jd', '京东即将过期店', 'goods', 2 * DAY_MS + hour);
    orderEndsIn(ctx, 'youzan', '有赞晚过期店', 'order', 10 * DAY_MS + hour);
    orderEndsIn(ctx, 'pdd', '拼多多过期店', 'goods', 3 * DAY_MS + hour);
    const jd = await authorizeShop(ctx, who, 15, { shopName: '京东即将过期店', module: 'goods' });
    const youzan = await authorizeShop(ctx, who, 32, { shopName: '有赞晚过期店', module: 'order' });
    const pdd = await authorizeShop(ctx, who, 2, { shopName: '拼多多过期店' });
    expect(await tipNumbers(who)).toEqual([1, 6, 7, 8]);

    moveClockTo(start + 2 * DAY_MS + 2 * hour);
    // the jd goods app has just expired: only the expiry tip remains of 6-8
    expect(await tipNumbers(who)).toEqual([1, 3]);
    expect((await get(who, '/api/shop/ordering-shops?tip=3')).body.items.map((s: { id: string }) => s.id)).toEqual([
      jd.shopId,
    ]);
    const listed = (await get(who, `/api/shop?authIsExpired=true`)).body.items;
    expect(listed.map((s: { id: string; time: number }) => [s.id, s.time])).toEqual([[jd.shopId, -1]]);

    moveClockTo(start + 3 * DAY_MS + 2 * hour);
    expect(await tipNumbers(who)).toEqual([1, 3, 5]);
    expect(
      (await get(who, '/api/shop/ordering-shops?tip=5')).body.items.map((s: { id: string }) => s.id).sort(),
    ).toEqual([jd.shopId, pdd.shopId].sort());

    moveClockTo(start + 10 * DAY_MS + 2 * hour);
    expect(await tipNumbers(who)).toEqual([1, 3, 4, 5]);
    expect(
      (await get(who, '/api/shop/ordering-shops?tip=4')).body.items.map((s: { id: string }) => s.id).sort(),
    ).toEqual([youzan.shopId, pdd.shopId].sort());
    moveClockTo(start);
  });

  it('should tip 9 without a buyer app, 11 when it expires within 15 days and 10 once expired', async () => {
    const who = await createDistributor(ctx);
    const start = ctx.clock.now().getTime();
    expect(await tipNumbers(who)).toEqual([9]);
    orderEndsIn(ctx, 'alibaba', '买家边界号', 'buy', 20 * DAY_MS);
    await authorizeBuyer(who, '买家边界号');
    const timeOut = Date.parse((await get(who, '/api/shop/buyapp')).body.authorizationTimeOut);
    moveClockTo(timeOut - 16 * DAY_MS);
    expect(await tipNumbers(who)).toEqual([]);
    moveClockTo(timeOut - 16 * DAY_MS + 1);
    expect(await tipNumbers(who)).toEqual([11]);
    moveClockTo(timeOut - 1);
    expect(await tipNumbers(who)).toEqual([11]);
    moveClockTo(timeOut);
    expect(await tipNumbers(who)).toEqual([10]);
    moveClockTo(start);
  });

  it('should refuse a tip the ordering modal does not know', async () => {
    const who = await createDistributor(ctx);
    expect((await get(who, '/api/shop/ordering-shops?tip=9')).status).toBe(400);
    expect((await get(who, '/api/shop/ordering-shops?tip=x')).status).toBe(400);
  });
});

describe('the buyer app', () => {
  it('should show the account, its days left, and password-free payment once opened on 1688', async () => {
    const who = await createDistributor(ctx);
    expect((await get(who, '/api/shop/buyapp')).body).toEqual({
      accountName: null,
      authorizationTimeOut: null,
      isOrdered: false,
      isExpired: false,
      time: null,
    });
    expect((await get(who, '/api/purchase-order/pay/protocol-pay-status?supplierType=4')).body).toEqual({
      canProtocolPay: false,
    });
    orderEndsIn(ctx, 'alibaba', '义乌买家小王', 'buy', 40 * DAY_MS + 3600_000);
    await authorizeBuyer(who, '义乌买家小王');
    expect((await get(who, '/api/shop/buyapp')).body).toMatchObject({
      accountName: '义乌买家小王',
      isOrdered: true,
      isExpired: false,
      time: 40,
    });
    expect((await get(who, '/api/purchase-order/pay/protocol-pay-status')).body).toEqual({ canProtocolPay: false });
    await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/alibaba/protocol-pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ shopName: '义乌买家小王' }).toString(),
    });
    expect((await get(who, '/api/purchase-order/pay/protocol-pay-status')).body).toEqual({ canProtocolPay: true });
  });

  it('should tell the tenant through BuyAppAuthorize', async () => {
    const who = await createDistributor(ctx);
    const frames: { event: string; data: Record<string, unknown> }[] = [];
    const connection = ctx.app.services.hub.attach(
      { send: (text) => frames.push(JSON.parse(text)), close: () => undefined },
      { userId: who.userId, tenantId: who.tenantId },
    );
    await authorizeBuyer(who, '实时买家');
    await expect.poll(() => frames.some((f) => f.event === 'BuyAppAuthorize')).toBe(true);
    ctx.app.services.hub.detach(connection);
    expect(frames.find((f) => f.event === 'BuyAppAuthorize')?.data).toMatchObject({
      success: true,
      accountName: '实时买家',
    });
  });
});

describe('shops for goods, quick login and platform records', () => {
  it('should offer only publishable shops for goods: app type 1 or 1024, not taogongchang, not expired', async () => {
    const who = await createDistributor(ctx);
    const pdd = await authorizeShop(ctx, who, 2, { shopName: '拼多多可选店' });
    await authorizeShop(ctx, who, 32, { shopName: '有赞订单店', module: 'order' });
    await authorizeShop(ctx, who, 39, { shopName: '淘工厂店' });
    const dead = await authorizeShop(ctx, who, 2, { shopName: '拼多多不可选店' });
    await ctx.app.services.shopAccess.markAuthorizationExpired(dead.shopId);
    const { body } = await get(who, '/api/shop/good?goodsId=g1');
    expect(body.items.map((s: { id: string }) => s.id)).toEqual([pdd.shopId]);
    expect(body.items[0]).toMatchObject({ checked: false, disabled: false, inBlackList: false, count: 0 });
    const many = await get(who, '/api/shop/good/get-by-shop-goods?goodsIds=g1,g2');
    expect(many.body.items.map((s: { id: string }) => s.id)).toEqual([pdd.shopId]);
  });

  it('should note on one good’s cards the shops outside its sales channels and those its supplier restricts', async () => {
    const who = await createDistributor(ctx);
    const pdd = await authorizeShop(ctx, who, StationType.Pdd, { shopName: '拼多多渠道内店' });
    const restricted = await authorizeShop(ctx, who, StationType.Doudian, { shopName: '抖店限售店', module: 'goods' });
    const outside = await authorizeShop(ctx, who, StationType.Kuaituantuan, { shopName: '快团团渠道外店' });
    const { db } = ctx.database;
    const [good, other] = await db
      .select({ id: goods.id, tenantId: goods.tenantId })
      .from(goods)
      .where(and(eq(goods.supplierType, 1), eq(goods.market, 2), eq(goods.status, 1)))
      .limit(2);
    if (!good || !other) throw new Error('no goods of our suppliers in the seeded catalogue');
    await db
      .update(goods)
      .set({ salesChannels: [StationType.Pdd, StationType.Doudian] })
      .where(eq(goods.id, good.id));
    await db.insert(priceControlBlackShops).values({
      supplierTenantId: good.tenantId,
      goodsId: good.id,
      distributorTenantId: who.tenantId,
      stationType: StationType.Doudian,
      shopId: restricted.shopId,
      shopName: '抖店限售店',
      reason: '低于控价销售',
    });
    type Card = { id: string; disabled: boolean; inBlackList: boolean; count: number; shopCount: number };
    const cards = async (url: string) => {
      const items = (await get(who, url)).body.items as Card[];
      return (shop: { shopId: string }) => items.find((card) => card.id === shop.shopId);
    };

    const one = await cards(`/api/shop/good?goodsId=${good.id}`);
    expect(one(pdd)).toMatchObject({ disabled: false, inBlackList: false, count: 0, shopCount: 0 });
    expect(one(restricted)).toMatchObject({ disabled: false, inBlackList: true });
    expect(one(outside)).toMatchObject({ disabled: true, inBlackList: false });
    // the notes are for exactly one good (doc 2 §2): with two, every shop may be chosen
    const two = await cards(`/api/shop/good/get-by-shop-goods?goodsIds=${good.id},${other.id}`);
    for (const shop of [pdd, restricted, outside]) {
      expect(two(shop)).toMatchObject({ disabled: false, inBlackList: false });
    }
  });

  it('should open the shop’s back office for its own tenant only', async () => {
    const who = await createDistributor(ctx);
    const { shopId } = await authorizeShop(ctx, who, 2, { shopName: '拼多多后台店' });
    const mine = await ctx.app.inject({
      method: 'POST',
      url: '/api/shop/fast-login',
      headers: await headersOf(ctx, who),
      payload: { id: shopId },
    });
    expect(mine.json().url).toMatch(/\/sandbox\/pdd\/store\/\d+$/);
    const page = await ctx.app.inject({ method: 'GET', url: new URL(mine.json().url).pathname });
    expect(page.statusCode).toBe(200);
    const stranger = await createDistributor(ctx);
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/shop/fast-login',
      headers: await headersOf(ctx, stranger),
      payload: { id: shopId },
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('店铺不存在');
  });

  it('should list the selectable platforms with their costs, trials and way of authorising', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/shop/platforms' });
    const items = response.json().items as Record<string, unknown>[];
    const values = items.map((p) => p.value);
    expect(values).not.toContain(66);
    expect(values).not.toContain(5);
    const byValue = (v: number) => items.find((p) => p.value === v);
    expect(byValue(2)).toMatchObject({
      label: '拼多多',
      interfaceCost: 1000,
      backCost: 994,
      platformFee: 6,
      freeTrialDays: 15,
      authorization: 'oauth',
      appAuthorizationUrl: 'http://localhost:3000/sandbox/pdd/market',
    });
    // 7 days, stated as 15 in the add-shop modal (spec doc 1 §9)
    expect(byValue(32)).toMatchObject({ freeTrialDays: 7, addShopFreeTrialDays: 15, offersGoodsOrOrderChoice: true });
    expect(byValue(4)).toMatchObject({ freeTrialDays: 7, addShopFreeTrialDays: 15 });
    expect(byValue(36)).toMatchObject({ freeTrialDays: 7, addShopFreeTrialDays: 15 });
    expect(byValue(11)).toMatchObject({ freeTrialDays: 90 });
    expect(byValue(33)).toMatchObject({ freeToUse: true, freeTrialDays: null });
    expect(byValue(37)).toMatchObject({
      authorization: 'appCredentials',
      credentialsHelpUrl: 'http://localhost:3000/sandbox/fanmeng/developer',
    });
    expect(byValue(36)).toMatchObject({ authorization: 'shopName' });
    expect(byValue(34)).toMatchObject({ authorization: 'code' });
    expect(byValue(15)).toMatchObject({ authorizePath: '/jd/authorize' });
  });

  it('should give each platform record its outside goods URL and waybill printer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/shop/platforms' });
    const items = response.json().items as Record<string, unknown>[];
    const byValue = (v: number) => items.find((p) => p.value === v);
    // the platform's own goods page, served by the platforms' sandbox in demo mode
    expect(byValue(2)).toMatchObject({
      outsideGoodsUrl: 'http://localhost:3000/sandbox/pdd/goods.html?goods_id={id}',
      printer: null,
    });
    expect(byValue(11)).toMatchObject({
      outsideGoodsUrl: 'http://localhost:3000/sandbox/doudian/views/product/detail?id={id}',
      printer: 'doudian',
    });
    expect(byValue(3)).toMatchObject({ outsideGoodsUrl: 'http://localhost:3000/sandbox/taobao/item.htm?id={id}' });
    expect(byValue(3)?.printer).toBe('cainiao');
    expect(byValue(1)?.printer).toBe('cainiao');
    // goods of mini-program platforms have no web page
    expect(byValue(34)).toMatchObject({ outsideGoodsUrl: null });
    expect(byValue(36)).toMatchObject({ outsideGoodsUrl: null });
  });
});
