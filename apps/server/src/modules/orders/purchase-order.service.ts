import {
  fenToYuan,
  ORDER_STATUS_TABS,
  type OrderDetail,
  type OrderList,
  type OrderListItem,
  type OrderListQuery,
  OrderMessages,
  OrderStatus,
  PAID_ORDER_STATUSES,
  UNPAID_ORDER_MINUTES,
} from '@puhuo/domain';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GoodsTradeService } from '../catalogue/index.ts';
import { toLineView } from './order-plan.ts';
import type { OrderLineRow, OrderRow, OrdersRepository } from './orders.repository.ts';
import { toOrderSummary } from './orders.service.ts';

const iso = (time: Date | null) => time?.toISOString() ?? null;

function toListItem(row: OrderRow, lines: OrderLineRow[]): OrderListItem {
  return {
    ...toOrderSummary(row),
    goodsAmount: fenToYuan(row.goodsAmountFen),
    freight: fenToYuan(row.freightFen),
    lines: lines.map(({ id: _id, orderId: _orderId, ...line }) => toLineView(line)),
    address: row.address,
    remark: row.remark,
    shippedTime: iso(row.shippedTime),
    completedTime: iso(row.completedTime),
    cancelledTime: iso(row.cancelledTime),
    logisticsCompany: row.logisticsCompany,
    trackingNo: row.trackingNo,
  };
}

/**
 * The distributor's orders once placed (the workbench's 采购订单): listed by status, read one by one,
 * cancelled before payment, cancelled when left unpaid too long, shipped and completed by the supplier.
 * Whoever cancels, the order's stock goes back on sale in the same transaction.
 */
export class PurchaseOrderService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly trade: Pick<GoodsTradeService, 'releaseStock'>,
    private readonly clock: Clock,
  ) {}

  async list(tenantId: string, query: OrderListQuery): Promise<OrderList> {
    const [{ totalCount, rows }, counts] = await Promise.all([
      this.repository.page(tenantId, query.status, query.skipCount, query.maxResultCount),
      this.repository.statusCounts(tenantId),
    ]);
    const lines = await this.repository.linesOfMany(rows.map((r) => r.id));
    return {
      totalCount,
      items: rows.map((row) => toListItem(row, lines.get(row.id) ?? [])),
      statusCounts: Object.fromEntries(ORDER_STATUS_TABS.map((status) => [String(status), counts.get(status) ?? 0])),
    };
  }

  async detail(tenantId: string, id: string): Promise<OrderDetail> {
    const [order] = await this.repository.findMany(tenantId, [id]);
    if (!order) throw notFound(OrderMessages.orderNotFound);
    const [lines, refunds] = await Promise.all([
      this.repository.linesOf(order.id),
      this.repository.refundsOf(tenantId, [order.id]),
    ]);
    return {
      ...toListItem(order, lines),
      // a duplicate payment's money came back for the orders it did not pay (another payment had)
      refunds: refunds
        .filter((p) => p.refundStatus !== null && p.id !== order.paymentId)
        .map((p) => ({
          amount: fenToYuan(p.refundFen ?? 0),
          status: p.refundStatus ?? 'pending',
          refundTime: p.refundTime?.toISOString() ?? null,
        })),
    };
  }

  /**
   * The buyer cancels an order before paying it. Cancelling a cancelled order again answers it as it
   * is (a double click is no error); a paid one is refused. A payment still open on the pay page that
   * lands afterwards finds the order cancelled and is refunded (PaymentService).
   */
  async cancel(tenantId: string, id: string): Promise<OrderDetail> {
    const outcome = await this.repository.transaction(async (tx) => {
      const order = await this.repository.lockOwned(tx, tenantId, id);
      if (!order) return 'notFound' as const;
      if (PAID_ORDER_STATUSES.includes(order.status)) return 'paid' as const;
      if (order.status === OrderStatus.Cancelled) return 'done' as const;
      await this.cancelAndRelease(tx, order.id);
      return 'done' as const;
    });
    if (outcome === 'notFound') throw notFound(OrderMessages.orderNotFound);
    if (outcome === 'paid') throw forbidden(OrderMessages.paidCannotCancel, 'OrderPaid');
    return this.detail(tenantId, id);
  }

  /**
   * Cancels orders left unpaid for UNPAID_ORDER_MINUTES and gives their stock back, each in one
   * transaction with its cancellation (a payment landing at the same moment wins or loses whole).
   */
  async cancelUnpaid(batchSize = 100): Promise<number> {
    const before = new Date(this.clock.now().getTime() - UNPAID_ORDER_MINUTES * 60_000);
    let cancelled = 0;
    for (const order of await this.repository.unpaidBefore(before, batchSize)) {
      const done = await this.repository.transaction((tx) => this.cancelAndRelease(tx, order.id));
      if (done) cancelled += 1;
    }
    return cancelled;
  }

  /** The supplier shipped a paid order (its tracking number); false when the order is not paid. */
  async ship(orderNo: string, shipment: { logisticsCompany: string; trackingNo: string }): Promise<boolean> {
    return (await this.repository.markShipped(orderNo, shipment, this.clock.now())) !== null;
  }

  /** The shipped order was received; false when it is not shipped. */
  async complete(orderNo: string): Promise<boolean> {
    return (await this.repository.markCompleted(orderNo, this.clock.now())) !== null;
  }

  private async cancelAndRelease(tx: Db, id: string): Promise<boolean> {
    if (!(await this.repository.cancelIfUnpaid(tx, id, this.clock.now()))) return false;
    const lines = await this.repository.linesOf(id, tx);
    await this.trade.releaseStock(
      tx,
      lines.map((l) => ({ goodsId: l.goodsId, skuId: l.skuId, qty: l.qty })),
    );
    return true;
  }
}
