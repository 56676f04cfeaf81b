import type { ListingSettings } from '@puhuo/domain';
import type { ListingStatus } from '@puhuo/platforms';
import type { ListingSkuRecord } from '../../db/schema/index.ts';

/**
 * What the publish engine needs from other modules, as small ports: the shops that may receive
 * listings, the goods that may be published, and the step that builds one listing from the shop's
 * template and sends it to the platform.
 */

export interface PublishShop {
  shopId: string;
  shopName: string;
  station: number;
}

export interface ShopDirectory {
  /**
   * The tenant's shops among `shopIds` that may receive listings now (app type 1 or 1024, not station
   * 39, authorisation not expired). Shops of other tenants are never returned.
   */
  publishableShops(tenantId: string, shopIds: string[]): Promise<PublishShop[]>;
}

export interface PublishGood {
  goodsId: string;
  goodsTenantId: string;
  title: string;
  imgUrl: string;
}

export interface GoodsDirectory {
  /** The goods among `goodsIds` the tenant may see and publish (online, visible to it). */
  publishableGoods(viewerTenantId: string, goodsIds: string[]): Promise<PublishGood[]>;
}

/** What a listing came to: its prices and stock as sent to the platform. */
export interface ListingFigures {
  minPriceFen: number;
  maxPriceFen: number;
  stock: number;
}

/** What the listings registry keeps of a listing made: its SKUs as sent, the price rule, its status. */
export interface ListingRecord {
  skus: ListingSkuRecord[];
  priceRule: ListingSettings['price'];
  status: ListingStatus;
}

export type PairOutcome =
  /** the platform holds the listing (new, or the one an earlier attempt made, found by merchant code) */
  | { kind: 'published'; platformListingId: string; figures: ListingFigures; note?: string; listing?: ListingRecord }
  /** will not succeed by retrying: preflight, permanent platform refusal, authorisation expired */
  | { kind: 'failed'; reason: string; figures?: ListingFigures }
  /** may succeed later: 5xx, time-out, platform unavailable */
  | { kind: 'transient'; reason: string }
  /** the platform asked us to slow down */
  | { kind: 'rateLimited'; reason: string; retryAfterMs?: number }
  /** our database went away before anything was sent: tried again soon, the attempt not counted */
  | { kind: 'interrupted'; reason: string };

export interface PublishPair {
  itemId: string;
  taskId: string;
  tenantId: string;
  goodsId: string;
  goodsTenantId: string;
  shopId: string;
  station: number;
  /**
   * written into the platform's merchant-code field, the same for every attempt of the pair and for
   * its republish; no platform refuses a repeated one, so it is how a listing is found again
   */
  merchantCode: string;
  /** 1 for the first call */
  attempt: number;
  /**
   * an earlier attempt may have made the listing (it timed out, the answer was lost, the worker died):
   * look it up by merchant code before creating
   */
  checkFirst: boolean;
}

export interface LaneLimit {
  /** calls per second the platform allows our app (all shops together) */
  qps: number;
  /** calls in flight at once in one instance */
  concurrency: number;
}

export interface PairPublisher {
  publish(pair: PublishPair): Promise<PairOutcome>;
  laneLimit(station: number): LaneLimit;
}
