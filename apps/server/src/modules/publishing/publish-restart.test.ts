import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StationType } from '@puhuo/domain';
import { type RunningSandbox, startPlatformSandbox } from '@puhuo/platforms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpDistributor } from '../../testing/http-distributor.ts';
import { registerProductCallback, type ServerProcess, startServerProcess } from '../../testing/server-process.ts';
import { createThrowawayDatabase, dropThrowawayDatabase } from '../../testing/test-database.ts';
import { DEMO_ACCOUNT } from '../identity/index.ts';

/**
 * The product in its own process, killed without warning in the middle of a publish task and started
 * again: the task completes and the platforms hold exactly one listing per pair. The sandbox runs apart
 * (as the real platforms do), so it outlives the product.
 */

let sandbox: RunningSandbox;
let dataDir: string;
let databaseUrl: string | undefined;
let server: ServerProcess | undefined;

const startProduct = () =>
  startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_GOODS: '60',
    PLATFORM_SANDBOX: sandbox.url,
    RUN_WORKERS: 'true',
  });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-restart-'));
  sandbox = await startPlatformSandbox({ dataDir: path.join(dataDir, 'sandbox') });
  databaseUrl = await createThrowawayDatabase('puhuo_restart');
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await sandbox?.close();
  await dropThrowawayDatabase(databaseUrl);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a publish task across a crash of the product', () => {
  it('should complete after a restart with exactly one listing per pair', async () => {
    server = await startProduct();
    registerProductCallback(sandbox.sandbox, server.url);
    let distributor = await HttpDistributor.login(server.url, DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password, {
      sandboxUrl: sandbox.url,
    });
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

    server = await startProduct();
    distributor = await HttpDistributor.login(server.url, DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password, {
      sandboxUrl: sandbox.url,
    });
    const deadline = Date.now() + 90_000;
    let progress = await distributor.progress(taskId);
    while (progress.progress < 100) {
      if (Date.now() > deadline) throw new Error(`stuck: ${JSON.stringify(progress)}`);
      await sleep(200);
      progress = await distributor.progress(taskId);
    }
    expect(progress).toMatchObject({ totalCount: 16, successCount: 16, failCount: 0 });
    for (const shop of shops) {
      const record = sandbox.sandbox.control.shopByName(shop.platform, shop.shopName);
      const listings = sandbox.sandbox.control.listings(shop.platform, record?.shopId ?? '');
      expect(listings, shop.platform).toHaveLength(goodsIds.length);
      expect(new Set(listings.map((l) => l.externalId)).size).toBe(goodsIds.length);
    }
  }, 240_000);
});
