/** The taobao sandbox's checks of taobao.item.add (see taobao.sandbox.ts): the request as a new listing. */
import { gbkLength } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { type ShopCallContext, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import { SALE_PROPS } from './taobao.lookups.sandbox.ts';

/** fen as yuan text (TOP's prices) */
export const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** a comma-separated list parameter */
export const csv = (value: unknown) => (text(value) === undefined ? [] : String(text(value)).split(','));

/** a yuan amount with at most 2 decimals, as fen */
export function yuanToFen(value: unknown, label: string): number {
  const t = text(value)?.trim() ?? '';
  if (!/^\d+(\.\d{1,2})?$/.test(t) || Number(t) <= 0 || Number(t) > 100_000_000) {
    return fail(
      SandboxCode.PriceInvalid,
      `${label}必须是0.01-100000000之间、精确到2位小数的金额（单位：元，如200.07），收到：${t}`,
    );
  }
  return Math.round(Number(t) * 100);
}

/** custom values declared in input_custom_cpv: "pid:-1:黑色;pid:-2:白色" */
function customValues(value: unknown): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (text(value) ?? '').split(';').filter(Boolean)) {
    const [pid = '', vid = '', ...name] = part.split(':');
    if (!/^-\d+$/.test(vid)) fail(SandboxCode.ParamInvalid, `input_custom_cpv的自定义属性值ID必须是负整数：${part}`);
    map.set(`${pid}:${vid}`, name.join(':'));
  }
  return map;
}

/** taobao.item.add's parameters and rules */
export function itemAdd(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const title = rules.title(p.title, { max: 60, measure: gbkLength, unit: '字节（汉字算2字节）' });
  rules.textLength(p.desc, 5, 25_000, '宝贝描述desc');
  const category = rules.leafCategory(ctx.catalog, p.cid);
  const freight = rules.freightTemplate(ctx.catalog, ctx.shop.shopId, p.postage_id, { label: '运费模板postage_id' });
  rules.oneOf(text(p.type), ['fixed', 'auction'], '发布类型type');
  rules.oneOf(text(p.stuff_status), ['new', 'unused', 'second'], '新旧程度stuff_status');
  const status = rules.oneOf(text(p.approve_status) ?? 'onsale', ['onsale', 'instock'], '上架状态approve_status');
  rules.oneOf(Number(p.sub_stock ?? 0), [0, 1, 2], '拍下减库存sub_stock');
  if (gbkLength(text(p.outer_id) ?? '') > 64) fail(SandboxCode.ParamInvalid, '商家编码outer_id最长64个字节');
  const mainImage = text(p.pic_path) ?? text(p.image);
  if (!mainImage) fail(SandboxCode.ImagesMissing, '宝贝主图至少1张（pic_path或image）');
  const num = rules.stock(rules.requireValue(p.num, '商品数量num'), '商品数量num', 900_000_000);
  const price = yuanToFen(rules.requireValue(p.price, '商品价格price'), '商品价格price');

  const properties = csv(p.sku_properties);
  const quantities = csv(p.sku_quantities);
  const prices = csv(p.sku_prices);
  const outerIds = csv(p.sku_outer_ids);
  let skus: NewListing['skus'];
  if (properties.length === 0) {
    skus = [{ specs: [], priceFen: price, stock: num }];
  } else {
    if (quantities.length !== properties.length || prices.length !== properties.length) {
      fail(SandboxCode.ParamInvalid, 'sku_properties、sku_quantities、sku_prices的个数必须一一对应');
    }
    if (p.sku_outer_ids !== undefined && outerIds.length !== properties.length) {
      fail(SandboxCode.ParamInvalid, 'sku_outer_ids的个数必须与sku_properties一一对应');
    }
    const props = new Set((text(p.props) ?? '').split(';').filter(Boolean));
    const custom = customValues(p.input_custom_cpv);
    skus = properties.map((skuProps, i) => ({
      specs: skuProps.split(';').map((pair) => {
        const [pid = '', vid = ''] = pair.split(':');
        const prop = SALE_PROPS.find((s) => s.pid === pid);
        if (!prop) return fail(SandboxCode.ParamInvalid, `销售属性${pid}不是类目${category.id}的销售属性`);
        const value = prop.values.find((v) => v.vid === vid)?.name ?? custom.get(`${pid}:${vid}`);
        if (value === undefined) return fail(SandboxCode.ParamInvalid, `属性值${pair}不存在`);
        if (!props.has(pair)) fail(SandboxCode.ParamInvalid, `sku_properties中的${pair}必须同时包含在props中`);
        return { name: prop.name, value };
      }),
      priceFen: yuanToFen(prices[i], `第${i + 1}个SKU的价格sku_prices`),
      stock: rules.stock(quantities[i], `第${i + 1}个SKU的数量sku_quantities`, 900_000_000),
    }));
    rules.skuSpecs(
      skus.map((s) => s.specs),
      { fullCombination: true, maxSkus: 600 },
    );
    const total = skus.reduce((n, s) => n + s.stock, 0);
    if (total !== num) fail(SandboxCode.StockInvalid, `商品数量num（${num}）必须等于所有SKU数量之和（${total}）`);
    const low = Math.min(...skus.map((s) => s.priceFen));
    const high = Math.max(...skus.map((s) => s.priceFen));
    if (price < low || price > high) {
      fail(SandboxCode.PriceRelation, `商品价格price必须在SKU价格区间${yuanText(low)}-${yuanText(high)}之内`);
    }
  }
  return {
    title,
    images: [mainImage as string],
    detailImages: [],
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    status: status === 'onsale' ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}
