import { setTimeout as sleep } from 'node:timers/promises';
import { formatMessage, PublishStatus, ServerMessages } from '@puhuo/domain';
import { briefReason, isDatabaseUnavailable } from '../../lib/dependency-state.ts';
import type { LaneLimiter } from './lane-limiter.ts';
import type { PairOutcome, PairPublisher, PublishPair } from './publish-ports.ts';
import type { ItemResult, PublishQueueRepository, TaskCounters } from './publish-queue.repository.ts';
import type { PublishItemRow } from './publish-task.repository.ts';

export interface PublishEngineOptions {
  /** how long a claimed item stays with this instance without renewal */
  leaseMs: number;
  /** transient failures before the item fails for good */
  maxAttempts: number;
  /** delay before the next attempt after `attempt` transient failures */
  backoffMs: (attempt: number) => number;
  /** how often pending work of other instances and crashed workers is looked for */
  sweepIntervalMs: number;
  /** the embedded database: this process is the only worker, so stale leases are released at start */
  singleProcess: boolean;
}

export interface PublishEngineListener {
  /** counters of a task changed (an item settled) */
  onProgress(task: TaskCounters): void;
}

const RATE_LIMIT_PAUSE_MS = 1_000;
/** how often an outcome is written again, or an interrupted item tried again, while the database is away */
const RECORD_RETRY_MS = 1_000;

/** where the engine reports that its database work failed, and that it works again */
export interface EngineHealth {
  failed(error: unknown): void;
  recovered(): void;
}

export const transientExhaustedReason = (reason: string, attempts: number) =>
  formatMessage(ServerMessages.transientExhausted, { reason, attempts });

/** What a lane needs of the engine that runs it (the PublishEngine). */
export interface LaneHost {
  readonly repository: PublishQueueRepository;
  readonly publisher: PairPublisher;
  readonly limiter: LaneLimiter;
  readonly listener: PublishEngineListener;
  readonly options: PublishEngineOptions;
  readonly health: EngineHealth;
  readonly ownerId: string;
  readonly isStopped: boolean;
  countSettled(): void;
}

/** One platform's lane in this instance. */
export class LaneRunner {
  private readonly inFlight = new Map<string, Promise<void>>();
  private pumping: Promise<void> | null = null;
  private pumpAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** the last claim found no more due items */
  private drained = false;

  constructor(
    private readonly station: number,
    private readonly engine: LaneHost,
  ) {}

  private get laneKey(): string {
    return `station:${this.station}`;
  }

  inFlightIds(): string[] {
    return [...this.inFlight.keys()];
  }

