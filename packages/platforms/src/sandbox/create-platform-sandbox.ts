import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import type { AuthModule } from '../core/connector.ts';
import { type AdminGateOptions, registerAdminGate } from './admin-gate.ts';
import { type AppRegistryOptions, SandboxAppRegistry } from './app-registry.ts';
import { SandboxAuthService } from './auth-service.ts';
import { PlatformCatalog } from './catalog/platform-catalog.ts';
import { FaultInjector, type PlatformFaults } from './faults.ts';
import { SandboxListingService } from './listing-service.ts';
import { registerConsentPages, registerMarketPage } from './pages/consent.pages.ts';
import { registerStorefront } from './pages/storefront.page.ts';
import { SANDBOX_PLATFORM_DEFINITIONS } from './platforms/index.ts';
import { type PageHeaderEntry, PageHeaderLog } from './platforms/pdd-page-code.sandbox.ts';
import { registerBodyParsers } from './raw-body.ts';
import { registerAdminRoutes } from './sandbox-admin.routes.ts';
import type { SandboxPlatformName } from './sandbox-apps.ts';
import { SandboxClock } from './sandbox-clock.ts';
import { createKit, type SandboxCore, type SandboxPlatform } from './sandbox-core.ts';
import { type ListingRecord, type SandboxOfferStatus, SandboxState, type ShopRecord } from './sandbox-state.ts';

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

/** What tests (and the admin endpoint) can do to the sandbox at run time. */
export interface SandboxControl {
  clock: SandboxClock;
  faults(platform: string): PlatformFaults;
  setFaults(platform: string, change: Partial<PlatformFaults>): PlatformFaults;
  resetFaults(platform?: string): void;
  /** the shop's authorisation lapses now (every token of it is refused until it authorises again) */
  expireAuthorization(platform: string, shopId: string): void;
  /** sets when the shop's order of our app ends */
  setServiceExpiry(platform: string, shopId: string, module: AuthModule, expiresAt: Date): void;
  /** orders the app for `days` from the service market, as the shop would */
  orderApp(platform: string, shopName: string, module: AuthModule, days: number): Date;
  ensureShop(platform: string, shopName: string): ShopRecord;
  shopByName(platform: string, shopName: string): ShopRecord | undefined;
  listings(platform: string, shopId: string): ListingRecord[];
  /** 1688: the buyer has (or has not) opened password-free payment */
  setProtocolPay(buyerId: string, enabled: boolean): void;
  /** 1688: the seller takes an offer off the shelf, deletes it, or puts it back */
  setOfferStatus(offerId: string, status: SandboxOfferStatus): void;
  /** the app's registered callbacks (the platform's first app, ours by default, when appKey is omitted) */
  redirectUris(platform: string, appKey?: string): readonly string[];
  /** replaces them, as the developer console would, until restart (the options set them at start) */
  setRedirectUris(platform: string, redirectUris: readonly string[], appKey?: string): readonly string[];
  /** pdd: the page headers (X-PDD-PageCode, X-PDD-Pati) each API call brought, oldest first */
  pageHeaders(platform: string): PageHeaderEntry[];
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

  const control: SandboxControl = {
    clock,
    faults: (platform) => faults.get(platform),
    setFaults: (platform, change) => faults.set(platform, change),
    resetFaults: (platform) => faults.reset(platform),
    expireAuthorization: (platform, shopId) => auth.forcedExpiry.add(`${platform}|${shopId}`),
    setServiceExpiry: (platform, shopId, module, expiresAt) =>
      auth.setServiceExpiry(platform, shopId, module, expiresAt),
    orderApp(platform, shopName, module, days) {
      const shop = auth.ensureShop(platform, shopName);
      return new Date(auth.order(platform, shop.shopId, module, days));
    },
    ensureShop: (platform, shopName) => auth.ensureShop(platform, shopName),
    shopByName(platform, shopName) {
      const id = state.shopIdByName(platform, shopName.trim());
      return id ? state.shop(platform, id) : undefined;
    },
    listings: (platform, shopId) => core.listings.list(platform, shopId),
    setProtocolPay: (buyerId, enabled) => state.commit({ t: 'protocolPay', shopId: buyerId, enabled }),
    setOfferStatus: (offerId, status) => state.commit({ t: 'offerStatus', offerId, status }),
    redirectUris: (platform, appKey) => apps.redirectUris(platform, appKey),
    setRedirectUris: (platform, redirectUris, appKey) => apps.setRedirectUris(platform, appKey, redirectUris),
    pageHeaders: (platform) => core.pageHeaders.list(platform),
  };

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
