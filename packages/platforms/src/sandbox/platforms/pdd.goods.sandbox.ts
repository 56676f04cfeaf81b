/**
 * The pdd sandbox's goods (see pdd.sandbox.ts): pdd.goods.add, and the goods as pdd.goods.list.get,
 * pdd.goods.detail.get and pdd.goods.information.get show them.
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { type SkuKey, sandboxSkuId } from '../listing-maintenance.ts';
import {
  createListing,
  type MethodTable,
  paged,
  requireListing,
  type ShopCallContext,
  seconds,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { goodsAdd, list } from './pdd.listing.sandbox.ts';
import { int, PDD_PARENT_SPECS, specIdList } from './pdd.lookups.sandbox.ts';

const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** the SKUs as the create request gave them (spec ids, codes, pictures) beside what the sandbox kept */
function skusOf(ctx: ShopCallContext, listing: ListingRecord) {
  const sent = list(asRecord(listing.payload).sku_list, 'sku_list');
  return listing.skus.map((sku, i) => {
    const raw = sent[i] ?? {};
    const specIds = raw.spec_id_list === undefined ? [] : specIdList(raw.spec_id_list, 'spec_id_list');
    return {
      ...sku,
      skuId: Number(sandboxSkuId(listing.listingId, i)),
      outSkuSn: text(raw.out_sku_sn) ?? '',
      thumbUrl: text(raw.thumb_url) ?? '',
      weight: Number(raw.weight ?? 0),
      onSale: Number(raw.is_onsale ?? 1),
      spec: specIds.map((id) => {
        const spec = ctx.core.state.spec(ctx.platform.name, id);
        const parent = PDD_PARENT_SPECS.find((p) => p.id === spec?.parentSpecId);
        return {
          parent_id: Number(parent?.id ?? 0),
          parent_name: parent?.name ?? '',
          spec_id: Number(id),
          spec_name: spec?.name ?? '',
          spec_note: '',
        };
      }),
    };
  });
}

/** the SKUs as the maintenance calls name them: sku_id, and the SKU code sent as out_sku_sn (outer_id) */
export const pddSkuKeys = (listing: ListingRecord): SkuKey[] =>
  listing.skus.map((_, i) => ({
    skuId: sandboxSkuId(listing.listingId, i),
    outerId: text(list(asRecord(listing.payload).sku_list, 'sku_list')[i]?.out_sku_sn) ?? '',
  }));

/** the goods' market price: the create request's, until pdd.goods.sku.price.update changed it */
export const pddMarketPrice = (l: ListingRecord) => l.marketPriceFen ?? Number(asRecord(l.payload).market_price);

export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

const onSaleFlag = (l: ListingRecord) => (l.status === 'onSale' ? 1 : 0);

/** pdd.goods.detail.get's answer (the fields the sandbox knows) */
function goodsDetail(ctx: ShopCallContext, l: ListingRecord) {
  const p = asRecord(l.payload);
  return {
    goods_id: Number(l.listingId),
    goods_name: l.title,
    goods_desc: text(p.goods_desc) ?? '',
    goods_type: Number(p.goods_type ?? 1),
    cat_id: Number(l.categoryId),
    cost_template_id: Number(l.freightTemplateId),
    country_id: 0,
    market_price: pddMarketPrice(l),
    carousel_gallery_list: l.images,
    detail_gallery_list: l.detailImages,
    image_url: '',
    is_folt: p.is_folt === true || p.is_folt === 'true' ? 1 : 0,
    is_pre_sale: p.is_pre_sale === true || p.is_pre_sale === 'true' ? 1 : 0,
    is_refundable: p.is_refundable === true || p.is_refundable === 'true' ? 1 : 0,
    second_hand: p.second_hand === true || p.second_hand === 'true' ? 1 : 0,
    shipment_limit_second: Number(p.shipment_limit_second ?? 0),
    outer_goods_id: l.externalId ?? '',
    status: l.status === 'onSale' ? 1 : 2,
    sku_list: skusOf(ctx, l).map((s) => ({
      sku_id: s.skuId,
      is_onsale: s.onSale,
      limit_quantity: 999,
      multi_price: s.groupPriceFen ?? s.priceFen,
      price: s.priceFen,
      quantity: s.stock,
      reserve_quantity: 0,
      out_sku_sn: s.outSkuSn,
      thumb_url: s.thumbUrl,
      weight: s.weight,
      spec: s.spec,
    })),
  };
}

