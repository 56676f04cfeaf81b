/** The doudian sandbox's checks of product/addV2 (see doudian.sandbox.ts): the request as a new listing. */
import { chineseLength, type SpecPair } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { type ShopCallContext, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';

/** "颜色|黑色,白色^尺码|M,L" */
function parseSpecs(value: unknown): { name: string; values: string[] }[] {
  const textValue = rules.requireValue(text(value), '规格specs');
  return textValue.split('^').map((group) => {
    const [name = '', values = ''] = group.split('|');
    if (name === '' || values === '') fail(SandboxCode.ParamInvalid, `规格格式错误：${group}`);
    return { name, values: values.split(',') };
  });
}

const urlsOf = (value: unknown) => (text(value) ?? '').split('|').filter((u) => u !== '');

/** "yyyy-MM-dd HH:mm:ss" in China time, as epoch ms */
function chinaTime(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) {
    return fail(SandboxCode.PresellInvalid, `预售结束时间presell_end_time格式须为yyyy-MM-dd HH:mm:ss，收到：${value}`);
  }
  return Date.parse(`${value.replace(' ', 'T')}+08:00`);
}

/** spec_prices: the SDK sends a JSON string (`SpecPrices *string`) */
function specPriceRows(value: unknown): Record<string, unknown>[] {
  const raw = rules.requireValue(value as string, 'sku详情spec_prices');
  if (typeof raw !== 'string') return fail(SandboxCode.ParamInvalid, 'spec_prices须为JSON字符串');
  try {
    const rows: unknown = JSON.parse(raw);
    if (Array.isArray(rows)) return rows as Record<string, unknown>[];
  } catch {
    // below
  }
  return fail(SandboxCode.ParamInvalid, 'spec_prices不是合法的JSON数组');
}

/** product/addV2 as the SDK's ProductAddV2Param describes it */
export function addV2(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const category = rules.leafCategory(catalog, p.category_leaf_id);
  const name = rules.title(p.name, {
    max: 30,
    measure: chineseLength,
    unit: '汉字（两个字母或数字算一个）',
    noEmoji: true,
    label: '商品标题name',
  });
  const pics = rules.images(urlsOf(p.pic), { min: 1, max: 5, label: '主图pic' });
  const description = rules.images(urlsOf(p.description), { min: 1, max: 50, label: '详情图description' });
  rules.oneOf(Number(p.reduce_type), [1, 2], '减库存方式reduce_type');
  const freight = rules.freightTemplate(catalog, shop.shopId, text(p.freight_id), {
    label: '运费模板freight_id',
    freeId: '0',
  });
  const brandId = rules.brand(catalog, category, text(p.standard_brand_id), 'byCategory');
  const presell = rules.oneOf(Number(p.presell_type ?? 0), [0, 1, 2], '预售类型presell_type');
  if (presell !== 1) rules.oneOf(Number(p.delivery_delay_day ?? 2), [9999, 1, 2], '发货时效delivery_delay_day');
  if (presell === 1) {
    const end = chinaTime(String(rules.requireValue(p.presell_end_time as string, '预售结束时间presell_end_time')));
    const now = ctx.core.clock.nowMs();
    if (!(end > now)) fail(SandboxCode.PresellInvalid, '预售结束时间必须晚于当前时间');
    if (end > now + 30 * 86_400_000) fail(SandboxCode.PresellInvalid, '预售结束时间最多支持设置距离当前30天');
    const delay = Number(rules.requireValue(p.presell_delay, '预售结束后发货天数presell_delay'));
    if (!(delay >= 2 && delay <= 30)) fail(SandboxCode.PresellInvalid, '预售结束后发货天数须在2-30天之间');
  }
  if (presell === 2) {
    const delay = Number(rules.requireValue(p.presell_delay, '阶梯发货天数presell_delay'));
    if (!(delay >= 1 && delay <= 30)) fail(SandboxCode.PresellInvalid, '阶梯发货天数须在1-30天之间');
  }
  const specs = parseSpecs(p.specs);
  const rows = specPriceRows(p.spec_prices);
  const reference = rules.fen(p.reference_price, '参考价reference_price');
  const skus = rows.map((row, i) => {
    const price = rules.fen(row.price, `第${i + 1}个SKU的价格price`);
    rules.below(price, reference, '参考价reference_price必须高于售价');
    rules.below(reference, price * 10, '参考价reference_price必须低于售价的10倍');
    const pairs: SpecPair[] = specs.map((s, k) => ({
      name: s.name,
      value: String(row[`spec_detail_name${k + 1}`] ?? ''),
    }));
    pairs.forEach((pair, k) => {
      if (!specs[k]?.values.includes(pair.value))
        fail(SandboxCode.SkuCombination, `规格值「${pair.value}」不在specs中`);
    });
    return { specs: pairs, priceFen: price, stock: rules.stock(row.stock_num, `第${i + 1}个SKU的库存stock_num`) };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  const commit = p.commit === true || p.commit === 'true';
  return {
    title: name,
    images: pics,
    detailImages: description,
    categoryId: category.id,
    brandId,
    freightTemplateId: freight,
    status: commit ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}
