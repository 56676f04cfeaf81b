import { setTimeout as sleep } from 'node:timers/promises';
import {
  DEFAULT_SYNC_POLICY,
  type Listing,
  type ListingActionProgress,
  ServerMessages,
  type SyncPolicy,
} from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { listingSyncWorld, sandboxControl } from '../../testing/listing-helpers.ts';
import { headersOf } from '../../testing/shop-helpers.ts';
import type { TestContext } from '../../testing/test-app.ts';

/**
 * The bulk actions of 我的铺货 on pdd: delist, relist, stock 0, reprice, sync now and delete, each carried
 * out through pdd's own calls (its sandbox holds the result), followed item by item, once per request key.
 */

let ctx: TestContext;
let owner: TestDistributor;
let headers: Record<string, string>;
let goodsIds: string[];
let shop: { shopId: string; platformShopId: string };

const sandbox = () => sandboxControl(ctx);

async function call(
  url: string,
  method: 'GET' | 'PUT' | 'POST' = 'GET',
  payload?: object,
  extra: Record<string, string> = {},
) {
  const response = await ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...extra },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

const listingOf = async (goodsId: string): Promise<Listing> =>
  (await call(`/api/workbench/listings?goodsId=${encodeURIComponent(goodsId)}`)).body.items[0];

