import { randomInt } from 'node:crypto';
import {
  CART_ITEM_NOT_FOUND,
  type FastConfirm,
  fenToYuan,
  isAlibabaGood,
  type OrderConfirmation,
  type OrderKind,
  OrderMessages,
  OrderStatus,
  type OrderSummary,
  type PlacedOrders,
  ServerMessages,
  type SkuQty,
} from '@puhuo/domain';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CartService, GoodsSourceExceptionService } from '../cart/index.ts';
import type { GoodsTradeService } from '../catalogue/index.ts';
import type { NotificationService } from '../messages/index.ts';
import type { AddressService } from './address.service.ts';
import type { BuyerProtocolPayGateway } from './buyer-protocol-pay.gateway.ts';
import { orderLineOf, type PlanGroup, planOrders, skuName, toConfirmation, type WantedLine } from './order-plan.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

export interface Buyer {
  userId: string;
  tenantId: string;
}

interface PlaceRequest {
  addressId: string;
  remark?: string;
}

export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind,
    status: row.status,
    companyName: row.companyName,
    supplierType: row.supplierType,
    totalAmount: fenToYuan(row.totalFen),
    totalQty: row.totalQty,
    creationTime: row.creationTime.toISOString(),
    paidTime: row.paidTime?.toISOString() ?? null,
  };
}

