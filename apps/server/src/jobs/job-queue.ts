import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { type Database, resilientPool } from '../db/database.ts';
import { DependencyState } from '../lib/dependency-state.ts';

export type JobHandler<Data> = (data: Data) => Promise<void>;

/**
 * Durable jobs on the product's own database through pg-boss. While the database is away pg-boss's
 * polling fails: its errors mark the queue down (logged once), the readiness probe marks it back.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;
  private readonly closePool: () => Promise<void>;
  readonly state: DependencyState;

  constructor(
    private readonly database: Database,
    log: Pick<FastifyBaseLogger, 'warn' | 'info'> = console,
  ) {
    this.state = new DependencyState('job queue', log);
    const common = { schema: 'pgboss', application_name: 'puhuo' } as const;
    // pg-boss runs its statements on a pool of ours, whose connections may die without an unhandled
    // 'error' (db/database.ts resilientPool); on PGlite, on the one embedded connection
    const pool = database.connectionString
      ? resilientPool(database.connectionString, 4, (error) => this.state.failed(error))
      : null;
    this.closePool = async () => pool?.end();
    const executeSql = pool
      ? async (text: string, values?: unknown[]) => ({ rows: (await pool.query(text, values)).rows })
      : (text: string, values?: unknown[]) => database.executeSql(text, values);
    this.boss = new PgBoss({ ...common, db: { executeSql } });
    this.boss.on('error', (error) => this.state.failed(error));
  }

  /** the queue can work: started, and its database answers */
  async probe(): Promise<'ok' | 'down' | 'starting'> {
    if (!this.started) return 'starting';
    try {
      await this.database.ping();
      this.state.recovered();
      return 'ok';
    } catch (error) {
      this.state.failed(error);
      return 'down';
    }
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
    await this.closePool();
  }
}