let keys = 0;
async function act(action: string, listings: Listing[]): Promise<ListingActionProgress> {
  const key = `test-action-${Date.now()}-${keys++}`;
  const started = await call(
    '/api/workbench/listings/actions',
    'POST',
    { action, listingIds: listings.map((l) => l.id) },
    { 'idempotency-key': key },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  for (const since = Date.now(); ; await sleep(100)) {
    const { body } = await call(`/api/workbench/listing-actions/${started.body.actionId}`);
    if (body.counts.pending === 0) return body;
    if (Date.now() - since > 20_000) throw new Error(`action stuck: ${JSON.stringify(body)}`);
  }
}

const setPolicy = (policy: Partial<SyncPolicy>) =>
  call(`/api/workbench/shops/${shop.shopId}/sync-policy`, 'PUT', { ...DEFAULT_SYNC_POLICY, ...policy });

beforeAll(async () => {
  ({ ctx, owner, headers, goodsIds, shop } = await listingSyncWorld({ count: 5, shopName: '批量操作拼多多店' }));
  await setPolicy({ priceChange: 'nothing' });
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

describe('bulk actions in 我的铺货', () => {
  it('should delist and relist on pdd, skip what is already so, and make one action per request key', async () => {
    const chosen = [await listingOf(goodsIds[0] as string), await listingOf(goodsIds[1] as string)];
    const delisted = await act('delist', chosen);
    expect(delisted.counts).toEqual({ pending: 0, done: 2, refused: 0, skipped: 0, held: 0 });
    expect(delisted.items.map((i) => i.shopName)).toEqual(['批量操作拼多多店', '批量操作拼多多店']);
    for (const listing of chosen) {
      expect(sandbox().listing('pdd', listing.platformListingId)?.status).toBe('warehouse');
      expect((await listingOf(listing.goodsId)).status).toBe('warehouse');
    }

    // pressed twice, sent twice: one action, one call per listing
    const payload = { action: 'relist', listingIds: chosen.map((l) => l.id) };
    const key = { 'idempotency-key': 'relist-twice-0001' };
    const [first, second] = await Promise.all([
      call('/api/workbench/listings/actions', 'POST', payload, key),
      call('/api/workbench/listings/actions', 'POST', payload, key),
    ]);
    expect(second.body.actionId).toBe(first.body.actionId);
    const { rows } = await ctx.database.executeSql<{ n: number }>(
      "select count(*)::int as n from listing_actions where tenant_id = $1 and action = 'relist'",
      [owner.tenantId],
    );
    expect(rows[0]?.n).toBe(1);
    for (const since = Date.now(); ; await sleep(100)) {
      const { body } = await call(`/api/workbench/listing-actions/${first.body.actionId}`);
      if (body.counts.done === 2) break;
      if (Date.now() - since > 20_000) throw new Error('relist stuck');
    }
    for (const listing of chosen) {
      expect(sandbox().listing('pdd', listing.platformListingId)?.status).toBe('onSale');
    }

    const again = await act('relist', chosen.slice(0, 1));
    expect(again.items[0]).toMatchObject({ state: 'skipped', skipReason: 'alreadyOnSale' });
  });

  it('should set every SKU’s stock to 0 on pdd', async () => {
    const listing = await listingOf(goodsIds[2] as string);
    const result = await act('stockZero', [listing]);
    expect(result.counts.done).toBe(1);
    const held = sandbox().listing('pdd', listing.platformListingId);
    expect(held?.skus.length).toBeGreaterThan(0);
    expect(held?.skus.every((sku) => sku.stock === 0)).toBe(true);
    expect((await listingOf(listing.goodsId)).stock).toBe(0);
  });

  it('should reprice by the formula from the supply price now, and hold a price under the margin floor', async () => {
    const goodsId = goodsIds[3] as string;
    const before = await listingOf(goodsId);
    await ctx.database.executeSql('update goods_skus set daifa_price_fen = daifa_price_fen + 300 where goods_id = $1', [
      goodsId,
    ]);
    // the policy asks for nothing on a price change: the listing keeps its prices until asked
    await sleep(1_500);
    expect((await listingOf(goodsId)).minPrice).toBe(before.minPrice);
    const changed = async () =>
      (await call('/api/workbench/listings?concern=supplierChanged')).body.items.map((l: Listing) => l.goodsId);
    expect(await changed()).toEqual([goodsId]);

    await setPolicy({ priceChange: 'nothing', marginFloor: 5_000 });
    const held = await act('reprice', [before]);
    expect(held.items[0]?.state).toBe('held');
    expect(held.items[0]?.lowestMargin).toBeLessThan(5_000);
    expect((await listingOf(goodsId)).minPrice).toBe(before.minPrice);

    await setPolicy({ priceChange: 'nothing', marginFloor: 0 });
    const repriced = await act('reprice', [before]);
    expect(repriced.counts.done).toBe(1);
    const after = await listingOf(goodsId);
    expect(after.minPrice).toBeGreaterThan(before.minPrice ?? 0);
    const platform = sandbox().listing('pdd', before.platformListingId);
    expect(platform?.skus[0]?.groupPriceFen).toBe(Math.round((after.skus[0]?.groupPrice ?? 0) * 100));
    expect(await changed()).toEqual([]);
  });

  it('should find the listings whose supplier has nothing to ship', async () => {
    const goodsId = goodsIds[0] as string;
    const outOfStock = async () =>
      (await call('/api/workbench/listings?concern=supplierOutOfStock')).body.items.map((l: Listing) => l.goodsId);
    expect(await outOfStock()).toEqual([]);
    await ctx.database.executeSql('update goods_skus set stock = 0 where goods_id = $1', [goodsId]);
    expect(await outOfStock()).toEqual([goodsId]);
    const refused = await call('/api/workbench/listings?concern=nonsense');
    expect(refused.status).toBe(400);
  });

  it('should mark removed a listing the platform no longer has when synced now', async () => {
    const listing = await listingOf(goodsIds[4] as string);
    expect(sandbox().removeListing('pdd', listing.platformListingId)).toBe(true);
    const result = await act('sync', [listing]);
    expect(result.counts.done).toBe(1);
    expect((await listingOf(listing.goodsId)).status).toBe('removed');
    const after = await act('delist', [listing]);
    expect(after.items[0]).toMatchObject({ state: 'skipped', skipReason: 'removed' });
  });

  it('should delete listings from 我的铺货 only, and refuse listings that are not the distributor’s', async () => {
    const listing = await listingOf(goodsIds[4] as string);
    const other = await createDistributor(ctx);
    const otherHeaders = await headersOf(ctx, other);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/workbench/listings/actions',
      headers: otherHeaders,
      payload: { action: 'delete', listingIds: [listing.id] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(ServerMessages.listingsNotFound);

    const deleted = await act('delete', [listing]);
    expect(deleted.counts.done).toBe(1);
    expect(await listingOf(listing.goodsId)).toBeUndefined();
    // the results still name what was deleted; another distributor cannot read them
    expect(deleted.items[0]?.title).toBe(listing.title);
    const peek = await ctx.app.inject({
      method: 'GET',
      url: `/api/workbench/listing-actions/${deleted.id}`,
      headers: otherHeaders,
    });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error.message).toBe(ServerMessages.listingActionNotFound);
  });
});
