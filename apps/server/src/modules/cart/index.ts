import type { ModuleContext, ModuleEdges } from '../../lib/module-entry.ts';
import type { GoodsTradeService } from '../catalogue/index.ts';
import type { NotificationService } from '../messages/index.ts';
import { CartRepository } from './cart.repository.ts';
import { cartRoutes } from './cart.routes.ts';
import { CartService } from './cart.service.ts';
import { DistributionListRepository } from './distribution-list.repository.ts';
import { distributionListRoutes } from './distribution-list.routes.ts';
import { DistributionListService } from './distribution-list.service.ts';
import { registerGoodsSourceSweepJob } from './goods-source-exception.job.ts';
import { type GoodsHolders, GoodsSourceExceptionService } from './goods-source-exception.service.ts';

export type { CartService } from './cart.service.ts';
export { assertGoodOrderable, assertOrderable } from './cart.service.ts';
export type { GoodsSourceExceptionService } from './goods-source-exception.service.ts';

export interface CartDependencies extends ModuleContext {
  goodsTrade: GoodsTradeService;
  notifications: NotificationService;
  /** the goods tenants hold besides their distribution lists: published listings (the publishing module) */
  publishedListings: Omit<GoodsHolders, 'where'>;
}

/**
 * The purchase cart (/api/cart) and the distribution list (/api/goods/cart), and the goods-source
 * exceptions told to those who hold a good that went offline or out of stock.
 */
export function createCart(deps: CartDependencies) {
  const { db, goodsTrade } = deps;
  const distributionListRepository = new DistributionListRepository(db);
  const cart = new CartService(new CartRepository(db), goodsTrade);
  const distributionList = new DistributionListService(distributionListRepository, goodsTrade);
  const goodsSourceExceptions = new GoodsSourceExceptionService(
    [
      {
        where: 'distributionList',
        heldGoodsIds: (after, limit) => distributionListRepository.heldGoodsIds(after, limit),
        holding: (goodsIds) => distributionListRepository.holding(goodsIds),
      },
      { where: 'published', ...deps.publishedListings },
    ],
    goodsTrade,
    deps.notifications,
    deps.clock,
    deps.log,
  );
  return {
    cart,
    distributionList,
    goodsSourceExceptions,
    routes: async (app) => {
      await app.register(distributionListRoutes(distributionList));
      await app.register(cartRoutes(cart));
    },
    async startWorkers(queue) {
      await registerGoodsSourceSweepJob(queue, goodsSourceExceptions);
    },
  } satisfies ModuleEdges & Record<string, unknown>;
}

export type Cart = ReturnType<typeof createCart>;
