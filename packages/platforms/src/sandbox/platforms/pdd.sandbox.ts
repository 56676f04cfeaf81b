/**
 * pdd (拼多多) as its public docs and SDKs describe it (see md5-router.dialect.ts for the gateway):
 * - consent page `/service-market/auth` (real: https://fuwu.pinduoduo.com/service-market/auth, justmd5/pinduoduo-sdk
 *   src/Oauth/PreAuth.php); tokens by `pdd.pop.auth.token.create` / `.refresh` answering `owner_id, owner_name,
 *   access_token, expires_at, expires_in, refresh_token, refresh_token_expires_at, refresh_token_expires_in,
 *   scope, r1/r2/w1/w2_expires_at/_in` (lywzx/pdd-node-sdk PddPopAuthTokenCreate); `service_expire_at` is OURS;
 * - `pdd.goods.cats.get` items `level, cat_name, parent_cat_id, cat_id`, no leaf flag (niltor/open-pdd-net-sdk
 *   GetGoodsCatsResponse.cs); `pdd.goods.logistics.template.get` {page, page_size ≤100} → logistics_template_list
 *   [{template_id, template_name, cost_type, last_updated_time}], total_count; `pdd.goods.spec.get` {cat_id} →
 *   goods_spec_list[{cat_id, parent_spec_id, parent_spec_name}]; `pdd.goods.spec.id.get` {parent_spec_id,
 *   spec_name} → {parent_spec_id, spec_name, spec_id} (lywzx/pdd-node-sdk PddGoodsSpec*Get);
 * - `pdd.goods.add`: parameters, units (fen), types (sku `spec_id_list` a STRING "[20,5]" — an array is taken
 *   too) and rules from its doc page (open.pinduoduo.com/application/document/api?id=pdd.goods.add):
 *   goods_desc 20-500, detail_gallery 1-20, limit_quantity only 999, shipment_limit_second 86400/172800 unless
 *   is_pre_sale (then pre_sale_time), single price below market_price, group price below single price, a
 *   repeated out_goods_id refused by nothing (a second create makes a second goods);
 * - `pdd.goods.list.get` {outer_goods_id (≤10, comma), outer_id | is_onsale | goods_name (one of them, in that
 *   priority: is_onsale > outer_id > goods_name), created_at_from/end, page, page_size ≤100} (doc page
 *   ?id=pdd.goods.list.get); `pdd.goods.detail.get` (SchafferJ/open-pdd pdd_goods_detail_get.rs, status 1
 *   上架 2 下架); `pdd.goods.information.get`, the older read (goods_info_get_response, prices as yuan text).
 *
 * The ISV page code and the page headers: pdd-page-code.sandbox.ts.
 *
 * Ours: the category tree and parent spec ids, the 30-character title count (pdd's own is not published as
 * a number here), the shop's templates, ids of goods, commits and SKUs, and listings going on sale at once
 * (the real platform reviews a commit first).
 */
import { chineseLength, type SpecPair } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { Grant } from '../auth-service.ts';
import { numericId } from '../catalog/deterministic.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import {
  createListing,
  defineSandboxPlatform,
  exchangeCode,
  jsonParam,
  type MethodTable,
  openMethod,
  paged,
  refreshGrant,
  requireListing,
  type ShopCallContext,
  seconds,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { pddGatewayDialect, registerFormData } from './md5-router.dialect.ts';
import { pddPageCodeMethod, recordPageHeaders } from './pdd-page-code.sandbox.ts';

/** the parent specs (规格类型) every leaf offers; ids are the sandbox's own */
export const PDD_PARENT_SPECS = [
  { id: '1001', name: '颜色' },
  { id: '1002', name: '尺码' },
  { id: '1003', name: '规格' },
  { id: '1004', name: '款式' },
  { id: '1005', name: '口味' },
  { id: '1006', name: '容量' },
];

const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** the answer of pdd.pop.auth.token.create / .refresh (`service_expire_at`, in seconds, is ours) */
export function pddToken(grant: Grant, nowMs: number) {
  const accessAt = seconds(grant.accessExpiresAt);
  const accessIn = seconds(grant.accessExpiresAt - nowMs);
  return {
    owner_id: grant.shop.shopId,
    owner_name: grant.shop.shopName,
    access_token: grant.accessToken,
    expires_at: accessAt,
    expires_in: accessIn,
    refresh_token: grant.refreshToken,
    refresh_token_expires_at: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt) : null,
    refresh_token_expires_in: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt - nowMs) : null,
    r1_expires_at: accessAt,
    r1_expires_in: accessIn,
    r2_expires_at: accessAt,
    r2_expires_in: accessIn,
    w1_expires_at: accessAt,
    w1_expires_in: accessIn,
    w2_expires_at: accessAt,
    w2_expires_in: accessIn,
    scope: Object.keys(PDD_SANDBOX_METHODS_SCOPE),
    // ours: when the shop's order of our app ends
    service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
  };
}

