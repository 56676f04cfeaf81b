import type { Db } from '../../db/database.ts';
import type { ModuleContext, ModuleEdges } from '../../lib/module-entry.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { CartService, GoodsSourceExceptionService } from '../cart/index.ts';
import type { GoodsTradeService, PurchaseHistory } from '../catalogue/index.ts';
import type { NotificationService } from '../messages/index.ts';
import { AddressRepository } from './address.repository.ts';
import { addressRoutes } from './address.routes.ts';
import { AddressService } from './address.service.ts';
import type { BuyerProtocolPayGateway } from './buyer-protocol-pay.gateway.ts';
import { registerCancelUnpaidOrdersJob } from './cancel-unpaid-orders.job.ts';
import { FinanceRepository } from './finance.repository.ts';
import { financeRoutes } from './finance.routes.ts';
import { FinanceService } from './finance.service.ts';
import { OrdersRepository } from './orders.repository.ts';
import { orderRoutes } from './orders.routes.ts';
import { OrderService } from './orders.service.ts';
import { PaymentService } from './payment.service.ts';
import { OrdersPurchaseHistory } from './purchase-history.repository.ts';
import { PurchaseOrderService } from './purchase-order.service.ts';
import { RegionService } from './regions/region.service.ts';

export type { BuyerProtocolPayGateway } from './buyer-protocol-pay.gateway.ts';

/** What the tenant bought, read from the orders' own tables (the catalogue's 最近采购). */
export const ordersPurchaseHistory = (db: Db): PurchaseHistory => new OrdersPurchaseHistory(db);

export interface OrdersDependencies extends ModuleContext {
  hub: RealtimeHub;
  goodsTrade: GoodsTradeService;
  cart: CartService;
  notifications: NotificationService;
  goodsSourceExceptions: GoodsSourceExceptionService;
  paymentProvider: PaymentProvider;
  /** 1688 password-free payment, which the shops module's buyer app answers */
  protocolPay: BuyerProtocolPayGateway;
}

/** Purchase and sample orders, their payments and refunds, the balance, tenant addresses and the region lists. */
export function createOrders(deps: OrdersDependencies) {
  const { db, clock, log } = deps;
  const regions = new RegionService();
  const addresses = new AddressService(new AddressRepository(db), regions);
  const repository = new OrdersRepository(db);
  const orders = new OrderService(
    repository,
    deps.goodsTrade,
    deps.cart,
    addresses,
    deps.protocolPay,
    deps.notifications,
    deps.goodsSourceExceptions,
    clock,
    log,
  );
  const financeRepository = new FinanceRepository(db);
  const payments = new PaymentService(
    repository,
    financeRepository,
    deps.paymentProvider,
    deps.hub,
    deps.notifications,
    clock,
    log,
  );
  const finance = new FinanceService(financeRepository);
  const purchaseOrders = new PurchaseOrderService(repository, deps.goodsTrade, clock);
  return {
    regions,
    addresses,
    orders,
    payments,
    purchaseOrders,
    finance,
    routes: async (app) => {
      await app.register(addressRoutes(regions, addresses));
      await app.register(orderRoutes({ orders, payments, purchaseOrders }));
      await app.register(financeRoutes({ finance, payments }));
    },
    async startWorkers(queue) {
      await registerCancelUnpaidOrdersJob(queue, purchaseOrders, payments);
    },
  } satisfies ModuleEdges & Record<string, unknown>;
}

export type Orders = ReturnType<typeof createOrders>;
