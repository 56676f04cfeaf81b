import { qtySettingSchema, salesChannelsRequestSchema, salesChannelsResultSchema } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import type { MarketService } from './market.service.ts';

const tenantParams = z.object({ tenantId: z.uuid() });

/**
 * What suppliers set around their goods, and the brands: a supplier's stock visibility, the stations
 * each good may be sold on, brand detail.
 */
export function marketSettingsRoutes(market: MarketService): FastifyPluginAsyncZod {
  return async (app) => {
    const viewer = (request: { viewerTenantId: string | null }) => request.viewerTenantId ?? null;

    app.post(
      '/api/platform-goods/sales-channels',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['market'],
          summary: 'Stations each good may be sold on',
          body: salesChannelsRequestSchema,
          response: { 200: salesChannelsResultSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({
        items: await market.salesChannels(
          request.body.goodsList.map((g) => g.goodsId),
          viewer(request),
        ),
      }),
    );

    app.get(
      '/api/goods/setting/:tenantId/qty-setting',
      {
        config: { access: 'public' },
        schema: {
          tags: ['market'],
          summary: "A supplier's stock visibility",
          params: tenantParams,
          response: { 200: qtySettingSchema, ...standardErrorResponses },
        },
      },
      async (request) => market.qtySetting(request.params.tenantId),
    );

    app.get(
      '/api/goods/brand/:id',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['goods'],
          summary: 'Brand detail by id (its Chinese and English names)',
          params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
          response: {
            200: z.object({ id: z.number().int(), nameCn: z.string(), nameEn: z.string() }),
            ...standardErrorResponses,
          },
        },
      },
      async (request) => market.brand(request.params.id),
    );
  };
}
