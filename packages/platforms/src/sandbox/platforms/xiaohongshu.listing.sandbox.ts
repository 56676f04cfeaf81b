/**
 * The xiaohongshu sandbox's checks of product.createItemAndSku (see xiaohongshu.sandbox.ts): the request as a
 * new listing.
 */
import { chineseLength } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { type ShopCallContext, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import { VARIATIONS } from './xiaohongshu.lookups.sandbox.ts';

export const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
const links = (value: unknown) => list(value).map((i) => i.link);

/** deliveryTime { type: 3 当日发 | 4 相对时间（小时） | 5 绝对时间, time } */
function checkDelivery(value: unknown, label: string) {
  const delivery = (value ?? fail(SandboxCode.ParamMissing, `${label}不能为空`)) as Record<string, unknown>;
  const type = rules.oneOf(Number(delivery.type), [3, 4, 5], `${label}.type（发货时间类型）`);
  const time = text(delivery.time) ?? '';
  if (type === 4 && !/^[1-9]\d*$/.test(time))
    fail(SandboxCode.DeliveryInvalid, `${label}.time须为整数小时，收到：${time}`);
  if (type === 5 && !/^\d{4}\/\d{2}\/\d{2}$/.test(time))
    fail(SandboxCode.DeliveryInvalid, `${label}.time须为YYYY/MM/DD，收到：${time}`);
  return { type, time };
}

/** product.createItemAndSku: brand, carriage template and a logistics plan per SKU are required */
export function createItem(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const name = rules.title(p.name, { max: 50, measure: chineseLength, unit: '字', label: '商品名称name' });
  const category = rules.leafCategory(catalog, p.categoryId);
  const brandId = rules.brand(catalog, category, p.brandId, 'always');
  const carriage = rules.freightTemplate(catalog, shop.shopId, p.shippingTemplateId, {
    label: '运费模板shippingTemplateId',
  });
  const images = rules.images(links(p.images), { min: 1, max: 9, label: '商品主图images' });
  const details = rules.images(links(p.imageDescriptions), {
    min: 0,
    max: 30,
    label: '商品详情描述图片imageDescriptions',
  });
  if (typeof p.description === 'string') rules.textLength(p.description, 0, 500, '商品描述文字description');
  const variantIds = (Array.isArray(p.variantIds) ? p.variantIds : []).map(String);
  for (const id of variantIds) {
    if (!VARIATIONS.some((v) => v.id === id)) fail(SandboxCode.ParamInvalid, `规格类型variantIds不属于该类目：${id}`);
  }
  const rows = list(p.createSkuList);
  const skus = rows.map((s, i) => {
    const label = `第${i + 1}个SKU`;
    const price = rules.fen(s.price, `${label}的售价price`);
    if (price > 10_000_000) fail(SandboxCode.PriceInvalid, `${label}的售价price上限10w元（10000000分）`);
    const original =
      s.originalPrice === undefined || s.originalPrice === null
        ? undefined
        : rules.fen(s.originalPrice, `${label}的市场价originalPrice`);
    if (original !== undefined) rules.below(price, original, `${label}的售价须低于市场价originalPrice`);
    rules.logisticsPlan(catalog, shop.shopId, s.logisticsPlanId);
    checkDelivery(s.deliveryTime, `${label}的发货时间deliveryTime`);
    const specs = list(s.variants).map((v) => {
      const id = text(v.id) ?? '';
      if (!variantIds.includes(id))
        fail(SandboxCode.ParamInvalid, `${label}的规格id须为variantIds中的规格：${id || '（未传）'}`);
      return {
        name: String(v.name ?? VARIATIONS.find((x) => x.id === id)?.name ?? ''),
        value: String(rules.requireValue(v.value as string, `${label}的规格值value`)),
      };
    });
    return {
      specs,
      priceFen: price,
      ...(original === undefined ? {} : { originalPriceFen: original }),
      stock: rules.stock(s.stock, `${label}的库存stock`),
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 500 },
  );
  return {
    title: name,
    images,
    detailImages: details,
    categoryId: category.id,
    brandId,
    freightTemplateId: carriage,
    status: 'warehouse',
    skus,
    payload: p,
  };
}
