import { fenToYuan, OrderMessages, type OrderPayResult, OrderStatus, type PayStarted } from '@puhuo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PaymentNotification, PaymentProvider } from '../../providers/payment/payment-provider.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { NotificationService } from '../messages/notification.service.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** Paying orders through the payment provider; the outcome reaches the browser as OrderPayResult. */
export class PaymentService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly provider: PaymentProvider,
    private readonly hub: RealtimeHub,
    private readonly notifications: Pick<NotificationService, 'notify'>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    provider.onNotification((notification) => this.handleNotification(notification));
  }

  /** One payment for one or more of the tenant's orders still waiting for payment. */
  async pay(tenantId: string, orderIds: string[]): Promise<PayStarted> {
    const orders = await this.repository.findMany(tenantId, orderIds);
    // another tenant's order is, to this tenant, no order at all
    if (orders.length !== orderIds.length) throw notFound(OrderMessages.orderNotFound);
    if (orders.some((o) => o.status === OrderStatus.Paid)) throw badRequest(OrderMessages.alreadyPaid);
    if (orders.some((o) => o.status !== OrderStatus.WaitingPayment)) throw badRequest(OrderMessages.cancelled);
    const amountFen = orders.reduce((sum, o) => sum + o.totalFen, 0);
    const payment = await this.repository.insertPayment({
      tenantId,
      orderIds: orders.map((o) => o.id),
      amountFen,
      provider: this.provider.identifier,
      status: 'pending',
      creationTime: this.clock.now(),
    });
    const first = orders[0];
    const subject =
      orders.length === 1 && first ? `采购单 ${first.orderNo}` : `${orders.length}笔采购单（${first?.orderNo} 等）`;
    const { payUrl } = await this.provider.createPayment({ outTradeNo: payment.id, amountFen, subject });
    return { paymentId: payment.id, payUrl, amount: fenToYuan(amountFen) };
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
    const settled = await this.repository.settlePayment(payment.id, paid ? 'paid' : 'failed', this.clock.now());
    if (!settled) return;
    if (settled.payment.status === 'duplicate') {
      this.log.warn({ paymentId: payment.id }, 'orders were already paid by another payment: refund this one');
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
