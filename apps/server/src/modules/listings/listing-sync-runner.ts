import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ListingState, ServerMessages, type SyncDecision } from '@puhuo/domain';
import {
  AUTH_EXPIRED_REASON,
  isPlatformError,
  ourQpsOf,
  type PlatformConnector,
  type ShopAccess,
} from '@puhuo/platforms';
import type { FastifyBaseLogger } from 'fastify';
import type { ListingSkuRecord } from '../../db/schema/index.ts';
import { ShopUnavailable } from '../../lib/module-failures.ts';
import { PollingLoop } from '../../lib/polling-loop.ts';
import type { ClaimedSync, ListingSyncRepository, SyncOutcome } from './listing-sync.repository.ts';
import { delistedOutcome, type ListingSyncNotices } from './listing-sync-notices.ts';

/** The shop session of the shops module (its ShopAccessService), as far as the sync needs it. */
export interface SyncShopSessions {
  sessionFor(tenantId: string, shopId: string): Promise<{ connector: PlatformConnector; access: ShopAccess }>;
  markAuthorizationExpired(shopId: string): Promise<void>;
}

/** The platforms' rate-limit lanes, shared with publishing (its LaneLimiter): together they keep under each QPS. */
export interface PlatformLanes {
  reserve(lane: string, qps: number): Promise<number>;
  pause(lane: string, ms: number): Promise<void>;
}

export interface SyncRunnerOptions {
  intervalMs: number;
  /**
   * decisions of one platform carried out at once by this instance, at least: a platform whose lane
   * allows more gets about half a second of its QPS (the calls of a decision go one after another)
   */
  concurrency: number;
  leaseMs: number;
  backoffMs(attempt: number): number;
  /** how long a shop whose authorisation lapsed waits before its sync is tried again */
  authPauseMs: number;
}

export const DEFAULT_SYNC_RUNNER_OPTIONS: SyncRunnerOptions = {
  intervalMs: 500,
  concurrency: 8,
  leaseMs: 30_000,
  backoffMs: (attempt) => Math.min(1_000 * 2 ** (attempt - 1), 60_000),
  authPauseMs: 10 * 60_000,
};

/**
 * Carries the listings' pending decisions out on the platforms: stock, prices and the shelf through each
 * platform's own calls, in the rate-limit lanes publishing uses. Each call sets an absolute value, so a
 * decision carried out twice (a worker killed after the call, before recording it) comes to the same
 * listing. A lapsed authorisation pauses the shop's sync and says so; the platform's refusals are kept
 * in its words; a listing the platform no longer has is marked removed.
 */
export class ListingSyncRunner {
  private readonly owner = `sync-${randomUUID()}`;
  private readonly loop: PollingLoop;
  /** each platform's pool of slots while it has decisions to carry out */
  private readonly pools = new Map<number, Promise<void>>();
  /** a pool's failure (the database away), reported by the next round */
  private poolFailure: { error: unknown } | null = null;

  constructor(
    private readonly repository: ListingSyncRepository,
    private readonly shops: SyncShopSessions,
    private readonly lanes: PlatformLanes,
    log: FastifyBaseLogger,
    private readonly notices: ListingSyncNotices | null = null,
    private readonly options: SyncRunnerOptions = DEFAULT_SYNC_RUNNER_OPTIONS,
  ) {
    this.loop = new PollingLoop(async () => (await this.round()) > 0, log, {
      name: 'listing sync',
      idleMs: options.intervalMs,
      failedMs: options.intervalMs * 4,
    });
  }

  start(): void {
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.loop.stop();
    // the pools claim nothing more once the loop is stopped: what they hold is carried out
    await Promise.all(this.pools.values());
  }

