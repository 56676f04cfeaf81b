import { isAlibabaGood } from '@puhuo/domain';
import type { GoodsRepository } from './goods.repository.ts';
import type { MarketRepository } from './market.repository.ts';

/** Everything the publish engine needs of a good to build a listing, read once per good. */
export interface PublishSource {
  goodsId: string;
  goodsTenantId: string;
  title: string;
  /** paths as stored (e.g. /images/...); the engine makes them absolute */
  images: string[];
  detailImages: string[];
  supplierType: number;
  /** 1 online, 0 offline */
  status: number;
  weightGrams: number;
  categoryId: number;
  /** our category path, root first */
  categoryPath: { id: number; name: string }[];
  /** the stations the supplier opened the good to; null when every station is open */
  salesChannels: number[] | null;
  skus: {
    skuId: string;
    specs: { name: string; value: string }[];
    /** the drop-ship (代发) price the distributor pays, the base of every listing price (`supplyPriceFen`) */
    daifaPriceFen: number;
    stock: number;
  }[];
  /** the supplier's minimum sale price, when the good is price-controlled */
  priceControlMinFen: number | null;
}

export class PublishSourceService {
  constructor(
    private readonly goods: Pick<GoodsRepository, 'detail'>,
    private readonly marketRepository: MarketRepository,
  ) {}

  /** The good as the distributor may publish it, or null when it is not visible to them. */
  async publishSource(viewerTenantId: string, goodsId: string): Promise<PublishSource | null> {
    const [good] = await this.goods.detail.findManyVisible([goodsId], viewerTenantId);
    if (!good) return null;
    const [skus, categoryPath, control] = await Promise.all([
      this.goods.detail.skusOf(good.id),
      this.goods.detail.categoryPath(good.categoryId),
      this.marketRepository.priceControl(good.id),
    ]);
    return {
      goodsId: good.id,
      goodsTenantId: good.tenantId,
      title: good.title,
      images: good.images,
      detailImages: good.detailImages,
      supplierType: good.supplierType,
      status: good.status,
      weightGrams: good.weightGrams,
      categoryId: good.categoryId,
      categoryPath,
      salesChannels: good.salesChannels ? [...good.salesChannels] : null,
      skus: skus.map((sku) => ({
        skuId: sku.id,
        specs: sku.salesProperties.map((p) => ({ name: p.name, value: p.value })),
        daifaPriceFen: sku.daifaPriceFen,
        stock: sku.stock,
      })),
      priceControlMinFen: control?.minPriceFen ?? null,
    };
  }

  /** The distributor's shops the good's supplier refuses to sell through. */
  async blacklistedShopIds(viewerTenantId: string, source: PublishSource): Promise<Set<string>> {
    if (isAlibabaGood(source)) return new Set();
    const rows = await this.marketRepository.blackShops(source.goodsTenantId, source.goodsId, viewerTenantId);
    return new Set(rows.map((r) => r.shopId));
  }
}
