import {
  balancePaidSchema,
  batchPaySchema,
  cartConfirmSchema,
  fastConfirmSchema,
  fastOrderSchema,
  orderConfirmationSchema,
  orderDetailSchema,
  orderListQuerySchema,
  orderListSchema,
  orderMinLimitSchema,
  payStartedSchema,
  placedOrdersSchema,
  purchaseOrderSchema,
  sampledSkusQuerySchema,
  sampledSkusSchema,
  sampleOrderSchema,
  singlePaySchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { OrderService } from './orders.service.ts';
import type { PaymentService } from './payment.service.ts';
import type { PurchaseOrderService } from './purchase-order.service.ts';

export interface OrderRouteDeps {
  orders: OrderService;
  payments: PaymentService;
  purchaseOrders: PurchaseOrderService;
}

/** Confirming, placing, listing, paying and cancelling purchase and sample orders. */
export function orderRoutes({ orders, payments, purchaseOrders }: OrderRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: 'user' } as const;
    const owned = { access: 'tenant-owned' } as const;
    const tags = ['orders'];
    const confirmed = { 200: orderConfirmationSchema, ...authErrorResponses };
    const placed = { 200: placedOrdersSchema, ...authErrorResponses };

    app.post(
      '/api/cart/confirm',
      { config, schema: { tags, summary: 'Confirm chosen cart lines', body: cartConfirmSchema, response: confirmed } },
      async (request) => orders.confirmCart(userOf(request).tenantId, request.body.cartIds),
    );
    app.post(
      '/api/order/fast-confirm',
      {
        config,
        schema: { tags, summary: 'Confirm SKUs of a good (or a sample)', body: fastConfirmSchema, response: confirmed },
      },
      async (request) => orders.fastConfirm(userOf(request).tenantId, request.body),
    );
    app.post(
      '/api/order/purchase-order',
      {
        config,
        schema: { tags, summary: 'Order the chosen cart lines', body: purchaseOrderSchema, response: placed },
      },
      async (request) => orders.purchaseOrder(userOf(request), request.body),
    );
    app.post(
      '/api/order/fast-order',
      { config, schema: { tags, summary: 'Order SKUs of a good', body: fastOrderSchema, response: placed } },
      async (request) => orders.fastOrder(userOf(request), request.body),
    );
    app.post(
      '/api/order/sample-order',
      {
        config,
        schema: { tags, summary: 'Order one piece of each chosen SKU', body: sampleOrderSchema, response: placed },
      },
      async (request) => orders.sampleOrder(userOf(request), request.body),
    );
    app.get(
      '/api/order/setting/:tenantId/order-min-limit',
      {
        config,
        schema: {
          tags,
          summary: "A supplier's minimum order amount",
          params: z.object({ tenantId: z.uuid() }),
          response: { 200: orderMinLimitSchema, ...authErrorResponses },
        },
      },
      async (request) => orders.orderMinLimit(request.params.tenantId),
    );
    app.get(
      '/api/order/goods-sampled-skus',
      {
        config,
        schema: {
          tags,
          summary: 'SKUs of a good already ordered as samples',
          querystring: sampledSkusQuerySchema,
          response: { 200: sampledSkusSchema, ...authErrorResponses },
        },
      },
      async (request) => ({ items: await orders.sampledSkus(userOf(request).tenantId, request.query.goodsId) }),
    );
    app.get(
      '/api/purchase-order',
      {
        config,
        schema: {
          tags,
          summary: "The tenant's orders, newest first, with how many are in each status",
          querystring: orderListQuerySchema,
          response: { 200: orderListSchema, ...authErrorResponses },
        },
      },
      async (request) => purchaseOrders.list(userOf(request).tenantId, request.query),
    );
    const orderParams = z.object({ id: z.uuid() });
    app.get(
      '/api/purchase-order/:id',
      {
        config: owned,
        schema: {
          tags,
          summary: 'An order with its lines, trail and tracking',
          params: orderParams,
          response: { 200: orderDetailSchema, ...authErrorResponses },
        },
      },
      async (request) => purchaseOrders.detail(userOf(request).tenantId, request.params.id),
    );
    app.post(
      '/api/purchase-order/:id/cancel',
      {
        config: owned,
        schema: {
          tags,
          summary: 'Cancel an order before payment (again: the cancelled order; paid: 403)',
          params: orderParams,
          response: { 200: orderDetailSchema, ...authErrorResponses },
        },
      },
      async (request) => purchaseOrders.cancel(userOf(request).tenantId, request.params.id),
    );

    const payTags = ['payment'];
    const started = { 200: payStartedSchema, ...authErrorResponses };
    app.post(
      '/api/purchase-order/pay/duozan/juhe-single-pay',
      { config: owned, schema: { tags: payTags, summary: 'Pay one order', body: singlePaySchema, response: started } },
      async (request) => payments.pay(userOf(request).tenantId, [request.body.orderId]),
    );
    app.post(
      '/api/purchase-order/pay/duozan/juhe-batch-pay',
      {
        config: owned,
        schema: { tags: payTags, summary: 'Pay several orders at once', body: batchPaySchema, response: started },
      },
      async (request) => payments.pay(userOf(request).tenantId, request.body.orderIds),
    );
    app.post(
      '/api/purchase-order/pay/balance-pay',
      {
        config: owned,
        schema: {
          tags: payTags,
          summary: 'Pay orders from the balance (403 when it does not cover them)',
          body: batchPaySchema,
          response: { 200: balancePaidSchema, ...authErrorResponses },
        },
      },
      async (request) => payments.payFromBalance(userOf(request).tenantId, request.body.orderIds),
    );
  };
}
