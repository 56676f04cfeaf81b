import { randomBytes } from 'node:crypto';
import { findStation, freeTrialDays } from '@puhuo/domain';
import type { AuthModule } from '../core/connector.ts';
import { SandboxCode } from '../core/sandbox-codes.ts';
import { numericId } from './catalog/deterministic.ts';
import type { SandboxClock } from './sandbox-clock.ts';
import { fail } from './sandbox-failure.ts';
import type { SandboxState, ShopRecord, TokenRecord } from './sandbox-state.ts';

export interface TokenLifetimes {
  accessSeconds: number;
  /** null: the platform has no refresh token */
  refreshSeconds: number | null;
  /** a new authorisation voids the shop's earlier tokens (pdd, qunjielong) */
  reauthVoidsEarlier: boolean;
}

export interface Grant {
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string | null;
  refreshExpiresAt: number | null;
  shop: ShopRecord;
  modules: AuthModule[];
  /** when the shop's order of our app ends */
  serviceExpiresAt: number | null;
}

export interface AuthenticatedShop {
  shop: ShopRecord;
  appKey: string;
  modules: AuthModule[];
}

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
const DAY_MS = 86_400_000;
/** app order length when the catalogue gives no trial: free stations a year, others a month */
const FREE_USE_DAYS = 365;
const DEFAULT_TRIAL_DAYS = 30;

const newSecret = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;

/** The module whose app order governs a call: goods calls need the goods app, and so on. */
const governingModule = (modules: readonly AuthModule[]): AuthModule =>
  modules.includes('goods') ? 'goods' : (modules[0] ?? 'goods');

/** Shops, app orders, codes and tokens: the authorisation side shared by every sandbox platform. */
export class SandboxAuthService {
  /** shops whose authorisation a test has forced to lapse */
  readonly forcedExpiry = new Set<string>();

  constructor(
    private readonly state: SandboxState,
    private readonly clock: SandboxClock,
  ) {}

  /** the shop of that name, created on first sight with a stable id */
  ensureShop(platform: string, shopName: string): ShopRecord {
    const name = shopName.trim();
    const existing = this.state.shopIdByName(platform, name);
    if (existing) return this.state.shop(platform, existing) as ShopRecord;
    const shop = { platform, shopId: numericId(`${platform}|shop|${name}`, 9), shopName: name };
    this.state.commit({ t: 'shop', shop });
    return shop;
  }

  trialDays(station: number): number {
    const station_ = findStation(station);
    if (station_?.freeTrial?.kind === 'free') return FREE_USE_DAYS;
    return freeTrialDays(station) ?? DEFAULT_TRIAL_DAYS;
  }

  serviceExpiry(platform: string, shopId: string, module: AuthModule): number | null {
    return this.state.subscription(platform, shopId, module)?.expiresAt ?? null;
  }

  /** an order of our app for `days` (from today, or from the current end when still running) */
  order(platform: string, shopId: string, module: AuthModule, days: number, trial = false): number {
    const current = this.state.subscription(platform, shopId, module);
    // the platforms report the end in whole seconds: an order starts at the next whole second, so a
    // 7-day trial ordered now has 7 whole days left, not 6 days 23:59:59.6 once rounded
    const now = Math.ceil(this.clock.nowMs() / 1000) * 1000;
    const from = current && current.expiresAt > now ? current.expiresAt : now;
    const expiresAt = from + days * DAY_MS;
    this.state.commit({
      t: 'subscription',
      subscription: { platform, shopId, module, expiresAt, trialUsed: trial || current?.trialUsed === true },
    });
    return expiresAt;
  }

  /** a shop authorising without an order gets the catalogue's free trial once */
  ensureOrdered(platform: string, station: number, shopId: string, module: AuthModule): void {
    if (this.state.subscription(platform, shopId, module)) return;
    this.order(platform, shopId, module, this.trialDays(station), true);
  }

  setServiceExpiry(platform: string, shopId: string, module: AuthModule, expiresAt: Date): void {
    const current = this.state.subscription(platform, shopId, module);
    this.state.commit({
      t: 'subscription',
      subscription: {
        platform,
        shopId,
        module,
        expiresAt: expiresAt.getTime(),
        trialUsed: current?.trialUsed ?? false,
      },
    });
  }

  issueCode(platform: string, appKey: string, shopId: string, modules: AuthModule[], redirectUri: string): string {
    const code = newSecret('code_');
    this.state.commit({
      t: 'code',
      code: { code, platform, appKey, shopId, modules, redirectUri, expiresAt: this.clock.nowMs() + CODE_LIFETIME_MS },
    });
    return code;
  }

