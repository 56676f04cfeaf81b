import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sandboxPayments } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CreatePaymentRequest, PaymentNotification, PaymentProvider } from './payment-provider.ts';

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

  async createPayment(request: CreatePaymentRequest): Promise<{ tradeNo: string; payUrl: string }> {
    const stamp = this.clock.now().toISOString().replace(/\D/g, '').slice(0, 14);
    const tradeNo = `SB${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    await this.db.insert(sandboxPayments).values({
      tradeNo,
      outTradeNo: request.outTradeNo,
      amountFen: request.amountFen,
      subject: request.subject,
      returnUrl: request.returnUrl ?? null,
      status: 'pending',
    });
    return { tradeNo, payUrl: `/sandbox/pay/${tradeNo}` };
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
