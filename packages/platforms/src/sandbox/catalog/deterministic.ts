import { createHash } from 'node:crypto';

/** A small seeded PRNG (mulberry32): the same seed yields the same catalogue on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** A stable non-negative integer from text (first 48 bits of SHA-1). */
export function hashNumber(text: string): number {
  return Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 12), 16);
}

/** A stable numeric id of `digits` digits from text (never starting with 0). */
export function numericId(text: string, digits: number): string {
  const span = 10 ** (digits - 1);
  return String(span + (hashNumber(text) % (9 * span)));
}
