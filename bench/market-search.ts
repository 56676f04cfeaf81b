/**
 * bench/market-search: keyword search, category browse and goods detail on a 200,000-goods catalogue.
 * Seeds (or reuses) the catalogue, replays each request's SQL straight on the database, then loads the
 * running server over HTTP with the same requests, and prints both with their ratio. Keyword searches
 * are answered by the server's in-process search index (docs/decisions/0012-search-index.md); their
 * "SQL" is what the database path (SEARCH_INDEX=off) would run for them.
 *
 *   npm run market-search -w bench -- [--goods 200000] [--seconds 10] [--connections 20]
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_market npm run market-search -w bench
 */
import { parseArgs } from 'node:util';
import { goodsListQuerySchema } from '@puhuo/domain';
import { GoodsRepository } from '@puhuo/server/src/modules/catalogue/goods.repository.ts';
import { GoodsService } from '@puhuo/server/src/modules/catalogue/goods.service.ts';
import { startServerProcess } from '@puhuo/server/src/testing/server-process.ts';
import { type CapturedStatement, openBenchCatalogue } from './lib/catalogue.ts';
import { functionLoad, httpLoad, type LoadResult } from './lib/http-load.ts';
import { type LatencySummary, ms, printTable } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const goodsCount = Number(values.goods);
const seconds = Number(values.seconds);
const connections = Number(values.connections);

const catalogue = await openBenchCatalogue(goodsCount);
const { database, blueprint, captureSql } = catalogue;
const service = new GoodsService(new GoodsRepository(database.db));

const listPath = (query: string) => `/api/goods/good?${query}&skipCount=0&maxResultCount=20`;
const search = (keyword: string) => listPath(`keyword=${encodeURIComponent(keyword)}`);

interface Scenario {
  name: string;
  paths: string[];
  /** the requests whose SQL is replayed for the SQL columns (default: paths) */
  sqlPaths?: string[];
}

// matches in the 200,000-goods catalogue are printed below; "rare" is ~0.5% of the goods, "miss" none
const keywordScenarios: Scenario[] = [
  { name: 'search common 1-2 chars', paths: ['新款', '裙', '女', 'T恤', '手机', '碗'].map(search) },
  { name: 'search common 4 chars', paths: ['一件代发', '厂家直销', '小众设计'].map(search) },
  { name: 'search rare 2-3 chars', paths: ['碎花', '重磅', '赫本风', '飞行员', '慵懒风', '羽绒服'].map(search) },
  { name: 'search multi-word', paths: ['纯棉 T恤', '碎花 连衣裙', '新款 一件代发', '猫砂 包邮'].map(search) },
];
const leaf = blueprint.leaves;
const categoryIds = [
  ...leaf.slice(0, 6).map((l) => l.id),
  ...new Set(leaf.map((l) => l.category2Id)),
  ...new Set(leaf.map((l) => l.category1Id)),
];
const browseScenario: Scenario = {
  name: 'category browse',
  paths: categoryIds.slice(0, 24).map((id) => listPath(`categoryId=${id}&supplierType=1&market=2`)),
};
const { rows: sample } = await database.executeSql<{ id: string; tenant_id: string }>(
  'select id, tenant_id from goods where status = 1 and (market = 2 or supplier_type = 4) order by md5(id) limit 20000',
);
const detailPath = (g: { id: string; tenant_id: string }) =>
  `/api/goods/good/${g.tenant_id}/${encodeURIComponent(g.id)}`;
const detailScenario: Scenario = { name: 'goods detail', paths: sample.slice(0, 200).map(detailPath) };
// a market's traffic is skewed: the n-th most viewed good is opened about 1/n as often as the first
// (Zipf, s = 1), here over 20,000 goods, ten times the answer cache's 2,000 details
let seed = 20_261_123;
const nextRandom = () => {
  seed = (seed * 48_271) % 2_147_483_647;
  return seed / 2_147_483_647;
};
const weights = sample.map((_, rank) => 1 / (rank + 1));
const cumulative: number[] = [];
weights.reduce((sum, weight) => {
  cumulative.push(sum + weight);
  return sum + weight;
}, 0);
const totalWeight = cumulative.at(-1) ?? 1;
const zipfDraw = () => {
  const target = nextRandom() * totalWeight;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((cumulative[mid] ?? 0) < target) low = mid + 1;
    else high = mid;
  }
  return sample[low];
};
const skewedScenario: Scenario = {
  name: 'goods detail, skewed mix',
  paths: Array.from({ length: 40_000 }, () => zipfDraw()).flatMap((g) => (g ? [detailPath(g)] : [])),
  sqlPaths: detailScenario.paths,
};
console.log(
  `goods detail, skewed mix: ${skewedScenario.paths.length} requests over ${new Set(skewedScenario.paths).size} different goods`,
);
const scenarios = [...keywordScenarios, browseScenario, detailScenario, skewedScenario].filter(
  (s) => !values.only || s.name.includes(values.only),
);

