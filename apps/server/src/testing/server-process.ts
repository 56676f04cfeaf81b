import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PlatformSandbox } from '@puhuo/platforms';
import { OAUTH_CALLBACK_PATH } from '../modules/shops/shop-authorization.service.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** resident memory of the server process in MiB, sampled while it runs */
  peakRssMiB(): number;
  stop(): Promise<void>;
  /** kills the process without warning, as a crash or a power cut would */
  crash(): Promise<void>;
}

/** Runs the product's own main.ts in a child process, as a user would. */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  // a port given by the caller (who told the platforms its address already), else any free one
  const port = env.PORT ? Number(env.PORT) : await freePort();
  // e.g. SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under a bench
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready');
    await new Promise((r) => setTimeout(r, 250));
  }
  let peak = 0;
  const { readFileSync } = await import('node:fs');
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // process gone
    }
  };
  const timer = setInterval(sample, 200);
  const end = async (signal: NodeJS.Signals) => {
    clearInterval(timer);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return {
    url,
    child,
    peakRssMiB: () => peak,
    stop: () => end('SIGTERM'),
    crash: () => end('SIGKILL'),
  };
}

/**
 * Registers the product at `productUrl` as the callback of our app on every platform of a separately
 * run sandbox, as one would in each platform's developer console.
 */
export function registerProductCallback(sandbox: PlatformSandbox, productUrl: string): void {
  for (const platform of sandbox.platforms) {
    if (platform.consent) sandbox.control.setRedirectUris(platform.name, [`${productUrl}${OAUTH_CALLBACK_PATH}`]);
  }
}
