import { DAY_MS } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureAsAppError } from '../../http/failure-statuses.ts';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { authorizeShop } from '../../testing/shop-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { ShopAccessService } from './shop-access.service.ts';

let ctx: TestContext;
let sut: ShopAccessService;
let owner: TestDistributor;
let stranger: TestDistributor;

beforeAll(async () => {
  ctx = await createTestContext({ goods: 10 });
  sut = ctx.app.services.shopAccess;
  owner = await createDistributor(ctx);
  stranger = await createDistributor(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** what the HTTP edge answers for the service's failure */
const errorOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      const answered = failureAsAppError(error);
      return answered && { status: answered.statusCode, message: answered.message, code: answered.options.code };
    },
  );

describe('ShopAccessService', () => {
  it('should give a session whose token the platform accepts', async () => {
    const { shopId } = await authorizeShop(ctx, owner, 2, { shopName: '拼多多会话测试店' });
    const session = await sut.sessionFor(owner.tenantId, shopId);
    expect(session).toMatchObject({ shopId, tenantId: owner.tenantId, station: 2, shopName: '拼多多会话测试店' });
    expect(session.access.accessToken).toMatch(/^at_/);
    const categories = await session.connector.listCategories?.(session.access, null);
    expect(categories?.length).toBeGreaterThan(0);
  });

  it('should refuse another tenant’s shop and an unknown shop with 404 店铺不存在', async () => {
    const { shopId } = await authorizeShop(ctx, owner, 2);
    expect(await errorOf(sut.sessionFor(stranger.tenantId, shopId))).toEqual({
      status: 404,
      message: '店铺不存在',
      code: 'NotFound',
    });
    expect(await errorOf(sut.sessionFor(owner.tenantId, 'not-a-uuid'))).toMatchObject({ status: 404 });
    expect(await errorOf(sut.sessionFor(owner.tenantId, '00000000-0000-4000-8000-000000000000'))).toMatchObject({
      status: 404,
      message: '店铺不存在',
    });
  });

  it('should refresh a lapsed access token before handing out the session', async () => {
    const { shopId } = await authorizeShop(ctx, owner, 2);
    const before = await sut.sessionFor(owner.tenantId, shopId);
    ctx.clock.advance(2 * DAY_MS);
    const after = await sut.sessionFor(owner.tenantId, shopId);
    expect(after.access.accessToken).not.toBe(before.access.accessToken);
    const categories = await after.connector.listCategories?.(after.access, null);
    expect(categories?.length).toBeGreaterThan(0);
  });

  it('should fetch a new token for a code-bound shop whose token lapsed', async () => {
    const { shopId } = await authorizeShop(ctx, owner, 36);
    const before = await sut.sessionFor(owner.tenantId, shopId);
    ctx.clock.advance(3 * 3600 * 1000);
    const after = await sut.sessionFor(owner.tenantId, shopId);
    expect(after.access.accessToken).not.toBe(before.access.accessToken);
  });

  it('should answer 403 ShopAuthExpired once marked expired, and leave the shop out of publishable shops', async () => {
    const { shopId } = await authorizeShop(ctx, owner, 2);
    expect(await sut.publishableShops(owner.tenantId, [shopId])).toHaveLength(1);
    await sut.markAuthorizationExpired(shopId);
    expect(await errorOf(sut.sessionFor(owner.tenantId, shopId))).toEqual({
      status: 403,
      message: '店铺授权已过期，请重新授权',
      code: 'ShopAuthExpired',
    });
    expect(await sut.publishableShops(owner.tenantId, [shopId])).toEqual([]);
  });

  it('should come back to life when the shop authorises again', async () => {
    const { shopId } = await authorizeShop(ctx, owner, 2, { shopName: '拼多多复活店' });
    await sut.markAuthorizationExpired(shopId);
    const again = await authorizeShop(ctx, owner, 2, { shopName: '拼多多复活店' });
    expect(again.shopId).toBe(shopId);
    expect((await sut.sessionFor(owner.tenantId, shopId)).shopName).toBe('拼多多复活店');
  });

  it('should list only app type 1 or 1024 shops, not taogongchang, of the tenant, as publishable', async () => {
    const pdd = await authorizeShop(ctx, owner, 2, { shopName: '拼多多可铺货店' });
    const jdGoods = await authorizeShop(ctx, owner, 15, { shopName: '京东铺货店', module: 'goods' });
    const jdOrder = await authorizeShop(ctx, owner, 15, { shopName: '京东铺货店', module: 'order' });
    const tgc = await authorizeShop(ctx, owner, 39);
    const foreign = await authorizeShop(ctx, stranger, 2);
    const shops = await sut.publishableShops(owner.tenantId, [
      pdd.shopId,
      jdGoods.shopId,
      jdOrder.shopId,
      tgc.shopId,
      foreign.shopId,
      'junk',
    ]);
    expect(shops).toEqual([
      { shopId: pdd.shopId, shopName: '拼多多可铺货店', station: 2 },
      { shopId: jdGoods.shopId, shopName: '京东铺货店', station: 15 },
    ]);
  });

  it('should mark a shop expired when its refresh fails, and say so', async () => {
    const { shopId } = await authorizeShop(ctx, owner, 2, { shopName: '拼多多刷新失败店' });
    ctx.clock.advance(400 * DAY_MS);
    expect(await errorOf(sut.sessionFor(owner.tenantId, shopId))).toMatchObject({
      status: 403,
      code: 'ShopAuthExpired',
    });
  });
});
