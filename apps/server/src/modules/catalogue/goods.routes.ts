import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import {
  goodsDetailParamsSchema,
  goodsDetailSchema,
  goodsListQuerySchema,
  goodsListResultSchema,
} from './goods.schemas.ts';
import type { GoodsService } from './goods.service.ts';

export function goodsRoutes(service: GoodsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/goods/good',
      {
        schema: {
          tags: ['goods'],
          summary: 'Market goods list',
          querystring: goodsListQuerySchema,
          response: { 200: goodsListResultSchema, ...standardErrorResponses },
        },
      },
      async (request) => service.list(request.query, request.viewerTenantId ?? null),
    );

    app.get(
      '/api/goods/good/:tenantId/:id',
      {
        schema: {
          tags: ['goods'],
          summary: 'Goods detail',
          params: goodsDetailParamsSchema,
          response: { 200: goodsDetailSchema, ...standardErrorResponses },
        },
      },
      async (request) => service.detail(request.params.tenantId, request.params.id, request.viewerTenantId ?? null),
    );
  };
}
