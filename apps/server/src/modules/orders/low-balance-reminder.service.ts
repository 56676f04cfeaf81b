import { LOW_BALANCE_THRESHOLD_YUAN } from '@puhuo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationService } from '../messages/index.ts';

export const LOW_BALANCE_THRESHOLD_FEN = Math.round(LOW_BALANCE_THRESHOLD_YUAN * 100);

/** A debit crosses the threshold when it takes the balance from at least it to under it. */
export const crossesLowBalance = (beforeFen: number, afterFen: number, thresholdFen = LOW_BALANCE_THRESHOLD_FEN) =>
  beforeFen >= thresholdFen && afterFen < thresholdFen;

/**
 * Reminds the distributor to recharge when a debit of the balance takes it under the low-balance
 * threshold (through the orderPayment switch): once per crossing — a payment made while already under it
 * says nothing, one that crosses again after a recharge brought the balance back says it again. The
 * crossing is keyed by the debit (its payment), so a retried call never reminds twice.
 */
export class LowBalanceReminder {
  constructor(
    private readonly notifications: Pick<NotificationService, 'notify'>,
    private readonly log: FastifyBaseLogger,
    private readonly thresholdFen = LOW_BALANCE_THRESHOLD_FEN,
  ) {}

  /** After a debit of the balance (read under the balance lock, before and after it). A failure is logged. */
  async afterDebit(debit: { tenantId: string; paymentId: string; beforeFen: number; afterFen: number }): Promise<void> {
    if (!crossesLowBalance(debit.beforeFen, debit.afterFen, this.thresholdFen)) return;
    await this.notifications
      .notify({
        tenantId: debit.tenantId,
        kind: 'lowBalance',
        dedupeKey: `low-balance:${debit.paymentId}`,
        data: { balanceFen: debit.afterFen, thresholdFen: this.thresholdFen },
      })
      .catch((error: unknown) =>
        this.log.error({ err: error, paymentId: debit.paymentId }, 'low balance reminder not sent'),
      );
  }
}
