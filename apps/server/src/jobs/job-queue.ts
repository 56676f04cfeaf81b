import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

export type JobHandler<Data> = (data: Data) => Promise<void>;

/** Durable jobs on the product's own database through pg-boss. */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;

  constructor(database: Database) {
    const common = { schema: 'pgboss', application_name: 'puhuo' } as const;
    this.boss = database.connectionString
      ? new PgBoss({ ...common, connectionString: database.connectionString, max: 4 })
      : new PgBoss({ ...common, db: { executeSql: (text, values) => database.executeSql(text, values) } });
    this.boss.on('error', (error) => {
      console.error('job queue error', error);
    });
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
  }

  async register<Data extends object>(
    name: string,
    handler: JobHandler<Data>,
    options: { pollingIntervalSeconds?: number; batchSize?: number } = {},
  ): Promise<void> {
    await this.boss.createQueue(name);
    await this.boss.work<Data>(
      name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: options.batchSize ?? 1 },
      async (jobs) => {
        for (const job of jobs) await handler(job.data);
      },
    );
  }

  /** Runs the (registered) job on a cron schedule; pg-boss makes one job per tick across instances. */
  async schedule(name: string, cron: string, options: { tz?: string } = {}): Promise<void> {
    await this.boss.schedule(name, cron, {}, options);
  }

  async send<Data extends object>(name: string, data: Data): Promise<string | null> {
    return this.boss.send(name, data);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  }
}
