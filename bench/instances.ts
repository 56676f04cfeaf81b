/**
 * bench/instances: the market's reads served by one server instance, then by two on the same
 * PostgreSQL (as behind a load balancer), each with its own search index; the same request mix
 * (searches, category browsing, goods details) and the same total of connections, split evenly.
 * Prints each run's throughput and latency percentiles, and the second's ratio to the first.
 * Needs PostgreSQL (PGlite is one process's database):
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_market npm run instances -w bench -- [--seconds 10] [--connections 20]
 */
import { parseArgs } from 'node:util';
import { startServerProcess } from '@puhuo/server/src/testing/server-process.ts';
import { openBenchCatalogue } from './lib/catalogue.ts';
import { httpLoad, type LoadResult } from './lib/http-load.ts';
import { ms, printTable } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
if (!process.env.DATABASE_URL) throw new Error('bench/instances needs DATABASE_URL (PostgreSQL)');
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const catalogue = await openBenchCatalogue(Number(values.goods));
const { rows: sample } = await catalogue.database.executeSql<{ id: string; tenant_id: string }>(
  'select id, tenant_id from goods where status = 1 and market = 2 order by md5(id) limit 200',
);
const categories = [...new Set(catalogue.blueprint.leaves.map((leaf) => leaf.category2Id))].slice(0, 12);
await catalogue.database.close();

const page = (query: string) => `/api/goods/good?${query}&skipCount=0&maxResultCount=20`;
const paths = [
  ...['新款', '连衣裙', 'T恤', '一件代发', '碎花', '纯棉 T恤'].map((k) => page(`keyword=${encodeURIComponent(k)}`)),
  ...categories.map((id) => page(`categoryId=${id}&supplierType=1&market=2`)),
  ...sample.map((g) => `/api/goods/good/${g.tenant_id}/${encodeURIComponent(g.id)}`),
];

async function run(instances: number): Promise<{ result: LoadResult; rss: number[] }> {
  const servers = await Promise.all(
    Array.from({ length: instances }, () =>
      startServerProcess({
        DATABASE_URL: process.env.DATABASE_URL,
        DATA_DIR: catalogue.dataDir,
        SEED_GOODS: '0',
        RUN_WORKERS: 'false',
        MARKET_CACHE_MS: '0',
      }),
    ),
  );
  try {
    const share = Math.max(1, Math.floor(connections / instances));
    await Promise.all(servers.map((server) => httpLoad(server.url, 1, share, paths)));
    const results = await Promise.all(servers.map((server) => httpLoad(server.url, seconds, share, paths)));
    // the slower instance's percentiles: what the balancer's unluckiest user sees
    const worst = (pick: (r: LoadResult) => number) => Math.max(...results.map(pick));
    const total = (pick: (r: LoadResult) => number) => results.reduce((sum, r) => sum + pick(r), 0);
    return {
      result: {
        count: total((r) => r.count),
        p50: worst((r) => r.p50),
        p95: worst((r) => r.p95),
        p99: worst((r) => r.p99),
        max: worst((r) => r.max),
        requestsPerSecond: total((r) => r.requestsPerSecond),
        non2xx: total((r) => r.non2xx),
        errors: total((r) => r.errors),
      },
      rss: servers.map((server) => server.peakRssMiB()),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const one = await run(1);
const two = await run(2);
console.log(
  `\nmarket reads (search, browse, detail; answer cache off) — ${values.goods} goods, PostgreSQL, ${connections} connections in all, ${seconds} s (ms; with two instances the slower instance's percentiles)\n`,
);
const row = (instances: number, { result, rss }: Awaited<ReturnType<typeof run>>) => [
  instances,
  ms(result.p50),
  ms(result.p95),
  ms(result.p99),
  result.requestsPerSecond.toFixed(0),
  result.errors + result.non2xx,
  rss.map((r) => r.toFixed(0)).join(', '),
];
printTable(
  ['instances', 'p50', 'p95', 'p99', 'req/s', 'errors', 'peak RSS per instance MiB'],
  [row(1, one), row(2, two)],
);
console.log(
  `\nthroughput with two instances: ${(two.result.requestsPerSecond / one.result.requestsPerSecond).toFixed(2)}x one`,
);
