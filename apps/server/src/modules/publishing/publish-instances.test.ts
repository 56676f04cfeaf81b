import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StationType } from '@puhuo/domain';
import { type RunningSandbox, startPlatformSandbox } from '@puhuo/platforms';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import { HttpDistributor } from '../../testing/http-distributor.ts';
import { createDistributor } from '../../testing/identity-helpers.ts';
import { freePort, registerProductCallback } from '../../testing/server-process.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

/**
 * Two server instances on one PostgreSQL share one publish task: each claims items the other does not
 * hold, together they keep the platforms' pace, and no pair is listed twice.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let sandbox: RunningSandbox;
let port: number;
let first: TestContext;
let second: { app: FastifyInstance; database: Database } | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  const sandboxDir = mkdtempSync(path.join(tmpdir(), 'puhuo-sandbox-'));
  sandbox = await startPlatformSandbox({ dataDir: sandboxDir });
  const platformSandbox = { kind: 'url' as const, url: sandbox.url };
  port = await freePort();
  // the address the platforms send shop owners back to: the first instance's
  const publicUrl = `http://127.0.0.1:${port}`;
  registerProductCallback(sandbox.sandbox, publicUrl);
  first = await createTestContext({ goods: 80, config: { platformSandbox, publicUrl } });
  // instances of one deployment share their configuration, the secret key among it
  const dataDir = first.dataDir;
  const database = await openDatabase({ url: first.database.connectionString, poolSize: 5 });
  const config = loadConfig({
    dataDir,
    logLevel: 'silent',
    webDistDir: path.join(dataDir, 'no-web'),
    seedGoods: 0,
    platformSandbox,
    publicUrl: `http://127.0.0.1:${port}`,
  });
  second = { app: await buildApp({ config, database }), database };
}, 120_000);

afterAll(async () => {
  if (second) {
    await second.app.close();
    await second.database.close();
  }
  await first?.close();
  await sandbox?.close();
});

describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  it('should share one task without listing any pair twice', async () => {
    if (!second) throw new Error('no second instance');
    const url = await first.app.listen({ port, host: '127.0.0.1' });
    const who = await createDistributor(first);
    const distributor = await HttpDistributor.login(url, who.userName, who.password, { sandboxUrl: sandbox.url });
    const shops = [];
    for (const station of [StationType.Pdd, StationType.Qunjielong]) {
      const shop = await distributor.authorizeShop(station);
      await distributor.saveCompleteTemplate(shop.shopId, station);
      shops.push({ ...shop, platform: station === StationType.Pdd ? 'pdd' : 'qunjielong' });
    }
    // goods every shop may take (no price control the template's prices would break, channels open)
    const candidates = await distributor.blueOceanGoods(60);
    const blocked = new Set<string>();
    for (const chunk of [candidates.slice(0, 30), candidates.slice(30)]) {
      const plans = await distributor.call('POST', '/api/platform/good/product/preflight', {
        shopInfos: shops.map((s) => ({ shopId: s.shopId })),
        items: chunk.map((goodId) => ({ goodId, goodsFrom: 3 })),
        market: 2,
      });
      for (const plan of plans.body.items as { goodsId: string; problems: string[] }[]) {
        if (plan.problems.length > 0) blocked.add(plan.goodsId);
      }
    }
    const goodsIds = candidates.filter((id) => !blocked.has(id)).slice(0, 30);
    expect(goodsIds).toHaveLength(30);
    for (const shop of shops) sandbox.sandbox.control.setFaults(shop.platform, { latencyMs: 400 });

    const engines = [first.app.services.publishing.engine, second.app.services.publishing.engine];
    for (const engine of engines) await engine.start();
    const taskId = await distributor.publish(
      shops.map((s) => s.shopId),
      goodsIds,
    );
    // the wake-up pg-boss carries to the other instance
    second.app.services.publishing.engine.wake([StationType.Pdd, StationType.Qunjielong]);

    const progress = await distributor.finished(taskId);
    expect(progress.successCount + progress.failCount).toBe(60);
    // a good whose category no platform leaf resembles waits for a manual category; nothing else fails
    const reasons = await distributor.call('GET', `/api/platform/publish-result/${taskId}/failure-reasons`);
    for (const group of reasons.body.items as { reason: string }[]) {
      expect(group.reason).toBe('未能智能匹配到平台类目，请在铺货模板中手动选择类目');
    }
    expect(progress.successCount).toBeGreaterThan(50);
    for (const engine of engines) expect(engine.settledCount).toBeGreaterThan(0);
    expect((engines[0]?.settledCount ?? 0) + (engines[1]?.settledCount ?? 0)).toBe(60);
    const rows = await distributor.call(
      'GET',
      `/api/platform/publish-result/detail-list?resultId=${taskId}&status=2&maxResultCount=100`,
    );
    for (const shop of shops) {
      const succeeded = (rows.body.items as { shopId: string }[]).filter((r) => r.shopId === shop.shopId).length;
      const record = sandbox.sandbox.control.shopByName(shop.platform, shop.shopName);
      const listings = sandbox.sandbox.control.listings(shop.platform, record?.shopId ?? '');
      expect(listings, shop.platform).toHaveLength(succeeded);
      expect(new Set(listings.map((l) => l.externalId)).size).toBe(succeeded);
    }
  }, 180_000);
});
