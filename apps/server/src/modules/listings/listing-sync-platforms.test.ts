import { DEFAULT_SYNC_POLICY, findStation, type Listing, ServerMessages, StationType } from '@puhuo/domain';
import { CONNECTORS } from '@puhuo/platforms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { listedOn, sandboxControl, settled } from '../../testing/listing-helpers.ts';
import { headersOf } from '../../testing/shop-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

/**
 * A supplier's change reaches the listing on every platform that offers the call: the platform itself
 * holds stock 0 on each SKU after the supplier ran out, and the repriced prices after the supply price
 * rose, whether or not it told us its SKU ids when the good was published (where it did not, the
 * connector finds them by our SKU code as the platform keeps it, or by their place in the listing).
 * Where the platform offers no price call, the listing says so.
 */

let ctx: TestContext;
let owner: TestDistributor;
let headers: Record<string, string>;

/**
 * every platform with a stock call that a distributor publishes to (pdd has its own tests; 淘工厂 takes no
 * publish); those without a price call say so on a reprice
 */
const WITH_STOCK_CALL = CONNECTORS.filter(
  (c) => c.definition.operations.updateStock && c.station !== StationType.Pdd && c.station !== StationType.Taogongchang,
);

beforeAll(async () => {
  ctx = await createTestContext({ goods: 60 });
  await ctx.app.services.publishing.engine.start();
  ctx.app.services.syncFanOut.start();
  ctx.app.services.syncRunner.start();
  owner = await createDistributor(ctx);
  headers = await headersOf(ctx, owner);
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

async function listingIn(shopId: string, goodsId: string): Promise<Listing | undefined> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/workbench/listings?goodsId=${encodeURIComponent(goodsId)}`,
    headers,
  });
  return (response.json().items as Listing[]).find((l) => l.shopId === shopId);
}

/** the listing once `ready` holds, or once the sync gave up on it with its reason */
const settledIn = (shopId: string, goodsId: string, ready: (listing: Listing) => boolean) =>
  settled(
    () => listingIn(shopId, goodsId),
    (listing) => listing !== undefined && (ready(listing) || Boolean(listing.syncError)),
  ) as Promise<Listing>;

describe('a supplier change on every platform', () => {
  for (const { station, definition } of WITH_STOCK_CALL) {
    const platform = findStation(station)?.name ?? String(station);
    it(`should set stock 0 and reprice on ${platform} through its own calls`, async () => {
      const { goodsIds, shop } = await listedOn(ctx, owner, headers, {
        station,
        count: 1,
        shopName: `同步${platform}店`,
      });
      const goodsId = goodsIds[0] as string;
      const listed = await listingIn(shop.shopId, goodsId);
      if (!listed) throw new Error(`not listed on ${platform}`);
      const held = () => sandboxControl(ctx).listing(platform, listed.platformListingId);
      expect(listed.skus.every((s) => s.platformSkuId === null)).toBe(true);

      await ctx.database.executeSql('update goods_skus set stock = 0 where goods_id = $1', [goodsId]);
      const emptied = await settledIn(shop.shopId, goodsId, (l) => l.pendingSync === null && l.lastSyncedAt !== null);
      expect(emptied.syncError).toBeNull();
      expect(held()?.skus.map((s) => s.stock)).toEqual(listed.skus.map(() => 0));

      await ctx.app.inject({
        method: 'PUT',
        url: `/api/workbench/shops/${shop.shopId}/sync-policy`,
        headers,
        payload: { ...DEFAULT_SYNC_POLICY, priceChange: 'reprice' },
      });
      await ctx.database.executeSql(
        'update goods_skus set daifa_price_fen = daifa_price_fen + 300 where goods_id = $1',
        [goodsId],
      );
      const repriced = await settledIn(
        shop.shopId,
        goodsId,
        (l) => l.pendingSync === null && l.skus.every((s, i) => s.price > (listed.skus[i]?.price ?? 0)),
      );
      if (!definition.operations.updatePrice) {
        expect(repriced.syncError).toBe(ServerMessages.syncNotOffered);
        expect(held()?.skus.map((s) => s.priceFen)).toEqual(listed.skus.map((s) => Math.round(s.price * 100)));
      } else {
        expect(repriced.syncError).toBeNull();
        expect(held()?.skus.map((s) => s.priceFen)).toEqual(repriced.skus.map((s) => Math.round(s.price * 100)));
      }
    }, 90_000);
  }
});
