import { randomInt } from 'node:crypto';
import { ServerMessages } from '@puhuo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sandboxPayments } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type CreatePaymentRequest,
  type PaymentNotification,
  type PaymentProvider,
  PaymentProviderError,
  type RefundRequest,
  type RefundResult,
} from './payment-provider.ts';

export type SandboxTrade = typeof sandboxPayments.$inferSelect;

/**
 * The local payment provider: trades wait on a sandbox pay page (/sandbox/pay/{tradeNo}) until the
 * payer presses pay or cancel. Living in the product's process, it hands its notification to the
 * handler directly where a remote provider would call our notify endpoint.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly identifier = 'local';
  private handler: ((notification: PaymentNotification) => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** One trade per merchant payment id: asking again returns the trade opened the first time. */
  async createPayment(request: CreatePaymentRequest): Promise<{ tradeNo: string; payUrl: string }> {
    const stamp = this.clock.now().toISOString().replace(/\D/g, '').slice(0, 14);
    await this.db
      .insert(sandboxPayments)
      .values({
        tradeNo: `SB${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
        outTradeNo: request.outTradeNo,
        amountFen: request.amountFen,
        subject: request.subject,
        returnUrl: request.returnUrl ?? null,
        status: 'pending',
      })
      .onConflictDoNothing({ target: sandboxPayments.outTradeNo });
    const [trade] = await this.db
      .select({ tradeNo: sandboxPayments.tradeNo })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.outTradeNo, request.outTradeNo));
    if (!trade) throw new PaymentProviderError(ServerMessages.tradeCreateFailed, true);
    return { tradeNo: trade.tradeNo, payUrl: `/sandbox/pay/${trade.tradeNo}` };
  }

  /**
   * Gives money of a paid trade back, as a real provider's refund call does: once per refund
   * request number, never more than was paid.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const [refunded] = await this.db
      .update(sandboxPayments)
      .set({
        refundedFen: sql`${sandboxPayments.refundedFen} + ${request.refundFen}`,
        refundRequests: sql`array_append(${sandboxPayments.refundRequests}, ${request.outRequestNo})`,
      })
      .where(
        and(
          eq(sandboxPayments.tradeNo, request.tradeNo),
          eq(sandboxPayments.outTradeNo, request.outTradeNo),
          eq(sandboxPayments.status, 'paid'),
          sql`not (${request.outRequestNo} = any(${sandboxPayments.refundRequests}))`,
          sql`${sandboxPayments.refundedFen} + ${request.refundFen} <= ${sandboxPayments.amountFen}`,
        ),
      )
      .returning();
    if (refunded) return { refundNo: `RF${request.outRequestNo}`, refundedFen: request.refundFen };
    const trade = await this.trade(request.tradeNo);
    if (trade?.refundRequests.includes(request.outRequestNo)) {
      return { refundNo: `RF${request.outRequestNo}`, refundedFen: request.refundFen };
    }
    if (!trade || trade.outTradeNo !== request.outTradeNo)
      throw new PaymentProviderError(ServerMessages.tradeNotFound, false, 'TRADE_NOT_EXIST');
    if (trade.status !== 'paid')
      throw new PaymentProviderError(ServerMessages.tradeNotPaid, false, 'TRADE_STATUS_ERROR');
    throw new PaymentProviderError(ServerMessages.refundExceedsPaid, false, 'REFUND_AMT_EXCEEDED');
  }

  onNotification(handler: (notification: PaymentNotification) => Promise<void>): void {
    this.handler = handler;
  }

  async trade(tradeNo: string): Promise<SandboxTrade | null> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.tradeNo, tradeNo));
    return row ?? null;
  }

  /**
   * The payer pressed pay (or cancel) on the sandbox page. Only a pending trade moves, so pressing
   * twice or in two tabs settles it once and notifies once.
   */
  async settle(tradeNo: string, outcome: 'paid' | 'closed'): Promise<SandboxTrade | null> {
    const [moved] = await this.db
      .update(sandboxPayments)
      .set({ status: outcome, paidTime: outcome === 'paid' ? this.clock.now() : null })
      .where(and(eq(sandboxPayments.tradeNo, tradeNo), eq(sandboxPayments.status, 'pending')))
      .returning();
    if (!moved) return null;
    await this.handler?.({
      outTradeNo: moved.outTradeNo,
      tradeNo: moved.tradeNo,
      amountFen: moved.amountFen,
      status: outcome,
    });
    return moved;
  }
}
