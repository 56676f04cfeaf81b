import { appTypeOfModules, findStation, rightsOfAppType, type ShopRights, StationType } from '@puhuo/domain';
import { type AuthModule, type CodeAuthorization, isPlatformError, type TokenGrant } from '@puhuo/platforms';
import { badRequest, forbidden, unauthorized } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { PlatformConnectors } from '../../providers/platforms/platform-connectors.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { CurrentUser } from '../identity/index.ts';
import { OAUTH_STATE_LIFETIME_MS, type OauthStateSigner } from './oauth-state.ts';
import type { ShopRepository, ShopRow } from './shop.repository.ts';
import { ShopMessages } from './shop-messages.ts';

/** The web page the platform's redirect ends on (spec: a shop-auth-success page). */
export const AUTH_RESULT_PATH = '/shop-auth-success';
/** Where platforms send the user back to with the code. */
export const OAUTH_CALLBACK_PATH = '/shop/authorize/callback';

export interface BeginAuthorization {
  user: CurrentUser | null;
  tenantId: string | undefined;
  station: number;
  module: string | undefined;
  callback: string | undefined;
  /** the origin the user's browser reached us at */
  origin: string;
}

export interface CompleteAuthorization {
  user: CurrentUser | null;
  state?: string;
  code?: string;
  error?: string;
  origin: string;
}

export type AuthorizedShop = ShopRights;

/** The result the browser is sent to: the callback page with what happened. */
export function resultUrl(callback: string, result: Record<string, string | number | boolean | undefined>): string {
  const url = new URL(callback);
  for (const [key, value] of Object.entries(result)) if (value !== undefined) url.searchParams.set(key, String(value));
  return url.toString();
}

const CHOICE_MODULES = new Set(['goods', 'order']);

const RATE_LIMIT_RETRIES = 2;
const RATE_LIMIT_WAIT_CAP_MS = 2_000;

/**
 * A user waiting on an authorisation should not see the platform's "too many calls": a rate-limited
 * answer was refused before the platform did anything, so the same call is tried again shortly.
 */
export async function retryRateLimited<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isPlatformError(error) || error.kind !== 'rateLimited' || attempt >= RATE_LIMIT_RETRIES) throw error;
      const wait = Math.min(error.retryAfterMs ?? 1_000, RATE_LIMIT_WAIT_CAP_MS);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * Shop and buyer-account authorisation: the station-oauth redirect to the platform's consent page and
 * back (state signed, single-use, bound to the tenant), and the code-based bindings of WeChat video
 * shop, qunjielong and fanmeng. Tokens and credentials are stored sealed; re-authorising renews the
 * shop's existing row.
 */
export class ShopAuthorizationService {
  constructor(
    private readonly repository: ShopRepository,
    private readonly connectors: PlatformConnectors,
    private readonly secrets: SecretBox,
    private readonly states: OauthStateSigner,
    private readonly hub: RealtimeHub,
    private readonly clock: Clock,
  ) {}

  /** the platform consent URL to send the browser to */
  async begin(input: BeginAuthorization): Promise<string> {
    const user = this.signedIn(input.user, input.tenantId);
    const station = findStation(input.station);
    if (!station?.isOnline || station.value === StationType.Local) throw badRequest(ShopMessages.unknownStation);
    const module = this.moduleFor(station.value, input.module);
    const callback = this.sameOriginCallback(input.callback, input.origin);
    const connector = this.connectors.connector(station.value);
    if (!connector) throw badRequest(ShopMessages.stationNotConnected, 'StationNotConnected');
    if (!connector.has('authorizeUrl')) throw badRequest(ShopMessages.noRedirectAuthorization, 'NoRedirect');
    const now = this.clock.now();
    const { nonce, state } = this.states.newState();
    const redirectUri = `${input.origin}${OAUTH_CALLBACK_PATH}`;
    await this.repository.insertState({
      nonce,
      tenantId: user.tenantId,
      userId: user.userId,
      stationType: station.value,
      module: module ?? null,
      callback,
      redirectUri,
      expiresAt: new Date(now.getTime() + OAUTH_STATE_LIFETIME_MS),
      creationTime: now,
    });
    const url = this.connectors.authorizeUrl(station.value, { state, redirectUri, module }, input.origin);
    if (!url) throw badRequest(ShopMessages.noRedirectAuthorization, 'NoRedirect');
    return url;
  }

