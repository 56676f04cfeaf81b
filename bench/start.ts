/**
 * bench/start: how long `npm start` takes until the product answers, as a user runs it.
 * In a fresh data dir, runs `npm start` twice: the first start seeds the demo catalogue (and builds the
 * web app or the server if their sources changed since the last build); the second finds everything built
 * and seeded. Prints for each the time from spawning `npm start` to the first 200 from /health, and
 * whether the web and server builds were skipped. Target: the second start under 10 s.
 *
 *   npm run start -w bench                 # the builds as they are
 *   npm run start -w bench -- --rebuild    # forget both build stamps first: the first start builds both
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '@puhuo/server/src/testing/server-process.ts';
import { printTable } from './lib/stats.ts';

const { values } = parseArgs({ options: { rebuild: { type: 'boolean', default: false } } });
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_SECOND_START_MS = 10_000;
const DEADLINE_MS = 300_000;

interface StartRun {
  msToHealth: number;
  web: string;
  server: string;
  goods: number;
}

/** what scripts/start.mjs said about a build: "skipped", "built in 1.2 s", or "?" */
function buildOutcome(output: string, what: 'web app' | 'server'): string {
  const built = new RegExp(`\\[start\\] ${what}: built in ([\\d.]+ s)`).exec(output);
  if (built) return `built (${built[1]})`;
  return output.includes(`[start] ${what}: build skipped`) ? 'skipped' : '?';
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // npm, the start script and the server share the process group started for them
  process.kill(-child.pid, 'SIGTERM');
  const killer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(killer);
}

async function startOnce(dataDir: string, port: number): Promise<StartRun> {
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
      if (performance.now() - started > DEADLINE_MS) throw new Error(`no 200 from /health in time:\n${output}`);
      try {
        if ((await fetch(`${url}/health`)).status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const msToHealth = performance.now() - started;
    const goods = (await (await fetch(`${url}/api/goods/good?maxResultCount=1`)).json()) as { totalCount?: number };
    return {
      msToHealth,
      web: buildOutcome(output, 'web app'),
      server: buildOutcome(output, 'server'),
      goods: goods.totalCount ?? 0,
    };
  } finally {
    await stop(child);
  }
}

if (values.rebuild) {
  rmSync(path.join(repoRoot, 'apps/web/dist/.build-stamp'), { force: true });
  rmSync(path.join(repoRoot, 'apps/server/dist/build-stamp.json'), { force: true });
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-start-'));
try {
  const port = await freePort();
  const first = await startOnce(dataDir, port);
  const second = await startOnce(dataDir, port);
  console.log(
    `\nnpm start, Node ${process.version}, fresh data dir${values.rebuild ? ', build stamps removed' : ''}\n`,
  );
  printTable(
    ['start', 'spawn to first 200 /health', 'web build', 'server build', 'goods listed'],
    [
      ['first (seeds)', `${(first.msToHealth / 1000).toFixed(1)} s`, first.web, first.server, first.goods],
      ['second (built, seeded)', `${(second.msToHealth / 1000).toFixed(1)} s`, second.web, second.server, second.goods],
    ],
  );
  const met = second.msToHealth < TARGET_SECOND_START_MS;
  console.log(`\ntarget: second start under ${TARGET_SECOND_START_MS / 1000} s: ${met ? 'met' : 'MISSED'}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
