import { goodsListOnlySchema, pagedQuerySchema, searchHistorySchema, searchKeywordSchema } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { UserHistoryService } from './user-history.service.ts';

const ok = z.object({ success: z.literal(true) });

/** A signed-in user's search history and view history. */
export function userHistoryRoutes(history: UserHistoryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/goods/search-history',
      {
        config: { access: 'user' },
        schema: {
          tags: ['history'],
          summary: 'The last 10 keywords, newest first',
          response: { 200: searchHistorySchema, ...standardErrorResponses },
        },
      },
      async (request) => ({ items: await history.searches(userOf(request).userId) }),
    );

    app.post(
      '/api/goods/search-history',
      {
        config: { access: 'user' },
        schema: {
          tags: ['history'],
          summary: 'Remember a search',
          body: searchKeywordSchema,
          response: { 200: searchHistorySchema, ...standardErrorResponses },
        },
      },
      async (request) => {
        const { userId } = userOf(request);
        await history.addSearch(userId, request.body.keyword);
        return { items: await history.searches(userId) };
      },
    );

    app.delete(
      '/api/goods/search-history',
      {
        config: { access: 'user' },
        schema: { tags: ['history'], summary: 'Forget all searches', response: { 200: ok, ...standardErrorResponses } },
      },
      async (request) => {
        await history.clearSearches(userOf(request).userId);
        return { success: true as const };
      },
    );

    app.get(
      '/api/goods/view-history',
      {
        config: { access: 'user' },
        schema: {
          tags: ['history'],
          summary: 'Goods the user opened, newest first',
          querystring: pagedQuerySchema,
          response: { 200: viewHistoryResultSchema, ...standardErrorResponses },
        },
      },
      async (request) => {
        const user = userOf(request);
        return history.views(user.userId, user.tenantId, request.query);
      },
    );

    app.delete(
      '/api/goods/view-history',
      {
        config: { access: 'user' },
        schema: {
          tags: ['history'],
          summary: 'Forget viewed goods (all, or the given ids)',
          querystring: z.object({ goodsIds: z.string().max(2_000).optional() }),
          response: { 200: ok, ...standardErrorResponses },
        },
      },
      async (request) => {
        const ids = request.query.goodsIds?.split(',').filter((id) => id.length > 0);
        await history.clearViews(userOf(request).userId, ids);
        return { success: true as const };
      },
    );
  };
}

const viewHistoryResultSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(goodsListOnlySchema.shape.items.element.extend({ viewedAt: z.string() })),
});
