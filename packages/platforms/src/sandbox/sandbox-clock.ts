/**
 * The sandbox's time. Tests move it forward to expire codes, tokens and app orders without waiting;
 * the offset applies on top of a base clock (the system's by default).
 */
export class SandboxClock {
  private offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  nowMs(): number {
    return this.base() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  set(at: Date): void {
    this.offsetMs = at.getTime() - this.base();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
