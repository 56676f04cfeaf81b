import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import type { CurrentUser } from '../identity/index.ts';
import { MemoryLaneLimiter } from './lane-limiter.ts';
import { DEFAULT_ENGINE_OPTIONS, PublishEngine, progressOf } from './publish-engine.ts';
import type { PairOutcome, PairPublisher, PublishPair, PublishShop, ShopDirectory } from './publish-ports.ts';
import { PublishQueueRepository } from './publish-queue.repository.ts';
import { PublishResultsService } from './publish-results.service.ts';
import { PublishTaskRepository } from './publish-task.repository.ts';
import { PublishTaskService } from './publish-task.service.ts';
import { PublishedListingsRepository } from './published-listings.repository.ts';

/**
 * The engine's contract with its publisher port, on the real database: every pair settles once, retries
 * and rate limits do not fail a task, crashed work is resumed, and a key is never listed twice. The
 * same rules are checked end to end against the platform sandbox in the publishing API tests.
 */

/**
 * A scripted platform: like the real ones it makes a new listing for every create, whatever merchant
 * code it carries, and finds listings by merchant code when the engine asks it to check first.
 */
class ScriptedPlatform implements PairPublisher {
  /** the listings made for each merchant code */
  readonly listings = new Map<string, string[]>();
  calls = 0;
  lookups = 0;
  script: (pair: PublishPair) => PairOutcome | 'hang' | undefined = () => undefined;
  qps = 200;

  /** the platform made a listing (the test's own script may call it too) */
  make(code: string, listingId = `L${this.count + 1}`): string {
    this.listings.set(code, [...(this.listings.get(code) ?? []), listingId]);
    return listingId;
  }

  get count(): number {
    let n = 0;
    for (const made of this.listings.values()) n += made.length;
    return n;
  }

  /** merchant codes listed more than once: what "exactly once" forbids */
  get doubled(): string[] {
    return [...this.listings.entries()].filter(([, made]) => made.length > 1).map(([code]) => code);
  }

  async publish(pair: PublishPair): Promise<PairOutcome> {
    this.calls += 1;
    const scripted = this.script(pair);
    if (scripted === 'hang') return new Promise(() => {});
    if (scripted) return scripted;
    if (pair.checkFirst) this.lookups += 1;
    const found = pair.checkFirst ? this.listings.get(pair.merchantCode)?.[0] : undefined;
    const listingId = found ?? this.make(pair.merchantCode);
    return {
      kind: 'published',
      platformListingId: listingId,
      figures: { minPriceFen: 1990, maxPriceFen: 2590, stock: 999 },
    };
  }

  laneLimit() {
    return { qps: this.qps, concurrency: 8 };
  }
}

const SHOPS: PublishShop[] = [
  { shopId: '00000000-0000-4000-8000-000000000002', shopName: '拼多多旗舰店', station: 2 },
  { shopId: '00000000-0000-4000-8000-000000000011', shopName: '抖店小铺', station: 11 },
];

let ctx: TestContext;
let repository: PublishTaskRepository;
let listings: PublishedListingsRepository;
let resultsService: PublishResultsService;
let platform: ScriptedPlatform;
let engines: PublishEngine[] = [];
let owner: CurrentUser;
let goodsIds: string[];

function makeService(engine: PublishEngine) {
  const shops: ShopDirectory = {
    publishableShops: async (tenantId, ids) =>
      tenantId === owner.tenantId ? SHOPS.filter((s) => ids.includes(s.shopId)) : [],
  };
  return new PublishTaskService(
    repository,
    listings,
    shops,
    ctx.app.services.goods,
    { hasBoundPhone: async () => true },
    { dispatch: async (_taskId, stations) => engine.wake(stations) },
    { planMany: async () => [] },
  );
}

