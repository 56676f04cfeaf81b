/**
 * bench/sync: the listings following their supplier, through the real server process and the platform
 * sandbox over HTTP (each platform's QPS enforced, a per-call latency of 120 ms + up to 120 ms jitter).
 *
 * 1. one supplier price change on a good listed in 500 pdd shops whose policy is "reprice": the time until
 *    the platform holds all 500 new prices, against the rate limit's bound;
 * 2. a full stock resync: the supplier stock of every good of 10,000 listings (over every online
 *    platform, policy stockZero) goes to 0 at once: the time until the platforms hold stock 0 everywhere,
 *    against the bound;
 * 3. the delay from each supplier change's commit (the supplier desk's answer) to the listing's update
 *    landing on the platform: p50 / p95 / p99.
 *
 * The bound of a run: the busiest platform's API calls at our share of its QPS (`ourQpsOf`), plus one
 * call's latency; the calls counted are those the platform received. Also printed: the listings at one
 * call each (the "500 calls / our QPS").
 *
 * Setup, not measured: shops authorised through the sandbox over HTTP; a few goods published for real by
 * the engine to one shop per platform; those listings then copied, on the platform (the sandbox's state)
 * and in the registry (the listings table, written while the server is stopped, as PGlite is one
 * process's), to the other shops, as if each had been published there too.
 *
 *   npm run sync -w bench -- [--quick] [--shops 500] [--listings 10000] [--goods 50] [--latency 120] [--patience 300]
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npm run sync -w bench
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { DEFAULT_SYNC_POLICY, findStation, StationType } from '@puhuo/domain';
import { ourQpsOf } from '@puhuo/platforms';
import { openDatabase } from '@puhuo/server/src/db/database.ts';
import { DEMO_ACCOUNT } from '@puhuo/server/src/modules/identity/demo-account.ts';
import { HttpDistributor } from '@puhuo/server/src/testing/http-distributor.ts';
import {
  registerProductCallback,
  type ServerProcess,
  startServerProcess,
} from '@puhuo/server/src/testing/server-process.ts';
import {
  countingSandbox,
  cpuSeconds,
  freshDatabase,
  goodsEveryShopTakes,
  PUBLISH_STATIONS,
  platformNameOf,
} from './lib/platform-bench.ts';
import { ms, printTable, summarise } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    shops: { type: 'string' },
    listings: { type: 'string' },
    goods: { type: 'string' },
    latency: { type: 'string', default: '120' },
    /** how long a part may take at most before the bench stops waiting, s */
    patience: { type: 'string', default: '300' },
  },
});
const quick = values.quick ?? false;
/** part 1: the shops of one platform holding the good whose price changes */
const priceShops = Number(values.shops ?? (quick ? 100 : 500));
/** part 2: listings over every platform whose supplier stock goes to 0 */
const resyncListings = Number(values.listings ?? (quick ? 2000 : 10_000));
/** part 2: the goods those listings are of (each shop holds every one of them) */
const resyncGoods = Number(values.goods ?? (quick ? 20 : 50));
const latencyMs = Number(values.latency);
const patienceMs = Number(values.patience) * 1000;

const stationOf = new Map(PUBLISH_STATIONS.map((s) => [platformNameOf(s), s]));
const loadAverages = [loadavg()[0] ?? 0];
const noteLoad = () => loadAverages.push(loadavg()[0] ?? 0);

// 1. the platforms: their sandbox in this process, counting the calls each receives and timing each
//    listing's change as the platform applies it
const dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-bench-sync-'));
const platforms = await countingSandbox();
const { sandbox, calls } = platforms;
const sandboxUrl = platforms.url;

type SandboxListing = NonNullable<ReturnType<typeof sandbox.control.listing>>;
const key = (platform: string, listingId: string) => `${platform}|${listingId}`;
/** the listings a part waits for, each with what "landed" means for it, and when it landed */
let watched = new Map<string, (listing: SandboxListing) => boolean>();
const landed = new Map<string, number>();
const { state } = sandbox.core;
const commit = state.commit.bind(state);
state.commit = (event) => {
  commit(event);
  if (event.t !== 'listingChange') return;
  const id = key(event.platform, event.listingId);
  const done = watched.get(id);
  const listing = state.listing(event.platform, event.listingId);
  if (done && listing && !landed.has(id) && done(listing)) landed.set(id, Date.now());
};

