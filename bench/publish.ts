/**
 * bench/publish: 30 goods x 50 shops over every online platform, through the real server process and
 * the platform sandbox with the platforms' QPS limits and a realistic per-call latency.
 * Prints the wall time, the lower bound the platforms' rate limits set for the calls made, their ratio
 * (target: within 1.2x), the delay from an item settling to the client's realtime event, and the
 * server's peak memory.
 *
 *   npm run publish -w bench -- [--goods 30] [--shops 50] [--latency 120]
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_publish npm run publish -w bench
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findStation, StationType } from '@puhuo/domain';
import { createPlatformSandbox, qpsOf } from '@puhuo/platforms';
import { DEMO_ACCOUNT } from '@puhuo/server/src/modules/identity/demo-account.ts';
import { HttpDistributor } from '@puhuo/server/src/testing/http-distributor.ts';
import { registerProductCallback, startServerProcess } from '@puhuo/server/src/testing/server-process.ts';
import Fastify from 'fastify';
import pg from 'pg';
import WebSocket from 'ws';
import { ms, printTable, summarise } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    goods: { type: 'string', default: '30' },
    shops: { type: 'string', default: '50' },
    latency: { type: 'string', default: '120' },
  },
});
const goodsCount = Number(values.goods);
const shopCount = Number(values.shops);
const latencyMs = Number(values.latency);

/** every online station a distributor publishes to (淘工厂 39 is left out of the publish dialog) */
const STATIONS = [
  StationType.Alibaba,
  StationType.Pdd,
  StationType.Taobao,
  StationType.Kuaishou,
  StationType.Doudian,
  StationType.Jd,
  StationType.Xiaohongshu,
  StationType.Youzan,
  StationType.Kuaituantuan,
  StationType.Qunjielong,
  StationType.WechatVideoShop,
  StationType.Fanmeng,
  StationType.Jubaozan,
];
const nameOf = (station: number) => findStation(station)?.name ?? String(station);

// 1. the platforms: their sandbox in this process, counting the API calls each platform receives
const dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-bench-publish-'));
const sandbox = createPlatformSandbox({ dataDir: path.join(dataDir, 'sandbox') });
const sandboxApp = Fastify({ logger: false });
const calls = new Map<string, number>();
let counting = false;
sandboxApp.addHook('onRequest', async (request) => {
  const platform = /^\/sandbox\/([a-z]+)\//.exec(request.url)?.[1];
  if (counting && platform && !request.url.includes('/_admin/')) calls.set(platform, (calls.get(platform) ?? 0) + 1);
});
await sandboxApp.register(sandbox.plugin, { prefix: '/sandbox' });
const sandboxUrl = `${await sandboxApp.listen({ port: 0, host: '127.0.0.1' })}/sandbox`;