// how many goods each keyword finds (the totals stop at 10,000)
for (const scenario of keywordScenarios) {
  const found: string[] = [];
  for (const path of scenario.paths) {
    const query = Object.fromEntries(new URL(path, 'http://x').searchParams);
    const { totalCount } = await service.list(goodsListQuerySchema.parse(query), null);
    found.push(`${query.keyword} ${totalCount}`);
  }
  console.log(`${scenario.name}: ${found.join(', ')}`);
}

/** The statements an API path sends, captured from the service behind it. */
async function statementsOf(path: string): Promise<CapturedStatement[]> {
  const url = new URL(path, 'http://x');
  const detail = /^\/api\/goods\/good\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (detail) {
    const [, tenantId = '', id = ''] = detail;
    return captureSql(() => service.detail(tenantId, decodeURIComponent(id), null));
  }
  const query = goodsListQuerySchema.parse(Object.fromEntries(url.searchParams));
  return captureSql(() => service.list(query, null));
}

// 1. each request's SQL on the database path, replayed directly on the database, one request's statements in turn
const sqlResults: LatencySummary[] = [];
for (const scenario of scenarios) {
  // one capture at a time: the capture hook sees every statement the database runs
  const perPath: CapturedStatement[][] = [];
  for (const path of scenario.sqlPaths ?? scenario.paths) perPath.push(await statementsOf(path));
  const replay = async (call: number) => {
    for (const statement of perPath[call % perPath.length] ?? []) {
      await database.executeSql(statement.sql, statement.params);
    }
  };
  await functionLoad(replay, 1, connections); // warm-up
  const result = await functionLoad(replay, seconds, connections);
  if (result.errors > 0) {
    console.log(`SQL of ${scenario.name}: ${result.errors} calls failed (first: ${result.firstError})`);
  }
  sqlResults.push(result);
}
await database.close();

// 2. the same requests over HTTP against the real server process, first with its answer cache
// off (every request reaches the database), then as it runs by default (MARKET_CACHE_MS)
async function loadServer(cacheMs: string | undefined): Promise<{ results: LoadResult[]; rss: number }> {
  const server = await startServerProcess({
    DATABASE_URL: catalogue.databaseUrl,
    DATA_DIR: catalogue.dataDir,
    SEED_GOODS: '0',
    RUN_WORKERS: 'false',
    MARKET_CACHE_MS: cacheMs,
  });
  const results: LoadResult[] = [];
  try {
    for (const scenario of scenarios) {
      await httpLoad(server.url, 1, connections, scenario.paths); // warm-up
      results.push(await httpLoad(server.url, seconds, connections, scenario.paths));
    }
  } finally {
    await server.stop();
  }
  return { results, rss: server.peakRssMiB() };
}
const uncached = await loadServer('0');
const cached = await loadServer(undefined);

console.log(
  `\nmarket search — ${goodsCount} goods, ${database.kind}, ${connections} connections, ${seconds} s each (ms); ` +
    'API: answer cache off; SQL: the database path of the same requests; cached: as the server runs by default\n',
);
printTable(
  [
    'scenario',
    'API p50',
    'API p95',
    'API p99',
    'req/s',
    'SQL p50',
    'SQL p95',
    'SQL p99',
    'ratio p50',
    'ratio p95',
    'cached p50',
    'cached p95',
    'cached p99',
    'cached req/s',
    'errors',
  ],
  scenarios.map((scenario, i) => {
    const api = uncached.results[i];
    const warm = cached.results[i];
    const direct = sqlResults[i];
    if (!api || !warm || !direct) throw new Error('missing result');
    return [
      scenario.name,
      ms(api.p50),
      ms(api.p95),
      ms(api.p99),
      api.requestsPerSecond.toFixed(0),
      ms(direct.p50),
      ms(direct.p95),
      ms(direct.p99),
      (api.p50 / direct.p50).toFixed(2),
      (api.p95 / direct.p95).toFixed(2),
      ms(warm.p50),
      ms(warm.p95),
      ms(warm.p99),
      warm.requestsPerSecond.toFixed(0),
      api.errors + api.non2xx + warm.errors + warm.non2xx,
    ];
  }),
);
console.log(
  `\nserver peak RSS: ${uncached.rss.toFixed(0)} MiB without the answer cache, ${cached.rss.toFixed(0)} MiB with it`,
);