// 2. the product, in its own process, on a fresh database
const runDatabase = await freshDatabase('bench_sync');
const databaseUrl = runDatabase.url;
const serverEnv = {
  DATA_DIR: path.join(dataDir, 'server'),
  DATABASE_URL: databaseUrl ?? '',
  SEED_GOODS: '400',
  PLATFORM_SANDBOX: sandboxUrl,
};
let server: ServerProcess = await startServerProcess(serverEnv);
// a bench that fails leaves no server of its own behind
process.on('exit', () => {
  if (server.child.exitCode === null) server.child.kill();
});
registerProductCallback(sandbox, server.url);
console.log(
  `server on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; sandbox latency ${latencyMs} ms (+ up to ${latencyMs} ms jitter); ` +
    `${priceShops} pdd shops for the price change, ${resyncListings} listings over ${resyncGoods} goods for the resync`,
);
const setupStarted = Date.now();

// 3. shops: part 1's on pdd; part 2's over every platform, as many on each as its QPS carries (so that
//    the platforms' lanes are about equally loaded), part 1's pdd shops first
let distributor = await HttpDistributor.login(server.url, DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password, {
  sandboxUrl,
});
const totalQps = PUBLISH_STATIONS.reduce((sum, s) => sum + ourQpsOf(s), 0);
const resyncShopCount = Math.ceil(resyncListings / resyncGoods);
const resyncShopsOf = new Map(
  PUBLISH_STATIONS.map((s) => [s, Math.max(1, Math.round((resyncShopCount * ourQpsOf(s)) / totalQps))]),
);
// the rounding's remainder on the platform of the most shops
const roundedShops = [...resyncShopsOf.values()].reduce((a, b) => a + b, 0);
const widest = [...resyncShopsOf.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? StationType.Xiaohongshu;
resyncShopsOf.set(widest, (resyncShopsOf.get(widest) ?? 0) + resyncShopCount - roundedShops);

interface BenchShop {
  shopId: string;
  station: number;
  shopName: string;
  /** the shop's id on the platform */
  platformShopId: string;
}
const shopsOf = new Map<number, BenchShop[]>(PUBLISH_STATIONS.map((s) => [s, []]));
const wanted = PUBLISH_STATIONS.flatMap((station) => {
  const count = station === StationType.Pdd ? Math.max(priceShops, resyncShopsOf.get(station) ?? 0) : 0;
  return Array.from({ length: count || (resyncShopsOf.get(station) ?? 0) }, () => station);
});
for (let start = 0; start < wanted.length; start += 8) {
  const made = await Promise.all(
    wanted.slice(start, start + 8).map(async (station, i) => {
      const shopName = `${findStation(station)?.label}同步店${start + i + 1}`;
      // a consent code now and then comes back used when many are made at once: once more then
      const shop = await distributor
        .authorizeShop(station, shopName)
        .catch(() => sleep(500).then(() => distributor.authorizeShop(station, shopName)));
      const platformShopId = sandbox.control.shopByName(platformNameOf(station), shop.shopName)?.shopId;
      if (!platformShopId) throw new Error(`${platformNameOf(station)} has no shop ${shop.shopName}`);
      return { ...shop, station, platformShopId };
    }),
  );
  for (const shop of made) shopsOf.get(shop.station)?.push(shop);
}
console.log(`${wanted.length} shops authorised in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`);

// 4. the listings to copy: a few goods published by the engine to the first shop of each platform
const firstShops = PUBLISH_STATIONS.map((s) => shopsOf.get(s)?.[0]).filter((s) => s !== undefined);
for (const shop of firstShops) await distributor.saveCompleteTemplate(shop.shopId, shop.station);
// a few more than needed: a platform may refuse one (brand qualification rules)
const publishedGoods = (await goodsEveryShopTakes(distributor, firstShops)).slice(0, resyncGoods + 6);
if (publishedGoods.length < resyncGoods + 1) throw new Error(`only ${publishedGoods.length} goods pass the preflight`);
// a publish takes 30 goods at most
for (let start = 0; start < publishedGoods.length; start += 30) {
  const taskId = await distributor.publish(
    firstShops.map((s) => s.shopId),
    publishedGoods.slice(start, start + 30),
  );
  for (let started = Date.now(); (await distributor.progress(taskId)).progress < 100; await sleep(250)) {
    if (Date.now() - started > 600_000) throw new Error('publish stuck');
  }
}
console.log(
  `${publishedGoods.length} goods published to ${firstShops.length} shops; ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
);

// part 1's shops are told to reprice (policy per shop, through the workbench's own setting)
const pddShops = (shopsOf.get(StationType.Pdd) ?? []).slice(0, priceShops);
for (let start = 0; start < pddShops.length; start += 10) {
  await Promise.all(
    pddShops.slice(start, start + 10).map(async (shop) => {
      const saved = await distributor.call('PUT', `/api/workbench/shops/${shop.shopId}/sync-policy`, {
        ...DEFAULT_SYNC_POLICY,
        priceChange: 'reprice',
      });
      if (saved.status !== 200) throw new Error(`sync policy not saved: ${JSON.stringify(saved.body)}`);
    }),
  );
}

// 5. the copies, with the server stopped (PGlite is one process's database)
await server.stop();
const database = await openDatabase({
  url: databaseUrl,
  dataDir: databaseUrl ? undefined : path.join(serverEnv.DATA_DIR, 'pglite'),
});
interface Registered {
  id: string;
  shop_id: string;
  station: number;
  goods_id: string;
  platform_listing_id: string;
}
const { rows: published } = await database.executeSql<Registered>(
  'select id, shop_id, station, goods_id, platform_listing_id from listings where tenant_id = $1',
  [distributor.tenantId],
);
const registeredOf = (station: number, goodsId: string) =>
  published.find((l) => l.station === station && l.goods_id === goodsId);
// part 1's good: one pdd has; part 2's: those every platform has (else those the most platforms have)
const onPdd = publishedGoods.filter((g) => registeredOf(StationType.Pdd, g));
const priceGood = onPdd[0];
if (!priceGood) throw new Error('pdd took none of the goods');
const resyncGoodsIds = publishedGoods
  .filter((g) => g !== priceGood)
  .map((g) => ({ g, platforms: PUBLISH_STATIONS.filter((s) => registeredOf(s, g)).length }))
  .sort((a, b) => b.platforms - a.platforms)
  .slice(0, resyncGoods)
  .map((x) => x.g);

let copies = 0;
const copy = { original: [] as string[], shopId: [] as string[], platformListingId: [] as string[] };
/** the listings each part waits for, on the platform: platform name and listing id */
const pricePart: { platform: string; listingId: string; goodsId: string }[] = [];
const resyncPart: { platform: string; listingId: string; goodsId: string }[] = [];
for (const station of PUBLISH_STATIONS) {
  const platform = platformNameOf(station);
  const shops = shopsOf.get(station) ?? [];
  const plan = [
    ...(station === StationType.Pdd ? pddShops.map((shop) => ({ shop, goodsId: priceGood, part: pricePart })) : []),
    ...shops
      .slice(0, resyncShopsOf.get(station) ?? 0)
      .flatMap((shop) => resyncGoodsIds.map((goodsId) => ({ shop, goodsId, part: resyncPart }))),
  ];
  for (const { shop, goodsId, part } of plan) {
    const original = registeredOf(station, goodsId);
    if (!original) continue;
    if (shop.shopId === original.shop_id) {
      part.push({ platform, listingId: original.platform_listing_id, goodsId });
      continue;
    }
    const held = sandbox.control.listing(platform, original.platform_listing_id);
    if (!held) throw new Error(`${platform} does not hold listing ${original.platform_listing_id}`);
    copies += 1;
    // the platform's own numbering (its base, then a count) from half a billion on: ids no publish reaches
    const listingId = String(Math.floor(Number(held.listingId) / 1e9) * 1e9 + 500_000_000 + copies);
    state.commit({
      t: 'listing',
      listing: { ...structuredClone(held), shopId: shop.platformShopId, listingId, createdAt: Date.now() },
    });
    copy.original.push(original.id);
    copy.shopId.push(shop.shopId);
    copy.platformListingId.push(listingId);
    part.push({ platform, listingId, goodsId });
  }
}
await database.executeSql(
  `insert into listings (tenant_id, shop_id, station, goods_id, goods_tenant_id, platform_listing_id, merchant_code,
     skus, price_rule, min_price_fen, max_price_fen, stock, status, published_at)
   select o.tenant_id, c.shop_id, o.station, o.goods_id, o.goods_tenant_id, c.platform_listing_id, o.merchant_code,
     o.skus, o.price_rule, o.min_price_fen, o.max_price_fen, o.stock, o.status, o.published_at
     from unnest($1::uuid[], $2::uuid[], $3::text[]) as c(original, shop_id, platform_listing_id)
     join listings o on o.id = c.original`,
  [copy.original, copy.shopId, copy.platformListingId],
);
const skusOf = async (goodsId: string) =>
  (
    await database.executeSql<{ id: string; daifa_price_fen: number }>(
      'select id, daifa_price_fen from goods_skus where goods_id = $1 order by sort, id',
      [goodsId],
    )
  ).rows;
const priceSkus = await skusOf(priceGood);
const resyncSkus = new Map<string, { id: string }[]>();
for (const goodsId of resyncGoodsIds) resyncSkus.set(goodsId, await skusOf(goodsId));
const { rows: counted } = await database.executeSql<{ n: number }>(
  'select count(*)::int as n from listings where tenant_id = $1',
  [distributor.tenantId],
);
await database.close();
server = await startServerProcess(serverEnv);
registerProductCallback(sandbox, server.url);
distributor = await HttpDistributor.login(server.url, DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password, { sandboxUrl });
console.log(
  `${counted[0]?.n} listings registered (${copies} copied); part 1: ${pricePart.length} pdd listings of one good, ` +
    `part 2: ${resyncPart.length} listings of ${resyncGoodsIds.length} goods; setup ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`,
);

// the supplier's own desk: a change committed in the server's database when it answers
async function supplierEdit(goodsId: string, skus: object[]): Promise<{ sent: number; answered: number }> {
  const sent = Date.now();
  const response = await fetch(`${server.url}/sandbox/supplier/goods/${encodeURIComponent(goodsId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ skus }),
  });
  const answered = Date.now();
  if (!response.ok) throw new Error(`supplier desk: ${response.status} ${await response.text()}`);
  return { sent, answered };
}

