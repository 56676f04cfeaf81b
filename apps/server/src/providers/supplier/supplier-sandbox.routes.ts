import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html.ts';
import { deskPage } from '../desk-sandbox-page.ts';

/** What the suppliers' side does to an order we placed with them: ship it, then see it received. */
export interface SupplierFulfilment {
  /** false when the order is not paid (not yet, or shipped before) */
  ship(orderNo: string, shipment: { logisticsCompany: string; trackingNo: string }): Promise<boolean>;
  /** false when the order is not shipped */
  complete(orderNo: string): Promise<boolean>;
}

/** carriers the desk picks from, with the prefix of their tracking numbers */
const CARRIERS = [
  ['顺丰速运', 'SF'],
  ['中通快递', 'ZT'],
  ['圆通速递', 'YT'],
  ['韵达快递', 'YD'],
] as const;

function supplierPage(title: string, body: string): string {
  return deskPage({
    title,
    bar: '供应商发货台',
    accent: '#13a26b',
    css: 'button{background:#13a26b;color:#fff}',
    body,
  });
}

/**
 * The suppliers' order desk, played locally in demo mode: a supplier ships a paid order (a carrier and
 * a tracking number) and later marks it received, so the workbench's 已发货 and 已完成 can be seen.
 * Real suppliers do this in their own systems; nothing of this is mounted in production.
 */
export function supplierSandboxRoutes(fulfilment: SupplierFulfilment): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ orderNo: z.string().regex(/^PO\d{20}$/) });
    const shipBody = z
      .object({ logisticsCompany: z.string().trim().min(1).max(40), trackingNo: z.string().trim().min(1).max(40) })
      .partial()
      // a form with no fields, or no body at all: the desk picks a carrier and a number
      .nullish();

    app.get('/sandbox/supplier/orders/:orderNo', { schema: { hide: true, params } }, async (request, reply) => {
      const no = escapeHtml(request.params.orderNo);
      reply.type('text/html');
      return supplierPage(
        '订单发货',
        `<h1>采购单 ${no}</h1><p>已付款的采购单可发货；已发货的可确认收货。</p>
<form method="post" action="/sandbox/supplier/orders/${no}/ship"><button type="submit" data-testid="ship">发货</button></form>
<form method="post" action="/sandbox/supplier/orders/${no}/complete"><button type="submit" data-testid="complete">确认收货</button></form>`,
      );
    });

    app.post(
      '/sandbox/supplier/orders/:orderNo/ship',
      { schema: { hide: true, params, body: shipBody } },
      async (request, reply) => {
        const [carrier, prefix] = CARRIERS[randomInt(0, CARRIERS.length)] ?? CARRIERS[0];
        const logisticsCompany = request.body?.logisticsCompany ?? carrier;
        const trackingNo = request.body?.trackingNo ?? `${prefix}${String(randomInt(0, 1e12)).padStart(12, '0')}`;
        const shipped = await fulfilment.ship(request.params.orderNo, { logisticsCompany, trackingNo });
        reply.type('text/html');
        if (!shipped)
          return reply.status(409).send(supplierPage('未发货', '<h1>未发货</h1><p>只有已付款的采购单可以发货。</p>'));
        return supplierPage(
          '已发货',
          `<h1>已发货</h1><p>${escapeHtml(logisticsCompany)} ${escapeHtml(trackingNo)}</p>`,
        );
      },
    );

    app.post(
      '/sandbox/supplier/orders/:orderNo/complete',
      { schema: { hide: true, params } },
      async (request, reply) => {
        const completed = await fulfilment.complete(request.params.orderNo);
        reply.type('text/html');
        if (!completed) {
          return reply
            .status(409)
            .send(supplierPage('未完成', '<h1>未完成</h1><p>只有已发货的采购单可以确认收货。</p>'));
        }
        return supplierPage('已完成', '<h1>已完成</h1><p>采购单已确认收货。</p>');
      },
    );
  };
}