  /**
   * The platform's redirect back: checks the state, exchanges the code, stores the shop (or the buyer
   * account), tells the tenant's windows, and answers the page to send the browser to.
   */
  async complete(input: CompleteAuthorization): Promise<string> {
    const fallback = `${input.origin}${AUTH_RESULT_PATH}`;
    const nonce = this.states.verify(input.state);
    if (!nonce) return resultUrl(fallback, { success: false, message: ShopMessages.stateInvalid });
    const now = this.clock.now();
    const state = await this.repository.consumeState(nonce, now);
    if (!state || state.expiresAt <= now)
      return resultUrl(fallback, { success: false, message: ShopMessages.stateUsed });
    const base = { station: state.stationType, module: state.module ?? undefined };
    if (!input.user || input.user.tenantId !== state.tenantId) {
      return resultUrl(state.callback, { ...base, success: false, message: ShopMessages.callbackOtherTenant });
    }
    const event = state.module === 'buy' ? 'BuyAppAuthorize' : 'ShopAuthorize';
    const fail = async (message: string) => {
      await this.hub.publish({ tenantId: state.tenantId }, event, {
        success: false,
        stationType: state.stationType,
        message,
      });
      return resultUrl(state.callback, { ...base, success: false, message });
    };
    if (input.error) return fail(ShopMessages.accessDenied);
    if (!input.code) return fail(ShopMessages.codeMissing);
    const connector = this.connectors.connector(state.stationType);
    if (!connector?.exchangeCode) return fail(ShopMessages.stationNotConnected);
    let grant: TokenGrant;
    try {
      const exchange = connector.exchangeCode;
      grant = await retryRateLimited(() => exchange({ code: input.code as string, redirectUri: state.redirectUri }));
    } catch (error) {
      if (isPlatformError(error)) return fail(error.message);
      throw error;
    }
    if (state.module === 'buy') {
      await this.storeBuyerApp(state.tenantId, grant);
      await this.hub.publish({ tenantId: state.tenantId }, event, {
        success: true,
        accountName: grant.shopName,
        authorizationTimeOut: grant.authorizationExpiresAt?.toISOString() ?? null,
      });
      return resultUrl(state.callback, { ...base, success: true, shopName: grant.shopName });
    }
    const modules = state.module ? [state.module as AuthModule] : grant.modules;
    const shop = await this.storeShop(state.tenantId, state.stationType, modules, grant, null, false);
    await this.hub.publish({ tenantId: state.tenantId }, event, { success: true, ...shop });
    return resultUrl(state.callback, {
      ...base,
      success: true,
      shopId: shop.id,
      shopName: shop.shopName,
      appType: shop.appType,
    });
  }

  /** checks a code, shop name or app credentials with the platform without storing anything */
  async check(station: number, input: CodeAuthorization): Promise<{ shopName: string }> {
    const grant = await this.codeGrant(station, input);
    return { shopName: grant.shopName || ('shopName' in input ? input.shopName : '') };
  }

  /** binds a shop by code, shop name or app credentials (WeChat video shop, qunjielong, fanmeng) */
  async authorizeWithCode(
    user: CurrentUser,
    tenantId: string | undefined,
    station: number,
    input: CodeAuthorization,
    certified: boolean,
  ): Promise<AuthorizedShop> {
    this.signedIn(user, tenantId);
    const grant = await this.codeGrant(station, input);
    const credentials = { ...input, ...(grant.apiUrl ? { apiUrl: grant.apiUrl } : {}) };
    const shop = await this.storeShop(user.tenantId, station, grant.modules, grant, credentials, certified);
    await this.hub.publish({ tenantId: user.tenantId }, 'ShopAuthorize', { success: true, ...shop });
    return shop;
  }

