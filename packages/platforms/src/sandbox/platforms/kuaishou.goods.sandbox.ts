/** The kuaishou sandbox's goods (see kuaishou.sandbox.ts): open.item.new, open.item.get and open.item.list.get. */
import type { SandboxCategory } from '../catalog/platform-catalog.ts';
import { type SkuKey, sandboxSkuId } from '../listing-maintenance.ts';
import {
  createListing,
  type MethodTable,
  requireListing,
  type ShopCallContext,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { itemNew, KUAISHOU_DAILY_LIMIT, list } from './kuaishou.listing.sandbox.ts';

/** the SKUs as the stock and price calls name them: kwaiSkuId, and the skuNick the item was created with */
export const kuaishouSkuKeys = (l: ListingRecord): SkuKey[] => {
  const rows = list(((l.payload ?? {}) as Record<string, unknown>).skuList);
  return l.skus.map((_, i) => ({ skuId: sandboxSkuId(l.listingId, i, 10), outerId: String(rows[i]?.skuNick ?? '') }));
};

/** the SKUs of a listing as open.item.get / open.item.list.get show them */
function skuInfosOf(l: ListingRecord) {
  const rows = list(((l.payload ?? {}) as Record<string, unknown>).skuList);
  return l.skus.map((s, i) => ({
    kwaiSkuId: Number(sandboxSkuId(l.listingId, i, 10)),
    relSkuId: Number(rows[i]?.relSkuId ?? 0),
    skuStock: s.stock,
    imageUrl: '',
    skuSalePrice: s.priceFen,
    isValid: 1,
    createTime: l.createdAt,
    updateTime: l.createdAt,
    specification: s.specs.map((x) => x.value).join(' '),
    skuNick: String(rows[i]?.skuNick ?? ''),
    skuProp: s.specs.map((x) => ({ propName: x.name, propValueName: x.value, isValid: 1, propVersion: 1 })),
    kwaiItemId: Number(l.listingId),
  }));
}

/** open.item.get data */
function itemOf(ctx: ShopCallContext, l: ListingRecord) {
  const payload = (l.payload ?? {}) as Record<string, unknown>;
  const category = ctx.catalog.category(l.categoryId);
  const parents = (category?.parents ?? []).map((id) => ctx.catalog.category(id) as SandboxCategory);
  return {
    itemId: Number(l.listingId),
    relItemId: Number(l.externalId ?? 0),
    categoryId: Number(l.categoryId),
    categoryName: category?.name ?? '',
    parentCategoryId: Number(category?.parentId ?? 0),
    title: l.title,
    details: String(payload.details ?? ''),
    imageUrls: l.images,
    detailImageUrls: l.detailImages,
    skuInfos: skuInfosOf(l),
    serviceRule: payload.serviceRule ?? {},
    auditStatus: 2,
    auditReason: '',
    createdTime: l.createdAt,
    updateTime: l.createdAt,
    onOfflineStatus: l.status === 'onSale' ? 1 : 0,
    parentCategoryList: parents.map((c) => ({
      categoryId: Number(c.id),
      categoryName: c.name,
      categoryPid: Number(c.parentId),
    })),
    expressTemplateId: Number(l.freightTemplateId ?? 0),
    purchaseLimit: payload.purchaseLimit === true,
    limitCount: Number(payload.limitCount ?? 0),
  };
}

/** open.item.list.get's item (GetItemListResponseParam.items) */
const listItemOf = (l: ListingRecord) => ({
  kwaiItemId: Number(l.listingId),
  skuList: skuInfosOf(l),
  relItemId: Number(l.externalId ?? 0),
  title: l.title,
  mainImageUrl: l.images[0] ?? '',
  categoryId: Number(l.categoryId),
  price: Math.min(...l.skus.map((s) => s.priceFen)),
  createTime: l.createdAt,
  updateTime: l.createdAt,
  auditStatus: 2,
  shelfStatus: l.status === 'onSale' ? 1 : 0,
  imageUrls: l.images,
  fromType: 1,
  itemStatus: 1,
  expressTemplateId: Number(l.freightTemplateId ?? 0),
  itemType: 1,
});

export const kuaishouGoodsMethods: MethodTable = {
  'open.item.new': shopMethod((ctx, p) => {
    const { listing } = createListing(ctx, text(p.relItemId), () => itemNew(ctx, p), KUAISHOU_DAILY_LIMIT);
    return {
      kwaiItemId: Number(listing.listingId),
      relItemId: Number(listing.externalId),
      skuIdMapping: skuInfosOf(listing).map((s) => ({
        kwaiSkuId: s.kwaiSkuId,
        relSkuId: s.relSkuId,
        skuNick: s.skuNick,
      })),
    };
  }),
  'open.item.get': shopMethod((ctx, p) => itemOf(ctx, requireListing(ctx, p.kwaiItemId))),
  'open.item.list.get': shopMethod((ctx, p) => {
    const byKwai = text(p.kwaiItemId);
    const byRel = text(p.relItemId);
    const pageSize = Math.min(Math.max(Number(p.pageSize ?? 100), 10), 100);
    const pageNumber = Math.max(Number(p.pageNumber ?? 1), 1);
    const all = ctx.core.listings
      .list('kuaishou', ctx.shop.shopId)
      .filter((l) => (byKwai ? l.listingId === byKwai : byRel ? l.externalId === byRel : true))
      .sort((a, b) => b.createdAt - a.createdAt);
    const items = all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(listItemOf);
    return {
      totalItemCount: all.length,
      currentPageItemCount: items.length,
      currentPageNumber: pageNumber,
      totalPage: Math.max(1, Math.ceil(all.length / pageSize)),
      items,
    };
  }),
};