interface PartResult {
  name: string;
  listings: number;
  landed: number;
  wallMs: number;
  boundMs: number;
  /** the bound at one call a listing */
  listingBoundMs: number;
  busiest: string;
  calls: number;
  delays: number[];
  deskMs: number[];
  serverCpu: number;
  /** the bench's own process: the platform sandbox answering every call */
  sandboxCpu: number;
  perPlatform: { platform: string; listings: number; calls: number; qps: number; boundMs: number; lastMs: number }[];
}

/** Makes the changes, waits until every watched listing landed (or gives up), and works out the bound. */
async function run(
  name: string,
  part: { platform: string; listingId: string; goodsId: string }[],
  done: (listing: SandboxListing) => boolean,
  change: () => Promise<Map<string, { sent: number; answered: number }>>,
): Promise<PartResult> {
  for (const station of PUBLISH_STATIONS)
    sandbox.control.setFaults(platformNameOf(station), { latencyMs, jitterMs: latencyMs });
  watched = new Map(part.map((l) => [key(l.platform, l.listingId), done]));
  landed.clear();
  calls.clear();
  platforms.counter.counting = true;
  const cpuBefore = cpuSeconds(server.child.pid);
  const sandboxCpuBefore = process.cpuUsage();
  const changed = await change();
  const started = Math.min(...[...changed.values()].map((c) => c.answered));
  const listingPlatforms = new Set(part.map((l) => l.platform));
  let lastCount = -1;
  let lastProgress = Date.now();
  while (landed.size < part.length) {
    await sleep(100);
    if (landed.size !== lastCount) {
      lastCount = landed.size;
      lastProgress = Date.now();
    }
    // nothing landed for a minute: the rest will not come
    if (Date.now() - lastProgress > 60_000 || Date.now() - started > patienceMs) break;
  }
  // what the runner still sends after the last listing landed (a retry) is not counted
  platforms.counter.counting = false;
  const serverCpu = cpuSeconds(server.child.pid) - cpuBefore;
  const sandboxCpuUsed = process.cpuUsage(sandboxCpuBefore);
  const ended = Math.max(...landed.values());
  const perPlatform = [...listingPlatforms].map((platform) => {
    const qps = ourQpsOf(stationOf.get(platform) ?? 0);
    const own = part.filter((l) => l.platform === platform);
    const count = calls.get(platform) ?? 0;
    return {
      platform,
      listings: own.length,
      calls: count,
      qps,
      boundMs: (count / qps) * 1000,
      lastMs: Math.max(...own.map((l) => landed.get(key(l.platform, l.listingId)) ?? Number.NaN)) - started,
    };
  });
  const busiest = perPlatform.reduce((a, b) => (b.boundMs > a.boundMs ? b : a));
  const delays = part.flatMap((l) => {
    const at = landed.get(key(l.platform, l.listingId));
    const committed = changed.get(l.goodsId)?.answered;
    return at !== undefined && committed !== undefined ? [at - committed] : [];
  });
  return {
    name,
    listings: part.length,
    landed: landed.size,
    wallMs: ended - started,
    boundMs: busiest.boundMs + latencyMs,
    listingBoundMs: Math.max(...perPlatform.map((p) => (p.listings / p.qps) * 1000)) + latencyMs,
    busiest: busiest.platform,
    calls: [...calls.values()].reduce((a, b) => a + b, 0),
    delays,
    deskMs: [...changed.values()].map((c) => c.answered - c.sent),
    serverCpu,
    sandboxCpu: (sandboxCpuUsed.user + sandboxCpuUsed.system) / 1e6,
    perPlatform,
  };
}

