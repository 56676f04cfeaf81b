import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe(TtlCache.name, () => {
  it('should answer a repeated key from memory until it expires', async () => {
    let now = 0;
    let calls = 0;
    const sut = new TtlCache<number>(1_000, 10, () => now);
    const compute = async () => ++calls;
    expect(await sut.get('a', compute)).toBe(1);
    expect(await sut.get('a', compute)).toBe(1);
    now = 1_001;
    expect(await sut.get('a', compute)).toBe(2);
  });

  it('should share one computation between concurrent misses and forget failures', async () => {
    let calls = 0;
    const sut = new TtlCache<number>(1_000, 10);
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    expect(await Promise.all([sut.get('k', slow), sut.get('k', slow)])).toEqual([1, 1]);
    await expect(sut.get('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await sut.get('bad', async () => 7)).toBe(7);
  });

  it('should drop the oldest entries past its size and compute every time when disabled', async () => {
    let calls = 0;
    const sut = new TtlCache<number>(1_000, 2);
    for (const key of ['a', 'b', 'c']) await sut.get(key, async () => ++calls);
    expect(await sut.get('a', async () => ++calls)).toBe(4);
    const off = new TtlCache<number>(0, 2);
    await off.get('x', async () => ++calls);
    expect(await off.get('x', async () => ++calls)).toBe(6);
  });
});
