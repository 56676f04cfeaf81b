import type { FastifyBaseLogger } from 'fastify';

export interface PollingLoopOptions {
  /** what the loop does, for its log lines */
  name: string;
  /** the wait after a pass that found nothing more to do */
  idleMs: number;
  /** the wait after a failed pass */
  failedMs: number;
}

/**
 * Runs a pass again and again until stopped: at once when the pass says more is waiting, after `idleMs`
 * when not, after `failedMs` when it failed (logged once until a pass works again).
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private failing = false;

  constructor(
    /** one pass; answers whether more work is waiting */
    private readonly pass: () => Promise<boolean>,
    private readonly log: FastifyBaseLogger,
    private readonly options: PollingLoopOptions,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** whether the loop runs (started and not stopped): a long pass stops taking new work when not */
  get active(): boolean {
    return !this.stopped;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.pass().then(
        (more) => {
          if (this.failing) this.log.info(`${this.options.name} works again`);
          this.failing = false;
          this.schedule(more ? 0 : this.options.idleMs);
        },
        (error: unknown) => {
          if (!this.failing) this.log.warn({ err: error }, `${this.options.name} failed; retrying`);
          this.failing = true;
          this.schedule(this.options.failedMs);
        },
      );
    }, delayMs);
  }
}
