/**
 * Runs at most `concurrency` jobs at once; waiting jobs are served one lane at a time in turn (round
 * robin), so a lane with a hundred jobs waiting delays another lane's job by one job, not a hundred.
 */
export class FairQueue {
  private running = 0;
  /** waiting jobs per lane, lanes in the order they are served */
  private readonly lanes = new Map<string, (() => void)[]>();

  constructor(private readonly concurrency: number) {}

  async run<T>(lane: string, job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      await new Promise<void>((start) => {
        const queue = this.lanes.get(lane);
        if (queue) queue.push(start);
        else this.lanes.set(lane, [start]);
      });
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      this.next();
    }
  }

  /** hands the slot to the first waiting job of the next lane, which then goes to the back */
  private next(): void {
    const [lane, queue] = this.lanes.entries().next().value ?? [];
    if (lane === undefined || !queue) {
      this.running -= 1;
      return;
    }
    this.lanes.delete(lane);
    const start = queue.shift();
    if (queue.length > 0) this.lanes.set(lane, queue);
    start?.();
  }

  get waiting(): number {
    let count = 0;
    for (const queue of this.lanes.values()) count += queue.length;
    return count;
  }
}
