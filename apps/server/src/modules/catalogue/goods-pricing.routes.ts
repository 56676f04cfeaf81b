import {
  blackShopsResultSchema,
  daifaMultiResultSchema,
  goodsControlStatusSchema,
  goodsIdQuerySchema,
  goodsRefQuerySchema,
  purchasePriceSchema,
  setDaifaMultiSchema,
  supplierGoodsPriceSchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { MarketService } from './market.service.ts';

const tenantParams = z.object({ tenantId: z.uuid() });

/**
 * What a good costs the viewer and the supplier's price rules: price control, shop blacklist, purchase
 * and supplier prices, the selling multiple.
 */
export function goodsPricingRoutes(market: MarketService): FastifyPluginAsyncZod {
  return async (app) => {
    const viewer = (request: { viewerTenantId: string | null }) => request.viewerTenantId ?? null;

    app.get(
      '/api/price-control/:tenantId/goods-control-status',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['market'],
          summary: 'Price control of a good',
          params: tenantParams,
          querystring: z.object({ goodsId: goodsIdQuerySchema.shape.goodsId }),
          response: { 200: goodsControlStatusSchema, ...standardErrorResponses },
        },
      },
      async (request) => market.controlStatus(request.params.tenantId, request.query.goodsId, viewer(request)),
    );

    app.get(
      '/api/price-control/black-shops',
      {
        config: { access: 'user' },
        schema: {
          tags: ['market'],
          summary: "The viewer's shops the supplier refuses for this good",
          querystring: goodsIdQuerySchema,
          response: { 200: blackShopsResultSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({
        items: await market.blackShops(request.query.tenantId, request.query.goodsId, userOf(request).tenantId),
      }),
    );

    app.get(
      '/api/goods/good/my-purchase-price',
      {
        config: { access: 'user' },
        schema: {
          tags: ['market'],
          summary: 'What the viewer pays per SKU',
          querystring: goodsRefQuerySchema,
          response: { 200: purchasePriceSchema, ...standardErrorResponses },
        },
      },
      async (request) => market.myPurchasePrices(request.query.tenantId, request.query.id, userOf(request).tenantId),
    );

    app.post(
      '/api/goods/good/:id/set-lanhai-daifa-multi',
      {
        config: { access: 'user', changesTenantSetting: 'sellingMultiple' },
        schema: {
          tags: ['market'],
          summary: "Set (or clear with null) the viewer's selling multiple of a curated good",
          params: z.object({ id: goodsIdQuerySchema.shape.goodsId }),
          body: setDaifaMultiSchema,
          response: { 200: daifaMultiResultSchema, ...standardErrorResponses },
        },
      },
      async (request) => market.setDaifaMulti(request.params.id, request.body.multi, userOf(request).tenantId),
    );

    app.get(
      '/api/goods/good/supplier-goods-price',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['market'],
          summary: "The supplier's prices and terms for a good",
          querystring: goodsRefQuerySchema,
          response: { 200: supplierGoodsPriceSchema, ...standardErrorResponses },
        },
      },
      async (request) => market.supplierGoodsPrice(request.query.tenantId, request.query.id, viewer(request)),
    );
  };
}
