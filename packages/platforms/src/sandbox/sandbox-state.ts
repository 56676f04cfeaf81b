import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AuthModule } from '../core/connector.ts';
import type { SpecPair } from '../core/listing-draft.ts';

export interface ShopRecord {
  platform: string;
  shopId: string;
  shopName: string;
}

/** A shop's order of one of our apps in the platform's service market. */
export interface SubscriptionRecord {
  platform: string;
  shopId: string;
  module: AuthModule;
  expiresAt: number;
  trialUsed: boolean;
}

export interface CodeRecord {
  code: string;
  platform: string;
  appKey: string;
  shopId: string;
  modules: AuthModule[];
  redirectUri: string;
  expiresAt: number;
}

export interface TokenRecord {
  token: string;
  kind: 'access' | 'refresh';
  platform: string;
  appKey: string;
  shopId: string;
  modules: AuthModule[];
  issuedAt: number;
  expiresAt: number;
  /** the access and refresh token issued together share a grant */
  grantId: string;
}

export interface ListingSkuRecord {
  specs: SpecPair[];
  priceFen: number;
  groupPriceFen?: number;
  originalPriceFen?: number;
  stock: number;
  /** false once the seller took this one SKU off sale (xiaohongshu's per-SKU 上下架) */
  available?: boolean;
}

export interface ListingRecord {
  platform: string;
  shopId: string;
  listingId: string;
  /** the idempotency key (out_goods_id, relItemId, out_product_id, ... or our header) */
  externalId: string | null;
  createdAt: number;
  title: string;
  images: string[];
  detailImages: string[];
  categoryId: string;
  brandId: string | null;
  freightTemplateId: string | null;
  status: 'onSale' | 'warehouse' | 'reviewing';
  skus: ListingSkuRecord[];
  /** a goods-level price kept apart from the SKUs' (taobao's item price), once a call set it */
  itemPriceFen?: number;
  /** the goods-level market (reference) price, once a call changed it from the create request's (pdd) */
  marketPriceFen?: number;
  /** the request as the platform received it, for tests that check the mapping */
  payload: unknown;
}

export type SandboxEvent =
  | { t: 'shop'; shop: ShopRecord }
  | { t: 'subscription'; subscription: SubscriptionRecord }
  | { t: 'code'; code: CodeRecord }
  | { t: 'codeUsed'; code: string }
  | { t: 'token'; token: TokenRecord }
  | { t: 'revokeToken'; token: string }
  | { t: 'revokeShopTokens'; platform: string; appKey: string; shopId: string; before: number }
  | { t: 'listing'; listing: ListingRecord }
  | { t: 'listingChange'; platform: string; listingId: string; change: ListingChange }
  | { t: 'listingRemoved'; platform: string; listingId: string }
  | { t: 'grant'; platform: string; shopId: string }
  | { t: 'protocolPay'; shopId: string; enabled: boolean }
  | { t: 'offerStatus'; offerId: string; status: SandboxOfferStatus }
  | { t: 'spec'; platform: string; specId: string; parentSpecId: string; name: string };

/** what the maintenance calls (stock, price, shelf) change on a listing */
export type ListingChange = Partial<Pick<ListingRecord, 'skus' | 'status' | 'itemPriceFen' | 'marketPriceFen'>>;

/** 1688 offers: taken off the shelf by the seller, or deleted outright */
export type SandboxOfferStatus = 'online' | 'offline' | 'removed';

const key = (...parts: string[]) => parts.join('|');

/**
 * The sandbox's memory. Every change is an event; with a directory, each event is appended to a JSON
 * lines journal BEFORE the change is answered, and the journal is replayed at start, so a restarted
 * sandbox keeps its shops, tokens and listings ("exactly one listing per key" across restarts).
 */
export class SandboxState {
  readonly shops = new Map<string, ShopRecord>();
  readonly shopIdsByName = new Map<string, string>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly codes = new Map<string, CodeRecord>();
  readonly tokens = new Map<string, TokenRecord>();
  readonly listings = new Map<string, ListingRecord>();
  readonly listingsByShop = new Map<string, ListingRecord[]>();
  readonly grants = new Set<string>();
  readonly protocolPay = new Map<string, boolean>();
  /** 1688 offers whose status a test changed from the generated one */
  readonly offerStatus = new Map<string, SandboxOfferStatus>();
  /** custom spec values registered by id (pdd's spec ids) */
  readonly specs = new Map<string, { parentSpecId: string; name: string }>();
  private readonly listingCounts = new Map<string, number>();
  private readonly journalFile: string | null;

