import { DEFAULT_SYNC_POLICY, type Listing, type SyncPolicy } from '@puhuo/domain';
import { AUTH_EXPIRED_REASON } from '@puhuo/platforms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDistributor } from '../../testing/identity-helpers.ts';
import { listingSyncWorld, sandboxControl, settled, syncNotices } from '../../testing/listing-helpers.ts';
import type { TestContext } from '../../testing/test-app.ts';

/**
 * The listings follow their supplier on the platform itself: the pending decisions are carried out through
 * pdd's own stock, price and shelf calls (its sandbox holds the result), the registry records what was
 * sent, a listing the platform no longer has is marked removed, and a shop whose authorisation lapsed
 * pauses its sync and says so.
 */

let ctx: TestContext;
let owner: TestDistributor;
let headers: Record<string, string>;
let goodsIds: string[];
let shop: { shopId: string; platformShopId: string };

const sandbox = () => sandboxControl(ctx);

async function call(url: string, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object) {
  const response = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const listingOf = async (goodsId: string): Promise<Listing> =>
  (await call(`/api/workbench/listings?goodsId=${encodeURIComponent(goodsId)}`)).body.items[0];

const skusOf = (goodsId: string) =>
  ctx.database.executeSql<{ id: string; daifa_price_fen: number; stock: number }>(
    'select id, daifa_price_fen, stock from goods_skus where goods_id = $1 order by sort, id',
    [goodsId],
  );

const setPolicy = (policy: Partial<SyncPolicy>) =>
  call(`/api/workbench/shops/${shop.shopId}/sync-policy`, 'PUT', { ...DEFAULT_SYNC_POLICY, ...policy });

beforeAll(async () => {
  ({ ctx, owner, headers, goodsIds, shop } = await listingSyncWorld({ count: 4, shopName: '同步拼多多店' }));
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

describe('carrying a decision out on the platform', () => {
  it('should reprice and restock on pdd through its own calls, and record what was sent', async () => {
    await setPolicy({ priceChange: 'reprice' });
    const goodsId = goodsIds[0] as string;
    const before = await listingOf(goodsId);
    const [first, second] = (await skusOf(goodsId)).rows;
    if (!first || !second) throw new Error('a good of two SKUs at least');
    await ctx.database.executeSql('update goods_skus set daifa_price_fen = daifa_price_fen + 200 where id = $1', [
      first.id,
    ]);
    await ctx.database.executeSql('update goods_skus set stock = 0 where id = $1', [second.id]);

    const after = await settled(
      () => listingOf(goodsId),
      (l) => l.lastSyncedAt !== null && l.pendingSync === null,
    );
    const held = sandbox().listing('pdd', before.platformListingId);
    const repriced = after.skus.find((s) => s.skuId === first.id);
    const emptied = after.skus.find((s) => s.skuId === second.id);
    expect(repriced?.supplyPrice).toBe((first.daifa_price_fen + 200) / 100);
    expect(repriced?.price).toBeGreaterThan(before.skus.find((s) => s.skuId === first.id)?.price ?? 0);
    expect(emptied?.stock).toBe(0);
    // the platform holds exactly what the registry says was sent, SKU by SKU
    const index = (skuId: string) => after.skus.findIndex((s) => s.skuId === skuId);
    expect(held?.skus[index(first.id)]?.groupPriceFen).toBe(Math.round((repriced?.groupPrice ?? 0) * 100));
    expect(held?.skus[index(first.id)]?.priceFen).toBe(Math.round((repriced?.price ?? 0) * 100));
    expect(held?.skus[index(second.id)]?.stock).toBe(0);
    expect(after.syncError).toBeNull();
  });

  it('should delist on pdd when the supplier takes the good offline', async () => {
    const goodsId = goodsIds[1] as string;
    const { platformListingId, status } = await listingOf(goodsId);
    expect(status).toBe('onSale');
    expect(sandbox().listing('pdd', platformListingId)?.status).toBe('onSale');
    await ctx.database.executeSql('update goods set status = 0 where id = $1', [goodsId]);
    const after = await settled(
      () => listingOf(goodsId),
      (l) => l.status === 'warehouse' && l.pendingSync === null,
    );
    expect(after.status).toBe('warehouse');
    expect(sandbox().listing('pdd', platformListingId)?.status).toBe('warehouse');
    // and the distributor is told at once (right after the listing is settled), naming the good and the shop
    const told = await settled(
      () => syncNotices(ctx, owner.tenantId),
      (contents) => contents.length > 0,
    );
    expect(told).toEqual([`「${after.title}」货源已下架，已在店铺「同步拼多多店」下架`]);
  });

  it('should mark a listing the platform no longer has as removed, with the platform’s words', async () => {
    const goodsId = goodsIds[2] as string;
    const { platformListingId } = await listingOf(goodsId);
    expect(sandbox().removeListing('pdd', platformListingId)).toBe(true);
    await ctx.database.executeSql('update goods set status = 0 where id = $1', [goodsId]);
    const after = await settled(
      () => listingOf(goodsId),
      (l) => l.status === 'removed',
    );
    expect(after.syncError).toBeTruthy();
    expect(after.pendingSync).toBeNull();
  });

  it('should pause the sync of a shop whose authorisation lapsed, and say so', async () => {
    const goodsId = goodsIds[3] as string;
    await ctx.database.executeSql('update shops set auth_expired_at = now() where id = $1', [shop.shopId]);
    try {
      await ctx.database.executeSql('update goods set status = 0 where id = $1', [goodsId]);
      const after = await settled(
        () => listingOf(goodsId),
        (l) => l.syncError !== null,
      );
      expect(after.syncError).toBe(AUTH_EXPIRED_REASON);
      // still waiting: nothing was sent, the decision is kept for when the shop is authorised again
      expect(after.pendingSync?.delist).toBe('offline');
      expect(after.status).toBe('onSale');
    } finally {
      await ctx.database.executeSql('update shops set auth_expired_at = null where id = $1', [shop.shopId]);
    }
  });
});
