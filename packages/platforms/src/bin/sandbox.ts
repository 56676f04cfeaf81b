import path from 'node:path';
import { startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_PLATFORMS } from '../sandbox/sandbox-apps.ts';

/** The platform sandbox as its own process: SANDBOX_PORT (default 4100), SANDBOX_HOST, SANDBOX_DATA_DIR. */
const port = Number(process.env.SANDBOX_PORT ?? process.env.PORT ?? 4100);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const dataDir = process.env.SANDBOX_DATA_DIR ? path.resolve(process.env.SANDBOX_DATA_DIR) : undefined;

const running = await startPlatformSandbox({ port, host, dataDir, logger: process.env.LOG_LEVEL === 'debug' });
console.log(`
  Platform sandbox at ${running.url}
  platforms: ${SANDBOX_PLATFORMS.map((p) => `${running.url}/${p}`).join('\n             ')}
  admin: ${running.url}/_admin/platforms
  state: ${dataDir ? `${dataDir}/platform-sandbox.jsonl` : 'in memory'}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.close().then(() => process.exit(0));
  });
}
