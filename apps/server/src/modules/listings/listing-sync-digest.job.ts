import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ListingSyncDigestService } from './listing-sync-digest.service.ts';

export const LISTING_SYNC_DIGEST_JOB = 'listings-sync-digest';
/** Every day at 09:00 China time, with the other daily messages (the app expiry reminders). */
export const LISTING_SYNC_DIGEST_CRON = '0 9 * * *';

/** Registers the daily digest; pg-boss makes one job per day across all instances. */
export async function registerListingSyncDigestJob(queue: JobQueue, digest: ListingSyncDigestService): Promise<void> {
  await queue.register<object>(LISTING_SYNC_DIGEST_JOB, async function handleListingSyncDigest() {
    await digest.run();
  });
  await queue.schedule(LISTING_SYNC_DIGEST_JOB, LISTING_SYNC_DIGEST_CRON, { tz: 'Asia/Shanghai' });
}
