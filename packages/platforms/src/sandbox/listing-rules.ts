import type { SpecPair } from '../core/listing-draft.ts';
import { SandboxCode } from '../core/sandbox-codes.ts';
import type { PlatformCatalog, SandboxCategory } from './catalog/platform-catalog.ts';
import { fail } from './sandbox-failure.ts';

/**
 * The checks platforms make on a new listing, each refusing with a neutral code and a reason in the
 * platform's language; the dialects render them in their own error shapes.
 */

const EMOJI = /\p{Extended_Pictographic}/u;

export function requireValue<T>(value: T | null | undefined, label: string): T {
  if (value === undefined || value === null || value === '') return fail(SandboxCode.ParamMissing, `${label}不能为空`);
  return value;
}

export function leafCategory(catalog: PlatformCatalog, categoryId: unknown): SandboxCategory {
  const id = String(requireValue(categoryId as string, '类目ID'));
  const category = catalog.category(id);
  if (!category) return fail(SandboxCode.CategoryUnknown, `类目不存在：${id}`);
  if (!category.isLeaf) {
    return fail(SandboxCode.CategoryNotLeaf, `类目「${category.name}」(${id})不是叶子类目，请选择最末级类目`);
  }
  return category;
}

export function freightTemplate(
  catalog: PlatformCatalog,
  shopId: string,
  templateId: unknown,
  options: { label?: string; freeId?: string } = {},
): string {
  const label = options.label ?? '运费模板';
  const id = String(requireValue(templateId as string, label));
  if (options.freeId !== undefined && id === options.freeId) return id;
  if (!catalog.freightTemplates(shopId).some((t) => t.id === id)) {
    return fail(SandboxCode.FreightTemplateUnknown, `${label}不存在或不属于该店铺：${id}`);
  }
  return id;
}

export function logisticsPlan(catalog: PlatformCatalog, shopId: string, planId: unknown): string {
  const id = String(requireValue(planId as string, '物流方案'));
  if (!catalog.logisticsPlans(shopId).some((p) => p.id === id)) {
    return fail(SandboxCode.LogisticsPlanUnknown, `物流方案不存在：${id}`);
  }
  return id;
}

/**
 * The brand rule: `always` needs a real brand of the category; `byCategory` lets categories without
 * brand qualification use the platform's "no brand" id.
 */
export function brand(
  catalog: PlatformCatalog,
  category: SandboxCategory,
  brandId: unknown,
  rule: 'always' | 'byCategory' | 'optional',
): string | null {
  const id = brandId === undefined || brandId === null || brandId === '' ? null : String(brandId);
  const noBrand = catalog.shape.noBrandId;
  const needsReal = rule === 'always' || (rule === 'byCategory' && catalog.brandRequired(category.id));
  if (id === null || id === noBrand) {
    if (needsReal) return fail(SandboxCode.BrandRequired, `类目「${category.name}」需要品牌资质，请选择品牌`);
    if (id === null && rule === 'byCategory')
      return fail(SandboxCode.ParamMissing, '品牌ID不能为空（无品牌请传无品牌ID）');
    return id;
  }
  if (!catalog.brandInCategory(id, category.id)) {
    return fail(SandboxCode.BrandUnknown, `品牌${id}不存在或不可用于类目「${category.name}」`);
  }
  return id;
}

export function title(
  text: unknown,
  options: { max: number; measure: (t: string) => number; unit: string; label?: string; noEmoji?: boolean },
): string {
  const label = options.label ?? '商品标题';
  const value = String(requireValue(text as string, label)).trim();
  if (value === '') return fail(SandboxCode.ParamMissing, `${label}不能为空`);
  const length = options.measure(value);
  if (length > options.max) {
    return fail(SandboxCode.TitleLength, `${label}过长：最多${options.max}个${options.unit}，当前${length}个`);
  }
  if (options.noEmoji && EMOJI.test(value)) return fail(SandboxCode.TitleEmoji, `${label}不能包含表情符号`);
  return value;
}

