import type { AuthModule } from '../core/connector.ts';
import type { SandboxAppRegistry } from './app-registry.ts';
import type { PlatformFaults } from './faults.ts';
import type { PageHeaderEntry } from './page-header-log.ts';
import type { SandboxClock } from './sandbox-clock.ts';
import type { SandboxCore } from './sandbox-core.ts';
import type { ListingRecord, SandboxOfferStatus, ShopRecord } from './sandbox-state.ts';

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
  /** one listing as the platform holds it now (its SKUs' stock and prices, its status), whoever's shop */
  listing(platform: string, listingId: string): ListingRecord | undefined;
  /** the platform deletes the listing (the seller did, or a takedown): later calls answer "not found"; false when none */
  removeListing(platform: string, listingId: string): boolean;
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

/** SandboxControl over the sandbox's services and its apps' registry. */
export function createSandboxControl(core: SandboxCore, apps: SandboxAppRegistry): SandboxControl {
  const { clock, faults, auth, state } = core;
  return {
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
    listing: (platform, listingId) => state.listing(platform, listingId),
    removeListing: (platform, listingId) => core.listings.remove(platform, listingId),
    setProtocolPay: (buyerId, enabled) => state.commit({ t: 'protocolPay', shopId: buyerId, enabled }),
    setOfferStatus: (offerId, status) => state.commit({ t: 'offerStatus', offerId, status }),
    redirectUris: (platform, appKey) => apps.redirectUris(platform, appKey),
    setRedirectUris: (platform, redirectUris, appKey) => apps.setRedirectUris(platform, appKey, redirectUris),
    pageHeaders: (platform) => core.pageHeaders.list(platform),
  };
}
