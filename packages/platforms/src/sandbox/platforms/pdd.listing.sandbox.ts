/** The pdd sandbox's checks of pdd.goods.add (see pdd.sandbox.ts): the request as a new listing. */
import { chineseLength } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { jsonParam, type ShopCallContext, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import { specIdList, specsOf } from './pdd.lookups.sandbox.ts';

const bool = (value: unknown, label: string) => {
  const v = rules.requireValue(value, label);
  return v === true || v === 'true' || v === 1 || v === '1';
};
/** a parameter holding a JSON list of objects (sku_list) */
export const list = (value: unknown, label: string): Record<string, unknown>[] => {
  const parsed = jsonParam(value, label);
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
};

/** pdd.goods.add: the doc page's required fields and rules */
export function goodsAdd(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
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
