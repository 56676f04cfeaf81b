import { and, arrayOverlaps, asc, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderPayments, purchaseOrderLines, purchaseOrders } from '../../db/schema/index.ts';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type OrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type NewOrderRow = Omit<typeof purchaseOrders.$inferInsert, 'id'>;
export type NewOrderLineRow = Omit<typeof purchaseOrderLines.$inferInsert, 'id' | 'orderId'>;
export type PaymentRow = typeof orderPayments.$inferSelect;

const WAITING_PAYMENT = 1;
const PAID = 2;
const CANCELLED = 3;
const SHIPPED = 4;
const COMPLETED = 5;
/** the payments made from the tenant's balance rather than through the payment provider */
export const BALANCE_PROVIDER = 'balance';
/** the money was taken: paid, shipped or completed */
const MONEY_TAKEN = [PAID, SHIPPED, COMPLETED];

export class OrdersRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Db));
  }

  async insertOrder(tx: Db, order: NewOrderRow, lines: NewOrderLineRow[]): Promise<OrderRow> {
    const [inserted] = await tx.insert(purchaseOrders).values(order).returning();
    if (!inserted) throw new Error('order not inserted');
    await tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, orderId: inserted.id })));
    return inserted;
  }

  /** SKUs of the good the tenant already has in a sample order that was not cancelled. */
  async sampledSkuIds(tenantId: string, goodsId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ skuId: purchaseOrderLines.skuId })
      .from(purchaseOrderLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
      .where(
        and(
          eq(purchaseOrders.tenantId, tenantId),
          eq(purchaseOrders.kind, 'sample'),
          ne(purchaseOrders.status, CANCELLED),
          eq(purchaseOrderLines.goodsId, goodsId),
        ),
      );
    return rows.map((r) => r.skuId).sort();
  }

  async findMany(tenantId: string, ids: string[]): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.tenantId, tenantId), inArray(purchaseOrders.id, ids)));
  }

  async linesOf(orderId: string, tx: Db = this.db): Promise<OrderLineRow[]> {
    return tx
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.orderId, orderId))
      .orderBy(purchaseOrderLines.goodsId, purchaseOrderLines.skuId);
  }

  /** Orders still waiting for payment that were placed before `before`, oldest first. */
  async unpaidBefore(before: Date, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.status, WAITING_PAYMENT), lt(purchaseOrders.creationTime, before)))
      .orderBy(asc(purchaseOrders.creationTime))
      .limit(limit);
  }

  /** Cancels an order still waiting for payment; false when it was paid or cancelled meanwhile. */
  async cancelIfUnpaid(tx: Db, id: string, time: Date): Promise<boolean> {
    const cancelled = await tx
      .update(purchaseOrders)
      .set({ status: CANCELLED, cancelledTime: time })
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.status, WAITING_PAYMENT)))
      .returning({ id: purchaseOrders.id });
    return cancelled.length > 0;
  }

  /** A page of the tenant's orders, newest first, of one status or all. */
  async page(
    tenantId: string,
    status: number | undefined,
    skip: number,
    take: number,
  ): Promise<{ totalCount: number; rows: OrderRow[] }> {
    const where = and(
      eq(purchaseOrders.tenantId, tenantId),
      status === undefined ? undefined : eq(purchaseOrders.status, status),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(purchaseOrders)
        .where(where)
        .orderBy(desc(purchaseOrders.creationTime), desc(purchaseOrders.id))
        .offset(skip)
        .limit(take),
      this.db.select({ n: count() }).from(purchaseOrders).where(where),
    ]);
    return { totalCount: total?.n ?? 0, rows };
  }

  /** How many of the tenant's orders are in each status. */
  async statusCounts(tenantId: string): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ status: purchaseOrders.status, n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.tenantId, tenantId))
      .groupBy(purchaseOrders.status);
    return new Map(rows.map((r) => [r.status, r.n]));
  }

  /** The lines of several orders, by order. */
  async linesOfMany(orderIds: string[]): Promise<Map<string, OrderLineRow[]>> {
    const byOrder = new Map<string, OrderLineRow[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.db
      .select()
      .from(purchaseOrderLines)
      .where(inArray(purchaseOrderLines.orderId, orderIds))
      .orderBy(purchaseOrderLines.goodsId, purchaseOrderLines.skuId);
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  /** The tenant's order locked for a change in `tx`, or null when it is not the tenant's. */
  async lockOwned(tx: Db, tenantId: string, id: string): Promise<OrderRow | null> {
    const [row] = await tx
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.id, id)))
      .for('update');
    return row ?? null;
  }

  /** A paid order the supplier shipped; null when it is not paid (shipped before, or never paid). */
  async markShipped(
    orderNo: string,
    shipment: { logisticsCompany: string; trackingNo: string },
    time: Date,
  ): Promise<OrderRow | null> {
    const [row] = await this.db
      .update(purchaseOrders)
      .set({ status: SHIPPED, shippedTime: time, ...shipment })
      .where(and(eq(purchaseOrders.orderNo, orderNo), eq(purchaseOrders.status, PAID)))
      .returning();
    return row ?? null;
  }

  /** A shipped order received; null when it is not shipped. */
  async markCompleted(orderNo: string, time: Date): Promise<OrderRow | null> {
    const [row] = await this.db
      .update(purchaseOrders)
      .set({ status: COMPLETED, completedTime: time })
      .where(and(eq(purchaseOrders.orderNo, orderNo), eq(purchaseOrders.status, SHIPPED)))
      .returning();
    return row ?? null;
  }

  async byOrderNo(orderNo: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(purchaseOrders).where(eq(purchaseOrders.orderNo, orderNo));
    return row ?? null;
  }

  /**
   * The one open payment of these orders: the pending payment opened before for exactly these orders,
   * or a new one. The orders are locked while it is decided, so five pay calls sent at once open one
   * payment. Orders that are another tenant's, paid or cancelled open nothing.
   */
  async openPayment(
    tenantId: string,
    orderIds: string[],
    open: (orders: OrderRow[]) => Omit<typeof orderPayments.$inferInsert, 'id'>,
  ): Promise<
    | { outcome: 'open'; payment: PaymentRow; orders: OrderRow[] }
    | { outcome: 'notFound' | 'alreadyPaid' | 'notPayable' }
  > {
    return this.transaction(async (tx) => {
      const locked = await this.lockPayable(tx, tenantId, orderIds);
      if (locked.outcome !== 'payable') return locked;
      const { orders } = locked;
      const openIds = new Set(orders.map((o) => o.openPaymentId));
      const [sharedOpenId] = openIds;
      if (openIds.size === 1 && sharedOpenId) {
        const [existing] = await tx.select().from(orderPayments).where(eq(orderPayments.id, sharedOpenId));
        const sameOrders =
          existing?.orderIds.length === orders.length && orders.every((o) => existing.orderIds.includes(o.id));
        if (existing?.status === 'pending' && sameOrders) return { outcome: 'open', payment: existing, orders };
      }
      const [payment] = await tx.insert(orderPayments).values(open(orders)).returning();
      if (!payment) throw new Error('payment not inserted');
      await tx
        .update(purchaseOrders)
        .set({ openPaymentId: payment.id })
        .where(
          inArray(
            purchaseOrders.id,
            orders.map((o) => o.id),
          ),
        );
      return { outcome: 'open', payment, orders };
    });
  }

  /**
   * The tenant's orders locked for paying, in one order whoever asks (so two calls over overlapping
   * orders cannot deadlock): all of them still waiting for payment, or why not.
   */
  private async lockPayable(
    tx: Db,
    tenantId: string,
    orderIds: string[],
  ): Promise<{ outcome: 'payable'; orders: OrderRow[] } | { outcome: 'notFound' | 'alreadyPaid' | 'notPayable' }> {
    const locked = await tx
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.tenantId, tenantId), inArray(purchaseOrders.id, orderIds)))
      .orderBy(asc(purchaseOrders.id))
      .for('update');
    const byId = new Map(locked.map((o) => [o.id, o]));
    const orders = [...new Set(orderIds)].flatMap((id) => byId.get(id) ?? []);
    if (orders.length !== new Set(orderIds).size) return { outcome: 'notFound' };
    if (orders.some((o) => MONEY_TAKEN.includes(o.status))) return { outcome: 'alreadyPaid' };
    if (orders.some((o) => o.status !== WAITING_PAYMENT)) return { outcome: 'notPayable' };
    return { outcome: 'payable', orders };
  }

  /**
   * Pays orders from the tenant's balance in one transaction: the tenant's balance is locked (one
   * spend at a time), the orders too; paid only when the balance covers them all.
   */
  async payFromBalance(
    tenantId: string,
    orderIds: string[],
    time: Date,
    balanceFen: (tx: Db) => Promise<number>,
  ): Promise<
    /** `balanceBeforeFen`: the balance the payment was taken from, read under the lock */
    | { outcome: 'paid'; payment: PaymentRow; orders: OrderRow[]; balanceBeforeFen: number }
    | { outcome: 'insufficient'; balanceFen: number }
    | { outcome: 'notFound' | 'alreadyPaid' | 'notPayable' }
  > {
    return this.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`balance:${tenantId}`}))`);
      const locked = await this.lockPayable(tx, tenantId, orderIds);
      if (locked.outcome !== 'payable') return locked;
      const { orders } = locked;
      const amountFen = orders.reduce((sum, o) => sum + o.totalFen, 0);
      const available = await balanceFen(tx);
      if (available < amountFen) return { outcome: 'insufficient', balanceFen: available };
      const [payment] = await tx
        .insert(orderPayments)
        .values({
          tenantId,
          orderIds: orders.map((o) => o.id),
          amountFen,
          provider: BALANCE_PROVIDER,
          status: 'paid',
          creationTime: time,
          finishedTime: time,
        })
        .returning();
      if (!payment) throw new Error('payment not inserted');
      await tx
        .update(purchaseOrders)
        .set({ status: PAID, paidTime: time, paymentId: payment.id, openPaymentId: null })
        .where(
          inArray(
            purchaseOrders.id,
            orders.map((o) => o.id),
          ),
        );
      return { outcome: 'paid', payment, orders, balanceBeforeFen: available };
    });
  }

  async setPayPage(id: string, payUrl: string, tradeNo: string | undefined): Promise<void> {
    await this.db
      .update(orderPayments)
      .set({ payUrl, ...(tradeNo ? { tradeNo } : {}) })
      .where(eq(orderPayments.id, id));
  }

  /** Records the refund of a duplicate payment: pending (with the reason it failed) or done. */
  async recordRefund(
    id: string,
    refund: { status: 'pending' | 'refunded'; fen: number; time: Date | null; error: string | null },
  ): Promise<void> {
    await this.db
      .update(orderPayments)
      .set({ refundStatus: refund.status, refundFen: refund.fen, refundTime: refund.time, refundError: refund.error })
      .where(eq(orderPayments.id, id));
  }

  /** Duplicate payments whose refund the provider has not confirmed yet. */
  async refundsDue(limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(orderPayments)
      .where(and(eq(orderPayments.status, 'duplicate'), eq(orderPayments.refundStatus, 'pending')))
      .orderBy(asc(orderPayments.creationTime))
      .limit(limit);
  }

  /** The duplicate (refunded or to refund) payments of some orders, for the order pages. */
  async refundsOf(tenantId: string, orderIds: string[]): Promise<PaymentRow[]> {
    if (orderIds.length === 0) return [];
    return this.db
      .select()
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.tenantId, tenantId),
          eq(orderPayments.status, 'duplicate'),
          arrayOverlaps(orderPayments.orderIds, orderIds),
        ),
      );
  }

  async payment(id: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(orderPayments).where(eq(orderPayments.id, id));
    return row ?? null;
  }

  /**
   * Settles a pending payment in one transaction: its orders still waiting for payment become paid
   * by it. Returns null when the payment was settled before (a repeated notification).
   */
  async settlePayment(
    id: string,
    outcome: 'paid' | 'failed',
    time: Date,
    tradeNo: string,
  ): Promise<{ payment: PaymentRow; paidOrderIds: string[] } | null> {
    return this.transaction(async (tx) => {
      const [payment] = await tx
        .update(orderPayments)
        .set({ status: outcome, finishedTime: time, tradeNo })
        .where(and(eq(orderPayments.id, id), eq(orderPayments.status, 'pending')))
        .returning();
      if (!payment) return null;
      // settled either way: a later pay call opens a fresh payment
      await tx
        .update(purchaseOrders)
        .set({ openPaymentId: null })
        .where(and(inArray(purchaseOrders.id, payment.orderIds), eq(purchaseOrders.openPaymentId, payment.id)));
      if (outcome === 'failed') return { payment, paidOrderIds: [] };
      const paid = await tx
        .update(purchaseOrders)
        .set({ status: PAID, paidTime: time, paymentId: payment.id })
        .where(
          and(
            inArray(purchaseOrders.id, payment.orderIds),
            eq(purchaseOrders.tenantId, payment.tenantId),
            eq(purchaseOrders.status, WAITING_PAYMENT),
          ),
        )
        .returning({ id: purchaseOrders.id });
      if (paid.length < payment.orderIds.length) {
        // another payment got there first: this one is recorded for a refund
        const [marked] = await tx
          .update(orderPayments)
          .set({ status: 'duplicate' })
          .where(eq(orderPayments.id, id))
          .returning();
        return { payment: marked ?? payment, paidOrderIds: paid.map((p) => p.id) };
      }
      return { payment, paidOrderIds: paid.map((p) => p.id) };
    });
  }
}