  /** the calls in flight, and a claim under way (its items are given back when stopped) */
  inFlightWork(): Promise<void>[] {
    return [...this.inFlight.values(), ...(this.pumping ? [this.pumping] : [])];
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  pumpAfter(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.pump();
    }, ms);
  }

  /** Claims due items up to the lane's concurrency and starts them. */
  pump(): void {
    if (this.stopped || this.engine.isStopped) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = this.fill().finally(() => {
      this.pumping = null;
      if (this.pumpAgain) {
        this.pumpAgain = false;
        this.pump();
      }
    });
  }

  /**
   * After a call ends: claim again once a quarter of the lane is free (claims are the costly part of a
   * small item), and not at all while the last claim found the lane empty (new work wakes it).
   */
  private refill(): void {
    if (this.drained) return;
    const { concurrency } = this.engine.publisher.laneLimit(this.station);
    const room = concurrency - this.inFlight.size;
    if (this.inFlight.size === 0 || room >= Math.ceil(concurrency / 4)) this.pump();
  }

  private async fill(): Promise<void> {
    const { concurrency } = this.engine.publisher.laneLimit(this.station);
    const room = concurrency - this.inFlight.size;
    if (room <= 0) return;
    let claimed: PublishItemRow[];
    try {
      claimed = await this.engine.repository.claimDue(
        this.station,
        room,
        this.engine.ownerId,
        this.engine.options.leaseMs,
      );
    } catch (error) {
      if (!this.stopped) this.engine.health.failed(error);
      return;
    }
    this.drained = claimed.length < room;
    if (this.stopped) {
      await this.engine.repository.release(
        claimed.map((row) => row.id),
        this.engine.ownerId,
      );
      return;
    }
    for (const row of claimed) {
      const work = this.run(row).finally(() => {
        this.inFlight.delete(row.id);
        this.refill();
      });
      this.inFlight.set(row.id, work);
    }
  }

  private async run(row: PublishItemRow): Promise<void> {
    const { engine } = this;
    const { qps } = engine.publisher.laneLimit(this.station);
    try {
      const waitMs = await engine.limiter.reserve(this.laneKey, qps);
      if (waitMs > 0) await sleep(waitMs);
      const outcome = await this.publish(row);
      await this.recordWhileLeased(row, outcome);
    } catch (error) {
      // the database failed us for longer than the lease: the item is claimed again and, as its
      // attempt was counted, looked up on the platform before anything is created again
      if (!this.stopped) this.engine.health.failed(error);
    }
  }

  /**
   * The outcome is known: keep trying to write it down while the database is away (a restart, a
   * failover), for as long as the lease holds, rather than leave the item to be claimed again.
   */
  private async recordWhileLeased(row: PublishItemRow, outcome: PairOutcome): Promise<void> {
    const giveUpAt = Date.now() + this.engine.options.leaseMs;
    for (;;) {
      try {
        await this.record(row, outcome);
        this.engine.health.recovered();
        return;
      } catch (error) {
        if (this.stopped || !isDatabaseUnavailable(error) || Date.now() + RECORD_RETRY_MS > giveUpAt) throw error;
        this.engine.health.failed(error);
        await sleep(RECORD_RETRY_MS);
      }
    }
  }

  private async publish(row: PublishItemRow): Promise<PairOutcome> {
    const pair: PublishPair = {
      itemId: row.id,
      taskId: row.taskId,
      tenantId: row.tenantId,
      goodsId: row.goodsId,
      goodsTenantId: row.goodsTenantId,
      shopId: row.shopId,
      station: row.station,
      merchantCode: row.idempotencyKey,
      attempt: row.attempts,
      // claimed before and not given back cleanly (a time-out, a 5xx, a crash), or retrying an item
      // whose own attempts may have reached the platform: the listing may exist already
      checkFirst: row.attempts > 1 || row.sourceItemId !== null,
    };
    try {
      return await this.engine.publisher.publish(pair);
    } catch (error) {
      // the publisher reads the database before it calls the platform: nothing was sent, and the
      // attempt is not the platform's fault
      if (isDatabaseUnavailable(error)) return { kind: 'interrupted', reason: briefReason(error) };
      return { kind: 'transient', reason: error instanceof Error ? error.message : String(error) };
    }
  }

  private async record(row: PublishItemRow, outcome: PairOutcome): Promise<void> {
    const { engine } = this;
    const owner = engine.ownerId;
    switch (outcome.kind) {
      case 'published':
        return this.settle(row.id, {
          status: PublishStatus.Succeeded,
          reason: outcome.note ?? null,
          platformListingId: outcome.platformListingId,
          figures: outcome.figures,
          listing: outcome.listing,
        });
      case 'failed':
        return this.settle(row.id, { status: PublishStatus.Failed, reason: outcome.reason, figures: outcome.figures });
      case 'transient': {
        if (row.attempts >= engine.options.maxAttempts) {
          return this.settle(row.id, {
            status: PublishStatus.Failed,
            reason: transientExhaustedReason(outcome.reason, row.attempts),
          });
        }
        const delay = engine.options.backoffMs(row.attempts);
        await engine.repository.reschedule(row.id, owner, delay, { countAttempt: true });
        this.pumpAfter(delay);
        return;
      }
      case 'interrupted': {
        await engine.repository.reschedule(row.id, owner, RECORD_RETRY_MS, { countAttempt: false });
        this.pumpAfter(RECORD_RETRY_MS);
        return;
      }
      case 'rateLimited': {
        const delay = outcome.retryAfterMs ?? RATE_LIMIT_PAUSE_MS;
        await engine.limiter.pause(this.laneKey, delay);
        await engine.repository.reschedule(row.id, owner, delay, { countAttempt: false });
        this.pumpAfter(delay);
        return;
      }
    }
  }

  private async settle(itemId: string, result: ItemResult): Promise<void> {
    const touched = await this.engine.repository.settle(itemId, result);
    if (touched.length > 0) this.engine.countSettled();
    for (const task of touched) this.engine.listener.onProgress(task);
  }
}