/** Confirming and placing purchase and sample orders; stock is taken in the order's transaction. */
export class OrderService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly trade: GoodsTradeService,
    private readonly cart: CartService,
    private readonly addresses: AddressService,
    private readonly protocolPay: BuyerProtocolPayGateway,
    private readonly notifications: Pick<NotificationService, 'notify'>,
    private readonly sourceExceptions: Pick<GoodsSourceExceptionService, 'report'>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async confirmCart(tenantId: string, cartIds: string[]): Promise<OrderConfirmation> {
    return toConfirmation('purchase', planOrders('purchase', await this.wantedFromCart(tenantId, cartIds)));
  }

  async fastConfirm(tenantId: string, body: FastConfirm): Promise<OrderConfirmation> {
    const kind: OrderKind = body.isSample ? 'sample' : 'purchase';
    const wanted = await this.wantedOfGood(tenantId, body.goodsId, body.tenantId, body.skus);
    if (kind === 'sample') await this.assertSampleable(tenantId, body.goodsId, body.skus);
    return toConfirmation(kind, planOrders(kind, wanted));
  }

  async purchaseOrder(buyer: Buyer, body: PlaceRequest & { cartIds: string[] }): Promise<PlacedOrders> {
    const groups = planOrders('purchase', await this.wantedFromCart(buyer.tenantId, body.cartIds));
    return this.place(buyer, 'purchase', groups, body, body.cartIds);
  }

  async fastOrder(
    buyer: Buyer,
    body: PlaceRequest & { goodsId: string; tenantId: string; skus: SkuQty[] },
  ): Promise<PlacedOrders> {
    const wanted = await this.wantedOfGood(buyer.tenantId, body.goodsId, body.tenantId, body.skus);
    return this.place(buyer, 'purchase', planOrders('purchase', wanted), body, []);
  }

  async sampleOrder(
    buyer: Buyer,
    body: PlaceRequest & { goodsId: string; tenantId: string; skuIds: string[] },
  ): Promise<PlacedOrders> {
    const skus = body.skuIds.map((skuId) => ({ skuId, qty: 1 }));
    await this.assertSampleable(buyer.tenantId, body.goodsId, skus);
    const wanted = await this.wantedOfGood(buyer.tenantId, body.goodsId, body.tenantId, skus);
    return this.place(buyer, 'sample', planOrders('sample', wanted), body, []);
  }

  async orderMinLimit(supplierTenantId: string) {
    const supplier = await this.trade.supplier(supplierTenantId);
    if (!supplier) throw notFound(ServerMessages.supplierNotFound);
    return { tenantId: supplier.tenantId, limitPrice: fenToYuan(supplier.limitPriceFen), proxy: supplier.proxy };
  }

  sampledSkus(tenantId: string, goodsId: string): Promise<string[]> {
    return this.repository.sampledSkuIds(tenantId, goodsId);
  }

  private async wantedFromCart(tenantId: string, cartIds: string[]): Promise<WantedLine[]> {
    const unique = [...new Set(cartIds)];
    const lines = await this.cart.lines(tenantId, unique);
    if (lines.length !== unique.length) throw notFound(CART_ITEM_NOT_FOUND);
    const goods = await this.trade.goods(
      lines.map((l) => l.goodsId),
      tenantId,
    );
    return lines.map((line) => ({ cartId: line.id, good: goods.get(line.goodsId), skuId: line.skuId, qty: line.qty }));
  }

  private async wantedOfGood(
    viewerTenantId: string,
    goodsId: string,
    supplierTenantId: string,
    skus: SkuQty[],
  ): Promise<WantedLine[]> {
    const good = (await this.trade.good(supplierTenantId, goodsId, viewerTenantId)) ?? undefined;
    return skus.map((sku) => ({ cartId: null, good, skuId: sku.skuId, qty: sku.qty }));
  }

  /** A sample is one piece of each SKU, once per distributor. */
  private async assertSampleable(tenantId: string, goodsId: string, skus: SkuQty[]): Promise<void> {
    if (skus.some((s) => s.qty !== 1)) throw badRequest(ServerMessages.samplePerSkuLimit);
    const sampled = new Set(await this.repository.sampledSkuIds(tenantId, goodsId));
    if (skus.some((s) => sampled.has(s.skuId))) throw badRequest(OrderMessages.alreadySampled);
  }

  private async place(
    buyer: Buyer,
    kind: OrderKind,
    groups: PlanGroup[],
    request: PlaceRequest,
    cartIds: string[],
  ): Promise<PlacedOrders> {
    const below = groups.find((g) => g.belowLimit);
    if (below) throw badRequest(OrderMessages.belowLimit(below.companyName, fenToYuan(below.limitPriceFen).toFixed(2)));
    if (groups.some(isAlibabaGood) && !(await this.protocolPay.canProtocolPay(buyer.tenantId))) {
      throw badRequest(OrderMessages.protocolPayNotEnabled);
    }
    const address = await this.addresses.forOrder(buyer.tenantId, request.addressId);
    const now = this.clock.now();
    let soldOut: string[] = [];
    const orders = await this.repository.transaction(async (tx) => {
      const lines = groups.flatMap((g) => g.lines);
      const reserved = await this.trade.reserveStock(
        tx,
        lines.map((l) => ({ goodsId: l.good.id, skuId: l.sku.id, qty: l.qty })),
      );
      if (!reserved.ok) {
        const short = lines.find((l) => l.sku.id === reserved.skuId);
        throw badRequest(OrderMessages.stockShort(short ? skuName(short) : '', reserved.available));
      }
      soldOut = reserved.soldOut;
      const placed: OrderRow[] = [];
      for (const group of groups) {
        placed.push(
          await this.repository.insertOrder(
            tx,
            {
              orderNo: orderNumber(now),
              tenantId: buyer.tenantId,
              userId: buyer.userId,
              kind,
              supplierTenantId: group.companyId,
              companyName: group.companyName,
              supplierType: group.supplierType,
              status: OrderStatus.WaitingPayment,
              goodsAmountFen: group.goodsAmountFen,
              freightFen: group.freightFen,
              totalFen: group.totalFen,
              totalQty: group.lines.reduce((n, l) => n + l.qty, 0),
              address,
              remark: request.remark || null,
              creationTime: now,
            },
            group.lines.map(orderLineOf),
          ),
        );
      }
      if (cartIds.length > 0) await this.cart.remove(buyer.tenantId, cartIds, tx);
      return placed;
    });
    // told once the orders are committed; a notification that fails does not undo them
    await this.notifyWaitingPayment(buyer, orders);
    await this.sourceExceptions.report(soldOut.map((goodsId) => ({ goodsId, reason: 'outOfStock' as const })));
    return {
      items: orders.map(toOrderSummary),
      totalAmount: fenToYuan(orders.reduce((sum, o) => sum + o.totalFen, 0)),
    };
  }

  private async notifyWaitingPayment(buyer: Buyer, orders: OrderRow[]): Promise<void> {
    for (const order of orders) {
      await this.notifications
        .notify({
          tenantId: buyer.tenantId,
          userId: buyer.userId,
          kind: 'purchaseWaitingPayment',
          dedupeKey: `order:${order.id}`,
          data: { purchaseOrderNo: order.orderNo, amountFen: order.totalFen },
        })
        .catch((error: unknown) => this.log.error({ err: error, orderId: order.id }, 'waiting-payment not notified'));
    }
  }
}

/** PO + local time to the second + six random digits. */
function orderNumber(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `PO${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
