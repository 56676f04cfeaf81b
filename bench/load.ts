/**
 * bench/load: a mixed load on loopback for a bounded time against the real server process.
 * Guests browse and search the market; signed-in distributors use their account calls, their search
 * and view history, collect goods, keep a distribution list and a cart, and publish goods to a pdd
 * shop of their own (the publish engine runs in the server meanwhile). Prints throughput, p50/p95/p99 per operation, errors and peak memory.
 *
 *   npm run load -w bench -- [--seconds 30] [--guests 12] [--distributors 8] [--goods 20000] [--sprayers 6]
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/bench npm run load -w bench
 *
 * The mix runs twice: quietly, then beside a password spray (`--sprayers` addresses, each trying
 * passwords on ever new user names as fast as the server answers). Every virtual user comes from an
 * address of its own (X-Forwarded-For through a trusted proxy, TRUST_PROXY=127.0.0.1), as people do;
 * the table compares each operation's p95 in the two runs and counts how much of the spray was
 * checked at all (the abuse limits bound it: docs/security.md).
 *
 * A new area joins by adding one entry to SCENARIOS.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { StationType } from '@puhuo/domain';
import { HttpDistributor } from '@puhuo/server/src/testing/http-distributor.ts';
import { startServerProcess } from '@puhuo/server/src/testing/server-process.ts';
import { ensureBenchDistributors } from './lib/accounts.ts';
import { openBenchCatalogue } from './lib/catalogue.ts';
import { ms, printTable, summarise } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    guests: { type: 'string', default: '12' },
    distributors: { type: 'string', default: '8' },
    goods: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '20261122' },
    sprayers: { type: 'string', default: '6' },
  },
});
const sprayerCount = Number(values.sprayers);
const seconds = Number(values.seconds);
const guestCount = Number(values.guests);
const distributorCount = Number(values.distributors);

/** A small deterministic generator, so two runs send the same mix. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
  };
}
type Random = ReturnType<typeof random>;

interface GoodRef {
  id: string;
  tenantId: string;
}

/** What a virtual user has: its HTTP calls (timed per operation), its headers, the shared data. */
interface User {
  call(
    operation: string,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<unknown>;
  random: Random;
  goods: readonly GoodRef[];
  keywords: readonly string[];
  /** a distributor's pdd shop with a complete template, authorised through the sandbox */
  shopId?: string;
}

interface Scenario {
  name: string;
  /** who runs it */
  who: 'guest' | 'distributor';
  /** how often, relative to the other scenarios of the same users */
  weight: number;
  run(user: User): Promise<void>;
}

const listPage = (user: User) =>
  `/api/goods/good?supplierType=1&market=2&skipCount=${user.random.int(50) * 20}&maxResultCount=20`;

/** The mix. Each entry is one thing a person does. */
const SCENARIOS: Scenario[] = [
  {
    name: 'browse the market',
    who: 'guest',
    weight: 5,
    async run(user) {
      await user.call('goods list', 'GET', listPage(user));
      await user.call('category counts', 'GET', '/api/platform-goods/category-good-count?supplierType=1&market=2');
      const good = user.random.pick(user.goods);
      await user.call('goods detail', 'GET', `/api/goods/good/${good.tenantId}/${good.id}`);
      await user.call(
        'supplier price',
        'GET',
        `/api/goods/good/supplier-goods-price?tenantId=${good.tenantId}&id=${good.id}`,
      );
    },
  },
  {
    name: 'search',
    who: 'guest',
    weight: 3,
    async run(user) {
      const keyword = encodeURIComponent(user.random.pick(user.keywords));
      await user.call('keyword search', 'GET', `/api/goods/good?keyword=${keyword}&skipCount=0&maxResultCount=20`);
    },
  },
  {
    name: 'rankings',
    who: 'guest',
    weight: 1,
    async run(user) {
      await user.call('hot ranking', 'GET', '/api/goods/good/fenxiao-list?skipCount=0&maxResultCount=20');
      await user.call(
        'recent procurement',
        'GET',
        '/api/platform-goods/get-recent-procurement-goods?maxResultCount=10',
      );
    },
  },
  {
    name: 'account',
    who: 'distributor',
    weight: 1,
    async run(user) {
      await user.call('app configuration', 'GET', '/api/abp/application-configuration');
      await user.call('buy-user', 'GET', '/api/multi-tenancy/tenants/buy-user');
      await user.call('user logins', 'GET', '/api/account/get-user-logins');
    },
  },
  {
    name: 'sign in',
    who: 'guest',
    weight: 1,
    async run(user) {
      // a visitor signs in to one of the bench accounts, in turn (each stays far below its own limit)
      const account = signInAccounts[signIns++ % signInAccounts.length];
      if (!account) return;
      await user.call(
        'sign in',
        'POST',
        '/connect/token',
        new URLSearchParams({
          client_id: 'lanhai-web',
          grant_type: 'tenant_password',
          username: account.userName,
          password: account.password,
        }),
        // people sign in from many places: each sign-in from an address of its own
        { 'x-forwarded-for': addressOf(100_000 + signIns) },
      );
    },
  },
  {
    name: 'search with history',
    who: 'distributor',
    weight: 3,
    async run(user) {
      const keyword = user.random.pick(user.keywords);
      await user.call('search history add', 'POST', '/api/goods/search-history', { keyword });
      await user.call(
        'keyword search',
        'GET',
        `/api/goods/good?keyword=${encodeURIComponent(keyword)}&skipCount=0&maxResultCount=20`,
      );
      await user.call('search history', 'GET', '/api/goods/search-history');
    },
  },
  {
    name: 'view goods',
    who: 'distributor',
    weight: 4,
    async run(user) {
      await user.call('goods list', 'GET', listPage(user));
      const good = user.random.pick(user.goods);
      await user.call('goods detail', 'GET', `/api/goods/good/${good.tenantId}/${good.id}`);
      await user.call(
        'purchase price',
        'GET',
        `/api/goods/good/my-purchase-price?tenantId=${good.tenantId}&id=${good.id}`,
      );
      await user.call('view history', 'GET', '/api/goods/view-history?skipCount=0&maxResultCount=20');
    },
  },
  {
    name: 'collect a good',
    who: 'distributor',
    weight: 2,
    async run(user) {
      const good = user.random.pick(user.goods);
      const ref = { goodsId: good.id, tenantId: good.tenantId, supplierType: 1, market: 2 };
      await user.call('collect', 'POST', '/api/goods/good/goods-collect', ref);
      await user.call('collect count', 'GET', '/api/goods/good/goods-collect-count');
      await user.call('collect list', 'GET', '/api/goods/good/goods-collect-list?skipCount=1&maxResultCount=20');
      // keep the list at a person's size: now and then the good is collected no more
      if (user.random.next() < 0.5)
        await user.call('cancel collect', 'POST', '/api/goods/good/cancel-goods-collect', ref);
    },
  },
  {
    name: 'distribution list',
    who: 'distributor',
    weight: 1,
    async run(user) {
      const good = user.random.pick(user.goods);
      const ref = { goodsId: good.id, tenantId: good.tenantId, supplierType: 1, market: 2 };
      await user.call('distribution list add', 'POST', '/api/goods/cart', ref);
      const list = (await user.call(
        'distribution list',
        'GET',
        '/api/goods/cart?tab=1&skipCount=0&maxResultCount=20',
      )) as { items?: { id: string }[]; totalCount?: number } | null;
      if ((list?.totalCount ?? 0) > 40 && list?.items?.length) {
        const ids = list.items.slice(0, 10).map((item) => item.id);
        await user.call('distribution list remove', 'DELETE', `/api/goods/cart?ids=${ids.join(',')}`);
      }
    },
  },
  {
    name: 'add to cart',
    who: 'distributor',
    weight: 2,
    async run(user) {
      const good = user.random.pick(user.goods);
      const detail = (await user.call('goods detail', 'GET', `/api/goods/good/${good.tenantId}/${good.id}`)) as {
        isWholesale?: boolean;
        skus?: { skuId: string; stock: number; isWholesale: boolean }[];
      } | null;
      // as in the browser: the cart button is there for wholesale goods, on a SKU in stock
      const sku = detail?.isWholesale ? detail.skus?.find((s) => s.isWholesale && s.stock >= 10) : undefined;
      if (!sku) return;
      await user.call('cart add', 'POST', '/api/cart', {
        goodsId: good.id,
        tenantId: good.tenantId,
        skus: [{ skuId: sku.skuId, qty: 1 }],
      });
      await user.call('cart count', 'GET', '/api/cart/count');
      await user.call('cart', 'GET', '/api/cart');
    },
  },
  {
    name: 'publish',
    who: 'distributor',
    weight: 1,
    async run(user) {
      if (!user.shopId || user.random.next() < 0.7) {
        await user.call('publish results', 'GET', '/api/platform/publish-result?skipCount=1&maxResultCount=10');
        return;
      }
      const items = Array.from({ length: 5 }, () => ({ goodId: user.random.pick(user.goods).id, goodsFrom: 3 }));
      const unique = [...new Map(items.map((item) => [item.goodId, item])).values()];
      const task = (await user.call('publish', 'POST', '/api/platform/good/product/publish', {
        shopInfos: [{ shopId: user.shopId }],
        items: unique,
        market: 2,
      })) as { taskId?: string } | null;
      if (task?.taskId) {
        await user.call(
          'publish progress',
          'GET',
          `/api/platform/good/product/get-publish-progress?taskId=${task.taskId}`,
        );
      }
    },
  },
];

const goodsCount = Number(values.goods);
const catalogue = await openBenchCatalogue(goodsCount);
const allAccounts = await ensureBenchDistributors(catalogue.database, distributorCount + 300);
const accounts = allAccounts.slice(0, distributorCount);
/** accounts the sign-in scenario signs in with, in turn */
const signInAccounts = allAccounts.slice(distributorCount);
// runs a few minutes apart start elsewhere in the accounts, each staying under its 10 sign-ins in 15 min
let signIns = Math.floor(Date.now() / 1000) % 100_000;
const keywords = [...new Set(catalogue.blueprint.leaves.map((leaf) => leaf.name))];
const databaseKind = catalogue.database.kind;
await catalogue.database.close();

const server = await startServerProcess({
  DATABASE_URL: catalogue.databaseUrl,
  DATA_DIR: catalogue.dataDir,
  SEED_GOODS: '0',
  // the bench stands as the proxy in front of the product: each virtual user has its own address
  TRUST_PROXY: '127.0.0.1',
});

const samples = new Map<string, number[]>();
const errors = new Map<string, number>();
/** the first refusal of each operation, printed at the end */
const errorExamples = new Map<string, string>();
let measuring = false;

/** the address a virtual user comes from (as the trusted proxy reports it) */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function userOf(headers: Record<string, string>, seed: number, goods: readonly GoodRef[]): User {
  const from = { 'x-forwarded-for': addressOf(seed) };
  return {
    random: random(seed),
    goods,
    keywords,
    async call(operation, method, path, body, extra = {}) {
      const start = performance.now();
      let failure: string | null = null;
      let json: unknown = null;
      try {
        const form = body instanceof URLSearchParams;
        const response = await fetch(`${server.url}${path}`, {
          method,
          headers: {
            ...headers,
            ...from,
            ...extra,
            ...(body ? { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' } : {}),
          },
          ...(body ? { body: form ? body.toString() : JSON.stringify(body) } : {}),
        });
        const text = await response.text();
        if (!response.ok) failure = `${operation}: ${response.status} ${text.slice(0, 200)}`;
        else json = text ? JSON.parse(text) : null;
      } catch (error) {
        failure = `${operation}: ${(error as Error).message}`;
      }
      if (measuring) {
        const list = samples.get(operation) ?? [];
        list.push(performance.now() - start);
        samples.set(operation, list);
        if (failure) {
          errors.set(operation, (errors.get(operation) ?? 0) + 1);
          if (!errorExamples.has(operation)) errorExamples.set(operation, failure);
        }
      }
      return json;
    },
  };
}

try {
  // the goods the users open: the first pages of the market
  const goods: GoodRef[] = [];
  for (let page = 0; page < 10; page++) {
    const response = await fetch(
      `${server.url}/api/goods/good?supplierType=1&market=2&skipCount=${page * 20}&maxResultCount=20`,
    );
    const { items } = (await response.json()) as { items: GoodRef[] };
    goods.push(...items.map(({ id, tenantId }) => ({ id, tenantId })));
  }
  const seed = Number(values.seed);
  const guests = Array.from({ length: guestCount }, (_, i) => userOf({}, seed + i, goods));
  const distributors = await Promise.all(
    accounts.map(async (account, i) => {
      const driver = await HttpDistributor.login(server.url, account.userName, account.password);
      const user = userOf(driver.headers, seed + 1000 + i, goods);
      // each distributor publishes to a pdd shop of its own, authorised through the sandbox
      const { shopId } = await driver.authorizeShop(StationType.Pdd);
      await driver.saveCompleteTemplate(shopId, StationType.Pdd);
      return { ...user, shopId };
    }),
  );

  const loop = async (user: User, who: Scenario['who'], until: number) => {
    const mine = SCENARIOS.filter((s) => s.who === who);
    const total = mine.reduce((sum, s) => sum + s.weight, 0);
    while (performance.now() < until) {
      const ticket = user.random.next() * total;
      let reached = 0;
      const scenario = mine.find((s) => {
        reached += s.weight;
        return ticket < reached;
      });
      if (scenario) await scenario.run(user);
    }
  };
  const runAll = (until: number) =>
    Promise.all([
      ...guests.map((u) => loop(u, 'guest', until)),
      ...distributors.map((u) => loop(u, 'distributor', until)),
    ]);

  await runAll(performance.now() + 3_000); // warm-up, not measured

  /** one measured run of the mix; with `spray`, attackers spray passwords beside it */
  const measure = async (spray: boolean) => {
    samples.clear();
    const sprayed = { checked: 0, limited: 0, other: 0 };
    measuring = true;
    const loadAtStart = loadavg()[0] ?? 0;
    const started = performance.now();
    const until = started + seconds * 1000;
    const sprayers = spray
      ? Array.from({ length: sprayerCount }, async (_, a) => {
          let n = 0;
          while (performance.now() < until) {
            const response = await fetch(`${server.url}/connect/token`, {
              method: 'POST',
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                'x-forwarded-for': `198.18.${a}.1`,
              },
              body: new URLSearchParams({
                client_id: 'lanhai-web',
                grant_type: 'tenant_password',
                username: `victim-${a}-${n++}`,
                password: 'Spring2026!',
              }).toString(),
            }).catch(() => null);
            await response?.text();
            if (response?.status === 400) sprayed.checked += 1;
            else if (response?.status === 429) sprayed.limited += 1;
            else sprayed.other += 1;
          }
        })
      : [];
    await Promise.all([runAll(until), ...sprayers]);
    const elapsed = (performance.now() - started) / 1000;
    measuring = false;
    const summary = new Map([...samples.entries()].map(([operation, list]) => [operation, summarise(list)]));
    return { elapsed, summary, all: [...samples.values()].flat(), sprayed, loadAtStart, loadAtEnd: loadavg()[0] ?? 0 };
  };

  const quiet = await measure(false);
  const sprayedRun = sprayerCount > 0 ? await measure(true) : null;

  for (const [label, run] of [
    ['quiet', quiet],
    ['beside a password spray', sprayedRun],
  ] as const) {
    if (!run) continue;
    console.log(
      `\nbench/load (${label}) — ${databaseKind}, ${goodsCount} goods, ${guestCount} guests + ${distributorCount} distributors, ${run.elapsed.toFixed(1)} s (latencies in ms)\n`,
    );
    printTable(
      ['operation', 'requests', 'req/s', 'p50', 'p95', 'p99', 'max', 'errors'],
      [...run.summary.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([operation, s]) => [
          operation,
          s.count,
          (s.count / run.elapsed).toFixed(0),
          ms(s.p50),
          ms(s.p95),
          ms(s.p99),
          ms(s.max),
          errors.get(operation) ?? 0,
        ]),
    );
    const total = summarise(run.all);
    console.log(
      `\nthroughput ${(run.all.length / run.elapsed).toFixed(0)} req/s (${run.all.length} requests), all operations p50 ${ms(total.p50)} p95 ${ms(total.p95)} p99 ${ms(total.p99)} ms`,
    );
    // the figures mean little when other work shares the cores: say how busy the machine was
    console.log(
      `machine load average (1 min): ${run.loadAtStart.toFixed(1)} at the start, ${run.loadAtEnd.toFixed(1)} at the end, ${availableParallelism()} cores`,
    );
  }
  if (sprayedRun) {
    const { checked, limited, other } = sprayedRun.sprayed;
    console.log(
      `\npassword spray: ${sprayerCount} addresses, ${checked + limited + other} attempts in ${sprayedRun.elapsed.toFixed(1)} s: ${checked} checked (wrong password), ${limited} refused unchecked (429), ${other} other`,
    );
    console.log('\np95 beside the spray against the quiet run (same process, same mix)\n');
    printTable(
      ['operation', 'quiet p95', 'spray p95', 'ratio'],
      ['sign in', 'goods list', 'goods detail', 'keyword search', 'category counts', 'buy-user'].flatMap(
        (operation) => {
          const before = quiet.summary.get(operation);
          const during = sprayedRun.summary.get(operation);
          if (!before || !during) return [];
          return [[operation, ms(before.p95), ms(during.p95), (during.p95 / before.p95).toFixed(2)]];
        },
      ),
    );
  }
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(`\nerrors ${errorCount}, server peak RSS ${server.peakRssMiB().toFixed(0)} MiB`);
  for (const example of errorExamples.values()) console.log(`  error: ${example}`);
  if (errorCount > 0) process.exitCode = 1;
} finally {
  await server.stop();
}
