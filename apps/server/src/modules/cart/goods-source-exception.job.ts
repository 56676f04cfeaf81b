import type { JobQueue } from '../../jobs/job-queue.ts';
import type { GoodsSourceExceptionService } from './goods-source-exception.service.ts';

export const GOODS_SOURCE_SWEEP_JOB = 'cart-goods-source-sweep';
/** Every hour: a good a supplier took offline is heard of within the hour (once a day per good). */
export const GOODS_SOURCE_SWEEP_CRON = '17 * * * *';

export async function registerGoodsSourceSweepJob(queue: JobQueue, exceptions: GoodsSourceExceptionService) {
  await queue.register<object>(GOODS_SOURCE_SWEEP_JOB, async function handleGoodsSourceSweep() {
    await exceptions.sweep();
  });
  await queue.schedule(GOODS_SOURCE_SWEEP_JOB, GOODS_SOURCE_SWEEP_CRON);
}
