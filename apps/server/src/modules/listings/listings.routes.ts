import {
  listingActionRequestSchema,
  listingActionSchema,
  listingPageSchema,
  listingQuerySchema,
  listingShopsSchema,
  Messages,
  ServerMessages,
  syncPolicySchema,
  whereListedQuerySchema,
  whereListedSchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrorResponses, standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { ListingActionsService } from './listing-actions.service.ts';
import type { ListingsService } from './listings.service.ts';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/, ServerMessages.idempotencyKeyInvalid)
    .optional(),
});

export function listingsRoutes(service: ListingsService, actions: ListingActionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/workbench/listings/actions',
      {
        config: { access: 'user' },
        schema: {
          tags: ['workbench'],
          summary: 'A bulk action on selected listings: sync now, reprice, stock 0, delist, relist or delete',
          description:
            'Each listing is carried out on its platform through the platform’s own stock, price and shelf calls, ' +
            'in the rate-limit lanes publishing uses; follow it with GET /api/workbench/listing-actions/{actionId}. ' +
            'Delete removes the listings from My listings only (the platform keeps them). Send an `Idempotency-Key` ' +
            'header: the same key within 24 hours answers the first action and changes nothing again.',
          headers: idempotencyHeaders,
          body: listingActionRequestSchema,
          response: { 200: z.object({ actionId: z.string() }), ...standardErrorResponses },
        },
      },
      async (request) => actions.act(userOf(request).tenantId, request.body, request.headers['idempotency-key']),
    );

    app.get(
      '/api/workbench/listing-actions/:actionId',
      {
        config: { access: 'user' },
        schema: {
          tags: ['workbench'],
          summary: "A bulk action's progress and each listing's result",
          params: z.object({ actionId: z.uuid({ error: ServerMessages.listingActionNotFound }) }),
          response: { 200: listingActionSchema, ...standardErrorResponses },
        },
      },
      async (request) => actions.progress(userOf(request).tenantId, request.params.actionId),
    );

    app.get(
      '/api/workbench/listings',
      {
        config: { access: 'user' },
        schema: {
          tags: ['workbench'],
          summary: "The distributor's listings, newest first",
          querystring: listingQuerySchema,
          response: { 200: listingPageSchema, ...authErrorResponses },
        },
      },
      async (request) => service.page(userOf(request).tenantId, request.query),
    );

    app.get(
      '/api/workbench/listings/where-listed',
      {
        config: { access: 'user' },
        schema: {
          tags: ['workbench'],
          summary: 'Where goods are listed: the listings each good holds in each of the shops',
          querystring: whereListedQuerySchema,
          response: { 200: whereListedSchema, ...authErrorResponses },
        },
      },
      async (request) => service.whereListed(userOf(request).tenantId, request.query.goodsIds),
    );

    app.get(
      '/api/workbench/listing-shops',
      {
        config: { access: 'user' },
        schema: {
          tags: ['workbench'],
          summary: "The distributor's shops that take listings, platform by platform",
          response: { 200: listingShopsSchema, ...authErrorResponses },
        },
      },
      async (request) => ({ items: await service.listingShops(userOf(request).tenantId) }),
    );

    const shopParams = z.object({ shopId: z.uuid({ error: Messages.shopNotFound }) });
    app.get(
      '/api/workbench/shops/:shopId/sync-policy',
      {
        config: { access: 'user' },
        schema: {
          tags: ['workbench'],
          summary: "How the shop's listings follow supplier changes (the default until set)",
          params: shopParams,
          response: { 200: syncPolicySchema, ...standardErrorResponses },
        },
      },
      async (request) => service.syncPolicy(userOf(request).tenantId, request.params.shopId),
    );

    app.put(
      '/api/workbench/shops/:shopId/sync-policy',
      {
        config: { access: 'user' },
        schema: {
          tags: ['workbench'],
          summary: "Sets how the shop's listings follow supplier changes",
          params: shopParams,
          body: syncPolicySchema,
          response: { 200: syncPolicySchema, ...standardErrorResponses },
        },
      },
      async (request) => service.saveSyncPolicy(userOf(request).tenantId, request.params.shopId, request.body),
    );
  };
}
