import { canReceiveListings, isUuid, StationType } from '@puhuo/domain';
import {
  type CodeAuthorization,
  isPlatformError,
  type PlatformConnector,
  type PlatformPage,
  type ShopAccess,
  type TokenGrant,
} from '@puhuo/platforms';
import type { Clock } from '../../lib/clock.ts';
import { ShopUnavailable } from '../../lib/module-failures.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { PlatformConnectors } from '../../providers/platforms/platform-connectors.ts';
import type { ShopRepository, ShopRow } from './shop.repository.ts';
import { ShopMessages } from './shop-messages.ts';

export interface ShopSession {
  /** our id (uuid) of the shop */
  shopId: string;
  tenantId: string;
  /** station type (2 pdd, 11 doudian, ...) */
  station: number;
  shopName: string;
  /** the platform's own shop id */
  platformShopId: string;
  connector: PlatformConnector;
  /** decrypted, usable token (refreshed first when it lapsed and can be refreshed) */
  access: ShopAccess;
}

export interface PublishShop {
  shopId: string;
  shopName: string;
  station: number;
}

/** Renew a token this long before it lapses, so a call started now does not meet a dead token. */
const RENEW_MARGIN_MS = 60_000;

const shopAuthExpired = () => new ShopUnavailable('authExpired', ShopMessages.shopAuthExpired);
const shopNotFound = () => new ShopUnavailable('notFound', ShopMessages.shopNotFound);

/**
 * What other modules (templates, the publish engine) get of a tenant's shop: a usable session for
 * platform calls, the shops that may receive listings, and a way to report a lapsed authorisation.
 * The only door to the shops' tokens.
 */
export class ShopAccessService {
  /** one renewal per shop at a time in this process; other processes are handled by re-reading the row */
  private readonly renewing = new Map<string, Promise<ShopRow>>();

  constructor(
    private readonly repository: ShopRepository,
    private readonly connectors: PlatformConnectors,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
    /**
     * the pdd page (X-PDD-PageCode, X-PDD-Pati) of the request the calls are made for, if any: pdd wants
     * them forwarded on the calls an ISV page makes (http/pdd-page-context.ts)
     */
    private readonly pageOf: (tenantId: string) => PlatformPage | undefined = () => undefined,
  ) {}

  /**
   * The tenant's shop, ready for platform calls. Another tenant's or an unknown shop: ShopUnavailable
   * 'notFound' ('店铺不存在'). An authorisation that expired and cannot be refreshed: ShopUnavailable
   * 'authExpired' ('店铺授权已过期，请重新授权').
   */
  async sessionFor(tenantId: string, shopId: string): Promise<ShopSession> {
    const found = isUuid(shopId) ? await this.repository.byId(shopId) : undefined;
    if (!found || found.tenantId !== tenantId) throw shopNotFound();
    const connector = this.connectors.connector(found.stationType);
    if (!connector) throw shopNotFound();
    const now = this.clock.now();
    if (found.authExpiredAt || (found.authorizationTimeOut && found.authorizationTimeOut <= now)) {
      throw shopAuthExpired();
    }
    const row =
      found.accessExpiresAt.getTime() - RENEW_MARGIN_MS <= now.getTime()
        ? await this.renewOnce(found, connector)
        : found;
    return {
      shopId: row.id,
      tenantId: row.tenantId,
      station: row.stationType,
      shopName: row.shopName,
      platformShopId: row.platformShopId,
      connector,
      access: this.accessOf(row),
    };
  }

  /**
   * The tenant's shops among shopIds that may receive listings now: app type 1 or 1024, not station
   * 39, authorisation not expired (spec doc 2 §6). Unknown or foreign ids are left out; the others
   * keep the order of shopIds.
   */
  async publishableShops(tenantId: string, shopIds: string[]): Promise<PublishShop[]> {
    const ids = [...new Set(shopIds.filter((id) => isUuid(id)))];
    const rows = await this.repository.someOfTenant(tenantId, ids, this.clock.now());
    const publishable = new Map(
      rows.filter(({ row, isExpired }) => canReceiveListings({ ...row, isExpired })).map(({ row }) => [row.id, row]),
    );
    // in the order asked for
    return ids.flatMap((id) => {
      const row = publishable.get(id);
      return row ? [{ shopId: row.id, shopName: row.shopName, station: row.stationType }] : [];
    });
  }

  /**
   * After a platform answered "authorisation expired" for this shop: mark it expired so the lists and
   * tips show it (and the engine stops sending it work).
   */
  async markAuthorizationExpired(shopId: string): Promise<void> {
    if (!isUuid(shopId)) return;
    await this.repository.markExpired(shopId, this.clock.now());
  }

  private accessOf(row: ShopRow): ShopAccess {
    const credentials = this.credentialsOf(row);
    const access: ShopAccess = { accessToken: this.secrets.open(row.accessTokenEnc), shopId: row.platformShopId };
    const page = row.stationType === StationType.Pdd ? this.pageOf(row.tenantId) : undefined;
    if (page) access.page = page;
    if (credentials?.kind === 'appCredentials') {
      access.apiUrl = credentials.apiUrl;
      access.app = { appKey: credentials.appId, appSecret: credentials.appSecret };
    }
    return access;
  }

  private credentialsOf(row: ShopRow): CodeAuthorization | null {
    return row.credentialsEnc ? (JSON.parse(this.secrets.open(row.credentialsEnc)) as CodeAuthorization) : null;
  }

  private renewOnce(row: ShopRow, connector: PlatformConnector): Promise<ShopRow> {
    const running = this.renewing.get(row.id);
    if (running) return running;
    const renewal = this.renew(row, connector).finally(() => this.renewing.delete(row.id));
    this.renewing.set(row.id, renewal);
    return renewal;
  }

  /** a new token by the refresh token, or for code-bound shops by what they typed in */
  private async renew(row: ShopRow, connector: PlatformConnector): Promise<ShopRow> {
    const now = this.clock.now();
    const refreshToken =
      row.refreshTokenEnc && (!row.refreshExpiresAt || row.refreshExpiresAt > now)
        ? this.secrets.open(row.refreshTokenEnc)
        : null;
    const credentials = this.credentialsOf(row);
    let grant: TokenGrant;
    try {
      if (refreshToken && connector.refreshToken) grant = await connector.refreshToken(refreshToken);
      else if (credentials && connector.authorizeWithCode) grant = await connector.authorizeWithCode(credentials);
      else throw shopAuthExpired();
    } catch (error) {
      if (error instanceof ShopUnavailable || (isPlatformError(error) && error.kind === 'authExpired')) {
        // another instance may have renewed it first (refresh tokens are good once)
        const latest = await this.repository.byId(row.id);
        if (latest && latest.accessTokenEnc !== row.accessTokenEnc && latest.accessExpiresAt > this.clock.now()) {
          return latest;
        }
        await this.repository.markExpired(row.id, this.clock.now());
        throw shopAuthExpired();
      }
      throw error;
    }
    const values = {
      accessTokenEnc: this.secrets.seal(grant.accessToken),
      accessExpiresAt: grant.accessTokenExpiresAt,
      refreshTokenEnc: grant.refreshToken ? this.secrets.seal(grant.refreshToken) : row.refreshTokenEnc,
      refreshExpiresAt: grant.refreshToken ? grant.refreshTokenExpiresAt : row.refreshExpiresAt,
      authorizationTimeOut: grant.authorizationExpiresAt ?? row.authorizationTimeOut,
    };
    await this.repository.updateTokens(row.id, values, this.clock.now());
    return { ...row, ...values };
  }
}
