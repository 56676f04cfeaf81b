import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppCredentials, AuthModule } from '../core/connector.ts';
import { SandboxCode } from '../core/sandbox-codes.ts';
import type { SandboxAuthService, TokenLifetimes } from './auth-service.ts';
import type { CatalogShape, PlatformCatalog } from './catalog/platform-catalog.ts';
import type { FaultInjector } from './faults.ts';
import type { NewListing, SandboxListingService } from './listing-service.ts';
import type { PageHeaderLog } from './page-header-log.ts';
import type { SandboxClock } from './sandbox-clock.ts';
import { SandboxFailure } from './sandbox-failure.ts';
import type { SandboxState, ShopRecord } from './sandbox-state.ts';

/** The services every sandbox platform shares. */
export interface SandboxCore {
  state: SandboxState;
  clock: SandboxClock;
  auth: SandboxAuthService;
  listings: SandboxListingService;
  faults: FaultInjector;
  /** the page headers (pdd's X-PDD-PageCode / X-PDD-Pati) the gateways received */
  pageHeaders: PageHeaderLog;
  catalog(platform: string): PlatformCatalog;
  app(platform: string, appKey: string | undefined): AppCredentials | undefined;
  /** the callbacks the app registered (exact strings); empty for unknown apps */
  redirectUris(platform: string, appKey: string | undefined): readonly string[];
  /** every callback registered on the platform, by any of its apps */
  allRedirectUris(platform: string): readonly string[];
  /** the sandbox's absolute address (its `publicUrl`, else as the caller reached it), for URLs it hands out */
  baseUrlOf(request: FastifyRequest): string;
}

/** One API request as a platform's dialect reads it. */
export interface ParsedCall {
  appKey: string | undefined;
  method: string;
  params: Record<string, unknown>;
  accessToken?: string;
  /** checks the request's signature with the app's secret(s) */
  verify(app: AppCredentials): boolean;
}

export interface RenderedReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** How one platform reads requests and writes answers and errors. */
export interface Dialect {
  parse(request: FastifyRequest): ParsedCall;
  success(data: unknown, call: ParsedCall): RenderedReply;
  failure(failure: SandboxFailure, call: ParsedCall | undefined): RenderedReply;
}

export interface CallContext {
  core: SandboxCore;
  platform: SandboxPlatform;
  catalog: PlatformCatalog;
  appKey: string;
  request: FastifyRequest;
}

export interface ShopCallContext extends CallContext {
  shop: ShopRecord;
  modules: AuthModule[];
}

type Params = Record<string, unknown>;

export type MethodSpec =
  | { auth: 'none'; handle(ctx: CallContext, params: Params): unknown }
  | { auth: 'shop'; module: AuthModule | null; handle(ctx: ShopCallContext, params: Params): unknown };

export type MethodTable = Record<string, MethodSpec>;

/** a method called with the app's credentials only (token exchange, public offer search) */
export const openMethod = (handle: (ctx: CallContext, params: Params) => unknown): MethodSpec => ({
  auth: 'none',
  handle,
});

/** a method called on a shop's behalf: needs a live token whose authorisation covers `module` */
export const shopMethod = (
  handle: (ctx: ShopCallContext, params: Params) => unknown,
  module: AuthModule | null = 'goods',
): MethodSpec => ({ auth: 'shop', module, handle });

export interface ConsentSetup {
  /** the consent page's path under the platform prefix */
  path: string;
  /** the query parameter carrying our app key */
  clientIdParam: string;
  /** the platform's own words for a redirect_uri that is not the app's registered callback, where known */
  redirectMismatch?: { error: string; message: string };
  /** the query parameter carrying the callback address: `redirect_uri` unless the platform names it otherwise (xiaohongshu `redirectUri`) */
  redirectUriParam?: string;
  /** a link naming no callback sends the code to the app's (first) registered one (doudian's service market) */
  defaultsToRegisteredCallback?: boolean;
  /** the requested module from the platform's own parameters (kuaishou `scope`); by default our `module` */
  moduleOf?(form: Record<string, string | undefined>): string | undefined;
}

export interface SandboxPlatform {
  name: string;
  station: number;
  catalog: CatalogShape;
  lifetimes: TokenLifetimes;
  /** listing ids count up from here */
  listingIdBase: number;
  /**
   * the public page of one listing, as the real platform's web host serves it (`{id}` the listing id, in
   * the path or a query parameter); absent for platforms whose goods open only inside their app
   */
  goodsPage?: string;
  /** OAuth consent page; absent for platforms authorised by code or shop name */
  consent?: ConsentSetup;
  /** the modules a shop may authorise (default goods and order) */
  modules?: AuthModule[];
  /** apps beyond ours: fanmeng shops sign with apps of their own */
  resolveApp?(core: SandboxCore, appKey: string): AppCredentials | undefined;
  /** sees each call that passed its signature (and token): what the platform notes of it besides the answer */
  observe?(ctx: CallContext, call: ParsedCall, shop: ShopRecord | undefined): void;
  register(scope: FastifyInstance, kit: PlatformKit): void;
}

export interface PlatformKit {
  /** the platform's Fastify scope (its URL prefix) */
  scope: FastifyInstance;
  core: SandboxCore;
  platform: SandboxPlatform;
  catalog: PlatformCatalog;
  /** serves an API route: parse, app, signature, faults and QPS, method, token, handler, answer */
  serve(route: { path: string; httpMethods?: ('GET' | 'POST')[]; dialect: Dialect; methods: MethodTable }): void;
}

export const defineSandboxPlatform = (platform: SandboxPlatform): SandboxPlatform => platform;

