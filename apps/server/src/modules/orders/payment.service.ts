import {
  type BalancePaid,
  fenToYuan,
  formatMessage,
  OrderMessages,
  type OrderPayResult,
  OrderStatus,
  type PayStarted,
  ServerMessages,
} from '@puhuo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, forbidden, notFound, unavailable } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentNotification, PaymentProvider } from '../../providers/payment/payment-provider.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { NotificationService } from '../messages/index.ts';
import type { FinanceRepository } from './finance.repository.ts';
import { LowBalanceReminder } from './low-balance-reminder.service.ts';
import type { OrdersRepository, PaymentRow } from './orders.repository.ts';

/** Paying orders through the payment provider; the outcome reaches the browser as OrderPayResult. */
export class PaymentService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly finance: Pick<FinanceRepository, 'insertRecharge' | 'balanceFen'>,
    private readonly provider: PaymentProvider,
    private readonly hub: RealtimeHub,
    private readonly notifications: Pick<NotificationService, 'notify'>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly lowBalance = new LowBalanceReminder(notifications, log),
  ) {
    provider.onNotification((notification) => this.handleNotification(notification));
  }

  /**
   * The payment of one or more of the tenant's orders still waiting for payment. While one is open
   * for exactly these orders, asking again (a double click, a retried request, a second tab) gives
   * that same payment and pay page: the payer cannot be charged twice by our doing.
   */
  async pay(tenantId: string, orderIds: string[]): Promise<PayStarted> {
    const opened = await this.repository.openPayment(tenantId, orderIds, (orders) => ({
      tenantId,
      orderIds: orders.map((o) => o.id),
      amountFen: orders.reduce((sum, o) => sum + o.totalFen, 0),
      provider: this.provider.identifier,
      status: 'pending',
      creationTime: this.clock.now(),
    }));
    // another tenant's order is, to this tenant, no order at all
    if (opened.outcome === 'notFound') throw notFound(OrderMessages.orderNotFound);
    if (opened.outcome === 'alreadyPaid') throw badRequest(OrderMessages.alreadyPaid);
    if (opened.outcome !== 'open') throw badRequest(OrderMessages.cancelled);
    const { payment, orders } = opened;
    const amount = fenToYuan(payment.amountFen);
    if (payment.payUrl) return { paymentId: payment.id, payUrl: payment.payUrl, amount };
    const first = orders[0];
    // the cashier of the provider shows it to the payer: said in Chinese, the market's language
    const subject =
      orders.length === 1 && first
        ? formatMessage(ServerMessages.paymentSubjectOne, { orderNo: first.orderNo })
        : formatMessage(ServerMessages.paymentSubjectMany, { count: orders.length, orderNo: first?.orderNo ?? '' });
    return this.openTrade(payment, subject);
  }

  /**
   * A recharge of the tenant's balance through the payment provider: a payment of no orders, paid on
   * the provider's page; once it settles the balance holds it (FinanceService).
   */
  async recharge(tenantId: string, amountFen: number): Promise<PayStarted> {
    const payment = await this.finance.insertRecharge({
      tenantId,
      amountFen,
      provider: this.provider.identifier,
      creationTime: this.clock.now(),
    });
    return this.openTrade(
      payment,
      formatMessage(ServerMessages.paymentSubjectRecharge, { amount: fenToYuan(amountFen).toFixed(2) }),
    );
  }

  /**
   * Pays orders waiting for payment from the tenant's balance, at once and whole: refused when the
   * balance does not cover them. Paying them again is refused as paid: nothing is taken twice. A
   * payment still open on the provider's page for them is refunded if the payer completes it.
   */
  async payFromBalance(tenantId: string, orderIds: string[]): Promise<BalancePaid> {
    const outcome = await this.repository.payFromBalance(tenantId, orderIds, this.clock.now(), (tx) =>
      this.finance.balanceFen(tenantId, tx),
    );
    if (outcome.outcome === 'notFound') throw notFound(OrderMessages.orderNotFound);
    if (outcome.outcome === 'alreadyPaid') throw badRequest(OrderMessages.alreadyPaid);
    if (outcome.outcome === 'notPayable') throw badRequest(OrderMessages.cancelled);
    if (outcome.outcome !== 'paid') throw forbidden(OrderMessages.balanceInsufficient, 'BalanceInsufficient');
    const { payment, orders, balanceBeforeFen } = outcome;
    const result: OrderPayResult = {
      paymentId: payment.id,
      orderIds: payment.orderIds,
      success: true,
      status: OrderStatus.Paid,
    };
    await this.hub.publish({ tenantId }, 'OrderPayResult', result);
    await this.notifyPaid(
      tenantId,
      orders.map((o) => o.id),
    );
    await this.lowBalance.afterDebit({
      tenantId,
      paymentId: payment.id,
      beforeFen: balanceBeforeFen,
      afterFen: balanceBeforeFen - payment.amountFen,
    });
    return {
      paymentId: payment.id,
      orderIds: payment.orderIds,
      amount: fenToYuan(payment.amountFen),
      balance: fenToYuan(await this.finance.balanceFen(tenantId)),
    };
  }

  /** Opens the provider's trade of a payment and keeps its pay page. */
  private async openTrade(payment: PaymentRow, subject: string): Promise<PayStarted> {
    // the provider keys its trade by our payment id: two calls racing here get one trade
    const created = await this.provider
      .createPayment({ outTradeNo: payment.id, amountFen: payment.amountFen, subject })
      .catch((error: unknown) => {
        this.log.error({ err: error, paymentId: payment.id }, 'payment provider did not open the trade');
        throw unavailable(OrderMessages.paymentUnavailable, 'PaymentUnavailable');
      });
    await this.repository.setPayPage(payment.id, created.payUrl, created.tradeNo);
    return { paymentId: payment.id, payUrl: created.payUrl, amount: fenToYuan(payment.amountFen) };
  }

  async handleNotification(notification: PaymentNotification): Promise<void> {
    const payment = await this.repository.payment(notification.outTradeNo);
    if (!payment) {
      this.log.warn({ tradeNo: notification.tradeNo }, 'payment notification for an unknown payment');
      return;
    }
    const paid = notification.status === 'paid' && notification.amountFen === payment.amountFen;
    if (notification.status === 'paid' && !paid) {
      this.log.error({ paymentId: payment.id }, 'payment notification amount differs from the payment');
    }
    const settled = await this.repository.settlePayment(
      payment.id,
      paid ? 'paid' : 'failed',
      this.clock.now(),
      notification.tradeNo,
    );
    if (!settled) return;
    if (settled.payment.status === 'duplicate') {
      // paid for orders another payment had paid (or that were cancelled meanwhile): give it back
      const keptFen = (await this.repository.findMany(payment.tenantId, settled.paidOrderIds)).reduce(
        (sum, o) => sum + o.totalFen,
        0,
      );
      await this.refund(settled.payment, payment.amountFen - keptFen);
    }
    const result: OrderPayResult = {
      paymentId: payment.id,
      orderIds: payment.orderIds,
      success: paid,
      status: paid ? OrderStatus.Paid : OrderStatus.WaitingPayment,
    };
    await this.hub.publish({ tenantId: payment.tenantId }, 'OrderPayResult', result);
    await this.notifyPaid(payment.tenantId, settled.paidOrderIds);
  }

  /** Retries the refunds the provider has not confirmed yet (run by the orders sweep job). */
  async retryRefunds(limit = 50): Promise<number> {
    let done = 0;
    for (const payment of await this.repository.refundsDue(limit)) {
      if (await this.refund(payment, payment.refundFen ?? payment.amountFen)) done += 1;
    }
    return done;
  }

  /**
   * Refunds a duplicate payment through the provider, keyed by the payment so that retrying never
   * refunds twice; a provider that cannot answer now leaves it pending for the sweep.
   */
  private async refund(payment: PaymentRow, refundFen: number): Promise<boolean> {
    if (refundFen <= 0 || !payment.tradeNo) {
      this.log.error({ paymentId: payment.id }, 'duplicate payment without an amount or trade to refund');
      return false;
    }
    try {
      await this.provider.refund({
        outTradeNo: payment.id,
        tradeNo: payment.tradeNo,
        refundFen,
        outRequestNo: `refund-${payment.id}`,
        reason: OrderMessages.duplicatePaymentRefundReason,
      });
      await this.repository.recordRefund(payment.id, {
        status: 'refunded',
        fen: refundFen,
        time: this.clock.now(),
        error: null,
      });
      this.log.info({ paymentId: payment.id, refundFen }, 'duplicate payment refunded');
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.error({ paymentId: payment.id, reason }, 'duplicate payment not refunded yet');
      await this.repository.recordRefund(payment.id, { status: 'pending', fen: refundFen, time: null, error: reason });
      return false;
    }
  }

  private async notifyPaid(tenantId: string, orderIds: string[]): Promise<void> {
    if (orderIds.length === 0) return;
    for (const order of await this.repository.findMany(tenantId, orderIds)) {
      await this.notifications
        .notify({
          tenantId,
          userId: order.userId,
          kind: 'orderPaid',
          dedupeKey: `order:${order.id}`,
          data: { orderNo: order.orderNo, amountFen: order.totalFen, paidAt: order.paidTime ?? this.clock.now() },
        })
        .catch((error: unknown) => this.log.error({ err: error, orderId: order.id }, 'order payment not notified'));
    }
  }
}
