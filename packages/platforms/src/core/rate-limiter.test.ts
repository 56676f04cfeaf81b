import { describe, expect, it } from 'vitest';
import { PLATFORM_QPS, TokenBucketLimiter } from './rate-limiter.ts';

describe(TokenBucketLimiter.name, () => {
  it('should let a second of requests through at once, then space them at the QPS', () => {
    let now = 0;
    const sut = new TokenBucketLimiter(
      () => 2,
      () => now,
    );
    const lane = { station: 29, appKey: 'app' };
    expect([sut.reserve(lane), sut.reserve(lane), sut.reserve(lane), sut.reserve(lane)]).toEqual([0, 0, 500, 1000]);
    now = 5000;
    expect(sut.reserve(lane)).toBe(0);
    expect(sut.reserve({ station: 29, appKey: 'other app' })).toBe(0);
  });

  it('should refuse instead of waiting when asked to try only', () => {
    const sut = new TokenBucketLimiter(
      () => 1,
      () => 0,
    );
    const lane = { station: 2, appKey: 'app' };
    expect(sut.tryAcquire(lane)).toBe(true);
    expect(sut.tryAcquire(lane)).toBe(false);
  });

  it('should know xiaohongshu allows 100 requests a second per app', () => {
    expect(PLATFORM_QPS[29]).toMatchObject({ qps: 100, source: 'reference' });
  });
});
