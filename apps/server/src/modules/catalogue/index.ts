import type { AlibabaOfferSource } from '@puhuo/platforms';
import type { AlibabaSyncSetting } from '../../config.ts';
import type { DependencyState } from '../../lib/dependency-state.ts';
import type { ModuleContext, ModuleEdges } from '../../lib/module-entry.ts';
import { AlibabaOfferRepository } from './alibaba-offer.repository.ts';
import { alibabaOfferRoutes } from './alibaba-offer.routes.ts';
import { registerAlibabaOfferSyncJob } from './alibaba-offer-sync.job.ts';
import { AlibabaOfferSyncService } from './alibaba-offer-sync.service.ts';
import { GoodsRepository } from './goods.repository.ts';
import { goodsRoutes } from './goods.routes.ts';
import { GoodsService } from './goods.service.ts';
import { GoodsSearchIndex } from './goods-search-index.ts';
import { GoodsTradeRepository } from './goods-trade.repository.ts';
import { GoodsTradeService } from './goods-trade.service.ts';
import { MarketRepository } from './market.repository.ts';
import { marketRoutes } from './market.routes.ts';
import { MarketService, type PurchaseHistory } from './market.service.ts';
import { mySupplierRoutes } from './my-supplier.routes.ts';
import { PublishSourceService } from './publish-source.service.ts';
import { SupplierInvitationService } from './supplier-invitation.service.ts';
import { UserHistoryService } from './user-history.service.ts';

export type { GoodsService } from './goods.service.ts';
export { GOOD_NOT_FOUND } from './goods.service.ts';
export type { GoodsTradeService } from './goods-trade.service.ts';
export { listedGoodFields, type TradeGood, type TradeSku, type TradeSupplier } from './goods-trade.service.ts';
export type { MarketService, PurchaseHistory } from './market.service.ts';
export type { PublishSource, PublishSourceService } from './publish-source.service.ts';
export type { SupplierInvitationService } from './supplier-invitation.service.ts';

export interface CatalogueDependencies extends ModuleContext {
  /** how long one process reuses a market answer (MARKET_CACHE_MS) */
  marketCacheMs: number;
  searchIndex: { enabled: boolean; refreshMs: number };
  /** what this instance knows of the search index's refreshes (readiness) */
  searchIndexHealth: DependencyState;
  /** 1688's offers, when a 1688 app is configured */
  alibaba: {
    source: AlibabaOfferSource | null;
    sync: AlibabaSyncSetting;
    /** the address our users' browsers load an offer image from */
    imageUrl?: (url: string) => string;
  };
  /** 最近采购: what the tenant bought, which the orders module answers */
  purchaseHistory: PurchaseHistory;
}

/**
 * The catalogue: categories, brands, suppliers and their invitations, goods and SKUs, the search index,
 * the market's lists and the 1688 selection cache.
 */
export function createCatalogue(deps: CatalogueDependencies) {
  const { db, clock, log } = deps;
  const goodsRepository = new GoodsRepository(db);
  const marketRepository = new MarketRepository(db);
  const searchIndex = deps.searchIndex.enabled
    ? new GoodsSearchIndex(goodsRepository, {
        refreshMs: deps.searchIndex.refreshMs,
        onRefreshError: (error) => deps.searchIndexHealth.failed(error),
        onRefreshed: () => deps.searchIndexHealth.recovered(),
      })
    : null;
  const goods = new GoodsService(goodsRepository, {
    cacheMs: deps.marketCacheMs,
    searchIndex: searchIndex ?? undefined,
  });
  const market = new MarketService(goodsRepository, marketRepository, clock, deps.purchaseHistory);
  const history = new UserHistoryService(goodsRepository, marketRepository, clock);
  const invitations = new SupplierInvitationService(db);
  const { source, sync } = deps.alibaba;
  const alibabaOffers = source
    ? new AlibabaOfferSyncService(
        source,
        new AlibabaOfferRepository(db),
        goodsRepository,
        clock,
        log,
        {
          pageSize: 50,
          pages: sync.pages,
          detailTtlMs: sync.detailTtlMs,
          recheckLimit: sync.recheckLimit,
          imageUrl: deps.alibaba.imageUrl,
        },
        () => goods.forgetAnswers(),
      )
    : null;

  return {
    goodsRepository,
    /** keyword search in memory; null when SEARCH_INDEX=off */
    searchIndex,
    goods,
    market,
    goodsTrade: new GoodsTradeService(new GoodsTradeRepository(db, goodsRepository)),
    invitations,
    /** the 1688 selection cache; null when no 1688 app is configured */
    alibabaOffers,
    /** what the publish engine reads of a good: its listing source and its supplier's black list */
    publishSources: new PublishSourceService(goodsRepository, marketRepository),
    /** one good's notes on the publish dialog's shop cards: its sales channels and its supplier's black list */
    shopCardFacts: {
      allowedStations: async (tenantId: string, goodsId: string) =>
        (await market.salesChannels([goodsId], tenantId))[0]?.stationTypes ?? null,
      blackListedShops: async (tenantId: string, goodsId: string) => {
        const [good] = await goodsRepository.detail.findManyVisible([goodsId], tenantId);
        return good ? (await market.blackShops(good.tenantId, good.id, tenantId)).map((shop) => shop.shopId) : [];
      },
    },
    routes: async (app) => {
      await app.register(goodsRoutes(goods, history, alibabaOffers));
      if (alibabaOffers) await app.register(alibabaOfferRoutes(alibabaOffers));
      await app.register(marketRoutes(goods, market, history));
      await app.register(mySupplierRoutes(invitations, () => goods.forgetAnswers()));
    },
    async startWorkers(queue) {
      if (alibabaOffers && sync.pages > 0) await registerAlibabaOfferSyncJob(queue, alibabaOffers, sync.cron, log);
    },
  } satisfies ModuleEdges & Record<string, unknown>;
}

export type Catalogue = ReturnType<typeof createCatalogue>;
