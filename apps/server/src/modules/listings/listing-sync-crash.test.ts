import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_SYNC_POLICY, type Listing, StationType } from '@puhuo/domain';
import { describe, expect, it } from 'vitest';
import type { HttpDistributor } from '../../testing/http-distributor.ts';
import { productApart } from '../../testing/product-apart.ts';
import { registerProductCallback, type ServerProcess } from '../../testing/server-process.ts';

/**
 * The product killed without warning while it carries supplier changes out on a platform, and started
 * again: every listing ends as the change asks (nothing lost), the platform holds exactly what the registry
 * says was sent and no listing more (nothing doubled). The sandbox runs apart, as the real platforms do.
 */

const product = productApart('sync-crash');
let server: ServerProcess;

async function listings(distributor: HttpDistributor): Promise<Listing[]> {
  const { body } = await distributor.call('GET', '/api/workbench/listings?maxResultCount=100');
  return body.items;
}

describe('a sync across a crash of the product', () => {
  it('should end with every listing as the change asks, nothing lost and nothing doubled', async () => {
    const { sandbox } = product;
    server = await product.start();
    registerProductCallback(sandbox.sandbox, server.url);
    let distributor = await product.login(server.url);
    const shop = await distributor.authorizeShop(StationType.Pdd);
    await distributor.saveCompleteTemplate(shop.shopId, StationType.Pdd);
    const goodsIds = await distributor.blueOceanGoods(8);
    await distributor.finished(await distributor.publish([shop.shopId], goodsIds), 60_000);
    const put = await distributor.call('PUT', `/api/workbench/shops/${shop.shopId}/sync-policy`, {
      ...DEFAULT_SYNC_POLICY,
      priceChange: 'reprice',
    });
    expect(put.status).toBe(200);
    const published = await listings(distributor);
    expect(published).toHaveLength(goodsIds.length);

    // a slow platform: the calls are in flight when the product dies
    sandbox.sandbox.control.setFaults('pdd', { latencyMs: 600 });
    for (const listing of published) {
      const [first, second] = listing.skus;
      if (!first || !second) throw new Error('goods of two SKUs at least');
      const edit = await fetch(`${server.url}/sandbox/supplier/goods/${encodeURIComponent(listing.goodsId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          skus: [
            { skuId: first.skuId, daifaPrice: first.supplyPrice + 2 },
            { skuId: second.skuId, stock: 0 },
          ],
        }),
      });
      expect(edit.status).toBe(200);
    }
    for (const deadline = Date.now() + 20_000; ; await sleep(100)) {
      const now = await listings(distributor);
      if (now.some((l) => l.lastSyncedAt !== null)) break;
      if (Date.now() > deadline) throw new Error('no sync started');
    }
    expect((await listings(distributor)).every((l) => l.lastSyncedAt !== null)).toBe(false);
    await server.crash();

    sandbox.sandbox.control.setFaults('pdd', {});
    server = await product.start();
    distributor = await product.login(server.url);
    let after: Listing[] = [];
    for (const deadline = Date.now() + 90_000; ; await sleep(200)) {
      after = await listings(distributor);
      if (after.every((l) => l.lastSyncedAt !== null && l.pendingSync === null)) break;
      if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(after.map((l) => l.pendingSync))}`);
    }

    const record = sandbox.sandbox.control.shopByName('pdd', shop.shopName);
    expect(sandbox.sandbox.control.listings('pdd', record?.shopId ?? '')).toHaveLength(goodsIds.length);
    for (const listing of after) {
      const before = published.find((l) => l.id === listing.id);
      const [first, second] = listing.skus;
      // the change as asked: the first SKU priced again from a supply price 2 yuan higher, the second at 0
      expect(first?.supplyPrice).toBe((before?.skus[0]?.supplyPrice ?? 0) + 2);
      expect(first?.price).toBeGreaterThan(before?.skus[0]?.price ?? 0);
      expect(second?.stock).toBe(0);
      // the platform holds exactly what the registry says was sent
      const held = sandbox.sandbox.control.listing('pdd', listing.platformListingId);
      expect(held?.skus.map((s) => s.priceFen)).toEqual(listing.skus.map((s) => Math.round(s.price * 100)));
      expect(held?.skus.map((s) => s.stock)).toEqual(listing.skus.map((s) => s.stock));
    }
  }, 240_000);
});
