import path from 'node:path';
import { isLoopbackAddress } from '../sandbox/admin-gate.ts';
import { startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_PLATFORMS } from '../sandbox/sandbox-apps.ts';

/**
 * The platform sandbox as its own process: SANDBOX_PORT (default 4100), SANDBOX_HOST, SANDBOX_DATA_DIR,
 * SANDBOX_REDIRECT_URIS (comma-separated callbacks of our apps), SANDBOX_ADMIN_TOKEN, SANDBOX_PUBLIC_URL.
 */
const port = Number(process.env.SANDBOX_PORT ?? process.env.PORT ?? 4100);
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
const dataDir = process.env.SANDBOX_DATA_DIR ? path.resolve(process.env.SANDBOX_DATA_DIR) : undefined;
const redirectUris = (process.env.SANDBOX_REDIRECT_URIS ?? '')
  .split(',')
  .map((uri) => uri.trim())
  .filter((uri) => uri !== '');
const adminToken = process.env.SANDBOX_ADMIN_TOKEN || undefined;
const publicUrl = process.env.SANDBOX_PUBLIC_URL || undefined;

const running = await startPlatformSandbox({
  port,
  host,
  dataDir,
  redirectUris,
  adminToken,
  publicUrl,
  logger: process.env.LOG_LEVEL === 'debug',
});
const base = publicUrl?.replace(/\/+$/, '') ?? running.url;
const listening = isLoopbackAddress(host) || host === 'localhost';
console.log(`
  Platform sandbox at ${base}${publicUrl ? ` (listening on ${running.url})` : ''}
  platforms: ${SANDBOX_PLATFORMS.map((p) => `${base}/${p}`).join('\n             ')}
  callbacks: ${
    redirectUris.length > 0
      ? redirectUris.join('\n             ')
      : 'none registered: every consent page refuses (set SANDBOX_REDIRECT_URIS)'
  }
  admin: ${base}/_admin/platforms (${adminToken ? 'loopback or x-sandbox-admin-token' : 'loopback only: set SANDBOX_ADMIN_TOKEN to reach it from elsewhere'})
  state: ${dataDir ? `${dataDir}/platform-sandbox.jsonl` : 'in memory'}
${publicUrl || listening ? '' : '  note: SANDBOX_PUBLIC_URL is unset, so absolute URLs follow the Host header of each request\n'}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running.close().then(() => process.exit(0));
  });
}