/** Why listings of a platform did not land: the registry's view of one good's listings there. */
async function explain(part: { platform: string; listingId: string; goodsId: string }[]): Promise<void> {
  const late = [...new Set(part.filter((l) => !landed.has(key(l.platform, l.listingId))).map((l) => l.platform))];
  for (const platform of late) {
    const sample = part.find((l) => l.platform === platform && !landed.has(key(l.platform, l.listingId)));
    if (!sample) continue;
    const { body } = await distributor.call(
      'GET',
      `/api/workbench/listings?station=${stationOf.get(platform)}&goodsId=${encodeURIComponent(sample.goodsId)}&maxResultCount=100`,
    );
    const items = body.items as { pendingSync: unknown; syncError: string | null; status: string; stock: number }[];
    const tally = (pick: (i: (typeof items)[number]) => string) => {
      const counts = new Map<string, number>();
      for (const item of items) counts.set(pick(item), (counts.get(pick(item)) ?? 0) + 1);
      return [...counts].map(([k, n]) => `${k} ×${n}`).join(', ');
    };
    const held = sandbox.control.listing(platform, sample.listingId);
    console.log(
      `  ${platform}: not landed ${part.filter((l) => l.platform === platform && !landed.has(key(l.platform, l.listingId))).length}; ` +
        `one good's ${items.length} listings in the registry: pending ${tally((i) => String(i.pendingSync !== null))}; ` +
        `status ${tally((i) => i.status)}; error ${tally((i) => i.syncError ?? 'none')}; ` +
        `the platform holds stock ${held?.skus.map((sku) => sku.stock).join('/')}`,
    );
  }
}