export function textLength(text: unknown, min: number, max: number, label: string): string {
  const value = typeof text === 'string' ? text : '';
  const length = [...value].length;
  if (length < min || length > max) {
    return fail(SandboxCode.DescriptionLength, `${label}长度须在${min}-${max}个字之间，当前${length}个`);
  }
  return value;
}

const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);

export function images(list: unknown, options: { min: number; max: number; label: string }): string[] {
  const items = Array.isArray(list) ? list : [];
  if (items.length < options.min) {
    return fail(SandboxCode.ImagesMissing, `${options.label}至少${options.min}张`);
  }
  if (items.length > options.max) {
    return fail(SandboxCode.ImagesTooMany, `${options.label}最多${options.max}张，当前${items.length}张`);
  }
  const bad = items.find((i) => !isUrl(i));
  if (bad !== undefined) return fail(SandboxCode.ParamInvalid, `${options.label}地址无效：${String(bad)}`);
  return items as string[];
}

/** a price in fen: a positive whole number */
export function fen(value: unknown, label: string): number {
  if (typeof value === 'string' && /^\d+$/.test(value)) return fen(Number(value), label);
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    return fail(SandboxCode.PriceInvalid, `${label}必须是大于0的整数（单位：分），收到：${String(value)}`);
  }
  return value;
}

/** a price in yuan with at most 2 decimals (text or number), as fen */
export function yuan(value: unknown, label: string): number {
  const t = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(t) || Number(t) <= 0) {
    return fail(
      SandboxCode.PriceInvalid,
      `${label}必须是大于0、精确到2位小数的金额（单位：元），收到：${String(value)}`,
    );
  }
  return Math.round(Number(t) * 100);
}

export function stock(value: unknown, label: string, max = 999_999_999): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > max) {
    return fail(SandboxCode.StockInvalid, `${label}必须是0-${max}之间的整数，收到：${String(value)}`);
  }
  return n;
}

export function oneOf<T>(value: T, allowed: readonly T[], label: string): T {
  if (!allowed.includes(value)) {
    const code = label.includes('发货') ? SandboxCode.DeliveryInvalid : SandboxCode.ParamInvalid;
    return fail(code, `${label}只能是${allowed.join('、')}，收到：${String(value)}`);
  }
  return value;
}

/**
 * SKUs: at least one, no two with the same specs, and (where the platform wants a full table) one SKU
 * for every combination of the spec values.
 */
export function skuSpecs(specsOfSkus: SpecPair[][], options: { fullCombination: boolean; maxSkus: number }): void {
  if (specsOfSkus.length === 0) fail(SandboxCode.SkuMissing, 'SKU不能为空');
  if (specsOfSkus.length > options.maxSkus) {
    fail(SandboxCode.SkuCombination, `SKU数量不能超过${options.maxSkus}个，当前${specsOfSkus.length}个`);
  }
  const seen = new Set<string>();
  for (const specs of specsOfSkus) {
    const id = specs.map((s) => `${s.name}=${s.value}`).join(';');
    if (seen.has(id)) fail(SandboxCode.SkuDuplicate, `SKU规格重复：${id || '（无规格）'}`);
    seen.add(id);
  }
  if (!options.fullCombination) return;
  const values = new Map<string, Set<string>>();
  for (const specs of specsOfSkus) {
    for (const s of specs) values.set(s.name, (values.get(s.name) ?? new Set()).add(s.value));
  }
  const combinations = [...values.values()].reduce((n, set) => n * set.size, 1);
  if (combinations !== specsOfSkus.length) {
    fail(
      SandboxCode.SkuCombination,
      `SKU数量（${specsOfSkus.length}）与规格组合数（${combinations}）不一致，每个规格组合都要有SKU`,
    );
  }
}

/** the listing price relations: lower < higher (and higher <= ceiling where given) */
export function below(lower: number, higher: number, message: string): void {
  if (!(lower < higher)) fail(SandboxCode.PriceRelation, message);
}

export function atMost(value: number, ceiling: number, message: string): void {
  if (!(value <= ceiling)) fail(SandboxCode.PriceRelation, message);
}
