import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm';
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
  async cancelIfUnpaid(tx: Db, id: string): Promise<boolean> {
    const cancelled = await tx
      .update(purchaseOrders)
      .set({ status: CANCELLED })
      .where(and(eq(purchaseOrders.id, id), eq(purchaseOrders.status, WAITING_PAYMENT)))
      .returning({ id: purchaseOrders.id });
    return cancelled.length > 0;
  }

  async insertPayment(row: Omit<typeof orderPayments.$inferInsert, 'id'>): Promise<PaymentRow> {
    const [inserted] = await this.db.insert(orderPayments).values(row).returning();
    if (!inserted) throw new Error('payment not inserted');
    return inserted;
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
  ): Promise<{ payment: PaymentRow; paidOrderIds: string[] } | null> {
    return this.transaction(async (tx) => {
      const [payment] = await tx
        .update(orderPayments)
        .set({ status: outcome, finishedTime: time })
        .where(and(eq(orderPayments.id, id), eq(orderPayments.status, 'pending')))
        .returning();
      if (!payment) return null;
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
