import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GoodsService } from './goods.service.ts';
import { goodsPricingRoutes } from './goods-pricing.routes.ts';
import { goodsStatisticsRoutes } from './goods-statistics.routes.ts';
import type { MarketService } from './market.service.ts';
import { marketListRoutes } from './market-lists.routes.ts';
import { marketSettingsRoutes } from './market-settings.routes.ts';
import { userHistoryRoutes } from './user-history.routes.ts';
import type { UserHistoryService } from './user-history.service.ts';

/**
 * Market calls around the goods list, one plugin per resource: lists and categories, supplier
 * settings and brands, pricing, statistics, user history.
 */
export function marketRoutes(
  goodsService: GoodsService,
  market: MarketService,
  history: UserHistoryService,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(marketListRoutes(goodsService, market));
    await app.register(marketSettingsRoutes(market));
    await app.register(goodsPricingRoutes(market));
    await app.register(goodsStatisticsRoutes(market));
    await app.register(userHistoryRoutes(history));
  };
}
