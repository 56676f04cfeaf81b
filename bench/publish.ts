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
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { StationType } from '@puhuo/domain';
import { qpsOf } from '@puhuo/platforms';
import { DEMO_ACCOUNT } from '@puhuo/server/src/modules/identity/demo-account.ts';
import { HttpDistributor } from '@puhuo/server/src/testing/http-distributor.ts';
import { registerProductCallback, startServerProcess } from '@puhuo/server/src/testing/server-process.ts';
import WebSocket from 'ws';
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
    goods: { type: 'string', default: '30' },
    shops: { type: 'string', default: '50' },
    latency: { type: 'string', default: '120' },
  },
});
const goodsCount = Number(values.goods);
const shopCount = Number(values.shops);
const latencyMs = Number(values.latency);

// 1. the platforms: their sandbox in this process, counting the API calls each platform receives
const dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-bench-publish-'));
const platforms = await countingSandbox({ dataDir: path.join(dataDir, 'sandbox') });
const { sandbox, calls } = platforms;
const sandboxUrl = platforms.url;

// 2. the product, in its own process, on a fresh database
const database = await freshDatabase('bench_publish');
const databaseUrl = database.url;
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
  const station = PUBLISH_STATIONS[i % PUBLISH_STATIONS.length] ?? StationType.Pdd;
  const shop = await distributor.authorizeShop(station);
  await distributor.saveCompleteTemplate(shop.shopId, station);
  shops.push({ shopId: shop.shopId, station, shopName: shop.shopName });
}
console.log(`${shops.length} shops authorised on ${PUBLISH_STATIONS.length} platforms`);

// goods every shop may take (price control and sales channels checked by the preflight)
const goodsIds = (await goodsEveryShopTakes(distributor, shops)).slice(0, goodsCount);
if (goodsIds.length < goodsCount) throw new Error(`only ${goodsIds.length} goods pass the preflight`);

// 4. publish, following the task through the realtime events as the browser does
for (const station of PUBLISH_STATIONS)
  sandbox.control.setFaults(platformNameOf(station), { latencyMs, jitterMs: latencyMs });
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
const serverCpuBefore = cpuSeconds(server.child.pid);
const benchCpuBefore = process.cpuUsage();
platforms.counter.counting = true;
const started = Date.now();
taskId = await distributor.publish(
  shops.map((s) => s.shopId),
  goodsIds,
);
const ended = await finished;
platforms.counter.counting = false;
const wallMs = ended - started;
const serverCpu = cpuSeconds(server.child.pid) - serverCpuBefore;
const benchCpu = process.cpuUsage(benchCpuBefore);
const sandboxCpu = (benchCpu.user + benchCpu.system) / 1e6;
const progress = await distributor.progress(taskId);
socket.close();

// 5. the bound: the busiest platform's calls at its documented rate
const rows = PUBLISH_STATIONS.map((station) => {
  const name = platformNameOf(station);
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
await platforms.app.close();
await database.drop();
rmSync(dataDir, { recursive: true, force: true });
