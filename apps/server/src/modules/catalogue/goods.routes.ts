import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import type { AlibabaOfferSyncService } from './alibaba-offer-sync.service.ts';
import {
  goodsDetailParamsSchema,
  goodsDetailSchema,
  goodsListQuerySchema,
  goodsListResultSchema,
} from './goods.schemas.ts';
import type { GoodsService } from './goods.service.ts';
import type { UserHistoryService } from './user-history.service.ts';

export function goodsRoutes(
  service: GoodsService,
  history: UserHistoryService,
  alibabaOffers: AlibabaOfferSyncService | null,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/goods/good',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['goods'],
          summary: 'Market goods list',
          querystring: goodsListQuerySchema,
          response: { 200: goodsListResultSchema, ...standardErrorResponses },
        },
      },
      async (request) => service.list(request.query, request.viewerTenantId ?? null),
    );

    const detailRoute = (path: string, summary: string, blueOceanOnly: boolean) =>
      app.get(
        path,
        {
          config: { access: 'viewer' },
          schema: {
            tags: ['goods'],
            summary,
            params: goodsDetailParamsSchema,
            response: { 200: goodsDetailSchema, ...standardErrorResponses },
          },
        },
        async (request) => {
          const { tenantId, id } = request.params;
          // a cached 1688 good is read again from 1688 first when its copy is older than the refresh interval
          if (alibabaOffers && (await alibabaOffers.refreshIfStale(id))) service.forgetAnswers();
          const detail = await service.detail(tenantId, id, request.viewerTenantId ?? null, { blueOceanOnly });
          // opening a detail is what the view history records
          if (request.currentUser) await history.addView(request.currentUser.userId, detail.id);
          return detail;
        },
      );
    detailRoute('/api/goods/good/:tenantId/:id', 'Goods detail', false);
    detailRoute('/api/goods/good/lanhai/:tenantId/:id', 'Goods detail in the curated blue-ocean market', true);
  };
}