  /**
   * One round: a pool of slots starts for every platform with due decisions that has none running, and
   * claims the platform's next decisions as soon as slots are free, until it finds none (no platform waits
   * for another, no slot for the slowest decision of a batch, no pause between rounds). The round waits
   * for a pool to end or `intervalMs`, then answers how many pools run (the loop comes back at once while
   * any does, to start pools for platforms with new decisions).
   */
  async round(): Promise<number> {
    const stations = await this.repository.pendingStations();
    for (const station of stations) {
      if (this.pools.has(station)) continue;
      const pool = this.serveStation(station)
        .catch((error: unknown) => {
          this.poolFailure ??= { error };
        })
        .finally(() => this.pools.delete(station));
      this.pools.set(station, pool);
    }
    if (this.pools.size > 0) await Promise.race([...this.pools.values(), sleep(this.options.intervalMs)]);
    const failed = this.poolFailure;
    this.poolFailure = null;
    if (failed) throw failed.error;
    return this.pools.size;
  }

  private async serveStation(station: number): Promise<void> {
    const slots = Math.max(this.options.concurrency, Math.ceil(ourQpsOf(station) / 2));
    const claimed: ClaimedSync[] = [];
    let claiming: Promise<number> | null = null;
    let drained = false;
    let failure: { error: unknown } | null = null;
    const next = async (): Promise<ClaimedSync | undefined> => {
      if (failure) return undefined; // what is claimed and not carried out waits for its lease to lapse
      while (claimed.length === 0 && !drained && this.loop.active) {
        // one claim at a time for the whole pool: the slots free meanwhile share what it brings
        claiming ??= this.repository
          .claim(station, this.owner, slots, this.options.leaseMs)
          .then((found) => {
            claimed.push(...found);
            return found.length;
          })
          .finally(() => {
            claiming = null;
          });
        if ((await claiming) === 0) drained = true;
      }
      return claimed.shift();
    };
    const slot = async () => {
      try {
        for (let sync = await next(); sync; sync = await next()) await this.serve(sync);
      } catch (error) {
        failure ??= { error };
      }
    };
    await Promise.all(Array.from({ length: slots }, slot));
    if (failure) throw (failure as { error: unknown }).error;
  }

  private async serve(sync: ClaimedSync): Promise<void> {
    const outcome = await this.carryOut(sync);
    await this.repository.settle(sync, this.owner, outcome);
    const { delist } = sync.decision;
    if (outcome.kind === 'done' && delist) {
      await this.notices?.tell(sync.id, delistedOutcome[delist], `listing:${sync.id}:delisted:${sync.version}`);
    }
  }

  private async carryOut(sync: ClaimedSync): Promise<SyncOutcome> {
    let session: { connector: PlatformConnector; access: ShopAccess };
    try {
      session = await this.shops.sessionFor(sync.tenantId, sync.shopId);
    } catch (error) {
      if (error instanceof ShopUnavailable) {
        const lapsed = error.reason === 'authExpired';
        return lapsed
          ? { kind: 'later', reason: AUTH_EXPIRED_REASON, delayMs: this.options.authPauseMs }
          : { kind: 'refused', reason: error.message, removed: false };
      }
      throw error;
    }
    const { connector, access } = session;
    const lane = `station:${sync.station}`;
    const call = async <T>(work: () => Promise<T>): Promise<T> => {
      const waitMs = await this.lanes.reserve(lane, ourQpsOf(sync.station));
      if (waitMs > 0) await sleep(waitMs);
      return work();
    };
    const { decision } = sync;
    const shelf = (onSale: boolean) =>
      call(() => connector.setShelf?.(access, { listingId: sync.platformListingId, onSale }) ?? none());
    try {
      const missing = missingCapability(connector, decision);
      if (missing) return { kind: 'refused', reason: ServerMessages.syncNotOffered, removed: false };
      let status: ListingState = sync.status;
      if (decision.refresh) {
        // sync now: the listing as the platform holds it; one it no longer has is marked removed
        const held = await call(() => connector.getListing(access, sync.platformListingId));
        if (!held || held.status === 'removed') return { kind: 'done', skus: sync.skus, status: 'removed' };
        status = held.status;
      }
      if (decision.delist || decision.shelf === 'off') {
        await shelf(false);
        return { kind: 'done', skus: sync.skus, status: 'warehouse' };
      }
      // our SKU code, its place in the listing as published and, once known, the platform's SKU id
      const address = (skuId: string) => {
        const position = sync.skus.findIndex((sku) => sku.skuId === skuId);
        const platformSkuId = sync.skus[position]?.platformSkuId ?? undefined;
        return {
          outerSkuId: skuId,
          ...(position >= 0 ? { position } : {}),
          ...(platformSkuId ? { platformSkuId } : {}),
        };
      };
      if (decision.stock.length > 0) {
        const skus = decision.stock.map((s) => ({ ...address(s.skuId), stock: s.stock }));
        await call(() => connector.updateStock?.(access, { listingId: sync.platformListingId, skus }) ?? none());
      }
      if (decision.prices.length > 0) {
        const skus = decision.prices.map((p) => ({
          ...address(p.skuId),
          priceFen: p.priceFen,
          ...(p.groupPriceFen !== null ? { groupPriceFen: p.groupPriceFen } : {}),
        }));
        await call(() => connector.updatePrice?.(access, { listingId: sync.platformListingId, skus }) ?? none());
      }
      if (decision.shelf === 'on') {
        await shelf(true);
        status = 'onSale';
      }
      return { kind: 'done', skus: applied(sync.skus, decision), status };
    } catch (error) {
      return this.failure(error, sync, connector, access);
    }
  }

