import {
  fenxiaoTopQuerySchema,
  fenxiaoTopSchema,
  saleCountQuerySchema,
  saleCountSchema,
  saleTrendQuerySchema,
  saleTrendSchema,
  skuSaleTopQuerySchema,
  skuSaleTopSchema,
  supplierServiceStatisticsSchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import type { MarketService } from './market.service.ts';

const tenantParams = z.object({ tenantId: z.uuid() });

/** Sales statistics: a good's daily sales and best SKUs, the fenxiao tops, sales of many goods, a supplier's totals. */
export function goodsStatisticsRoutes(market: MarketService): FastifyPluginAsyncZod {
  return async (app) => {
    const viewer = (request: { viewerTenantId: string | null }) => request.viewerTenantId ?? null;

    app.get(
      '/api/goods/statistics/sale-trend',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['statistics'],
          summary: 'Daily sales of a good',
          querystring: saleTrendQuerySchema,
          response: { 200: saleTrendSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({
        items: await market.saleTrend(
          request.query.tenantId,
          request.query.goodsId,
          request.query.days,
          viewer(request),
        ),
      }),
    );

    app.get(
      '/api/goods/statistics/sku-sale-top',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['statistics'],
          summary: 'Best-selling SKUs of a good',
          querystring: skuSaleTopQuerySchema,
          response: { 200: skuSaleTopSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({
        items: await market.skuSaleTop(
          request.query.tenantId,
          request.query.goodsId,
          request.query.top,
          viewer(request),
        ),
      }),
    );

    app.get(
      '/api/goods/statistics/fenxiao-top',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['statistics'],
          summary: 'Fenxiao tops: the goods distributors sold most in the last 7 or 30 days',
          querystring: fenxiaoTopQuerySchema,
          response: { 200: fenxiaoTopSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({ items: await market.fenxiaoTop(request.query, viewer(request)) }),
    );

    app.get(
      '/api/goods/statistics/sale-count',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['statistics'],
          summary: 'All-time and last-30-days sales of up to 100 goods',
          querystring: saleCountQuerySchema,
          response: { 200: saleCountSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({ items: await market.saleCounts(request.query.goodsIds, viewer(request)) }),
    );

    app.get(
      '/api/goods/statistics/service/:tenantId',
      {
        config: { access: 'public' },
        schema: {
          tags: ['statistics'],
          summary: "A supplier's online goods and sales",
          params: tenantParams,
          response: { 200: supplierServiceStatisticsSchema, ...standardErrorResponses },
        },
      },
      async (request) => market.supplierStatistics(request.params.tenantId),
    );
  };
}
