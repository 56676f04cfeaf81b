/** The youzan sandbox's checks of youzan.item.create (see youzan.sandbox.ts): the request as a new listing. */
import type { SpecPair } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { type ShopCallContext, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';

const TITLE_MAX = 100;
const IMAGES_MAX = 15;

const list = (value: unknown): Record<string, unknown>[] => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return fail(SandboxCode.ParamInvalid, 'sku_stocks不是合法的JSON');
    }
  }
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
};

export function itemCreate(
  ctx: ShopCallContext,
  p: Record<string, unknown>,
  imageUrl: (shopId: string, id: string) => string | undefined,
): NewListing {
  const { catalog, shop } = ctx;
  const title = rules.title(p.title, {
    max: TITLE_MAX,
    measure: (t) => [...t].length,
    unit: '字',
    label: '商品标题title',
  });
  const category = rules.leafCategory(catalog, p.cid);
  rules.textLength(p.desc, 5, 25_000, '商品描述desc');
  const ids = String(p.image_ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) return fail(SandboxCode.ImagesMissing, '至少上传一张图片');
  if (ids.length > IMAGES_MAX) {
    return fail(SandboxCode.ImagesTooMany, `商品图片最多${IMAGES_MAX}张，当前${ids.length}张`);
  }
  const images = ids.map((id) => imageUrl(shop.shopId, id) ?? fail(SandboxCode.ParamInvalid, `图片不存在：${id}`));
  const given =
    p.delivery_template_id !== undefined && p.delivery_template_id !== null && Number(p.delivery_template_id) !== 0;
  const freight = given
    ? rules.freightTemplate(catalog, shop.shopId, text(p.delivery_template_id), {
        label: '运费模板delivery_template_id',
      })
    : null;
  rules.fen(p.price, '价格price');
  const display = rules.oneOf(Number(p.is_display ?? 1), [0, 1], '是否上架is_display');
  const stocks = list(p.sku_stocks);
  const skus =
    stocks.length > 0
      ? stocks.map((s, i) => ({
          specs: list(s.skus).map((k) => ({ name: String(k.k ?? ''), value: String(k.v ?? '') })) as SpecPair[],
          priceFen: rules.fen(s.price, `第${i + 1}个SKU的价格price`),
          stock: rules.stock(s.quantity, `第${i + 1}个SKU的库存quantity`),
        }))
      : [
          {
            specs: [],
            priceFen: rules.fen(p.price, '价格price'),
            stock: rules.stock(p.quantity ?? 0, '总库存quantity'),
          },
        ];
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  const detailImages = [...String(p.desc ?? '').matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);
  return {
    title,
    images,
    detailImages,
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    status: display === 1 ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}
