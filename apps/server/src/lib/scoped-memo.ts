/** Promises kept by key while in use, dropped a while after their last use. */
export class ScopedMemo {
  private readonly entries = new Map<string, { usedAt: number; value: Promise<unknown> }>();
  private sweptAt = Date.now();

  constructor(private readonly ttlMs: number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    if (now - this.sweptAt > this.ttlMs) this.sweep(now);
    const entry = this.entries.get(key);
    if (entry) {
      entry.usedAt = now;
      return entry.value as Promise<T>;
    }
    const value = load();
    this.entries.set(key, { usedAt: now, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  forget(scope: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${scope}|`)) this.entries.delete(key);
  }

  private sweep(now: number): void {
    this.sweptAt = now;
    for (const [key, entry] of this.entries) if (now - entry.usedAt > this.ttlMs) this.entries.delete(key);
  }
}
