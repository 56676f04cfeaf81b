import {
  blackShopsResultSchema,
  categoryGoodCountQuerySchema,
  categoryGoodCountResultSchema,
  daifaMultiResultSchema,
  fenxiaoTopQuerySchema,
  fenxiaoTopSchema,
  goodsControlStatusSchema,
  goodsIdQuerySchema,
  goodsListOnlySchema,
  goodsListQuerySchema,
  goodsListResultSchema,
  goodsRefQuerySchema,
  pagedQuerySchema,
  purchasePriceSchema,
  qtySettingSchema,
  recentProcurementQuerySchema,
  recommendCategoriesSchema,
  saleCountQuerySchema,
  saleCountSchema,
  salesChannelsRequestSchema,
  salesChannelsResultSchema,
  saleTrendQuerySchema,
  saleTrendSchema,
  saveRecommendCategoriesSchema,
  searchHistorySchema,
  searchKeywordSchema,
  setDaifaMultiSchema,
  skuSaleTopQuerySchema,
  skuSaleTopSchema,
  supplierGoodsPriceSchema,
  supplierServiceStatisticsSchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { GoodsService } from './goods.service.ts';
import type { MarketService } from './market.service.ts';

const tenantParams = z.object({ tenantId: z.uuid() });
const ok = z.object({ success: z.literal(true) });
const FENXIAO_RANKING_SIZE = 100;

/** Market calls around the goods list: categories, rankings, trading rules, statistics, history. */
export function marketRoutes(goodsService: GoodsService, market: MarketService): FastifyPluginAsyncZod {
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

    app.get(
      '/api/goods/statistics/sale-trend',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['statistics'],
          summary: 'Daily sales of a good',
          querystring: saleTrendQuerySchema,
          response: { 200: saleTrendSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({
        items: await market.saleTrend(
          request.query.tenantId,
          request.query.goodsId,
          request.query.days,
          viewer(request),
        ),
      }),
    );

    app.get(
      '/api/goods/statistics/sku-sale-top',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['statistics'],
          summary: 'Best-selling SKUs of a good',
          querystring: skuSaleTopQuerySchema,
          response: { 200: skuSaleTopSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({
        items: await market.skuSaleTop(
          request.query.tenantId,
          request.query.goodsId,
          request.query.top,
          viewer(request),
        ),
      }),
    );

    app.get(
      '/api/goods/statistics/fenxiao-top',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['statistics'],
          summary: 'Fenxiao tops: the goods distributors sold most in the last 7 or 30 days',
          querystring: fenxiaoTopQuerySchema,
          response: { 200: fenxiaoTopSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({ items: await market.fenxiaoTop(request.query, viewer(request)) }),
    );

    app.get(
      '/api/goods/statistics/sale-count',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['statistics'],
          summary: 'All-time and last-30-days sales of up to 100 goods',
          querystring: saleCountQuerySchema,
          response: { 200: saleCountSchema, ...standardErrorResponses },
        },
      },
      async (request) => ({ items: await market.saleCounts(request.query.goodsIds, viewer(request)) }),
    );

    app.get(
      '/api/goods/statistics/service/:tenantId',
      {
        config: { access: 'public' },
        schema: {
          tags: ['statistics'],
          summary: "A supplier's online goods and sales",
          params: tenantParams,
          response: { 200: supplierServiceStatisticsSchema, ...standardErrorResponses },
        },
      },
      async (request) => market.supplierStatistics(request.params.tenantId),
    );

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
      async (request) => ({ items: await market.searches(userOf(request).userId) }),
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
        await market.addSearch(userId, request.body.keyword);
        return { items: await market.searches(userId) };
      },
    );

    app.delete(
      '/api/goods/search-history',
      {
        config: { access: 'user' },
        schema: { tags: ['history'], summary: 'Forget all searches', response: { 200: ok, ...standardErrorResponses } },
      },
      async (request) => {
        await market.clearSearches(userOf(request).userId);
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
        return market.views(user.userId, user.tenantId, request.query);
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
        await market.clearViews(userOf(request).userId, ids);
        return { success: true as const };
      },
    );
  };
}

const viewHistoryResultSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(goodsListOnlySchema.shape.items.element.extend({ viewedAt: z.string() })),
});
