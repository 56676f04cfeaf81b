import { chineseLength, type SpecPair } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
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
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { pddGatewayDialect, pddToken } from './md5-router.dialect.ts';

/** the parent specs (规格类型) a category offers; ids are the sandbox's own */
export const PDD_PARENT_SPECS = [
  { id: '1001', name: '颜色' },
  { id: '1002', name: '尺码' },
  { id: '1003', name: '规格' },
  { id: '1004', name: '款式' },
  { id: '1005', name: '口味' },
  { id: '1006', name: '容量' },
];

const bool = (value: unknown, label: string) => {
  const v = rules.requireValue(value, label);
  return v === true || v === 'true' || v === 1 || v === '1';
};
const list = (value: unknown, label: string): Record<string, unknown>[] => {
  const parsed = jsonParam(value, label);
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
};

export function specsOf(ctx: ShopCallContext, ids: unknown): SpecPair[] {
  const parsed = jsonParam(ids, 'spec_id_list');
  if (!Array.isArray(parsed)) return fail(SandboxCode.ParamInvalid, 'spec_id_list必须是规格ID数组');
  return parsed.map((id) => {
    const spec = ctx.core.state.spec(ctx.platform.name, String(id));
    if (!spec) return fail(SandboxCode.ParamInvalid, `规格ID不存在：${String(id)}`);
    const parent = PDD_PARENT_SPECS.find((p) => p.id === spec.parentSpecId);
    return { name: parent?.name ?? '规格', value: spec.name };
  });
}

/** pdd.goods.add: the reference's required fields and rules */
function goodsAdd(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const title = rules.title(p.goods_name, { max: 30, measure: chineseLength, unit: '汉字（两个字母或数字算一个）' });
  rules.oneOf(Number(rules.requireValue(p.goods_type, 'goods_type')), [1], 'goods_type');
  const category = rules.leafCategory(catalog, p.cat_id);
  const freight = rules.freightTemplate(catalog, shop.shopId, p.cost_template_id, {
    label: '运费模板cost_template_id',
  });
  rules.requireValue(p.country_id, 'country_id');
  bool(p.is_folt, 'is_folt');
  bool(p.is_refundable, 'is_refundable');
  bool(p.second_hand, 'second_hand');
  const preSale = bool(p.is_pre_sale, 'is_pre_sale');
  if (!preSale) {
    rules.oneOf(
      Number(rules.requireValue(p.shipment_limit_second, 'shipment_limit_second')),
      [86400, 172800],
      '发货时效shipment_limit_second',
    );
  }
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
    rules.atMost(single, market, `第${i + 1}个SKU的单买价不能高于参考价market_price`);
    rules.requireValue(sku.is_onsale, 'is_onsale');
    rules.requireValue(sku.limit_quantity, 'limit_quantity');
    rules.requireValue(sku.weight, 'weight');
    rules.images([sku.thumb_url], { min: 1, max: 1, label: 'SKU预览图thumb_url' });
    return {
      specs: specsOf(ctx, sku.spec_id_list),
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

const goodsInfo = (listing: ListingRecord) => ({
  goods_id: Number(listing.listingId),
  goods_name: listing.title,
  cat_id: Number(listing.categoryId),
  is_onsale: listing.status === 'onSale' ? 1 : 0,
  carousel_gallery: listing.images,
  out_goods_id: listing.externalId,
  sku_list: listing.skus.map((s) => ({
    multi_price: s.groupPriceFen,
    price: s.priceFen,
    quantity: s.stock,
    spec: s.specs.map((spec) => ({ parent_name: spec.name, spec_name: spec.value })),
  })),
});

export const pddMethods: MethodTable = {
  'pdd.pop.auth.token.create': openMethod((ctx, p) => pddToken(exchangeCode(ctx, p.code), ctx.core.clock.nowMs())),
  'pdd.pop.auth.token.refresh': openMethod((ctx, p) =>
    pddToken(refreshGrant(ctx, p.refresh_token), ctx.core.clock.nowMs()),
  ),
  'pdd.goods.cats.get': shopMethod((ctx, p) => ({
    goods_cats_list: ctx.catalog.childrenOf(text(p.parent_cat_id) ?? '0').map((c) => ({
      cat_id: Number(c.id),
      cat_name: c.name,
      level: c.level,
      parent_cat_id: Number(c.parentId),
      leaf: c.isLeaf,
    })),
  })),
  'pdd.goods.logistics.template.get': shopMethod((ctx, p) => {
    const size = Number(p.page_size ?? 20);
    if (size > 100) fail(SandboxCode.ParamInvalid, 'page_size不能超过100');
    const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
    return {
      logistics_template_list: paged(all, Number(p.page ?? 1), size).map((t) => ({
        template_id: Number(t.id),
        template_name: t.name,
        cost_type: t.costType,
      })),
      total_count: all.length,
    };
  }),
  'pdd.goods.spec.get': shopMethod((ctx, p) => {
    // kuaituantuan goods have no category: the parent specs are the same everywhere
    if (p.cat_id !== undefined) rules.leafCategory(ctx.catalog, p.cat_id);
    return {
      goods_spec_list: PDD_PARENT_SPECS.map((s) => ({
        cat_id: Number(p.cat_id),
        parent_spec_id: Number(s.id),
        parent_spec_name: s.name,
      })),
    };
  }),
  'pdd.goods.spec.id.get': shopMethod((ctx, p) => {
    const parent = PDD_PARENT_SPECS.find((s) => s.id === text(p.parent_spec_id));
    if (!parent) return fail(SandboxCode.ParamInvalid, `规格类型不存在：${text(p.parent_spec_id) ?? ''}`);
    const name = String(rules.requireValue(text(p.spec_name), 'spec_name')).trim();
    const specId = numericId(`${ctx.platform.name}|spec|${parent.id}|${name}`, 10);
    if (!ctx.core.state.spec(ctx.platform.name, specId)) {
      ctx.core.state.commit({ t: 'spec', platform: ctx.platform.name, specId, parentSpecId: parent.id, name });
    }
    return { spec_id: Number(specId), parent_spec_id: Number(parent.id), spec_name: name };
  }),
  'pdd.goods.add': shopMethod((ctx, p) => {
    const { listing } = createListing(ctx, text(p.out_goods_id), () => goodsAdd(ctx, p));
    return { goods_id: Number(listing.listingId), goods_commit_id: Number(`${listing.listingId.slice(-6)}01`) };
  }),
  'pdd.goods.information.get': shopMethod((ctx, p) => ({
    goods_info: goodsInfo(requireListing(ctx, p.goods_id)),
  })),
};

export const pddSandbox = defineSandboxPlatform({
  name: 'pdd',
  station: 2,
  catalog: { categoryIdBase: 10_000, brandIdBase: 3_000_000 },
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: true },
  listingIdBase: 600_000_000_000,
  consent: { path: '/oauth/authorize', clientIdParam: 'client_id' },
  register(_scope, kit) {
    kit.serve({ path: '/api/router', dialect: pddGatewayDialect, methods: pddMethods });
  },
});
