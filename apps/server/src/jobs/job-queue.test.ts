import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { HEARTBEAT_JOB, registerHeartbeatJob } from './heartbeat.job.ts';
import { JobQueue } from './job-queue.ts';

let database: Database;
let sut: JobQueue;

beforeAll(async () => {
  database = await openTestDatabase();
  sut = new JobQueue(database);
  await sut.start();
  await registerHeartbeatJob(sut, database);
});
afterAll(async () => {
  await sut?.stop();
  await database?.close();
});

describe(JobQueue.name, () => {
  it('should run a queued job on this database', async () => {
    await sut.send(HEARTBEAT_JOB, { source: 'test' });
    const deadline = Date.now() + 20_000;
    let beats = 0;
    while (Date.now() < deadline) {
      const { rows } = await database.executeSql<{ n: number }>(
        "select count(*)::int n from job_heartbeats where source = 'test'",
      );
      beats = Number(rows[0]?.n);
      if (beats > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(beats).toBe(1);
  });
});