/** the APIs the sandbox grants (the `scope` of a token) */
const PDD_SANDBOX_METHODS_SCOPE: Record<string, true> = {
  'pdd.goods.cats.get': true,
  'pdd.goods.logistics.template.get': true,
  'pdd.goods.spec.get': true,
  'pdd.goods.spec.id.get': true,
  'pdd.goods.add': true,
  'pdd.goods.list.get': true,
  'pdd.goods.detail.get': true,
  'pdd.goods.information.get': true,
};

const bool = (value: unknown, label: string) => {
  const v = rules.requireValue(value, label);
  return v === true || v === 'true' || v === 1 || v === '1';
};
const list = (value: unknown, label: string): Record<string, unknown>[] => {
  const parsed = jsonParam(value, label);
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
};
const int = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : Number(value));

/** a list of spec ids as the request carries it: a JSON array, or (pdd.goods.add) a string holding one */
export function specIdList(value: unknown, label: string): string[] {
  const parsed = typeof value === 'string' ? jsonParam(value, label) : value;
  if (!Array.isArray(parsed)) return fail(SandboxCode.ParamInvalid, `${label}必须是规格ID数组，如"[20,5]"`);
  return parsed.map(String);
}

export function specsOf(ctx: ShopCallContext, ids: string[]): SpecPair[] {
  return ids.map((id) => {
    const spec = ctx.core.state.spec(ctx.platform.name, id);
    if (!spec) return fail(SandboxCode.ParamInvalid, `规格ID不存在：${id}`);
    const parent = PDD_PARENT_SPECS.find((p) => p.id === spec.parentSpecId);
    return { name: parent?.name ?? '规格', value: spec.name };
  });
}