// 2. the product, in its own process, on a fresh database
let databaseUrl: string | undefined;
if (process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const name = `bench_publish_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}
const server = await startServerProcess({
  DATA_DIR: path.join(dataDir, 'server'),
  DATABASE_URL: databaseUrl ?? '',
  SEED_GOODS: '400',
  PLATFORM_SANDBOX: sandboxUrl,
});
registerProductCallback(sandbox, server.url);
console.log(
  `server on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; sandbox latency ${latencyMs} ms (+ up to ${latencyMs} ms jitter)`,
);

// 3. a distributor with shops on every platform, each with a complete template
const distributor = await HttpDistributor.login(server.url, DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password, {
  sandboxUrl,
});
const shops: { shopId: string; station: number; shopName: string }[] = [];
for (let i = 0; i < shopCount; i += 1) {
  const station = STATIONS[i % STATIONS.length] ?? StationType.Pdd;
  const shop = await distributor.authorizeShop(station);
  await distributor.saveCompleteTemplate(shop.shopId, station);
  shops.push({ shopId: shop.shopId, station, shopName: shop.shopName });
}
console.log(`${shops.length} shops authorised on ${STATIONS.length} platforms`);

// goods every shop may take (price control and sales channels checked by the preflight)
const candidates = await distributor.blueOceanGoods(100);
const blocked = new Set<string>();
for (let start = 0; start < candidates.length; start += 30) {
  const plans = await distributor.call('POST', '/api/platform/good/product/preflight', {
    shopInfos: shops.map((s) => ({ shopId: s.shopId })),
    items: candidates.slice(start, start + 30).map((goodId) => ({ goodId, goodsFrom: 3 })),
    market: 2,
  });
  for (const plan of plans.body.items as { goodsId: string; problems: string[] }[]) {
    if (plan.problems.length > 0) blocked.add(plan.goodsId);
  }
}
const goodsIds = candidates.filter((id) => !blocked.has(id)).slice(0, goodsCount);
if (goodsIds.length < goodsCount) throw new Error(`only ${goodsIds.length} goods pass the preflight`);

// 4. publish, following the task through the realtime events as the browser does
for (const station of STATIONS) sandbox.control.setFaults(nameOf(station), { latencyMs, jitterMs: latencyMs });
const realtimeUrl = `${server.url.replace('http', 'ws')}/api/realtime?access_token=${encodeURIComponent(distributor.token)}`;
const socket = new WebSocket(realtimeUrl);
await new Promise((resolve, reject) => {
  socket.once('message', resolve);
  socket.once('error', reject);
});
const delays: number[] = [];
let done: (value: number) => void = () => {};
const finished = new Promise<number>((resolve) => {
  done = resolve;
});
let taskId = '';
socket.on('message', (raw) => {
  const frame = JSON.parse(String(raw)) as { event: string; data: { taskId: string; progress: number; at: number } };
  if (frame.event !== 'Progress' || frame.data.taskId !== taskId) return;
  delays.push(Date.now() - frame.data.at);
  if (frame.data.progress === 100) done(Date.now());
});

const memoryBefore = server.peakRssMiB();
/** CPU seconds a process has used (user + system), from /proc */
const cpuSeconds = (pid: number | undefined) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const serverCpuBefore = cpuSeconds(server.child.pid);
const benchCpuBefore = process.cpuUsage();
counting = true;
const started = Date.now();
taskId = await distributor.publish(
  shops.map((s) => s.shopId),
  goodsIds,
);
const ended = await finished;
counting = false;
const wallMs = ended - started;
const serverCpu = cpuSeconds(server.child.pid) - serverCpuBefore;
const benchCpu = process.cpuUsage(benchCpuBefore);
const sandboxCpu = (benchCpu.user + benchCpu.system) / 1e6;
const progress = await distributor.progress(taskId);
socket.close();

// 5. the bound: the busiest platform's calls at its documented rate
const rows = STATIONS.map((station) => {
  const name = nameOf(station);
  const count = calls.get(name) ?? 0;
  const qps = qpsOf(station);
  const own = shops.filter((s) => s.station === station);
  const created = own.flatMap((shop) =>
    sandbox.control
      .listings(name, sandbox.control.shopByName(name, shop.shopName)?.shopId ?? '')
      .map((l) => l.createdAt),
  );
  return {
    name,
    pairs: own.length * goodsIds.length,
    count,
    qps,
    boundMs: (count / qps) * 1000,
    lastMs: Math.max(...created) - started,
  };
});
const boundMs = Math.max(...rows.map((r) => r.boundMs)) + latencyMs;
printTable(
  ['platform', 'pairs', 'API calls', 'QPS', 'bound (s)', 'last listing (s)'],
  rows.map((r) => [r.name, r.pairs, r.count, r.qps, (r.boundMs / 1000).toFixed(2), (r.lastMs / 1000).toFixed(2)]),
);
const delay = summarise(delays);
console.log('');
printTable(
  [
    'database',
    'pairs',
    'succeeded',
    'failed',
    'wall (s)',
    'bound (s)',
    'wall / bound',
    'event delay p50 (ms)',
    'p95 (ms)',
    'server peak RSS (MiB)',
  ],
  [
    [
      databaseUrl ? 'PostgreSQL' : 'PGlite',
      progress.totalCount,
      progress.successCount,
      progress.failCount,
      (wallMs / 1000).toFixed(2),
      (boundMs / 1000).toFixed(2),
      (wallMs / boundMs).toFixed(2),
      ms(delay.p50),
      ms(delay.p95),
      Math.max(memoryBefore, server.peakRssMiB()).toFixed(0),
    ],
  ],
);
console.log(
  `\nCPU during the run: server ${serverCpu.toFixed(1)} s, sandbox (this process) ${sandboxCpu.toFixed(1)} s, wall ${(wallMs / 1000).toFixed(1)} s; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
);
if (progress.failCount > 0) {
  const reasons = await distributor.call('GET', `/api/platform/publish-result/${taskId}/failure-reasons`);
  console.log('failures:', JSON.stringify(reasons.body.items));
}

await server.stop();
await sandboxApp.close();
if (databaseUrl && process.env.DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
}
rmSync(dataDir, { recursive: true, force: true });