/** what a caller sees when the platform did the work but the answer died in its gateway */
const LOST_ANSWER: RenderedReply = {
  status: 502,
  headers: { 'content-type': 'text/html' },
  body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center></body></html>',
};

function send(reply: FastifyReply, rendered: RenderedReply) {
  if (rendered.headers) reply.headers(rendered.headers);
  return reply.status(rendered.status ?? 200).send(rendered.body);
}

async function runCall(
  kit: PlatformKit,
  dialect: Dialect,
  methods: MethodTable,
  request: FastifyRequest,
): Promise<RenderedReply> {
  const { core, platform, catalog } = kit;
  let call: ParsedCall | undefined;
  try {
    call = dialect.parse(request);
    const app = core.app(platform.name, call.appKey);
    if (!app) throw new SandboxFailure(SandboxCode.AppUnknown, `应用不存在：${call.appKey ?? '（未传）'}`);
    // a forged request is refused before it counts against the app's call rate
    if (!call.verify(app)) throw new SandboxFailure(SandboxCode.SignatureInvalid, '签名校验失败');
    await core.faults.before(platform.name, app.appKey);
    const spec = methods[call.method];
    if (!spec) throw new SandboxFailure(SandboxCode.MethodUnknown, `接口不存在或已下线：${call.method}`);
    const context: CallContext = {
      core,
      platform,
      catalog,
      appKey: app.appKey,
      request,
    };
    let data: unknown;
    // only a call that made a listing has an ambiguous lost answer (a lost read is just a failed read)
    const listingsBefore = core.state.listingCount(platform.name);
    if (spec.auth === 'shop') {
      const who = core.auth.authenticate(platform.name, call.accessToken, spec.module);
      if (who.appKey !== app.appKey) throw new SandboxFailure(SandboxCode.TokenInvalid, 'access_token不属于该应用');
      platform.observe?.(context, call, who.shop);
      data = await spec.handle({ ...context, shop: who.shop, modules: who.modules }, call.params);
    } else {
      platform.observe?.(context, call, undefined);
      data = await spec.handle(context, call.params);
    }
    const created = core.state.listingCount(platform.name) > listingsBefore;
    if (created && core.faults.loseAnswer(platform.name)) return LOST_ANSWER;
    return dialect.success(data, call);
  } catch (error) {
    if (error instanceof SandboxFailure) return dialect.failure(error, call);
    request.log.error({ err: error }, 'platform sandbox failed');
    return dialect.failure(new SandboxFailure(SandboxCode.Unavailable, '系统内部错误'), call);
  }
}

export function createKit(scope: FastifyInstance, core: SandboxCore, platform: SandboxPlatform): PlatformKit {
  const kit: PlatformKit = {
    scope,
    core,
    platform,
    catalog: core.catalog(platform.name),
    serve({ path, httpMethods = ['POST'], dialect, methods }) {
      scope.route({
        method: httpMethods,
        url: path,
        handler: async (request, reply) => send(reply, await runCall(kit, dialect, methods, request)),
      });
    },
  };
  return kit;
}

/** a parameter as text (numbers and booleans as sent) */
export function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : String(value);
}

/** a JSON-encoded parameter (form posts carry objects as JSON text) */
export function jsonParam(value: unknown, label: string): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new SandboxFailure(SandboxCode.ParamInvalid, `${label}不是合法的JSON`);
  }
}

/** the request's query and body merged, body winning (gateways accept both) */
export function requestParams(request: FastifyRequest): Params {
  const query = (request.query ?? {}) as Params;
  const body = request.body;
  return { ...query, ...(body && typeof body === 'object' ? (body as Params) : {}) };
}

/** 1-based page and size from a platform's paging parameters */
export function paged<T>(items: readonly T[], page: number, size: number): T[] {
  const p = Math.max(1, Math.floor(page) || 1);
  const s = Math.min(Math.max(1, Math.floor(size) || 20), 100);
  return items.slice((p - 1) * s, p * s);
}

/** the code exchange every OAuth platform offers, in neutral terms */
export function exchangeCode(ctx: CallContext, code: unknown, redirectUri?: unknown) {
  const value = text(code);
  if (!value) throw new SandboxFailure(SandboxCode.ParamMissing, 'code不能为空');
  return ctx.core.auth.exchangeCode(ctx.platform.name, ctx.appKey, value, text(redirectUri), ctx.platform.lifetimes);
}

export function refreshGrant(ctx: CallContext, refreshToken: unknown) {
  const value = text(refreshToken);
  if (!value) throw new SandboxFailure(SandboxCode.ParamMissing, 'refresh_token不能为空');
  return ctx.core.auth.refresh(ctx.platform.name, ctx.appKey, value, ctx.platform.lifetimes);
}

/**
 * creates a listing in the calling shop: always a new one, as on the platforms, which keep the
 * merchant code (`externalId`) as given and refuse nothing for a repeated one
 */
export function createListing(
  ctx: ShopCallContext,
  externalId: string | null | undefined,
  build: () => NewListing,
  dailyLimit?: number,
) {
  return ctx.core.listings.create({
    platform: ctx.platform.name,
    shopId: ctx.shop.shopId,
    listingIdBase: ctx.platform.listingIdBase,
    externalId: externalId || null,
    build,
    dailyLimit,
  });
}

/** the calling shop's listing, or the platform's "not found" */
export const requireListing = (ctx: ShopCallContext, listingId: unknown) =>
  ctx.core.listings.require(ctx.platform.name, ctx.shop.shopId, listingId);

/**
 * Whole seconds of a lifetime as a token answer gives them: rounded, so a grant answered a few
 * milliseconds after it was made still says its full lifetime (7 days, not 7 days less a second).
 */
export const seconds = (ms: number) => Math.round(ms / 1000);
