import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import { type LatencySummary, summarise } from './stats.ts';

export interface LoadResult extends LatencySummary {
  requestsPerSecond: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon for a fixed time; latency percentiles from every response, not autocannon's buckets.
 * With `paths`, the connections take them in turn from one shared cursor (several keywords, goods,
 * categories). One request whose path is set as it is sent: a list of 40,000 requests was built
 * anew for each connection before the first was read, which held the bench's own event loop for
 * seconds and timed the server for it (the "errors" of the skewed mix were those time-outs).
 */
export async function httpLoad(
  url: string,
  seconds: number,
  connections: number,
  paths?: string[],
): Promise<LoadResult> {
  const samples: number[] = [];
  let cursor = 0;
  const requests = paths && [
    {
      method: 'GET' as const,
      setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[cursor++ % paths.length] as string }),
    },
  ];
  // without a callback autocannon returns an emitter that is also a promise of the result
  const instance = autocannon({ url, duration: seconds, connections, requests }) as unknown as EventEmitter &
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

/**
 * The same idea for a function: `concurrency` loops calling it for a fixed time. The function
 * gets the loop's call number, so loops can cycle through several inputs. A call that throws (a
 * statement waiting past the pool's timeout) is counted in `errors`, not timed.
 */
export async function functionLoad(
  run: (call: number) => Promise<unknown>,
  seconds: number,
  concurrency: number,
): Promise<LatencySummary & { perSecond: number; errors: number; firstError: string | null }> {
  const samples: number[] = [];
  let errors = 0;
  let firstError: string | null = null;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    for (let call = 0; performance.now() < end; call++) {
      const start = performance.now();
      try {
        await run(call);
        samples.push(performance.now() - start);
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { ...summarise(samples), perSecond: samples.length / seconds, errors, firstError };
}
