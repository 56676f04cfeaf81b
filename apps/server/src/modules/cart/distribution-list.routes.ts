import {
  addToDistributionListSchema,
  distributionListQuerySchema,
  distributionListResultSchema,
  goodIdsQuerySchema,
  goodsIdsSchema,
  kindCountsSchema,
  selectionQuerySchema,
  titleQuerySchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { DistributionListService } from './distribution-list.service.ts';

export const successSchema = z.object({ success: z.literal(true) });
export const deletedSchema = z.object({ success: z.literal(true), deletedCount: z.number().int() });

/** /api/goods/cart: the distribution list. */
export function distributionListRoutes(service: DistributionListService): FastifyPluginAsyncZod {
  return async (app) => {
    const path = '/api/goods/cart';
    const tags = ['distribution-list'];
    app.get(
      path,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Goods of the distribution list',
          querystring: distributionListQuerySchema,
          response: { 200: distributionListResultSchema, ...authErrorResponses },
        },
      },
      async (request) => service.list(userOf(request).tenantId, request.query),
    );

    app.post(
      path,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Add a good to the distribution list',
          body: addToDistributionListSchema,
          response: { 200: successSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        await service.add(userOf(request).tenantId, request.body);
        return { success: true as const };
      },
    );

    app.delete(
      path,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Remove the selected goods (at most 30) from the distribution list',
          querystring: selectionQuerySchema,
          response: { 200: deletedSchema, ...authErrorResponses },
        },
      },
      async (request) => ({
        success: true as const,
        deletedCount: await service.remove(userOf(request).tenantId, request.query.ids),
      }),
    );

    app.get(
      `${path}/all-count`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Distribution-list goods per kind',
          querystring: titleQuerySchema,
          response: { 200: kindCountsSchema, ...authErrorResponses },
        },
      },
      async (request) => service.counts(userOf(request).tenantId, request.query.title),
    );

    app.get(
      `${path}/good-ids`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          summary: 'Ids of the goods in the distribution list',
          querystring: goodIdsQuerySchema,
          response: { 200: goodsIdsSchema, ...authErrorResponses },
        },
      },
      async (request) => service.goodIds(userOf(request).tenantId, request.query.supplierTypes),
    );
  };
}
