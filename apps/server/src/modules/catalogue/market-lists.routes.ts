import {
  categoryGoodCountQuerySchema,
  categoryGoodCountResultSchema,
  goodsListOnlySchema,
  goodsListQuerySchema,
  goodsListResultSchema,
  recentProcurementQuerySchema,
  recommendCategoriesSchema,
  saveRecommendCategoriesSchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { GoodsService } from './goods.service.ts';
import type { MarketService } from './market.service.ts';

const FENXIAO_RANKING_SIZE = 100;

/**
 * The market around the goods list: category counts, recommended categories, and the lists of recently
 * procured, dropshipping and best-selling goods.
 */
export function marketListRoutes(goodsService: GoodsService, market: MarketService): FastifyPluginAsyncZod {
  return async (app) => {
    const viewer = (request: { viewerTenantId: string | null }) => request.viewerTenantId ?? null;

    app.get(
      '/api/platform-goods/category-good-count',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['market'],
          summary: 'Online goods per category (three levels)',
          querystring: categoryGoodCountQuerySchema,
          response: { 200: categoryGoodCountResultSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({ items: await market.categoryGoodCounts(request.query, viewer(request)) }),
    );

    app.get(
      '/api/platform-goods/jingxuan/recommend-categories',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['market'],
          summary: 'Recommended categories of the curated market',
          response: { 200: recommendCategoriesSchema, ...standardErrorResponses },
        },
      },
      async (request) => market.recommendCategories(viewer(request)),
    );

    app.post(
      '/api/platform-goods/jingxuan/recommend-categories',
      {
        config: { access: 'user', changesTenantSetting: 'recommendCategories' },
        schema: {
          tags: ['market'],
          summary: 'Choose the recommended categories',
          body: saveRecommendCategoriesSchema,
          response: { 200: recommendCategoriesSchema, ...standardErrorResponses },
        },
      },
      async (request) => {
        const user = userOf(request);
        await market.saveRecommendCategories(user.tenantId, request.body.categoryIds);
        return market.recommendCategories(user.tenantId);
      },
    );

    app.get(
      '/api/platform-goods/get-recent-procurement-goods',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['market'],
          summary: 'Goods distributors procured lately',
          querystring: recentProcurementQuerySchema,
          response: { 200: goodsListOnlySchema, ...standardErrorResponses },
        },
      },
      async (request) => ({
        items: await market.recentProcurementGoods(request.query.maxResultCount, viewer(request)),
      }),
    );

    app.get(
      '/api/platform-goods/supply-chain-goods',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['market'],
          summary: 'Goods whose suppliers ship for distributors (dropshipping)',
          querystring: goodsListQuerySchema,
          response: { 200: goodsListResultSchema, ...standardErrorResponses },
        },
      },
      async (request) => goodsService.list(request.query, viewer(request), { proxyOnly: true }),
    );

    app.get(
      '/api/goods/good/fenxiao-list',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['market'],
          summary: 'Hot ranking: the best-selling goods',
          querystring: goodsListQuerySchema,
          response: { 200: goodsListResultSchema, ...standardErrorResponses },
        },
      },
      async (request) => {
        const { skipCount, maxResultCount } = request.query;
        const take = Math.max(0, Math.min(maxResultCount, FENXIAO_RANKING_SIZE - skipCount));
        if (take === 0) return { totalCount: FENXIAO_RANKING_SIZE, items: [] };
        const page = await goodsService.list(
          { ...request.query, sorting: 'sales', maxResultCount: take },
          viewer(request),
        );
        return { totalCount: Math.min(page.totalCount, FENXIAO_RANKING_SIZE), items: page.items };
      },
    );
  };
}
