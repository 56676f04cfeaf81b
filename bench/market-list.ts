/**
 * bench/market-list: GET /api/goods/good on a 200,000-goods catalogue.
 * Seeds (or reuses) the catalogue, replays the endpoint's own SQL straight on the database,
 * then loads the running server over HTTP, and prints both with their ratio.
 *
 *   npm run market-list -w bench -- [--goods 200000] [--seconds 10] [--connections 20]
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/bench npm run market-list -w bench
 */
import { parseArgs } from 'node:util';
import { goodsListQuerySchema } from '@puhuo/domain';
import { GoodsRepository } from '@puhuo/server/src/modules/catalogue/goods.repository.ts';
import { GoodsService } from '@puhuo/server/src/modules/catalogue/goods.service.ts';
import { startServerProcess } from '@puhuo/server/src/testing/server-process.ts';
import { openBenchCatalogue } from './lib/catalogue.ts';
import { functionLoad, httpLoad, type LoadResult } from './lib/http-load.ts';
import { type LatencySummary, ms, printTable } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: '200000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const goodsCount = Number(values.goods);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const { database, blueprint, dataDir, databaseUrl, captureSql } = await openBenchCatalogue(goodsCount);
const busiestLeaf = blueprint.leaves[0];
if (!busiestLeaf) throw new Error('the catalogue has no leaf category');
const scenarios = [
  { name: 'first page', query: 'supplierType=1&market=2&skipCount=0&maxResultCount=20' },
  { name: 'category filter', query: `categoryId=${busiestLeaf.id}&skipCount=0&maxResultCount=20` },
  { name: 'page 500', query: 'supplierType=1&market=2&skipCount=9980&maxResultCount=20' },
];

// 1. the endpoint's SQL, replayed directly on the database
const service = new GoodsService(new GoodsRepository(database.db));
const sqlResults: LatencySummary[] = [];
for (const scenario of scenarios) {
  const query = goodsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(scenario.query)));
  const statements = await captureSql(() => service.list(query, null));
  const [pageSql, ...rest] = statements.filter((s) => !/from "categories"/.test(s.sql));
  const countSql = rest.find((s) => /sum\(|count\(/.test(s.sql));
  const namesSql = rest.find((s) => s !== countSql);
  if (!pageSql || !countSql) throw new Error(`could not capture the SQL of ${scenario.name}`);
  const replay = () =>
    Promise.all([
      database
        .executeSql(pageSql.sql, pageSql.params)
        .then(() => namesSql && database.executeSql(namesSql.sql, namesSql.params)),
      database.executeSql(countSql.sql, countSql.params),
    ]);
  await functionLoad(replay, 1, connections); // warm-up
  sqlResults.push(await functionLoad(replay, seconds, connections));
}
await database.close();

// 2. the same requests over HTTP against the real server process
const server = await startServerProcess({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  SEED_GOODS: '0',
  RUN_WORKERS: 'false',
});
const apiResults: LoadResult[] = [];
try {
  for (const scenario of scenarios) {
    const url = `${server.url}/api/goods/good?${scenario.query}`;
    await httpLoad(url, 1, connections); // warm-up
    apiResults.push(await httpLoad(url, seconds, connections));
  }
} finally {
  await server.stop();
}

console.log(
  `\nGET /api/goods/good — ${goodsCount} goods, ${database.kind}, ${connections} connections, ${seconds} s each (ms)\n`,
);
printTable(
  [
    'scenario',
    'API p50',
    'API p95',
    'API p99',
    'API req/s',
    'errors',
    'SQL p50',
    'SQL p95',
    'SQL p99',
    'ratio p50',
    'ratio p95',
  ],
  scenarios.map((scenario, i) => {
    const api = apiResults[i];
    const direct = sqlResults[i];
    if (!api || !direct) throw new Error('missing result');
    return [
      scenario.name,
      ms(api.p50),
      ms(api.p95),
      ms(api.p99),
      api.requestsPerSecond.toFixed(0),
      api.errors + api.non2xx,
      ms(direct.p50),
      ms(direct.p95),
      ms(direct.p99),
      (api.p50 / direct.p50).toFixed(2),
      (api.p95 / direct.p95).toFixed(2),
    ];
  }),
);
console.log(`\nserver peak RSS: ${server.peakRssMiB().toFixed(0)} MiB`);
