/** The values without repeats, in their first order. */
export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
