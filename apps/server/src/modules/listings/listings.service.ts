import {
  DEFAULT_SYNC_POLICY,
  fenToYuan,
  type Listing,
  type ListingPage,
  type ListingQuery,
  Messages,
  type SyncPolicy,
  type WhereListed,
} from '@puhuo/domain';
import { notFound } from '../../http/app-error.ts';
import type { ListingSyncRepository } from './listing-sync.repository.ts';
import type { ListingsRepository } from './listings.repository.ts';

const yuanOrNull = (fen: number | null) => (fen === null ? null : fenToYuan(fen));

/** 我的铺货: the distributor's listings, and where each good is listed across its shops. */
export class ListingsService {
  constructor(
    private readonly repository: ListingsRepository,
    private readonly sync: ListingSyncRepository,
  ) {}

  /** The shop's sync policy, the default one until the distributor sets its own. */
  async syncPolicy(tenantId: string, shopId: string): Promise<SyncPolicy> {
    await this.ownShop(tenantId, shopId);
    return (await this.sync.policyOf(tenantId, shopId)) ?? DEFAULT_SYNC_POLICY;
  }

  async saveSyncPolicy(tenantId: string, shopId: string, policy: SyncPolicy): Promise<SyncPolicy> {
    await this.ownShop(tenantId, shopId);
    await this.sync.savePolicy(tenantId, shopId, policy);
    return policy;
  }

  private async ownShop(tenantId: string, shopId: string): Promise<void> {
    if (!(await this.repository.ownsListingShop(tenantId, shopId))) throw notFound(Messages.shopNotFound);
  }

  async page(tenantId: string, query: ListingQuery): Promise<ListingPage> {
    const { totalCount, rows } = await this.repository.page(tenantId, query);
    return {
      totalCount,
      items: rows.map(
        ({ listing, title, imgUrl, shopName }): Listing => ({
          id: listing.id,
          goodsId: listing.goodsId,
          goodsTenantId: listing.goodsTenantId,
          title,
          imgUrl,
          shopId: listing.shopId,
          shopName,
          station: listing.station,
          platformListingId: listing.platformListingId,
          merchantCode: listing.merchantCode,
          minPrice: yuanOrNull(listing.minPriceFen),
          maxPrice: yuanOrNull(listing.maxPriceFen),
          stock: listing.stock,
          status: listing.status,
          publishedAt: listing.publishedAt.toISOString(),
          lastSyncedAt: listing.lastSyncedAt?.toISOString() ?? null,
          pendingSync: listing.pendingSync,
          syncNote: listing.syncNote,
          syncError: listing.syncError,
          skus: listing.skus.map((sku) => ({
            skuId: sku.skuId,
            platformSkuId: sku.platformSkuId,
            supplyPrice: fenToYuan(sku.supplyPriceFen),
            price: fenToYuan(sku.priceFen),
            groupPrice: yuanOrNull(sku.groupPriceFen),
            stock: sku.stock,
          })),
        }),
      ),
    };
  }

  listingShops(tenantId: string) {
    return this.repository.listingShops(tenantId);
  }

  async whereListed(tenantId: string, goodsIds: string[]): Promise<WhereListed> {
    const [shops, cells] = await Promise.all([
      this.repository.listingShops(tenantId),
      this.repository.cells(tenantId, goodsIds),
    ]);
    return { shops, cells };
  }
}
