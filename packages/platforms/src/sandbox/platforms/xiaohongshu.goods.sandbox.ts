/**
 * The xiaohongshu sandbox's goods (see xiaohongshu.sandbox.ts): product.createItemAndSku, and the items as
 * product.getItemInfo and product.searchItemList show them.
 */

import type { SkuKey } from '../listing-maintenance.ts';
import { createListing, type MethodTable, requireListing, shopMethod, text } from '../sandbox-core.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { createItem, list } from './xiaohongshu.listing.sandbox.ts';

const DELIVERY_TYPES: Record<number, string> = { 3: 'TODAY', 4: 'RELATIVE_TIME_NEW', 5: 'ABSOLUTE_TIME_NEW' };

/** ItemDetailV3: the item as product.getItemInfo and product.searchItemList show it */
function itemDetailOf(l: ListingRecord) {
  const p = (l.payload ?? {}) as Record<string, unknown>;
  return {
    id: l.listingId,
    name: l.title,
    brandId: Number(l.brandId ?? 0),
    categoryId: l.categoryId,
    attributes: list(p.attributes),
    shippingTemplateId: l.freightTemplateId ?? '',
    variantIds: Array.isArray(p.variantIds) ? p.variantIds : [],
    images: l.images,
    articleNo: text(p.articleNo) ?? '',
    imageDescriptions: l.detailImages,
    description: text(p.description) ?? '',
    freeReturn: Number(p.freeReturn ?? 1),
    createTime: l.createdAt,
    updateTime: l.createdAt,
  };
}

const xiaohongshuSkuId = (l: ListingRecord, i: number) => `${l.listingId}${String(i + 1).padStart(3, '0')}`;

/** the SKUs as the stock, price and shelf calls name them: skuId, and the erpCode (商家编码) they were made with */
export const xiaohongshuSkuKeys = (l: ListingRecord): SkuKey[] => {
  const rows = list(((l.payload ?? {}) as Record<string, unknown>).createSkuList);
  return l.skus.map((_, i) => ({ skuId: xiaohongshuSkuId(l, i), outerId: text(rows[i]?.erpCode) ?? '' }));
};

function skuInfosOf(l: ListingRecord) {
  const rows = list(((l.payload ?? {}) as Record<string, unknown>).createSkuList);
  return l.skus.map((s, i) => {
    const row = rows[i] ?? {};
    const delivery = (row.deliveryTime ?? {}) as Record<string, unknown>;
    return {
      id: xiaohongshuSkuId(l, i),
      itemId: l.listingId,
      ipq: 1,
      originalPrice: s.originalPriceFen ?? s.priceFen,
      price: s.priceFen,
      stock: s.stock,
      logisticsPlanId: text(row.logisticsPlanId) ?? '',
      erpCode: text(row.erpCode) ?? '',
      variants: list(row.variants).map((v) => ({
        id: text(v.id) ?? '',
        name: text(v.name) ?? '',
        value: text(v.value) ?? '',
      })),
      deliveryTime: { type: DELIVERY_TYPES[Number(delivery.type)] ?? 'DEFAULT', time: text(delivery.time) ?? '' },
      barcode: text(row.barcode) ?? '',
      rowNumber: i + 1,
      scSkucode: `XHS${l.listingId}${i + 1}`,
      buyable: l.status === 'onSale' && s.available !== false,
      name: l.title,
      createTime: l.createdAt,
      updateTime: l.createdAt,
    };
  });
}

/** a searchItemList keyword: the item id, its 货号, or a SKU's id, 商家编码 or 条形码 */
function matchesKeyword(l: ListingRecord, keyword: string): boolean {
  const item = itemDetailOf(l);
  if (item.id === keyword || item.articleNo === keyword) return true;
  return skuInfosOf(l).some(
    (s) => s.id === keyword || s.erpCode === keyword || s.barcode === keyword || s.scSkucode === keyword,
  );
}

export const xiaohongshuGoodsMethods: MethodTable = {
  'product.createItemAndSku': shopMethod((ctx, p) => {
    const { listing } = createListing(ctx, text(p.articleNo), () => createItem(ctx, p));
    return { ...itemDetailOf(listing), itemId: listing.listingId, skuList: skuInfosOf(listing) };
  }),
  'product.getItemInfo': shopMethod((ctx, p) => {
    const listing = requireListing(ctx, p.itemId);
    const skuInfos = skuInfosOf(listing);
    return { total: skuInfos.length, skuInfos, itemInfo: itemDetailOf(listing) };
  }),
  'product.searchItemList': shopMethod((ctx, p) => {
    const search = (p.searchParam ?? {}) as Record<string, unknown>;
    const keywords = (Array.isArray(search.keywords) ? search.keywords : []).map(String);
    const pageNo = Math.max(Number(p.pageNo ?? 1), 1);
    const pageSize = Math.min(Math.max(Number(p.pageSize ?? 50), 1), 100);
    const all = ctx.core.listings
      .list('xiaohongshu', ctx.shop.shopId)
      .filter((l) => keywords.length === 0 || keywords.some((k) => matchesKeyword(l, k)))
      .filter((l) =>
        typeof search.keyword === 'string' && search.keyword !== '' ? l.title.includes(search.keyword) : true,
      )
      .filter((l) => (typeof search.buyable === 'boolean' ? (l.status === 'onSale') === search.buyable : true))
      .sort((a, b) => b.createdAt - a.createdAt);
    return {
      currentPage: pageNo,
      pageSize,
      total: all.length,
      itemDetailV3s: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(itemDetailOf),
    };
  }),
};
