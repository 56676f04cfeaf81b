import type { Database } from '../db/database.ts';
import { jobHeartbeats } from '../db/schema/index.ts';
import type { JobQueue } from './job-queue.ts';

export const HEARTBEAT_JOB = 'system-heartbeat';

export interface HeartbeatJob {
  source: string;
}

/** A trivial job: it proves the queue delivers work on this database. */
export async function registerHeartbeatJob(queue: JobQueue, database: Database): Promise<void> {
  await queue.register<HeartbeatJob>(HEARTBEAT_JOB, async function handleHeartbeat({ source }) {
    await database.db.insert(jobHeartbeats).values({ source });
  });
}
