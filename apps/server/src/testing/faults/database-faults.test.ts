import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StationType } from '@puhuo/domain';
import { type RunningSandbox, startPlatformSandbox } from '@puhuo/platforms';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../modules/identity/demo-account.ts';
import { HttpDistributor } from '../http-distributor.ts';
import { PostgresCluster } from '../postgres-cluster.ts';
import { registerProductCallback, type ServerProcess, startServerProcess } from '../server-process.ts';
import { WEST_LAKE_ADDRESS } from '../trade-helpers.ts';

/**
 * The database goes away under a running server, as in a restart or a failover: a PostgreSQL cluster
 * of the test's own is stopped (fast and immediate) and started ten times while 30 goods are published
 * to 5 shops, a payment is made and writes keep coming. The process must not exit, must answer 503
 * with Retry-After and say it is not ready while the database is away, be back within 5 s, and lose
 * and double nothing. Then the embedded database: kill -9 in a stream of writes keeps every write the
 * server acknowledged. (Runs once, in the PGlite pass: it brings its own PostgreSQL.)
 */

const OUTAGES = 10;
const onSharedPostgres = Boolean(process.env.DATABASE_URL);

interface GoodRef {
  id: string;
  tenantId: string;
}

async function goodsOf(distributor: HttpDistributor, count: number): Promise<GoodRef[]> {
  const { body } = await distributor.call('GET', `/api/goods/good?supplierType=1&market=2&maxResultCount=${count}`);
  return (body.items as GoodRef[]).map(({ id, tenantId }) => ({ id, tenantId }));
}

/** keeps adding goods to the distribution list, one at a time, noting which adds were acknowledged */
function writeBurst(distributor: HttpDistributor, goods: GoodRef[]) {
  const acknowledged = new Set<string>();
  let refused = 0;
  let stop = false;
  const done = (async () => {
    for (const good of goods) {
      if (stop) break;
      const { status } = await distributor
        .call('POST', '/api/goods/cart', { goodsId: good.id, tenantId: good.tenantId, supplierType: 1, market: 2 })
        .catch(() => ({ status: 0 }));
      if (status === 200 || status === 204) acknowledged.add(good.id);
      else refused += 1;
      await sleep(150);
    }
  })();
  return {
    acknowledged,
    get refused() {
      return refused;
    },
    async finish() {
      stop = true;
      await done;
    },
  };
}

async function listedGoodIds(distributor: HttpDistributor): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let skip = 0; ; skip += 100) {
    const { body } = await distributor.call('GET', `/api/goods/cart?tab=1&skipCount=${skip}&maxResultCount=100`);
    for (const item of body.items as { goodsId: string }[]) ids.add(item.goodsId);
    if ((body.items as unknown[]).length < 100) return ids;
  }
}

async function waitUntil<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

