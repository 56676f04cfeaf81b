import { setTimeout as sleep } from 'node:timers/promises';
import { StationType } from '@puhuo/domain';
import { describe, expect, it } from 'vitest';
import { productApart } from '../../testing/product-apart.ts';
import { registerProductCallback, type ServerProcess } from '../../testing/server-process.ts';

/**
 * The product in its own process, killed without warning in the middle of a publish task and started
 * again: the task completes and the platforms hold exactly one listing per pair. The sandbox runs apart
 * (as the real platforms do), so it outlives the product.
 */

const product = productApart('restart');
let server: ServerProcess;

describe('a publish task across a crash of the product', () => {
  it('should complete after a restart with exactly one listing per pair', async () => {
    const { sandbox } = product;
    server = await product.start();
    registerProductCallback(sandbox.sandbox, server.url);
    let distributor = await product.login(server.url);
    const shops = [];
    for (const station of [StationType.Pdd, StationType.Kuaishou]) {
      const shop = await distributor.authorizeShop(station);
      await distributor.saveCompleteTemplate(shop.shopId, station);
      shops.push({ ...shop, platform: station === StationType.Pdd ? 'pdd' : 'kuaishou' });
    }
    const goodsIds = await distributor.blueOceanGoods(8);
    // slow platforms: the calls are in flight when the product dies
    for (const shop of shops) sandbox.sandbox.control.setFaults(shop.platform, { latencyMs: 700 });

    const taskId = await distributor.publish(
      shops.map((s) => s.shopId),
      goodsIds,
    );
    await sleep(400);
    expect((await distributor.progress(taskId)).progress).toBeLessThan(100);
    await server.crash();

    server = await product.start();
    distributor = await product.login(server.url);
    const progress = await distributor.finished(taskId);
    expect(progress).toMatchObject({ totalCount: 16, successCount: 16, failCount: 0 });
    for (const shop of shops) {
      const record = sandbox.sandbox.control.shopByName(shop.platform, shop.shopName);
      const listings = sandbox.sandbox.control.listings(shop.platform, record?.shopId ?? '');
      expect(listings, shop.platform).toHaveLength(goodsIds.length);
      expect(new Set(listings.map((l) => l.externalId)).size).toBe(goodsIds.length);
    }
  }, 240_000);
});
