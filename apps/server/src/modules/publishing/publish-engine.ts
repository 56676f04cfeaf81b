import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LaneLimiter } from './lane-limiter.ts';
import {
  type EngineHealth,
  type LaneHost,
  LaneRunner,
  type PublishEngineListener,
  type PublishEngineOptions,
} from './lane-runner.ts';
import type { PairPublisher } from './publish-ports.ts';
import type { PublishQueueRepository, TaskCounters } from './publish-queue.repository.ts';

export const DEFAULT_ENGINE_OPTIONS: PublishEngineOptions = {
  leaseMs: 30_000,
  maxAttempts: 5,
  backoffMs: (attempt) => Math.min(500 * 2 ** (attempt - 1), 30_000) * (0.8 + Math.random() * 0.4),
  sweepIntervalMs: 5_000,
  singleProcess: true,
};

/**
 * Runs publish items to their outcome. Each platform is a lane with its own rate and concurrency; an
 * instance keeps up to `concurrency` items of a lane in flight, each waiting for its rate slot. Items
 * are claimed by lease, so crashed work returns to the pool and several instances share the lanes.
 */
export class PublishEngine implements LaneHost {
  private readonly owner = `worker-${randomUUID()}`;
  private readonly lanes = new Map<number, LaneRunner>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private renewTimer: NodeJS.Timeout | null = null;
  private stopped = true;
  private settledHere = 0;

  constructor(
    readonly repository: PublishQueueRepository,
    readonly publisher: PairPublisher,
    readonly limiter: LaneLimiter,
    readonly listener: PublishEngineListener,
    readonly options: PublishEngineOptions = DEFAULT_ENGINE_OPTIONS,
    /** told when the engine's database work fails and when it works again (logged once each) */
    readonly health: EngineHealth = { failed: () => {}, recovered: () => {} },
  ) {}

  get ownerId(): string {
    return this.owner;
  }

  /** items this instance brought to an outcome since it started */
  get settledCount(): number {
    return this.settledHere;
  }

  /** @internal counts an outcome recorded by this instance */
  countSettled(): void {
    this.settledHere += 1;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.options.singleProcess) await this.repository.releaseAllLeases();
    this.sweepTimer = setInterval(() => void this.sweep(), this.options.sweepIntervalMs);
    this.renewTimer = setInterval(() => void this.renewLeases(), Math.max(this.options.leaseMs / 3, 50));
    await this.sweep();
  }

  /** New work arrived on these lanes (from this or another instance). */
  wake(stations: Iterable<number>): void {
    if (this.stopped) return;
    for (const station of stations) this.lane(station).pump();
  }

  /** Finds pending work: due lanes are pumped now, the others when their first item falls due. */
  async sweep(): Promise<void> {
    if (this.stopped) return;
    try {
      for (const { station, dueInMs } of await this.repository.pendingLanes()) {
        if (dueInMs <= 0) this.lane(station).pump();
        else if (dueInMs < this.options.sweepIntervalMs) this.lane(station).pumpAfter(dueInMs);
      }
      this.health.recovered();
    } catch (error) {
      if (!this.stopped) this.health.failed(error);
    }
  }

  /** Stops claiming; waits for the calls in flight to settle (bounded), leaving the rest to others. */
  async stop(timeoutMs = 5_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.renewTimer) clearInterval(this.renewTimer);
    for (const lane of this.lanes.values()) lane.stop();
    const inFlight = [...this.lanes.values()].flatMap((lane) => lane.inFlightWork());
    await Promise.race([Promise.allSettled(inFlight), sleep(timeoutMs)]);
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  private lane(station: number): LaneRunner {
    let lane = this.lanes.get(station);
    if (!lane) {
      lane = new LaneRunner(station, this);
      this.lanes.set(station, lane);
    }
    return lane;
  }

  private async renewLeases(): Promise<void> {
    const ids = [...this.lanes.values()].flatMap((lane) => lane.inFlightIds());
    try {
      await this.repository.renewLeases(ids, this.owner, this.options.leaseMs);
    } catch (error) {
      if (!this.stopped) this.health.failed(error);
    }
  }
}

/** 0-100, whole percent, from the task's counters. */
export function progressOf(task: Pick<TaskCounters, 'totalCount' | 'successCount' | 'failCount'>): number {
  if (task.totalCount <= 0) return 100;
  return Math.min(100, Math.floor(((task.successCount + task.failCount) * 100) / task.totalCount));
}
