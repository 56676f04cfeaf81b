import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderPayments, purchaseOrders } from '../../db/schema/index.ts';
import { BALANCE_PROVIDER, type PaymentRow } from './orders.repository.ts';

export interface FinanceEntryRow {
  paymentId: string;
  kind: 'recharge' | 'orderPayment' | 'refund';
  amountFen: number;
  /** moved the balance: a recharge, or orders paid from the balance */
  onBalance: boolean;
  orderIds: string[];
  time: Date;
}

/**
 * The distributor's money as the payments record it: a payment of no orders is a recharge of the
 * balance; a payment of orders took money from the balance (provider `balance`) or online; a duplicate
 * payment's refund gave it back the way it came. The
 * ledger is read from the payments themselves, so it cannot drift from them.
 */
export class FinanceRepository {
  constructor(private readonly db: Db) {}

  /** A recharge waiting on the provider's pay page: a payment of no orders. */
  async insertRecharge(recharge: { tenantId: string; amountFen: number; provider: string; creationTime: Date }) {
    const [row] = await this.db
      .insert(orderPayments)
      .values({ ...recharge, orderIds: [], status: 'pending' })
      .returning();
    if (!row) throw new Error('recharge not inserted');
    return row as PaymentRow;
  }

  /** The balance: what paid recharges brought less what was paid from it, fen (read in `db`, a transaction's). */
  async balanceFen(tenantId: string, db: Db = this.db): Promise<number> {
    const [row] = await db
      .select({
        fen: sql<number>`coalesce(sum(case
          when cardinality(${orderPayments.orderIds}) = 0 then ${orderPayments.amountFen}
          when ${orderPayments.provider} = ${BALANCE_PROVIDER} then -${orderPayments.amountFen}
          else 0 end), 0)::int`,
      })
      .from(orderPayments)
      .where(and(eq(orderPayments.tenantId, tenantId), eq(orderPayments.status, 'paid')));
    return Number(row?.fen ?? 0);
  }

  /** A page of the tenant's money movements, newest first. */
  async entries(
    tenantId: string,
    skip: number,
    take: number,
  ): Promise<{ totalCount: number; rows: FinanceEntryRow[] }> {
    const movements = sql`
      select id, 'recharge' as kind, amount_fen, true as on_balance, finished_time as time from order_payments
        where tenant_id = ${tenantId} and status = 'paid' and cardinality(order_ids) = 0
      union all
      select id, 'orderPayment', -amount_fen, provider = ${BALANCE_PROVIDER}, finished_time from order_payments
        where tenant_id = ${tenantId} and status in ('paid', 'duplicate') and cardinality(order_ids) > 0
      union all
      select id, 'refund', refund_fen, false, refund_time from order_payments
        where tenant_id = ${tenantId} and refund_status = 'refunded'`;
    // raw SQL (a union): both drivers answer it with its rows
    const query = (statement: ReturnType<typeof sql>) =>
      this.db.execute(statement) as unknown as Promise<{ rows: Record<string, unknown>[] }>;
    const [page, total] = await Promise.all([
      query(sql`select * from (${movements}) m order by m.time desc, m.id, m.kind limit ${take} offset ${skip}`),
      query(sql`select count(*)::int as n from (${movements}) m`),
    ]);
    const rows = page.rows as unknown as {
      id: string;
      kind: FinanceEntryRow['kind'];
      amount_fen: number | string;
      on_balance: boolean;
      time: Date | string;
    }[];
    // the orders of each payment, read as typed columns (raw array columns parse differently per driver)
    const ids = [...new Set(rows.map((r) => r.id))];
    const orders =
      ids.length === 0
        ? []
        : await this.db
            .select({ id: orderPayments.id, orderIds: orderPayments.orderIds })
            .from(orderPayments)
            .where(inArray(orderPayments.id, ids));
    const ordersOf = new Map(orders.map((o) => [o.id, o.orderIds]));
    return {
      totalCount: Number((total.rows[0] as { n: number | string } | undefined)?.n ?? 0),
      rows: rows.map((r) => ({
        paymentId: r.id,
        kind: r.kind,
        amountFen: Number(r.amount_fen),
        onBalance: r.on_balance === true || String(r.on_balance) === 't',
        orderIds: ordersOf.get(r.id) ?? [],
        time: new Date(r.time),
      })),
    };
  }

  /** The numbers of some of the tenant's orders, by id. */
  async orderNos(tenantId: string, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: purchaseOrders.id, orderNo: purchaseOrders.orderNo })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.tenantId, tenantId), inArray(purchaseOrders.id, ids)));
    return new Map(rows.map((r) => [r.id, r.orderNo]));
  }
}
