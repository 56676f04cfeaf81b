/**
 * Client-side rate limits: one token bucket per (station, app) lane, so that a connector never sends a
 * platform more than its QPS. The engine may inject its own limiter (shared across workers, or one
 * that also slows down after a rate-limited answer).
 */
export interface RateLane {
  station: number;
  appKey: string;
}

export interface RateLimiter {
  /** resolves when the lane may send one more request */
  acquire(lane: RateLane): Promise<void>;
}

export interface PlatformQps {
  qps: number;
  /** where the figure comes from: the platform's documentation or our own default */
  source: 'reference' | 'ours';
  note?: string;
}

/** Requests per second per (station, app). "ours" means nothing public was found: a cautious default. */
export const PLATFORM_QPS: Readonly<Record<number, PlatformQps>> = {
  1: { qps: 20, source: 'ours' },
  2: { qps: 20, source: 'ours' },
  3: { qps: 20, source: 'ours' },
  4: { qps: 20, source: 'ours' },
  11: { qps: 50, source: 'ours' },
  15: { qps: 20, source: 'ours' },
  29: { qps: 100, source: 'reference', note: '100 QPS per app, 200 per method' },
  32: { qps: 20, source: 'ours' },
  33: { qps: 20, source: 'ours', note: 'on the pdd gateway' },
  34: { qps: 20, source: 'reference', note: 'documented for the order APIs; applied to all' },
  36: { qps: 20, source: 'ours' },
  37: { qps: 10, source: 'ours' },
  38: { qps: 10, source: 'ours' },
  39: { qps: 10, source: 'ours' },
};

export const DEFAULT_QPS = 10;

export const qpsOf = (station: number): number => PLATFORM_QPS[station]?.qps ?? DEFAULT_QPS;

/**
 * The share of a platform's rate we use: a little under it, so that clock drift between us and the
 * platform never meets its rate-limit refusal. The one figure both the connectors' limiter and the
 * publish engine's lanes pace by.
 */
export const OUR_QPS_SHARE = 0.9;

/** Requests per second we send one (station, app) lane: the platform's rate times our share. */
export const ourQpsOf = (station: number): number => qpsOf(station) * OUR_QPS_SHARE;

interface Bucket {
  /** theoretical arrival time of the next request (GCRA), ms */
  tat: number;
  lane: RateLane;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A token bucket per lane with a burst of one second's worth of requests (GCRA with reservations:
 * concurrent callers queue up in order, each waiting for its own slot).
 */
export class TokenBucketLimiter implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly qpsFor: (lane: RateLane) => number = (lane) => qpsOf(lane.station),
    private readonly now: () => number = () => performance.now(),
  ) {}

  private slot(lane: RateLane) {
    const qps = Math.max(this.qpsFor(lane), 0.001);
    const interval = 1000 / qps;
    const tolerance = (Math.max(Math.floor(qps), 1) - 1) * interval;
    const key = `${lane.station}:${lane.appKey}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tat: 0, lane };
      this.buckets.set(key, bucket);
    }
    const now = this.now();
    return { bucket, interval, now, allowedAt: Math.max(now, bucket.tat - tolerance) };
  }

  /** how long the caller must wait for its slot (and reserves it) */
  reserve(lane: RateLane): number {
    const { bucket, interval, now, allowedAt } = this.slot(lane);
    bucket.tat = Math.max(bucket.tat, allowedAt) + interval;
    return allowedAt - now;
  }

  /** takes a slot only when one is free now (the sandbox's refusal of requests over the QPS) */
  tryAcquire(lane: RateLane): boolean {
    const { bucket, interval, now, allowedAt } = this.slot(lane);
    if (allowedAt > now) return false;
    bucket.tat = Math.max(bucket.tat, now) + interval;
    return true;
  }

  async acquire(lane: RateLane): Promise<void> {
    const wait = this.reserve(lane);
    if (wait > 0) await sleep(wait);
  }

  /** Forgets the slots taken on the lanes named: their next calls start as on a fresh limiter. */
  forget(which: (lane: RateLane) => boolean): void {
    for (const [key, bucket] of this.buckets) if (which(bucket.lane)) this.buckets.delete(key);
  }
}

/** A limiter that never waits (tests that measure the sandbox's own limits). */
export const unlimited: RateLimiter = { acquire: async () => {} };