/** a goods of pdd.goods.list.get */
function goodsListItem(ctx: ShopCallContext, l: ListingRecord) {
  const skus = skusOf(ctx, l);
  return {
    created_at: seconds(l.createdAt),
    goods_id: Number(l.listingId),
    goods_name: l.title,
    goods_quantity: skus.reduce((n, s) => n + s.stock, 0),
    goods_reserve_quantity: 0,
    image_url: l.images[0] ?? '',
    is_more_sku: skus.length > 1 ? 1 : 0,
    is_onsale: onSaleFlag(l),
    thumb_url: l.images[0] ?? '',
    sku_list: skus.map((s) => ({
      is_sku_onsale: s.onSale,
      outer_goods_id: l.externalId ?? '',
      outer_id: s.outSkuSn,
      reserve_quantity: 0,
      sku_id: s.skuId,
      sku_quantity: s.stock,
      spec: s.spec.map((x) => x.spec_name).join(' '),
      spec_details: s.spec,
    })),
  };
}

function goodsList(ctx: ShopCallContext, p: Record<string, unknown>) {
  const size = int(p.page_size) ?? 100;
  if (size < 1 || size > 100) fail(SandboxCode.ParamInvalid, 'page_size必须在1-100之间');
  const from = int(p.created_at_from);
  const end = int(p.created_at_end);
  if (from !== undefined && end !== undefined && end - from > 7 * 86_400) {
    fail(SandboxCode.ParamInvalid, '开始时间结束时间间距不超过7天');
  }
  const codes = text(p.outer_goods_id)?.split(',').filter(Boolean) ?? [];
  if (codes.length > 10) fail(SandboxCode.ParamInvalid, 'outer_goods_id最多10个');
  const onSale = int(p.is_onsale);
  const outerId = text(p.outer_id);
  const name = text(p.goods_name);
  const costTemplate = text(p.cost_template_id);
  const matches = ctx.core.listings
    .list(ctx.platform.name, ctx.shop.shopId)
    .filter((l) => codes.length === 0 || codes.includes(l.externalId ?? ''))
    .filter((l) => costTemplate === undefined || l.freightTemplateId === costTemplate)
    .filter((l) => from === undefined || seconds(l.createdAt) >= from)
    .filter((l) => end === undefined || seconds(l.createdAt) <= end)
    // is_onsale, outer_id and goods_name: one of them applies, in that priority
    .filter((l) => {
      if (onSale !== undefined) return onSaleFlag(l) === onSale;
      if (outerId !== undefined) return skusOf(ctx, l).some((s) => s.outSkuSn === outerId);
      if (name !== undefined) return l.title.includes(name);
      return true;
    })
    .sort((a, b) => b.createdAt - a.createdAt);
  return {
    goods_list: paged(matches, int(p.page) ?? 1, size).map((l) => goodsListItem(ctx, l)),
    total_count: matches.length,
  };
}

/** pdd.goods.information.get: the older read, prices as yuan text */
function goodsInfo(ctx: ShopCallContext, l: ListingRecord) {
  const category = ctx.catalog.category(l.categoryId);
  const root = category ? ctx.catalog.category(category.parents[0] ?? category.id) : undefined;
  const p = asRecord(l.payload);
  const skus = skusOf(ctx, l);
  return {
    goods_info: {
      goods_id: Number(l.listingId),
      goods_sn: `${l.listingId}`,
      goods_type: Number(p.goods_type ?? 1),
      goods_category: root?.name ?? '',
      last_category: category?.name ?? '',
      is_refundable: p.is_refundable === true || p.is_refundable === 'true' ? 1 : 0,
      shipment_limit_second: Number(p.shipment_limit_second ?? 0),
      goods_name: l.title,
      image_url: l.images[0] ?? '',
      goods_quantity: skus.reduce((n, s) => n + s.stock, 0),
      is_onsale: onSaleFlag(l),
      second_hand: 0,
      group_required_customer_num: 2,
      sku_list: skus.map((s) => ({
        spec: s.spec.map((x) => x.spec_name).join(' '),
        sku_id: s.skuId,
        sku_quantity: s.stock,
        outer_id: s.outSkuSn,
        outer_goods_id: l.externalId ?? '',
        sku_img: s.thumbUrl,
        group_price: yuanText(s.groupPriceFen ?? s.priceFen),
        single_price: yuanText(s.priceFen),
        is_sku_onsale: s.onSale,
      })),
    },
  };
}

export const pddGoodsMethods: MethodTable = {
  'pdd.goods.add': shopMethod((ctx, p) => {
    const { listing } = createListing(ctx, text(p.out_goods_id), () => goodsAdd(ctx, p));
    return {
      goods_commit_id: Number(`${listing.listingId.slice(-9)}01`),
      goods_id: Number(listing.listingId),
      matched_spu_id: 0,
    };
  }),
  'pdd.goods.list.get': shopMethod((ctx, p) => goodsList(ctx, p)),
  'pdd.goods.detail.get': shopMethod((ctx, p) => goodsDetail(ctx, requireListing(ctx, p.goods_id))),
  'pdd.goods.information.get': shopMethod((ctx, p) => goodsInfo(ctx, requireListing(ctx, p.goods_id))),
};
