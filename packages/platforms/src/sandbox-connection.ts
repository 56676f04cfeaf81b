import { findStation } from '@puhuo/domain';
import type { ConnectorOptions } from './core/connector.ts';
import type { FetchLike } from './core/http-client.ts';
import type { RateLimiter } from './core/rate-limiter.ts';
import { SANDBOX_APPS, type SandboxPlatformName } from './sandbox/sandbox-apps.ts';

export interface SandboxConnection {
  /** where the server reaches the sandbox, e.g. http://127.0.0.1:3000/sandbox (in-process) or a separate one */
  sandboxUrl: string;
  /** where a browser reaches it, for consent pages; defaults to sandboxUrl */
  publicSandboxUrl?: string;
  limiter?: RateLimiter;
  /** e.g. createInjectFetch(app) for an in-process sandbox without a listening port */
  fetch?: FetchLike;
}

/** connector options that point a station's connector at the sandbox, with our sandbox app */
export function sandboxConnectorOptions(station: number, connection: SandboxConnection): ConnectorOptions {
  const name = findStation(station)?.name as SandboxPlatformName | undefined;
  const app = name ? SANDBOX_APPS[name] : undefined;
  if (!name || !app) throw new Error(`no sandbox platform for station ${station}`);
  const trim = (url: string) => url.replace(/\/+$/, '');
  return {
    baseUrl: `${trim(connection.sandboxUrl)}/${name}`,
    authorizeBaseUrl: `${trim(connection.publicSandboxUrl ?? connection.sandboxUrl)}/${name}`,
    app,
    ...(connection.limiter ? { limiter: connection.limiter } : {}),
    ...(connection.fetch ? { fetch: connection.fetch } : {}),
  };
}
