/**
 * A small per-process cache of recent answers, for reads many users repeat (market pages,
 * searches, goods details). Entries live `ttlMs` and the oldest go first past `maxEntries`.
 * Concurrent misses of one key share one computation. Nothing here is needed by another
 * instance: each keeps its own, and a change shows everywhere within `ttlMs`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async get(key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.enabled) return compute();
    const at = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > at) return hit.value;
    if (hit) this.entries.delete(key);
    const value = compute();
    this.entries.set(key, { expires: at + this.ttlMs, value });
    // a failure is not remembered
    value.catch(() => this.entries.delete(key));
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
