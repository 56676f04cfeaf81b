import { OrderStatus } from '@puhuo/domain';
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index.ts';
import type { PurchaseHistory } from '../catalogue/index.ts';

/**
 * The orders module's answer to the market's 最近采购: the goods of the tenant's own orders that were
 * placed (waiting for payment) or paid (shipped, completed), purchase and sample alike, the latest order first. Cancelled
 * orders bought nothing and count for nothing.
 */
export class OrdersPurchaseHistory implements PurchaseHistory {
  constructor(private readonly db: Db) {}

  async recentlyPurchasedGoodsIds(tenantId: string, limit: number): Promise<string[]> {
    const lastOrdered = max(purchaseOrders.creationTime);
    const rows = await this.db
      .select({ goodsId: purchaseOrderLines.goodsId, lastOrdered })
      .from(purchaseOrderLines)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
      .where(
        and(
          eq(purchaseOrders.tenantId, tenantId),
          inArray(purchaseOrders.status, [
            OrderStatus.WaitingPayment,
            OrderStatus.Paid,
            OrderStatus.Shipped,
            OrderStatus.Completed,
          ]),
        ),
      )
      .groupBy(purchaseOrderLines.goodsId)
      .orderBy(desc(lastOrdered), purchaseOrderLines.goodsId)
      .limit(limit);
    return rows.map((row) => row.goodsId);
  }
}