function report(result: PartResult): void {
  console.log(`\n${result.name}`);
  printTable(
    ['platform', 'listings', 'API calls', 'our QPS', 'bound (s)', 'last landed (s)'],
    result.perPlatform.map((p) => [
      p.platform,
      p.listings,
      p.calls,
      p.qps,
      (p.boundMs / 1000).toFixed(2),
      (p.lastMs / 1000).toFixed(2),
    ]),
  );
  const delay = summarise(result.delays);
  const desk = summarise(result.deskMs);
  console.log('');
  printTable(
    [
      'listings',
      'landed',
      'wall (s)',
      'bound (s)',
      'wall / bound',
      'bound at 1 call a listing (s)',
      'wall / that',
      'delay p50 (s)',
      'p95 (s)',
      'p99 (s)',
      'server CPU (s)',
      'sandbox CPU (s)',
    ],
    [
      [
        result.listings,
        result.landed,
        (result.wallMs / 1000).toFixed(2),
        (result.boundMs / 1000).toFixed(2),
        (result.wallMs / result.boundMs).toFixed(2),
        (result.listingBoundMs / 1000).toFixed(2),
        (result.wallMs / result.listingBoundMs).toFixed(2),
        (delay.p50 / 1000).toFixed(2),
        (delay.p95 / 1000).toFixed(2),
        (delay.p99 / 1000).toFixed(2),
        result.serverCpu.toFixed(1),
        result.sandboxCpu.toFixed(1),
      ],
    ],
  );
  console.log(
    `busiest lane: ${result.busiest}; supplier desk answered in p50 ${ms(desk.p50)} ms, max ${ms(desk.max)} ms ` +
      `(the delays are counted from its answer); load average now ${loadavg()[0]?.toFixed(1)}`,
  );
}

