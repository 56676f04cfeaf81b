import { qpsOf, TokenBucketLimiter } from '../core/rate-limiter.ts';
import { SandboxCode } from '../core/sandbox-codes.ts';
import { SandboxFailure } from './sandbox-failure.ts';

/** What can go wrong on one platform, switched at run time by tests and the admin endpoint. */
export interface PlatformFaults {
  /** added to every API answer */
  latencyMs: number;
  /** up to this much more, at random */
  jitterMs: number;
  /** share of API calls (0-1) answered with the platform's transient server error */
  errorRate: number;
  /** every API call answered "service unavailable" */
  down: boolean;
  /** every API call answered with the platform's rate-limit error */
  rateLimited: boolean;
  /** requests per second per app before the rate-limit error; null = the platform's documented figure */
  qps: number | null;
  /**
   * the next N calls that create a listing take effect but their answer is lost on the way back (a gateway
   * answers 502): the ambiguous outcome after which a create must be looked up, not repeated (reads a
   * connector makes before its create, such as spec ids, are answered)
   */
  loseAnswers: number;
}

export const NO_FAULTS: PlatformFaults = {
  latencyMs: 0,
  jitterMs: 0,
  errorRate: 0,
  down: false,
  rateLimited: false,
  qps: null,
  loseAnswers: 0,
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class FaultInjector {
  private readonly faults = new Map<string, PlatformFaults>();
  private readonly limiter: TokenBucketLimiter;

  constructor(
    private readonly stationOf: (platform: string) => number,
    private readonly defaultQps: (platform: string) => number | null = () => null,
    private readonly random: () => number = Math.random,
  ) {
    this.limiter = new TokenBucketLimiter((lane) => {
      const platform = lane.appKey.split('\u0000')[0] ?? '';
      return this.get(platform).qps ?? this.defaultQps(platform) ?? qpsOf(lane.station);
    });
  }

  get(platform: string): PlatformFaults {
    return this.faults.get(platform) ?? NO_FAULTS;
  }

  set(platform: string, change: Partial<PlatformFaults>): PlatformFaults {
    const next = { ...this.get(platform), ...change };
    this.faults.set(platform, next);
    return next;
  }

  /** Back to no faults, the QPS windows included: a call right after a reset is not refused for the calls before it. */
  reset(platform?: string): void {
    if (platform) this.faults.delete(platform);
    else this.faults.clear();
    this.limiter.forget((lane) => !platform || lane.appKey.startsWith(`${platform}\u0000`));
  }

  /** after a call took effect: true when its answer is to be lost (counting down `loseAnswers`) */
  loseAnswer(platform: string): boolean {
    const faults = this.get(platform);
    if (faults.loseAnswers <= 0) return false;
    this.set(platform, { loseAnswers: faults.loseAnswers - 1 });
    return true;
  }

  /** runs before an API call: waits the latency, then refuses when the platform is down, flaky or over its QPS */
  async before(platform: string, appKey: string): Promise<void> {
    const faults = this.get(platform);
    const delay = faults.latencyMs + (faults.jitterMs > 0 ? this.random() * faults.jitterMs : 0);
    if (delay > 0) await sleep(delay);
    if (faults.down) throw new SandboxFailure(SandboxCode.Unavailable, '服务不可用，请稍后重试');
    if (faults.errorRate > 0 && this.random() < faults.errorRate) {
      throw new SandboxFailure(SandboxCode.Unavailable, '系统繁忙，请稍后重试');
    }
    if (faults.rateLimited) throw new SandboxFailure(SandboxCode.RateLimited, '调用过于频繁，请稍后重试', 1);
    const lane = { station: this.stationOf(platform), appKey: `${platform}\u0000${appKey}` };
    if (!this.limiter.tryAcquire(lane)) {
      throw new SandboxFailure(SandboxCode.RateLimited, '调用过于频繁，已超过应用的QPS限制', 1);
    }
  }
}
