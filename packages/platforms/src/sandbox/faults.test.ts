import { describe, expect, it } from 'vitest';
import { FaultInjector } from './faults.ts';

const outcome = (faults: FaultInjector) =>
  faults.before('pdd', 'app-1').then(
    () => 'answered',
    (error: Error) => error.message,
  );

describe('the sandbox’s faults', () => {
  it('should answer the first call after a reset, whatever the QPS fault refused before it', async () => {
    const faults = new FaultInjector(
      () => 1,
      () => 10,
    );
    faults.set('pdd', { qps: 1 });
    expect([await outcome(faults), await outcome(faults)]).toEqual(['answered', '调用过于频繁，已超过应用的QPS限制']);
    faults.reset('pdd');
    expect(await outcome(faults)).toBe('answered');
  });
});
