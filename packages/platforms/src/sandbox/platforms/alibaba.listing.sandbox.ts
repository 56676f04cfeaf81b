/** The 1688 sandbox's checks of alibaba.product.add (see alibaba.sandbox.ts): the request as a new listing. */
import { CARGO_NUMBER_ATTRIBUTE, KNOWN_SPEC_ATTRIBUTE_IDS } from '../../alibaba/alibaba-protocol.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import type { ShopCallContext } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import { json, jsonList, type Params } from './alibaba.gateway.sandbox.ts';

/** a price as 1688 takes it: yuan, positive, at most two decimals; in fen */
function yuanPrice(value: unknown, label: string): number {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(raw) || Number(raw) <= 0) {
    return fail(
      SandboxCode.PriceInvalid,
      `${label}必须是大于0、最多两位小数的金额（单位：元），收到：${String(value)}`,
    );
  }
  return Math.round(Number(raw) * 100);
}

const SPEC_NAMES_BY_ID = new Map(Object.entries(KNOWN_SPEC_ATTRIBUTE_IDS).map(([name, id]) => [id, name]));

const imagesIn = (html: string) => [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);

/** alibaba.product.add: a leaf category, 1-5 main images, a template of the shop, SKUs in yuan */
export function productAdd(ctx: ShopCallContext, p: Params): NewListing {
  const title = rules.title(p.subject, {
    max: 128,
    measure: (t) => [...t].length,
    unit: '字符',
    label: '商品标题subject',
  });
  const category = rules.leafCategory(ctx.catalog, p.categoryID);
  const images = rules.images(json(p.image, 'image').images, { min: 1, max: 5, label: '商品主图image.images' });
  const shipping = json(p.shippingInfo, 'shippingInfo');
  const freight = rules.freightTemplate(ctx.catalog, ctx.shop.shopId, shipping.freightTemplateID, {
    label: '运费模板shippingInfo.freightTemplateID',
  });
  const skus = jsonList(p.skuInfos, 'skuInfos').map((s, i) => ({
    specs: jsonList(s.attributes, `skuInfos[${i}].attributes`).map((a) => ({
      name: String(a.attributeName ?? a.attributeDisplayName ?? SPEC_NAMES_BY_ID.get(Number(a.attributeID)) ?? ''),
      value: String(a.attributeValue ?? ''),
    })),
    priceFen: yuanPrice(s.price, `第${i + 1}个SKU的价格price`),
    stock: rules.stock(s.amountOnSale, `第${i + 1}个SKU的可售数量amountOnSale`),
    ...(s.retailPrice === undefined
      ? {}
      : { originalPriceFen: yuanPrice(s.retailPrice, `第${i + 1}个SKU的建议零售价retailPrice`) }),
  }));
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  return {
    title,
    images,
    detailImages: imagesIn(typeof p.description === 'string' ? p.description : ''),
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    // alibaba.product.add has no status: the product is published
    status: 'onSale',
    skus,
    payload: p,
  };
}

/** the goods-level merchant code: the 货号 attribute (attributeID 1398) */
export function cargoNumberOf(p: Params): string | null {
  const cargo = jsonList(p.attributes, 'attributes').find(
    (a) =>
      Number(a.attributeID) === CARGO_NUMBER_ATTRIBUTE.attributeID ||
      a.attributeName === CARGO_NUMBER_ATTRIBUTE.attributeName,
  );
  const value = cargo ? String(cargo.value ?? '').trim() : '';
  return value === '' ? null : value;
}
