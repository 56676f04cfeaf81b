import { offlineShopApplicationSchema, offlineShopApplicationsSchema, offlineShopApplyBodySchema } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrorResponses, errorEnvelopeSchema } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { OfflineShopService } from './offline-shop.service.ts';

/** The offline shop apply endpoints (spec doc 1 §7, doc 2 §7): apply, and follow the applications. */
export function offlineShopRoutes(offlineShops: OfflineShopService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/shop/offline-apply',
      {
        config: { access: 'user' },
        schema: {
          tags: ['shops'],
          summary: 'Apply for a shop on a channel that cannot be authorised online: pending review',
          body: offlineShopApplyBodySchema,
          response: { 200: offlineShopApplicationSchema, ...authErrorResponses, 409: errorEnvelopeSchema },
        },
      },
      async (request) => offlineShops.apply(userOf(request).tenantId, request.body),
    );

    app.get(
      '/api/shop/offline-apply',
      {
        config: { access: 'user' },
        schema: {
          tags: ['shops'],
          summary: "The signed-in distributor's offline shop applications, the latest first, with their review status",
          response: { 200: offlineShopApplicationsSchema, ...authErrorResponses },
        },
      },
      async (request) => ({ items: await offlineShops.applicationsOf(userOf(request).tenantId) }),
    );
  };
}