// part 1: one price change, 500 shops reprice
noteLoad();
const priceBefore = new Map(
  pricePart.map((l) => [key(l.platform, l.listingId), sandbox.control.listing(l.platform, l.listingId)?.skus]),
);
const priceResult = await run(
  `1. one supplier price change (+1 yuan on every SKU) on a good listed in ${pricePart.length} pdd shops (policy reprice)`,
  pricePart,
  (listing) => {
    const before = priceBefore.get(key(listing.platform, listing.listingId)) ?? [];
    return listing.skus.every((sku, i) => sku.priceFen !== before[i]?.priceFen);
  },
  async () =>
    new Map([
      [
        priceGood,
        await supplierEdit(
          priceGood,
          priceSkus.map((sku) => ({ skuId: sku.id, daifaPrice: (sku.daifa_price_fen + 100) / 100 })),
        ),
      ],
    ]),
);
report(priceResult);
await explain(pricePart);
// the registry catches up (the last settles) before the next part
await sleep(3_000);

// part 2: every SKU of the goods out of stock at the supplier at once
noteLoad();
const resyncResult = await run(
  `2. full stock resync: ${resyncGoodsIds.length} goods out of stock at the supplier at once, ${resyncPart.length} listings over ${new Set(resyncPart.map((l) => l.platform)).size} platforms (policy stockZero)`,
  resyncPart,
  (listing) => listing.skus.every((sku) => sku.stock === 0),
  async () => {
    const changed = new Map<string, { sent: number; answered: number }>();
    await Promise.all(
      resyncGoodsIds.map(async (goodsId) => {
        const skus = (resyncSkus.get(goodsId) ?? []).map((sku) => ({ skuId: sku.id, stock: 0 }));
        changed.set(goodsId, await supplierEdit(goodsId, skus));
      }),
    );
    return changed;
  },
);
report(resyncResult);
await explain(resyncPart);
noteLoad();

console.log(
  `\n${databaseUrl ? 'PostgreSQL' : 'PGlite'}; load average ${loadAverages.map((l) => l.toFixed(1)).join(' → ')} on ${availableParallelism()} cores; server peak RSS ${server.peakRssMiB().toFixed(0)} MiB`,
);

await server.stop();
await platforms.app.close();
await runDatabase.drop();
rmSync(dataDir, { recursive: true, force: true });