  private async failure(
    error: unknown,
    sync: ClaimedSync,
    connector: PlatformConnector,
    access: ShopAccess,
  ): Promise<SyncOutcome> {
    const backoff = this.options.backoffMs(sync.attempts);
    if (!isPlatformError(error)) {
      return { kind: 'later', reason: error instanceof Error ? error.message : String(error), delayMs: backoff };
    }
    switch (error.kind) {
      case 'transient':
        return { kind: 'later', reason: error.message, delayMs: backoff };
      case 'rateLimited':
        await this.lanes.pause(`station:${sync.station}`, error.retryAfterMs ?? backoff);
        return { kind: 'later', reason: error.message, delayMs: error.retryAfterMs ?? backoff };
      case 'authExpired':
        await this.shops.markAuthorizationExpired(sync.shopId);
        return { kind: 'later', reason: AUTH_EXPIRED_REASON, delayMs: this.options.authPauseMs };
      case 'permanent': {
        // a refusal may mean the platform no longer has the listing at all (doudian keeps it as deleted)
        const held = await connector.getListing(access, sync.platformListingId).catch(() => undefined);
        return { kind: 'refused', reason: error.message, removed: held === null || held?.status === 'removed' };
      }
    }
  }
}

const none = async () => {};

/** the operation a decision needs that the shop's platform does not offer, if any */
function missingCapability(connector: PlatformConnector, decision: SyncDecision): string | null {
  if ((decision.delist || decision.shelf) && !connector.has('setShelf')) return 'setShelf';
  if (decision.delist) return null;
  if (decision.stock.length > 0 && !connector.has('updateStock')) return 'updateStock';
  if (decision.prices.length > 0 && !connector.has('updatePrice')) return 'updatePrice';
  return null;
}

/** The listing's SKUs after the decision's stock and prices were set on the platform. */
function applied(skus: ListingSkuRecord[], decision: SyncDecision): ListingSkuRecord[] {
  return skus.map((sku) => {
    const stock = decision.stock.find((s) => s.skuId === sku.skuId);
    const price = decision.prices.find((p) => p.skuId === sku.skuId);
    return {
      ...sku,
      ...(stock ? { stock: stock.stock } : {}),
      ...(price
        ? { priceFen: price.priceFen, groupPriceFen: price.groupPriceFen, supplyPriceFen: price.supplyPriceFen }
        : {}),
    };
  });
}