  constructor(dataDir?: string) {
    this.journalFile = dataDir ? path.join(dataDir, 'platform-sandbox.jsonl') : null;
    if (!this.journalFile) return;
    mkdirSync(path.dirname(this.journalFile), { recursive: true });
    if (!existsSync(this.journalFile)) return;
    for (const line of readFileSync(this.journalFile, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        this.apply(JSON.parse(line) as SandboxEvent);
      } catch {
        // a line torn by a crash mid-write: nothing after it was answered
      }
    }
  }

  /** journals, then applies */
  commit(event: SandboxEvent): void {
    if (this.journalFile) appendFileSync(this.journalFile, `${JSON.stringify(event)}\n`);
    this.apply(event);
  }

  private apply(event: SandboxEvent): void {
    switch (event.t) {
      case 'shop':
        this.shops.set(key(event.shop.platform, event.shop.shopId), event.shop);
        this.shopIdsByName.set(key(event.shop.platform, event.shop.shopName), event.shop.shopId);
        return;
      case 'subscription': {
        const s = event.subscription;
        this.subscriptions.set(key(s.platform, s.shopId, s.module), s);
        return;
      }
      case 'code':
        this.codes.set(event.code.code, event.code);
        return;
      case 'codeUsed':
        this.codes.delete(event.code);
        return;
      case 'token':
        this.tokens.set(event.token.token, event.token);
        return;
      case 'revokeToken':
        this.tokens.delete(event.token);
        return;
      case 'revokeShopTokens':
        for (const [token, record] of this.tokens) {
          if (
            record.platform === event.platform &&
            record.appKey === event.appKey &&
            record.shopId === event.shopId &&
            record.issuedAt < event.before
          ) {
            this.tokens.delete(token);
          }
        }
        return;
      case 'listing': {
        const l = event.listing;
        this.listingCounts.set(l.platform, (this.listingCounts.get(l.platform) ?? 0) + 1);
        this.listings.set(key(l.platform, l.listingId), l);
        const list = this.listingsByShop.get(key(l.platform, l.shopId)) ?? [];
        list.push(l);
        this.listingsByShop.set(key(l.platform, l.shopId), list);
        return;
      }
      case 'listingChange': {
        const listing = this.listings.get(key(event.platform, event.listingId));
        // the shop's list holds the same object: one change shows in both
        if (listing) Object.assign(listing, event.change);
        return;
      }
      case 'listingRemoved': {
        const listing = this.listings.get(key(event.platform, event.listingId));
        if (!listing) return;
        this.listings.delete(key(event.platform, event.listingId));
        const byShop = key(listing.platform, listing.shopId);
        this.listingsByShop.set(
          byShop,
          (this.listingsByShop.get(byShop) ?? []).filter((l) => l.listingId !== listing.listingId),
        );
        return;
      }
      case 'grant':
        this.grants.add(key(event.platform, event.shopId));
        return;
      case 'protocolPay':
        this.protocolPay.set(event.shopId, event.enabled);
        return;
      case 'offerStatus':
        this.offerStatus.set(event.offerId, event.status);
        return;
      case 'spec':
        this.specs.set(key(event.platform, event.specId), { parentSpecId: event.parentSpecId, name: event.name });
        return;
    }
  }

  shop(platform: string, shopId: string): ShopRecord | undefined {
    return this.shops.get(key(platform, shopId));
  }

  shopsOf(platform: string): ShopRecord[] {
    return [...this.shops.values()].filter((s) => s.platform === platform);
  }

  shopIdByName(platform: string, shopName: string): string | undefined {
    return this.shopIdsByName.get(key(platform, shopName));
  }

  subscription(platform: string, shopId: string, module: AuthModule): SubscriptionRecord | undefined {
    return this.subscriptions.get(key(platform, shopId, module));
  }

  listing(platform: string, listingId: string): ListingRecord | undefined {
    return this.listings.get(key(platform, listingId));
  }

  listingCount(platform: string): number {
    return this.listingCounts.get(platform) ?? 0;
  }

  listingsOf(platform: string, shopId: string): ListingRecord[] {
    return this.listingsByShop.get(key(platform, shopId)) ?? [];
  }

  spec(platform: string, specId: string): { parentSpecId: string; name: string } | undefined {
    return this.specs.get(key(platform, specId));
  }

  hasGrant(platform: string, shopId: string): boolean {
    return this.grants.has(key(platform, shopId));
  }
}