  /** a code is good once, for 10 minutes, for the app (and redirect URI) it was issued to */
  exchangeCode(
    platform: string,
    appKey: string,
    code: string,
    redirectUri: string | undefined,
    lifetimes: TokenLifetimes,
  ): Grant {
    const record = this.state.codes.get(code);
    if (!record || record.platform !== platform || record.appKey !== appKey) {
      return fail(SandboxCode.CodeInvalid, 'code无效或已被使用');
    }
    this.state.commit({ t: 'codeUsed', code });
    if (record.expiresAt <= this.clock.nowMs()) return fail(SandboxCode.CodeInvalid, 'code已过期（有效期10分钟）');
    if (redirectUri !== undefined && redirectUri !== '' && redirectUri !== record.redirectUri) {
      return fail(SandboxCode.CodeInvalid, 'redirect_uri与授权时不一致');
    }
    return this.issueGrant(platform, appKey, record.shopId, record.modules, lifetimes);
  }

  issueGrant(
    platform: string,
    appKey: string,
    shopId: string,
    modules: AuthModule[],
    lifetimes: TokenLifetimes,
  ): Grant {
    const shop = this.state.shop(platform, shopId);
    if (!shop) return fail(SandboxCode.ShopNotAuthorised, '店铺不存在');
    const now = this.clock.nowMs();
    if (lifetimes.reauthVoidsEarlier) {
      this.state.commit({ t: 'revokeShopTokens', platform, appKey, shopId, before: now + 1 });
    }
    this.forcedExpiry.delete(`${platform}|${shopId}`);
    const grantId = newSecret('');
    const base = { platform, appKey, shopId, modules, issuedAt: now, grantId };
    const access: TokenRecord = {
      ...base,
      token: newSecret('at_'),
      kind: 'access',
      expiresAt: now + lifetimes.accessSeconds * 1000,
    };
    this.state.commit({ t: 'token', token: access });
    let refresh: TokenRecord | null = null;
    if (lifetimes.refreshSeconds !== null) {
      refresh = { ...base, token: newSecret('rt_'), kind: 'refresh', expiresAt: now + lifetimes.refreshSeconds * 1000 };
      this.state.commit({ t: 'token', token: refresh });
    }
    return {
      accessToken: access.token,
      accessExpiresAt: access.expiresAt,
      refreshToken: refresh?.token ?? null,
      refreshExpiresAt: refresh?.expiresAt ?? null,
      shop,
      modules,
      serviceExpiresAt: this.serviceExpiry(platform, shopId, governingModule(modules)),
    };
  }

  /** a refresh token is good once: it is exchanged for a new pair */
  refresh(platform: string, appKey: string, refreshToken: string, lifetimes: TokenLifetimes): Grant {
    const record = this.state.tokens.get(refreshToken);
    if (record?.kind !== 'refresh' || record.platform !== platform || record.appKey !== appKey) {
      return fail(SandboxCode.RefreshTokenInvalid, 'refresh_token无效');
    }
    if (record.expiresAt <= this.clock.nowMs()) {
      return fail(SandboxCode.RefreshTokenInvalid, 'refresh_token已过期，请重新授权');
    }
    this.state.commit({ t: 'revokeToken', token: refreshToken });
    return this.issueGrant(platform, appKey, record.shopId, record.modules, {
      ...lifetimes,
      reauthVoidsEarlier: false,
    });
  }

  /** the shop behind an access token, when it may make a call needing `module` */
  authenticate(platform: string, accessToken: string | undefined, module: AuthModule | null): AuthenticatedShop {
    if (!accessToken) return fail(SandboxCode.TokenInvalid, 'access_token缺失');
    const record = this.state.tokens.get(accessToken);
    if (record?.kind !== 'access' || record.platform !== platform) {
      return fail(SandboxCode.TokenInvalid, 'access_token无效或已失效，请重新授权');
    }
    const now = this.clock.nowMs();
    if (record.expiresAt <= now) return fail(SandboxCode.TokenExpired, 'access_token已过期');
    if (this.forcedExpiry.has(`${platform}|${record.shopId}`)) {
      return fail(SandboxCode.TokenInvalid, '店铺授权已失效，请重新授权');
    }
    if (module && !record.modules.includes(module)) {
      return fail(SandboxCode.NoPermission, module === 'goods' ? '该授权没有商品权限' : '该授权没有此接口的权限');
    }
    const governing = module ?? governingModule(record.modules);
    const serviceEnd = this.serviceExpiry(platform, record.shopId, governing);
    if (serviceEnd !== null && serviceEnd <= now) {
      return fail(SandboxCode.ServiceExpired, '应用服务已到期，请续费订购后重新授权');
    }
    const shop = this.state.shop(platform, record.shopId) as ShopRecord;
    return { shop, appKey: record.appKey, modules: record.modules };
  }
}
