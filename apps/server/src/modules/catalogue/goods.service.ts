import { fenToYuan, type GoodsListItem, type GoodsListQuery, type PagedResult } from '@puhuo/domain';
import { notFound } from '../../http/app-error.ts';
import type { GoodsListRow, GoodsRepository } from './goods.repository.ts';

export const GOOD_NOT_FOUND = '商品不存在或已下架';

export function toListItem(row: GoodsListRow): GoodsListItem {
  return {
    id: row.id,
    tenantId: row.tenantId,
    title: row.title,
    imgUrl: row.imgUrl,
    minPrice: fenToYuan(row.minPriceFen),
    maxPrice: fenToYuan(row.maxPriceFen),
    minDaifaPrice: fenToYuan(row.minDaifaPriceFen),
    saleCount: row.saleCount,
    market: row.market,
    supplierType: row.supplierType,
    categoryId: row.categoryId,
    brandId: row.brandId,
    supplierName: row.supplierName,
    creationTime: row.creationTime.toISOString(),
  };
}

export class GoodsService {
  constructor(private readonly repository: GoodsRepository) {}

  async list(
    query: GoodsListQuery,
    viewerTenantId: string | null,
    options: { proxyOnly?: boolean } = {},
  ): Promise<PagedResult<GoodsListItem>> {
    let level: number | null = null;
    if (query.categoryId !== undefined) {
      level = await this.repository.categoryLevel(query.categoryId);
      // an unknown category holds no goods
      if (level === null) return { totalCount: 0, items: [] };
    }
    const filter = { ...query, categoryLevel: level, proxyOnly: options.proxyOnly };
    const [items, totalCount] = await Promise.all([
      this.repository.listPage(filter, query.sorting, query, viewerTenantId),
      this.repository.countListing(filter, viewerTenantId),
    ]);
    return { totalCount, items: items.map(toListItem) };
  }

  /** A good's detail; `blueOceanOnly` refuses goods outside the curated market. */
  async detail(tenantId: string, id: string, viewerTenantId: string | null, options: { blueOceanOnly?: boolean } = {}) {
    const good = await this.repository.findVisible(tenantId, id, viewerTenantId);
    if (!good) throw notFound(GOOD_NOT_FOUND);
    if (options.blueOceanOnly && (good.market !== 2 || good.supplierType !== 1)) throw notFound(GOOD_NOT_FOUND);
    const [skus, supplier, brand, categoryPath] = await Promise.all([
      this.repository.skusOf(good.id),
      this.repository.supplierOf(good.tenantId),
      good.brandId === null ? Promise.resolve(null) : this.repository.brand(good.brandId),
      this.repository.categoryPath(good.categoryId),
    ]);
    return {
      id: good.id,
      tenantId: good.tenantId,
      title: good.title,
      imgUrl: good.imgUrl,
      images: good.images,
      detailImages: good.detailImages,
      market: good.market,
      supplierType: good.supplierType,
      categoryId: good.categoryId,
      categoryPath,
      brand: brand ? { id: brand.id, nameCn: brand.nameCn, nameEn: brand.nameEn } : null,
      supplier: supplier ? { tenantId: supplier.tenantId, companyName: supplier.companyName } : null,
      minPrice: fenToYuan(good.minPriceFen),
      maxPrice: fenToYuan(good.maxPriceFen),
      saleCount: good.saleCount,
      stock: good.stock,
      isWholesale: good.isWholesale,
      weightGrams: good.weightGrams,
      status: good.status,
      creationTime: good.creationTime.toISOString(),
      skus: skus.map((sku) => ({
        skuId: sku.id,
        salesProperties: sku.salesProperties,
        attributes: sku.salesProperties.map((p) => ({ name: p.name, value: p.value })),
        price: fenToYuan(sku.priceFen),
        daifaPrice: fenToYuan(sku.daifaPriceFen),
        numberPrices: sku.numberPrices.map((t) => ({ minQty: t.minQty, price: fenToYuan(t.priceFen) })),
        stock: sku.stock,
        saleCount: sku.saleCount,
        isWholesale: sku.isWholesale,
      })),
    };
  }
}
