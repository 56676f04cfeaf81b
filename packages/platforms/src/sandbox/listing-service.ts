import { SandboxCode } from '../core/sandbox-codes.ts';
import type { SandboxClock } from './sandbox-clock.ts';
import { fail } from './sandbox-failure.ts';
import type { ListingChange, ListingRecord, SandboxState } from './sandbox-state.ts';

export type NewListing = Omit<ListingRecord, 'platform' | 'shopId' | 'listingId' | 'externalId' | 'createdAt'>;

export interface CreateListingInput {
  platform: string;
  shopId: string;
  listingIdBase: number;
  /** the merchant code as the request gave it (kept, never a reason to refuse or to answer an old listing) */
  externalId: string | null;
  /** validates the request (throwing the platform's refusal) and describes the listing */
  build(): NewListing;
  /** new listings per shop per day (kuaishou: 500) */
  dailyLimit?: number;
}

const DAY_MS = 86_400_000;
/** platforms count days in China time */
const CHINA_OFFSET_MS = 8 * 3_600_000;

export class SandboxListingService {
  constructor(
    private readonly state: SandboxState,
    private readonly clock: SandboxClock,
  ) {}

  create(input: CreateListingInput): { listing: ListingRecord } {
    const fields = input.build();
    const now = this.clock.nowMs();
    if (input.dailyLimit !== undefined && this.createdToday(input.platform, input.shopId, now) >= input.dailyLimit) {
      return fail(SandboxCode.DailyLimit, `今日新增商品数已达上限（每天${input.dailyLimit}个），请明天再试`);
    }
    const listing: ListingRecord = {
      ...fields,
      platform: input.platform,
      shopId: input.shopId,
      listingId: String(input.listingIdBase + this.state.listingCount(input.platform) + 1),
      externalId: input.externalId,
      createdAt: now,
    };
    this.state.commit({ t: 'listing', listing });
    return { listing };
  }

  /** the shop's listings carrying this merchant code, newest first (the platforms' search by code) */
  byMerchantCode(platform: string, shopId: string, code: string): ListingRecord[] {
    return this.state
      .listingsOf(platform, shopId)
      .filter((l) => l.externalId === code)
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  /** the listing when it belongs to the shop */
  get(platform: string, shopId: string, listingId: string): ListingRecord | undefined {
    const listing = this.state.listing(platform, listingId);
    return listing?.shopId === shopId ? listing : undefined;
  }

  require(platform: string, shopId: string, listingId: unknown): ListingRecord {
    const listing = this.get(platform, shopId, String(listingId ?? ''));
    return listing ?? fail(SandboxCode.ListingNotFound, `商品不存在：${String(listingId ?? '')}`);
  }

  /** applies a stock, price or shelf change to a listing (journalled, so a restart keeps it) */
  change(listing: ListingRecord, change: ListingChange): ListingRecord {
    this.state.commit({ t: 'listingChange', platform: listing.platform, listingId: listing.listingId, change });
    return listing;
  }

  /** the platform deletes the listing (a seller's action or a takedown): every later call finds it gone */
  remove(platform: string, listingId: string): boolean {
    if (!this.state.listing(platform, listingId)) return false;
    this.state.commit({ t: 'listingRemoved', platform, listingId });
    return true;
  }

  list(platform: string, shopId: string): ListingRecord[] {
    return this.state.listingsOf(platform, shopId);
  }

  private createdToday(platform: string, shopId: string, now: number): number {
    const dayStart = Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
    let count = 0;
    for (const listing of this.state.listingsOf(platform, shopId)) if (listing.createdAt >= dayStart) count += 1;
    return count;
  }
}