function makeEngine(options: Partial<typeof DEFAULT_ENGINE_OPTIONS> = {}) {
  const engine = new PublishEngine(
    new PublishQueueRepository(ctx.database.db),
    platform,
    new MemoryLaneLimiter(),
    { onProgress: () => {} },
    {
      ...DEFAULT_ENGINE_OPTIONS,
      backoffMs: () => 20,
      sweepIntervalMs: 100,
      ...options,
    },
  );
  engines.push(engine);
  return engine;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

async function finished(service: PublishTaskService, taskId: string) {
  await waitFor(async () => (await service.progress(owner.tenantId, taskId)).progress === 100, `task ${taskId}`);
  return service.progress(owner.tenantId, taskId);
}

beforeAll(async () => {
  ctx = await createTestContext({ goods: 60 });
  repository = new PublishTaskRepository(ctx.database.db);
  listings = new PublishedListingsRepository(ctx.database.db);
  resultsService = new PublishResultsService(repository, listings);
  const distributor = await createDistributor(ctx);
  owner = { userId: distributor.userId, tenantId: distributor.tenantId, userName: distributor.userName };
  const list = await ctx.app.services.goods.list(
    { supplierType: 1, market: 2, skipCount: 0, maxResultCount: 30, sorting: 'sales' } as never,
    owner.tenantId,
  );
  goodsIds = list.items.map((g) => g.id);
});

afterEach(async () => {
  await Promise.all(engines.map((e) => e.stop()));
  engines = [];
});

afterAll(async () => {
  await ctx?.close();
});

describe(PublishEngine.name, () => {
  it('should publish every (good, shop) pair once and report 100 with the counts', async () => {
    platform = new ScriptedPlatform();
    const engine = makeEngine();
    await engine.start();
    const service = makeService(engine);
    const { taskId } = await service.publish(owner, {
      shopInfos: SHOPS.map((s) => ({ shopId: s.shopId })),
      items: goodsIds.slice(0, 3).map((goodId) => ({ goodId, goodsFrom: 3 })),
      market: 2,
    });
    const progress = await finished(service, taskId);
    expect(progress).toEqual({ progress: 100, totalCount: 6, successCount: 6, failCount: 0 });
    expect(platform.count).toBe(6);

    const results = await resultsService.results(owner.tenantId, 1, 10);
    expect(results.items[0]).toMatchObject({
      id: taskId,
      totalCount: 6,
      successCount: 6,
      failCount: 0,
      isPublishing: false,
    });
    expect(results.items[0]?.orderStations).toEqual([2, 11]);
    const details = await resultsService.details(owner.tenantId, {
      resultId: taskId,
      skipCount: 0,
      maxResultCount: 10,
    });
    expect(details.totalCount).toBe(6);
    expect(details.items[0]).toMatchObject({ publishStatus: 2, minPrice: 19.9, maxPrice: 25.9, stock: 999 });
    const shops = await resultsService.publishedShops(owner.tenantId, goodsIds[0] ?? '');
    expect(shops.items.sort((a, b) => a.shopId.localeCompare(b.shopId))).toEqual(
      SHOPS.map((s) => ({ shopId: s.shopId, successCount: 1 })),
    );
  });

  it('should retry transient failures and ride out rate limits without failing', async () => {
    platform = new ScriptedPlatform();
    const tries = new Map<string, number>();
    platform.script = (pair) => {
      const n = (tries.get(pair.merchantCode) ?? 0) + 1;
      tries.set(pair.merchantCode, n);
      if (pair.station === 2 && n <= 2) return { kind: 'transient', reason: '服务暂不可用' };
      if (pair.station === 11 && n === 1) return { kind: 'rateLimited', reason: '调用频率超限', retryAfterMs: 50 };
      return undefined;
    };
    const engine = makeEngine();
    await engine.start();
    const service = makeService(engine);
    const { taskId } = await service.publish(owner, {
      shopInfos: SHOPS.map((s) => ({ shopId: s.shopId })),
      items: goodsIds.slice(0, 4).map((goodId) => ({ goodId, goodsFrom: 3 })),
      market: 2,
    });
    expect(await finished(service, taskId)).toMatchObject({ successCount: 8, failCount: 0 });
    expect(platform.count).toBe(8);
  });

  it('should fail a pair with the platform’s reason after the last transient attempt', async () => {
    platform = new ScriptedPlatform();
    platform.script = (pair) => (pair.station === 2 ? { kind: 'transient', reason: '平台繁忙' } : undefined);
    const engine = makeEngine({ maxAttempts: 3 });
    await engine.start();
    const service = makeService(engine);
    const { taskId } = await service.publish(owner, {
      shopInfos: [{ shopId: SHOPS[0]?.shopId ?? '' }],
      items: [{ goodId: goodsIds[0] ?? '', goodsFrom: 3 }],
      market: 2,
    });
    expect(await finished(service, taskId)).toMatchObject({ successCount: 0, failCount: 1 });
    const [item] = (
      await resultsService.details(owner.tenantId, { resultId: taskId, skipCount: 0, maxResultCount: 10 })
    ).items;
    expect(item?.reason).toBe('平台繁忙（已自动重试3次，请稍后重新铺货）');
  });

  it('should republish failures in a new batch linked to the original, which keeps its history', async () => {
    platform = new ScriptedPlatform();
    platform.script = (pair) =>
      pair.station === 11 ? { kind: 'failed', reason: '类目不是叶子类目，请重新选择类目' } : undefined;
    const engine = makeEngine();
    await engine.start();
    const service = makeService(engine);
    const countsBefore = await resultsService.publishCounts(owner.tenantId, null);
    const { taskId } = await service.publish(owner, {
      shopInfos: SHOPS.map((s) => ({ shopId: s.shopId })),
      items: goodsIds.slice(0, 3).map((goodId) => ({ goodId, goodsFrom: 3 })),
      market: 2,
    });
    expect(await finished(service, taskId)).toMatchObject({ successCount: 3, failCount: 3 });
    expect(await resultsService.failureReasons(owner.tenantId, taskId)).toEqual({
      items: [{ reason: '类目不是叶子类目，请重新选择类目', count: 3 }],
      republishable: 3,
    });

    // the distributor fixes the template; the platform now accepts
    platform.script = () => undefined;
    const failed = await resultsService.details(owner.tenantId, {
      resultId: taskId,
      status: 1,
      skipCount: 0,
      maxResultCount: 10,
    });
    const first = failed.items[0]?.id ?? '';
    const one = await service.republishOne(owner, first);
    expect(await finished(service, one.taskId)).toMatchObject({ totalCount: 1, successCount: 1 });
    const rest = await service.republishFailed(owner, taskId);
    expect(await finished(service, rest.taskId)).toMatchObject({ totalCount: 2, successCount: 2 });

    // the original batch is as it was: three failures, each with the retry that listed it
    expect(await service.progress(owner.tenantId, taskId)).toMatchObject({ successCount: 3, failCount: 3 });
    const history = await resultsService.details(owner.tenantId, {
      resultId: taskId,
      status: 1,
      skipCount: 0,
      maxResultCount: 10,
    });
    expect(history.items.map((i) => [i.reason, i.republish])).toEqual([
      ['类目不是叶子类目，请重新选择类目', { taskId: one.taskId, publishStatus: 2 }],
      ['类目不是叶子类目，请重新选择类目', { taskId: rest.taskId, publishStatus: 2 }],
      ['类目不是叶子类目，请重新选择类目', { taskId: rest.taskId, publishStatus: 2 }],
    ]);
    const retried = await resultsService.details(owner.tenantId, {
      resultId: rest.taskId,
      skipCount: 0,
      maxResultCount: 10,
    });
    expect(retried.items.map((i) => i.sourceTaskId)).toEqual([taskId, taskId]);

    // the results link the batches both ways
    const results = await resultsService.results(owner.tenantId, 1, 10);
    const byId = new Map(results.items.map((item) => [item.id, item]));
    expect(byId.get(taskId)?.sourceTask).toBeNull();
    expect(byId.get(taskId)?.republishTasks.map((t) => t.id)).toEqual([one.taskId, rest.taskId]);
    expect(byId.get(one.taskId)?.sourceTask?.id).toBe(taskId);
    expect(byId.get(rest.taskId)?.sourceTask?.id).toBe(taskId);

    expect(platform.count).toBe(6);
    expect(await resultsService.failureReasons(owner.tenantId, taskId)).toMatchObject({ republishable: 0 });
    // every pair is listed: nothing left to republish, and a pair is counted once per listing
    await expect(service.republishFailed(owner, taskId)).rejects.toThrow('失败的商品均已重新铺货成功');
    await expect(service.republishOne(owner, first)).rejects.toThrow('该商品已重新铺货成功，无需再次铺货');
    const counts = await resultsService.publishCounts(owner.tenantId, null);
    for (const shop of SHOPS) {
      expect((counts.get(shop.shopId) ?? 0) - (countsBefore.get(shop.shopId) ?? 0), shop.shopName).toBe(3);
    }
  });

  it('should resume work a crashed worker held, without listing any pair twice', async () => {
    platform = new ScriptedPlatform();
    // the first worker takes the items, reaches the platform, and dies before recording anything
    let crashed = true;
    platform.script = (pair) => {
      if (!crashed) return undefined;
      platform.make(pair.merchantCode, `L-crash-${pair.itemId}`);
      return 'hang';
    };
    const first = makeEngine({ leaseMs: 300, singleProcess: false });
    await first.start();
    const service = makeService(first);
    const { taskId } = await service.publish(owner, {
      shopInfos: SHOPS.map((s) => ({ shopId: s.shopId })),
      items: goodsIds.slice(0, 5).map((goodId) => ({ goodId, goodsFrom: 3 })),
      market: 2,
    });
    await waitFor(async () => platform.count === 10, 'the first worker to reach the platform');
    await first.stop(10);
    crashed = false;

    // the crashed worker's leases lapse after 300 ms; the second keeps its own long enough that a busy
    // machine cannot make it lapse (and look a pair up twice) while it works
    const second = makeEngine({ leaseMs: 10_000, singleProcess: false });
    await second.start();
    expect(await finished(service, taskId)).toMatchObject({ successCount: 10, failCount: 0 });
    expect(platform.count).toBe(10);
    expect(platform.doubled).toEqual([]);
    // every resumed item looked its listing up first
    expect(platform.lookups).toBe(10);
  });

  it('should refuse another tenant’s shop', async () => {
    platform = new ScriptedPlatform();
    const engine = makeEngine();
    const service = makeService(engine);
    const stranger = await createDistributor(ctx);
    await expect(
      service.publish(
        { userId: stranger.userId, tenantId: stranger.tenantId, userName: stranger.userName },
        {
          shopInfos: [{ shopId: SHOPS[0]?.shopId ?? '' }],
          items: [{ goodId: goodsIds[0] ?? '', goodsFrom: 3 }],
          market: 2,
        },
      ),
    ).rejects.toThrow('所选店铺不存在或授权已过期，请刷新店铺列表');
  });
});

describe(progressOf.name, () => {
  it('should count finished items in whole percent', () => {
    expect(progressOf({ totalCount: 3, successCount: 1, failCount: 0 })).toBe(33);
    expect(progressOf({ totalCount: 3, successCount: 2, failCount: 1 })).toBe(100);
  });
});
