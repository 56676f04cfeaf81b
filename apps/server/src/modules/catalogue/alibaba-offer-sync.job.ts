import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { AlibabaOfferSyncService } from './alibaba-offer-sync.service.ts';

export const ALIBABA_OFFER_SYNC_JOB = 'catalogue-alibaba-offer-sync';

/**
 * Registers the 1688 cache refresh on `cron` (pg-boss makes one job per tick across instances) and,
 * when the cache is empty, queues a first run at once so the 1688 selection fills on first start.
 */
export async function registerAlibabaOfferSyncJob(
  queue: JobQueue,
  offers: AlibabaOfferSyncService,
  cron: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await queue.register<object>(ALIBABA_OFFER_SYNC_JOB, async function handleAlibabaOfferSync() {
    const report = await offers.syncAll();
    log.info({ report }, '1688 offer cache refreshed');
  });
  await queue.schedule(ALIBABA_OFFER_SYNC_JOB, cron);
  if (await offers.isCacheEmpty()) await queue.send(ALIBABA_OFFER_SYNC_JOB, { reason: 'empty-cache' });
}