/** pdd.goods.add: the doc page's required fields and rules */
function goodsAdd(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const title = rules.title(p.goods_name, { max: 30, measure: chineseLength, unit: '汉字（两个字母或数字算一个）' });
  rules.oneOf(Number(rules.requireValue(p.goods_type, 'goods_type')), [1], 'goods_type');
  const category = rules.leafCategory(catalog, p.cat_id);
  const freight = rules.freightTemplate(catalog, shop.shopId, p.cost_template_id, {
    label: '运费模板cost_template_id',
  });
  rules.oneOf(Number(rules.requireValue(p.country_id, 'country_id')), [0], '地区/国家country_id（普通商品传0）');
  bool(p.is_folt, 'is_folt');
  bool(p.is_refundable, 'is_refundable');
  bool(p.second_hand, 'second_hand');
  const preSale = bool(p.is_pre_sale, 'is_pre_sale');
  if (preSale) rules.requireValue(p.pre_sale_time, '预售时间pre_sale_time（is_pre_sale为true时必传）');
  else {
    rules.oneOf(
      Number(rules.requireValue(p.shipment_limit_second, 'shipment_limit_second')),
      [86400, 172800],
      '发货时效shipment_limit_second',
    );
  }
  const outGoodsId = text(p.out_goods_id) ?? '';
  if ([...outGoodsId].length > 100) fail(SandboxCode.ParamInvalid, '商家编码超出100个中文字符长度限制，请重新修改');
  rules.textLength(p.goods_desc, 20, 500, '商品描述goods_desc');
  const carousel = rules.images(jsonParam(p.carousel_gallery, 'carousel_gallery'), {
    min: 1,
    max: 10,
    label: '轮播图',
  });
  const detail = rules.images(jsonParam(p.detail_gallery, 'detail_gallery'), { min: 1, max: 20, label: '详情图' });
  const market = rules.fen(p.market_price, '参考价market_price');
  const skuList = list(p.sku_list, 'sku_list');
  const skus = skuList.map((sku, i) => {
    const group = rules.fen(sku.multi_price, `第${i + 1}个SKU的拼单价multi_price`);
    const single = rules.fen(sku.price, `第${i + 1}个SKU的单买价price`);
    rules.below(group, single, `第${i + 1}个SKU的拼单价必须低于单买价`);
    rules.below(single, market, `第${i + 1}个SKU的单买价不能高于参考价market_price（须低于参考价）`);
    rules.oneOf(Number(rules.requireValue(sku.is_onsale, 'is_onsale')), [0, 1], 'is_onsale');
    rules.oneOf(Number(rules.requireValue(sku.limit_quantity, 'limit_quantity')), [999], 'sku购买限制limit_quantity');
    rules.requireValue(sku.weight, 'weight');
    rules.images([sku.thumb_url], { min: 1, max: 1, label: 'SKU预览图thumb_url' });
    return {
      specs: specsOf(ctx, specIdList(sku.spec_id_list, 'spec_id_list')),
      priceFen: single,
      groupPriceFen: group,
      stock: rules.stock(sku.quantity, `第${i + 1}个SKU的库存quantity`),
      onSale: Number(sku.is_onsale) === 1,
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  return {
    title,
    images: carousel,
    detailImages: detail,
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    status: skus.some((s) => s.onSale) ? 'onSale' : 'warehouse',
    skus: skus.map(({ onSale: _, ...sku }) => sku),
    payload: p,
  };
}

/** the SKUs as the create request gave them (spec ids, codes, pictures) beside what the sandbox kept */
function skusOf(ctx: ShopCallContext, listing: ListingRecord) {
  const sent = list(asRecord(listing.payload).sku_list, 'sku_list');
  return listing.skus.map((sku, i) => {
    const raw = sent[i] ?? {};
    const specIds = raw.spec_id_list === undefined ? [] : specIdList(raw.spec_id_list, 'spec_id_list');
    return {
      ...sku,
      skuId: Number(`${listing.listingId.slice(-9)}${String(i + 1).padStart(3, '0')}`),
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

const asRecord = (value: unknown): Record<string, unknown> =>
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
    market_price: Number(p.market_price),
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

/** the token calls, shared with kuaituantuan */
export const pddTokenMethods: MethodTable = {
  'pdd.pop.auth.token.create': openMethod((ctx, p) => pddToken(exchangeCode(ctx, p.code), ctx.core.clock.nowMs())),
  'pdd.pop.auth.token.refresh': openMethod((ctx, p) =>
    pddToken(refreshGrant(ctx, p.refresh_token), ctx.core.clock.nowMs()),
  ),
};

export const pddMethods: MethodTable = {
  ...pddTokenMethods,
  'pdd.goods.cats.get': shopMethod((ctx, p) => ({
    goods_cats_list: ctx.catalog.childrenOf(text(p.parent_cat_id) ?? '0').map((c) => ({
      level: c.level,
      cat_name: c.name,
      parent_cat_id: Number(c.parentId),
      cat_id: Number(c.id),
    })),
  })),
  'pdd.goods.logistics.template.get': shopMethod((ctx, p) => {
    const size = int(p.page_size) ?? 20;
    if (size > 100) fail(SandboxCode.ParamInvalid, 'page_size不能超过100');
    const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
    return {
      logistics_template_list: paged(all, int(p.page) ?? 1, size).map((t) => ({
        template_id: Number(t.id),
        template_name: t.name,
        cost_type: t.costType,
        last_updated_time: seconds(ctx.core.clock.nowMs()),
      })),
      total_count: all.length,
    };
  }),
  'pdd.goods.spec.get': shopMethod((ctx, p) => {
    const category = rules.leafCategory(ctx.catalog, p.cat_id);
    return {
      goods_spec_list: PDD_PARENT_SPECS.map((s) => ({
        cat_id: Number(category.id),
        parent_spec_id: Number(s.id),
        parent_spec_name: s.name,
      })),
    };
  }),
  'pdd.goods.spec.id.get': shopMethod((ctx, p) => {
    const parent = PDD_PARENT_SPECS.find((s) => s.id === text(p.parent_spec_id));
    if (!parent) return fail(SandboxCode.ParamInvalid, `规格类型不存在：${text(p.parent_spec_id) ?? ''}`);
    const name = String(rules.requireValue(text(p.spec_name), 'spec_name')).trim();
    if ([...name].length > 18) fail(SandboxCode.ParamInvalid, '规格名称不能超过18个字符，请重新修改');
    const specId = numericId(`${ctx.platform.name}|spec|${parent.id}|${name}`, 10);
    if (!ctx.core.state.spec(ctx.platform.name, specId)) {
      ctx.core.state.commit({ t: 'spec', platform: ctx.platform.name, specId, parentSpecId: parent.id, name });
    }
    return { parent_spec_id: Number(parent.id), spec_name: name, spec_id: Number(specId) };
  }),
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
  'pdd.cloud.isv.page.code': pddPageCodeMethod,
};

export const pddSandbox = defineSandboxPlatform({
  name: 'pdd',
  station: 2,
  catalog: { categoryIdBase: 10_000, brandIdBase: 3_000_000 },
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: true },
  listingIdBase: 600_000_000_000,
  // mobile.yangkeduo.com/goods.html?goods_id={goods_id}
  goodsPage: '/goods.html?goods_id={id}',
  consent: { path: '/service-market/auth', clientIdParam: 'client_id' },
  observe: recordPageHeaders,
  register(scope, kit) {
    registerFormData(scope);
    kit.serve({ path: '/api/router', dialect: pddGatewayDialect, methods: pddMethods });
  },
});
