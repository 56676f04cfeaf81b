import {
  changesListing,
  DEFAULT_SYNC_POLICY,
  decideSync,
  keepManual,
  type ListingState,
  type SyncDecision,
} from '@puhuo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { PollingLoop } from '../../lib/polling-loop.ts';
import type { ListingSyncRepository } from './listing-sync.repository.ts';
import type { ListingSyncNotices } from './listing-sync-notices.ts';

/** how often the outbox is looked at when it was empty, and how many goods one pass takes at most */
export interface FanOutOptions {
  intervalMs: number;
  batch: number;
}

export const DEFAULT_FAN_OUT_OPTIONS: FanOutOptions = { intervalMs: 500, batch: 200 };

/**
 * Carries supplier changes to the listings they reach: for each good the outbox names, every listing of it
 * (in every distributor's shops) gets the decision its shop's sync policy comes to from the good as it is
 * now (`decideSync`), kept as the listing's pending decision until the platform calls carry it out. A
 * storm of changes to one good is one pass over its listings, at the latest values.
 */
export class ListingSyncFanOut {
  private readonly loop: PollingLoop;

  /** listings whose price a pass held under the floor, told once the pass's transactions committed */
  private held: { listingId: string; day: string }[] = [];

  constructor(
    private readonly repository: ListingSyncRepository,
    log: FastifyBaseLogger,
    private readonly options: FanOutOptions = DEFAULT_FAN_OUT_OPTIONS,
    private readonly notices: ListingSyncNotices | null = null,
  ) {
    this.loop = new PollingLoop(async () => (await this.pass()) >= options.batch, log, {
      name: 'listing sync fan-out',
      idleMs: options.intervalMs,
      failedMs: options.intervalMs * 4,
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One pass over the outbox: answers how many changed goods it handled. */
  async pass(): Promise<number> {
    const handled = await this.repository.drain(this.options.batch, (tx, change) => this.fanOut(tx, change.goodsId));
    const held = this.held;
    this.held = [];
    // one message a listing and day
    for (const { listingId, day } of held) {
      await this.notices?.tell(listingId, 'heldBelowFloor', `listing:${listingId}:held:${day}`);
    }
    return handled;
  }

  private async fanOut(tx: Db, goodsId: string): Promise<void> {
    const good = await this.repository.goodNow(tx, goodsId);
    const decided = (await this.repository.listingsOf(tx, goodsId)).map((listing) => {
      const comesTo = decideSync({
        station: listing.station,
        priceRule: listing.priceRule,
        listed: { status: listing.status as ListingState, skus: listing.skus },
        good,
        policy: listing.policy ?? DEFAULT_SYNC_POLICY,
      });
      // what the distributor asked in 我的铺货 and is not yet carried out stays asked
      const decision = keepManual(listing.pendingSync, comesTo);
      if (decision.heldBelowFloor)
        this.held.push({ listingId: listing.id, day: new Date().toISOString().slice(0, 10) });
      return { listingId: listing.id, decision: changesListing(decision) ? decision : null, note: noteOf(decision) };
    });
    await this.repository.decide(tx, decided);
  }
}

function noteOf(decision: SyncDecision): 'heldBelowFloor' | 'priceChanged' | null {
  if (decision.heldBelowFloor) return 'heldBelowFloor';
  return decision.notifyPriceChanged ? 'priceChanged' : null;
}
