import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import { type LatencySummary, summarise } from './stats.ts';

export interface LoadResult extends LatencySummary {
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

/** autocannon for a fixed time; latency percentiles from every response, not autocannon's buckets. */
export async function httpLoad(url: string, seconds: number, connections: number): Promise<LoadResult> {
  const samples: number[] = [];
  // without a callback autocannon returns an emitter that is also a promise of the result
  const instance = autocannon({ url, duration: seconds, connections }) as unknown as EventEmitter &
    Promise<autocannon.Result>;
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    samples.push(responseTime);
  });
  const result = await instance;
  return {
    ...summarise(samples),
    requestsPerSecond: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The same idea for a function: `concurrency` loops calling it for a fixed time. */
export async function functionLoad(
  run: () => Promise<unknown>,
  seconds: number,
  concurrency: number,
): Promise<LatencySummary & { perSecond: number }> {
  const samples: number[] = [];
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const start = performance.now();
      await run();
      samples.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { ...summarise(samples), perSecond: samples.length / seconds };
}
