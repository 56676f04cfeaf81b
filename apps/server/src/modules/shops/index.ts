import type { PlatformPage } from '@puhuo/platforms';
import type { Db } from '../../db/database.ts';
import type { ModuleContext, ModuleEdges } from '../../lib/module-entry.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import type { PlatformConnectors } from '../../providers/platforms/platform-connectors.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { AccessTokenService } from '../identity/index.ts';
import type { ExpiringAuthorisationSource } from '../messages/index.ts';
import { BuyerAppService } from './buyer-app.service.ts';
import { ExpiringShopAuthorisations } from './expiring-shop-authorisations.source.ts';
import { OauthStateSigner } from './oauth-state.ts';
import { OfflineShopRepository } from './offline-shop.repository.ts';
import { offlineShopRoutes } from './offline-shop.routes.ts';
import { OfflineShopService } from './offline-shop.service.ts';
import { pddPageCodeRoutes } from './pdd-page-code.routes.ts';
import { PddPageCodeService } from './pdd-page-code.service.ts';
import { ShopRepository } from './shop.repository.ts';
import { shopRoutes } from './shop.routes.ts';
import { type ShopListingFacts, ShopService } from './shop.service.ts';
import { ShopAccessService } from './shop-access.service.ts';
import { shopAuthorizationRoutes } from './shop-authorization.routes.ts';
import { ShopAuthorizationService } from './shop-authorization.service.ts';

export type { BuyerAppService } from './buyer-app.service.ts';
export type { ShopListingFacts, ShopService } from './shop.service.ts';
export type { PublishShop, ShopAccessService, ShopSession } from './shop-access.service.ts';
export { OAUTH_CALLBACK_PATH } from './shop-authorization.service.ts';

/** The app authorisations that end soon, read from the shops' own tables (for the messages module's reminders). */
export function expiringShopAuthorisations(db: Db): ExpiringAuthorisationSource {
  return new ExpiringShopAuthorisations(new ShopRepository(db));
}

export interface ShopsDependencies extends Pick<ModuleContext, 'db' | 'clock'> {
  hub: RealtimeHub;
  platforms: PlatformConnectors;
  secretKey: string;
  publicUrl: string;
  /** who a browser navigation (the station-oauth redirect) comes from, by its session cookie */
  tokens: AccessTokenService;
  /** the pdd page headers of the request the calls are made for (http/pdd-page-context.ts) */
  pddPageOf(tenantId: string): PlatformPage | undefined;
  /** publish counts (publishing) and one good's channel and black-list notes (catalogue) */
  listingFacts: ShopListingFacts;
}

/**
 * Shops: one row per app authorisation on a sales platform, their tokens (sealed), the buyer app, offline
 * shop applications, and the only door to a shop's platform session (`access`).
 */
export function createShops(deps: ShopsDependencies) {
  const { db, clock, platforms, publicUrl } = deps;
  const repository = new ShopRepository(db);
  const secrets = new SecretBox(deps.secretKey, 'shop-secrets');
  const access = new ShopAccessService(repository, platforms, secrets, clock, deps.pddPageOf);
  const shops = new ShopService(repository, platforms, clock, deps.listingFacts);
  const buyerApps = new BuyerAppService(repository, platforms, secrets, clock);
  const shopAuthorization = new ShopAuthorizationService(
    repository,
    platforms,
    secrets,
    new OauthStateSigner(deps.secretKey),
    deps.hub,
    clock,
  );
  const offlineShops = new OfflineShopService(new OfflineShopRepository(db), clock);
  const pddPageCodes = new PddPageCodeService(access, publicUrl);
  return {
    shopRepository: repository,
    /** templates and the publish engine reach shops only through it */
    shopAccess: access,
    shops,
    buyerApps,
    shopAuthorization,
    offlineShops,
    pddPageCodes,
    routes: async (app) => {
      await app.register(offlineShopRoutes(offlineShops));
      await app.register(shopAuthorizationRoutes({ shopAuthorization, tokens: deps.tokens, publicUrl }));
      await app.register(shopRoutes({ shops, buyerApps, publicUrl }));
      await app.register(pddPageCodeRoutes(pddPageCodes));
    },
  } satisfies ModuleEdges & Record<string, unknown>;
}

export type Shops = ReturnType<typeof createShops>;
