/**
 * The pdd sandbox's lookups (see pdd.sandbox.ts): categories, logistics templates, and the specs (规格) the
 * goods calls name by id.
 */
import type { SpecPair } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { numericId } from '../catalog/deterministic.ts';
import * as rules from '../listing-rules.ts';
import {
  jsonParam,
  type MethodTable,
  paged,
  type ShopCallContext,
  seconds,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';

/** the parent specs (规格类型) every leaf offers; ids are the sandbox's own */
export const PDD_PARENT_SPECS = [
  { id: '1001', name: '颜色' },
  { id: '1002', name: '尺码' },
  { id: '1003', name: '规格' },
  { id: '1004', name: '款式' },
  { id: '1005', name: '口味' },
  { id: '1006', name: '容量' },
];

/** a number parameter that may be absent */
export const int = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : Number(value);

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

export const pddLookupMethods: MethodTable = {
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
};
