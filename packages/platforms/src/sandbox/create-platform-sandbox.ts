import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { type AdminGateOptions, registerAdminGate } from './admin-gate.ts';
import { type AppRegistryOptions, SandboxAppRegistry } from './app-registry.ts';
import { SandboxAuthService } from './auth-service.ts';
import { PlatformCatalog } from './catalog/platform-catalog.ts';
import { FaultInjector } from './faults.ts';
import { SandboxListingService } from './listing-service.ts';
import { PageHeaderLog } from './page-header-log.ts';
import { registerConsentPages, registerMarketPage } from './pages/consent.pages.ts';
import { registerStorefront } from './pages/storefront.page.ts';
import { SANDBOX_PLATFORM_DEFINITIONS } from './platforms/index.ts';
import { registerBodyParsers } from './raw-body.ts';
import { registerAdminRoutes } from './sandbox-admin.routes.ts';
import type { SandboxPlatformName } from './sandbox-apps.ts';
import { SandboxClock } from './sandbox-clock.ts';
import { createSandboxControl, type SandboxControl } from './sandbox-control.ts';
import { createKit, type SandboxCore, type SandboxPlatform } from './sandbox-core.ts';
import { SandboxState } from './sandbox-state.ts';

export interface PlatformSandboxOptions extends AppRegistryOptions, AdminGateOptions {
  /** keep state across restarts: an append-only journal in this directory */
  dataDir?: string;
  /** the base time source (the clock's offset applies on top); Date.now by default */
  now?: () => number;
  /** requests per second per app, per platform, instead of the documented figures */
  qps?: Partial<Record<SandboxPlatformName, number>>;
  /**
   * where browsers reach the sandbox, e.g. http://localhost:3000/sandbox: the base of every absolute URL it
   * hands out (offer images, the fanmeng API address). Unset, the request's Host header is used, which a
   * client can forge: set it for anything beyond local tests.
   */
  publicUrl?: string;
}

export interface PlatformSandbox {
  /** register on any Fastify instance under a prefix, e.g. `app.register(sandbox.plugin, { prefix: '/sandbox' })` */
  plugin: FastifyPluginAsync;
  control: SandboxControl;
  core: SandboxCore;
  platforms: readonly SandboxPlatform[];
}

/**
 * The sandbox of the sales platforms' open APIs: each platform under its own prefix
 * (/pdd/api/router, /doudian/product/addV2, ...), consent and service-market pages, storefronts, and
 * /_admin for faults, clock and state. In-process (mounted on the product's server) or standalone.
 */
export function createPlatformSandbox(options: PlatformSandboxOptions = {}): PlatformSandbox {
  const clock = new SandboxClock(options.now);
  const state = new SandboxState(options.dataDir);
  const platforms = SANDBOX_PLATFORM_DEFINITIONS;
  const byName = new Map(platforms.map((p) => [p.name, p]));
  const catalogs = new Map(platforms.map((p) => [p.name, new PlatformCatalog(p.name, p.catalog)]));
  const apps = new SandboxAppRegistry(
    platforms.map((p) => p.name),
    options,
  );
  const publicUrl = options.publicUrl === undefined ? undefined : checkedPublicUrl(options.publicUrl);
  let prefix = '';
  const auth = new SandboxAuthService(state, clock);
  const faults = new FaultInjector(
    (platform) => byName.get(platform)?.station ?? 0,
    (platform) => options.qps?.[platform as SandboxPlatformName] ?? null,
  );
  const core: SandboxCore = {
    state,
    clock,
    auth,
    listings: new SandboxListingService(state, clock),
    faults,
    pageHeaders: new PageHeaderLog(),
    catalog(platform) {
      const catalog = catalogs.get(platform);
      if (!catalog) throw new Error(`no sandbox platform ${platform}`);
      return catalog;
    },
    app: (platform, appKey) =>
      apps.app(platform, appKey) ?? (appKey ? byName.get(platform)?.resolveApp?.(core, appKey) : undefined),
    redirectUris: (platform, appKey) => (appKey === undefined ? [] : apps.redirectUris(platform, appKey)),
    allRedirectUris: (platform) => apps.allRedirectUris(platform),
    baseUrlOf: (request: FastifyRequest) =>
      publicUrl ?? `${request.protocol}://${request.headers.host ?? 'localhost'}${prefix}`,
  };

  const control = createSandboxControl(core, apps);

  const plugin: FastifyPluginAsync = async (scope: FastifyInstance) => {
    prefix = scope.prefix;
    registerBodyParsers(scope);
    scope.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send({ error: 'SANDBOX_NOT_FOUND', message: `沙箱没有这个地址：${request.method} ${request.url}` }),
    );
    await scope.register(
      async (admin) => {
        registerAdminGate(admin, options);
        registerAdminRoutes(admin, control, core, platforms, apps);
      },
      { prefix: '/_admin' },
    );
    for (const platform of platforms) {
      await scope.register(
        async (platformScope) => {
          const kit = createKit(platformScope, core, platform);
          registerConsentPages(platformScope, kit);
          registerMarketPage(platformScope, kit);
          registerStorefront(platformScope, kit);
          platform.register(platformScope, kit);
        },
        { prefix: `/${platform.name}` },
      );
    }
  };

  return { plugin, control, core, platforms };
}

/** the configured public address without its trailing slash; a sandbox with a bad one should not start */
function checkedPublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`publicUrl "${value}" is not an absolute URL`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`publicUrl "${value}" must be an http(s) address without query or fragment`);
  }
  return value.replace(/\/+$/, '');
}

export interface RunningSandbox {
  url: string;
  sandbox: PlatformSandbox;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The sandbox as a process of its own: a Fastify server with the sandbox under /sandbox. */
export async function startPlatformSandbox(
  options: PlatformSandboxOptions & { port?: number; host?: string; logger?: boolean } = {},
): Promise<RunningSandbox> {
  const sandbox = createPlatformSandbox(options);
  const app = Fastify({ logger: options.logger ?? false });
  await app.register(sandbox.plugin, { prefix: '/sandbox' });
  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return { url: `${address}/sandbox`, sandbox, app, close: () => app.close() };
}