  private async codeGrant(station: number, input: CodeAuthorization) {
    const connector = findStation(station)?.isOnline ? this.connectors.connector(station) : undefined;
    if (!connector) throw badRequest(ShopMessages.unknownStation);
    if (!connector.authorizeWithCode) throw badRequest(ShopMessages.noCodeAuthorization, 'NoCodeAuthorization');
    try {
      const authorize = connector.authorizeWithCode;
      return await retryRateLimited(() => authorize(input));
    } catch (error) {
      // the platform's own reason, for the form to show as info
      if (isPlatformError(error)) throw badRequest(error.message, 'PlatformRefused');
      throw error;
    }
  }

  private async storeShop(
    tenantId: string,
    station: number,
    modules: readonly string[],
    grant: TokenGrant,
    credentials: CodeAuthorization | null,
    certified: boolean,
  ): Promise<AuthorizedShop> {
    const appType = appTypeOfModules(modules);
    const row: ShopRow = await this.repository.upsertAuthorization(
      {
        tenantId,
        stationType: station,
        platformShopId: grant.shopId,
        shopName: grant.shopName || (credentials && 'shopName' in credentials ? credentials.shopName : grant.shopId),
        appType,
        accessTokenEnc: this.secrets.seal(grant.accessToken),
        accessExpiresAt: grant.accessTokenExpiresAt,
        refreshTokenEnc: this.secrets.sealNullable(grant.refreshToken),
        refreshExpiresAt: grant.refreshTokenExpiresAt,
        credentialsEnc: credentials ? this.secrets.seal(JSON.stringify(credentials)) : null,
        authorizationTimeOut: grant.authorizationExpiresAt,
        certified,
      },
      this.clock.now(),
    );
    return {
      id: row.id,
      shopName: row.shopName,
      stationType: row.stationType,
      appType: row.appType,
      ...rightsOfAppType(row.appType),
    };
  }

  private async storeBuyerApp(tenantId: string, grant: TokenGrant): Promise<void> {
    await this.repository.upsertBuyerApp(
      {
        tenantId,
        memberId: grant.shopId,
        accountName: grant.shopName || grant.shopId,
        accessTokenEnc: this.secrets.seal(grant.accessToken),
        accessExpiresAt: grant.accessTokenExpiresAt,
        refreshTokenEnc: this.secrets.sealNullable(grant.refreshToken),
        refreshExpiresAt: grant.refreshTokenExpiresAt,
        authorizationTimeOut: grant.authorizationExpiresAt,
      },
      this.clock.now(),
    );
  }

  private signedIn(user: CurrentUser | null, tenantId: string | undefined): CurrentUser {
    if (!user) throw unauthorized(ShopMessages.notLoggedIn);
    if (tenantId !== undefined && tenantId !== '' && tenantId !== user.tenantId) {
      throw forbidden(ShopMessages.tenantMismatch, 'TenantMismatch');
    }
    return user;
  }

  /** goods or order on most stations; none for 1688 and pdd shops, `buy` for the 1688 buyer account */
  private moduleFor(station: number, module: string | undefined): AuthModule | undefined {
    const given = module === '' ? undefined : module;
    if (station === StationType.Alibaba) {
      if (given === undefined || given === 'buy') return given as AuthModule | undefined;
      throw badRequest(ShopMessages.moduleInvalid, 'ModuleInvalid');
    }
    if (station === StationType.Pdd) {
      if (given === undefined) return undefined;
      throw badRequest(ShopMessages.moduleInvalid, 'ModuleInvalid');
    }
    if (given === undefined) return findStation(station)?.offersGoodsOrOrderChoice ? 'goods' : undefined;
    if (!CHOICE_MODULES.has(given)) throw badRequest(ShopMessages.moduleInvalid, 'ModuleInvalid');
    return given as AuthModule;
  }

  /** the callback must be a page of ours: never an open redirect */
  private sameOriginCallback(callback: string | undefined, origin: string): string {
    if (!callback) return `${origin}${AUTH_RESULT_PATH}`;
    try {
      const url = new URL(callback, origin);
      if (url.origin === new URL(origin).origin) return url.toString();
    } catch {
      // falls through to the error
    }
    throw badRequest(ShopMessages.callbackInvalid, 'CallbackInvalid');
  }
}