describe.skipIf(onSharedPostgres)('the server while its PostgreSQL stops and starts', () => {
  let cluster: PostgresCluster;
  let sandbox: RunningSandbox;
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-faults-'));
    cluster = await PostgresCluster.create();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database puhuo');
    await admin.end();
    sandbox = await startPlatformSandbox({ dataDir: path.join(dataDir, 'sandbox') });
    server = await startServerProcess({
      DATABASE_URL: cluster.url.replace(/\/postgres$/, '/puhuo'),
      DATA_DIR: path.join(dataDir, 'server'),
      SEED_GOODS: '80',
      PLATFORM_SANDBOX: sandbox.url,
    });
    registerProductCallback(sandbox.sandbox, server.url);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await sandbox?.close();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('should stay up, answer 503 and not ready while it is away, be back within 5 s, and lose and double nothing', async () => {
    const distributor = await HttpDistributor.login(server.url, DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password, {
      sandboxUrl: sandbox.url,
    });
    const shops: { shopId: string; shopName: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const shop = await distributor.authorizeShop(StationType.Qunjielong, `断库测试店${i}`);
      await distributor.saveCompleteTemplate(shop.shopId, StationType.Qunjielong);
      shops.push(shop);
    }
    const goods = await goodsOf(distributor, 80);

    // an order to pay across the outages
    const address = await distributor.call('POST', '/api/tenant-address', WEST_LAKE_ADDRESS);
    let orderId: string | undefined;
    for (const good of goods) {
      const { body: detail } = await distributor.call('GET', `/api/goods/good/${good.tenantId}/${good.id}`);
      const sku = (detail.skus as { skuId: string; stock: number }[]).find((s) => s.stock > 5);
      if (!sku) continue;
      const order = await distributor.call('POST', '/api/order/fast-order', {
        goodsId: good.id,
        tenantId: good.tenantId,
        skus: [{ skuId: sku.skuId, qty: 1 }],
        addressId: address.body.id,
      });
      if (order.status === 200) {
        orderId = order.body.items[0].id;
        break;
      }
    }
    if (!orderId) throw new Error('no order placed');
    const pay = () => distributor.call('POST', '/api/purchase-order/pay/duozan/juhe-single-pay', { orderId });
    const firstPay = await pay();
    expect(firstPay.status).toBe(200);

    // 30 goods every shop can take (the preflight finds nothing to fix), so every pair can succeed
    const publishable: string[] = [];
    for (let start = 0; start < goods.length && publishable.length < 30; start += 30) {
      const chunk = goods.slice(start, start + 30).map((g) => g.id);
      const { body } = await distributor.call('POST', '/api/platform/good/product/preflight', {
        shopInfos: shops.map((s) => ({ shopId: s.shopId })),
        items: chunk.map((goodId) => ({ goodId, goodsFrom: 3 })),
        market: 2,
      });
      const blocked = new Set(
        (body.items as { goodsId: string; problems: string[] }[])
          .filter((i) => i.problems.length > 0)
          .map((i) => i.goodsId),
      );
      publishable.push(...chunk.filter((id) => !blocked.has(id)));
    }
    expect(publishable.length).toBeGreaterThanOrEqual(30);
    const taskId = await distributor.publish(
      shops.map((s) => s.shopId),
      publishable.slice(0, 30),
    );
    const burst = writeBurst(distributor, goods);

    const recoveries: number[] = [];
    for (let outage = 0; outage < OUTAGES; outage++) {
      await cluster.stop(outage % 2 === 0 ? 'fast' : 'immediate');
      // alive, not ready, and a request that needs the database says so at once
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      const ready = await fetch(`${server.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(((await ready.json()) as { parts: Record<string, string> }).parts.database).toBe('down');
      const started = Date.now();
      const read = await distributor.call('GET', '/api/multi-tenancy/tenants/buy-user');
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(read.status).toBe(503);
      expect(read.body.error).toMatchObject({ code: 'ServiceUnavailable', message: '服务暂时不可用，请稍后重试' });
      const paying = await pay();
      expect(paying.status).toBe(503);
      await sleep(700);

      await cluster.start();
      const back = Date.now();
      await waitUntil('ready again', 10_000, async () => {
        const response = await fetch(`${server.url}/health/ready`);
        return response.status === 200 ? true : undefined;
      });
      recoveries.push(Date.now() - back);
      await sleep(800);
    }
    await burst.finish();
    console.log(
      `database outages: ${OUTAGES}, back after ${recoveries.join(', ')} ms; writes acknowledged ${burst.acknowledged.size}, refused ${burst.refused}`,
    );

    // 0 process exits, and every outage over within 5 s
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    expect(Math.max(...recoveries)).toBeLessThan(5_000);

    // every acknowledged write is there
    const listed = await listedGoodIds(distributor);
    expect([...burst.acknowledged].filter((id) => !listed.has(id))).toEqual([]);

    // the payment: the same one as before the outages, one trade, paid once
    const again = await pay();
    expect(again.status).toBe(200);
    expect(again.body.paymentId).toBe(firstPay.body.paymentId);
    const paid = await fetch(`${server.url}${again.body.payUrl}/pay`, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect((await distributor.call('GET', `/api/purchase-order/${orderId}`)).body.status).toBe(2);

    // the publish task: every pair settled; after republishing what failed, one listing per pair
    const settled = await waitUntil('the task settles', 180_000, async () => {
      const progress = await distributor.progress(taskId);
      return progress.progress === 100 ? progress : undefined;
    });
    expect(settled.successCount + settled.failCount).toBe(150);
    console.log(`publish task: ${settled.successCount} succeeded, ${settled.failCount} failed (republished)`);
    if (settled.failCount > 0) {
      const retry = await distributor.call('POST', `/api/platform/publish-result/${taskId}/republish-failed`);
      await waitUntil('the republish settles', 120_000, async () => {
        const progress = await distributor.progress(retry.body.taskId);
        return progress.progress === 100 ? progress : undefined;
      });
    }
    const codes: string[] = [];
    for (const shop of shops) {
      const record = sandbox.sandbox.control.shopByName('qunjielong', shop.shopName);
      for (const listing of sandbox.sandbox.control.listings('qunjielong', record?.shopId ?? '')) {
        codes.push(listing.externalId ?? '');
      }
    }
    expect(codes).toHaveLength(150);
    expect(new Set(codes).size).toBe(150);
  }, 420_000);
});

describe('the embedded database when the server is killed', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-kill-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should keep every write it acknowledged before kill -9', async () => {
    const env = { DATA_DIR: dataDir, SEED_GOODS: '120', DATABASE_URL: '' };
    server = await startServerProcess(env);
    const distributor = await HttpDistributor.login(server.url, DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password);
    const goods = await goodsOf(distributor, 120);
    const acknowledged = new Set<string>();
    let next = 0;
    const writer = async () => {
      for (;;) {
        const good = goods[next++];
        if (!good) return;
        const { status } = await distributor
          .call('POST', '/api/goods/cart', { goodsId: good.id, tenantId: good.tenantId, supplierType: 1, market: 2 })
          .catch(() => ({ status: 0 }));
        if (status === 200 || status === 204) acknowledged.add(good.id);
      }
    };
    const writers = Promise.all([writer(), writer(), writer()]);
    await waitUntil('some writes acknowledged', 30_000, async () => (acknowledged.size >= 40 ? true : undefined));
    await server.crash();
    await writers;
    const kept = new Set(acknowledged);

    server = await startServerProcess({ ...env, PORT: new URL(server.url).port });
    const after = await HttpDistributor.login(server.url, DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password);
    const listed = await listedGoodIds(after);
    console.log(`kill -9 after ${kept.size} acknowledged writes; ${listed.size} goods in the list after restart`);
    expect([...kept].filter((id) => !listed.has(id))).toEqual([]);
  }, 240_000);
});
