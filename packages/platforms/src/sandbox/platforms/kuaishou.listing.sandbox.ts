/** The kuaishou sandbox's checks of open.item.new (see kuaishou.sandbox.ts): the request as a new listing. */
import { chineseLength } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { type ShopCallContext, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';

/** new items per merchant per day ("商家每天创建商品的个数上限为500个") */
export const KUAISHOU_DAILY_LIMIT = 500;

export const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

/** a Long as JSON may carry it: a positive integer, as a number or decimal text */
function long(value: unknown, label: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) {
    return fail(SandboxCode.ParamInvalid, `${label}须为正整数（Long），收到：${String(value)}`);
  }
  return n;
}

/** open.item.new as the platform's document lists it */
export function itemNew(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const title = rules.title(p.title, { max: 30, measure: chineseLength, unit: '字', label: '商品名称title' });
  const relItemId = long(rules.requireValue(p.relItemId as string, '外部商品id relItemId'), '外部商品id relItemId');
  const category = rules.leafCategory(catalog, p.categoryId);
  const images = rules.images(p.imageUrls, { min: 1, max: 9, label: '商品主图imageUrls' });
  const detail = rules.images(p.detailImageUrls ?? [], { min: 0, max: 20, label: '详情图detailImageUrls' });
  rules.textLength(p.details, 1, 1000, '商品详情描述details');
  const freight = rules.freightTemplate(catalog, shop.shopId, p.expressTemplateId, {
    label: '运费模板expressTemplateId',
  });
  const rule = (p.serviceRule ?? fail(SandboxCode.ParamMissing, '服务规则serviceRule不能为空')) as Record<
    string,
    unknown
  >;
  rules.requireValue(text(rule.refundRule), '退款规则serviceRule.refundRule');
  if (!rule.servicePromise || typeof rule.servicePromise !== 'object') {
    fail(SandboxCode.ParamMissing, '服务承诺serviceRule.servicePromise不能为空');
  }
  const promise = rule.promiseDeliveryTime;
  const presale = rule.deliverGoodsInteralTime;
  if ((promise === undefined) === (presale === undefined)) {
    fail(SandboxCode.DeliveryInvalid, '发货时间deliverGoodsInteralTime和promiseDeliveryTime至少填一个且不能都填');
  }
  if (promise !== undefined) rules.oneOf(Number(promise), [86_400, 172_800], '承诺发货时间promiseDeliveryTime');
  if (presale !== undefined && !(Number(presale) >= 3 * 86_400 && Number(presale) <= 15 * 86_400)) {
    fail(SandboxCode.PresellInvalid, '发货间隔时间deliverGoodsInteralTime须在3-15天之间（单位：秒）');
  }
  const onOffline = rules.oneOf(
    Number(rule.immediatelyOnOfflineFlag ?? 0),
    [0, 1],
    '是否立即上架immediatelyOnOfflineFlag',
  );
  if (p.purchaseLimit === true) rules.requireValue(p.limitCount as number, '限购数量limitCount');
  const rows = list(p.skuList);
  if (rows.length > 600) fail(SandboxCode.SkuCombination, `sku数量不能超过600个，当前${rows.length}个`);
  const skus = rows.map((s, i) => {
    long(rules.requireValue(s.relSkuId as string, `第${i + 1}个SKU的relSkuId`), `第${i + 1}个SKU的relSkuId`);
    return {
      specs: list(s.skuProps).map((x) => ({
        name: String(rules.requireValue(x.propName as string, '规格名称propName')),
        value: String(rules.requireValue(x.propValueName as string, '规格值名称propValueName')),
      })),
      priceFen: rules.fen(s.skuSalePrice, `第${i + 1}个SKU的价格skuSalePrice`),
      stock: rules.stock(s.skuStock, `第${i + 1}个SKU的库存skuStock`, 9_999_999),
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  // "外部商品id不可与历史新建商品重复"
  if (ctx.core.listings.byMerchantCode('kuaishou', shop.shopId, String(relItemId)).length > 0) {
    fail(SandboxCode.ParamInvalid, `外部商品id relItemId不可与历史新建商品重复：${relItemId}`);
  }
  return {
    title,
    images,
    detailImages: detail,
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    status: onOffline === 0 ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}
