import {
  collectListQuerySchema,
  collectListResultSchema,
  goodsIdsSchema,
  goodsRefBodySchema,
  kindCountsSchema,
  titleQuerySchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { CollectService } from './collect.service.ts';

const ok = z.object({ success: z.literal(true) });

export function collectRoutes(service: CollectService): FastifyPluginAsyncZod {
  return async (app) => {
    const base = '/api/goods/good';
    app.post(
      `${base}/goods-collect`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['collect'],
          summary: 'Collect a good',
          body: goodsRefBodySchema,
          response: { 200: ok, ...authErrorResponses },
        },
      },
      async (request) => {
        await service.collect(userOf(request).tenantId, request.body);
        return { success: true as const };
      },
    );

    app.post(
      `${base}/cancel-goods-collect`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['collect'],
          summary: 'Uncollect a good',
          body: goodsRefBodySchema,
          response: { 200: ok, ...authErrorResponses },
        },
      },
      async (request) => {
        await service.cancel(userOf(request).tenantId, request.body);
        return { success: true as const };
      },
    );

    app.get(
      `${base}/goods-collect-list`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['collect'],
          summary: 'Collected goods; skipCount is the page number',
          querystring: collectListQuerySchema,
          response: { 200: collectListResultSchema, ...authErrorResponses },
        },
      },
      async (request) => service.list(userOf(request).tenantId, request.query),
    );

    app.get(
      `${base}/goods-collect-count`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['collect'],
          summary: 'Collected goods per kind',
          querystring: titleQuerySchema,
          response: { 200: kindCountsSchema, ...authErrorResponses },
        },
      },
      async (request) => service.counts(userOf(request).tenantId, request.query.title),
    );

    app.get(
      `${base}/goods-collect-ids`,
      {
        config: { access: 'user' },
        schema: {
          tags: ['collect'],
          summary: 'Ids of every collected good',
          response: { 200: goodsIdsSchema, ...authErrorResponses },
        },
      },
      async (request) => service.ids(userOf(request).tenantId),
    );
  };
}
