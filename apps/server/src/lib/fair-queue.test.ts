import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe(FairQueue.name, () => {
  it('should serve a lone job of a quiet lane right after the job running, not after a busy lane’s backlog', async () => {
    const sut = new FairQueue(1);
    const served: string[] = [];
    const job = (name: string) => async () => {
      served.push(name);
      await tick();
    };
    const all = [...Array.from({ length: 5 }, (_, i) => sut.run('attacker', job(`a${i}`))), sut.run('user', job('u0'))];
    await Promise.all(all);
    expect(served.indexOf('u0')).toBeLessThanOrEqual(2);
    expect(served).toHaveLength(6);
    expect(sut.waiting).toBe(0);
  });

  it('should never run more jobs at once than allowed', async () => {
    const sut = new FairQueue(2);
    let now = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        sut.run(`lane${i % 3}`, async () => {
          now += 1;
          most = Math.max(most, now);
          await tick();
          now -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
  });
});
