import type { JobQueue } from '../../jobs/job-queue.ts';
import type { PaymentService } from './payment.service.ts';
import type { PurchaseOrderService } from './purchase-order.service.ts';

export const CANCEL_UNPAID_ORDERS_JOB = 'orders-cancel-unpaid';

/**
 * Every minute: orders left unpaid too long are cancelled and their stock goes back on sale, and the
 * refunds of duplicate payments the provider could not make before are asked for again.
 */
export async function registerCancelUnpaidOrdersJob(
  queue: JobQueue,
  orders: PurchaseOrderService,
  payments: PaymentService,
): Promise<void> {
  await queue.register(CANCEL_UNPAID_ORDERS_JOB, async function handleCancelUnpaidOrders() {
    await orders.cancelUnpaid();
    await payments.retryRefunds();
  });
  await queue.schedule(CANCEL_UNPAID_ORDERS_JOB, '* * * * *');
}
