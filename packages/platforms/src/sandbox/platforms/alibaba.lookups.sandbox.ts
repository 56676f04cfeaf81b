/** The 1688 sandbox's lookups for a distributor's own shop (see alibaba.sandbox.ts): categories, freight templates. */
import { AlibabaApi } from '../../alibaba/alibaba-protocol.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { SandboxCategory } from '../catalog/platform-catalog.ts';
import { type MethodTable, openMethod, type PlatformKit, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { Params } from './alibaba.gateway.sandbox.ts';

/** a category as category.get answers it: itself, with its children */
const categoryInfoOf = (kit: PlatformKit, category: SandboxCategory | null, id: string): Params => ({
  categoryID: Number(id),
  name: category?.name ?? '',
  isLeaf: category?.isLeaf ?? false,
  parentIDs: [Number(category?.parentId ?? 0)],
  childCategorys: kit.catalog.childrenOf(id).map((c) => ({
    id: Number(c.id),
    name: c.name,
    isLeaf: c.isLeaf,
    categoryType: '1',
  })),
});

/** category.get and the shop's freight templates */
export function alibabaLookupMethods(kit: PlatformKit): MethodTable {
  return {
    [AlibabaApi.categoryGet]: openMethod((ctx, p) => {
      const id = text(p.categoryID) ?? '0';
      const category = id === '0' ? null : (ctx.catalog.category(id) ?? null);
      if (id !== '0' && !category) return fail(SandboxCode.CategoryUnknown, `类目不存在：${id}`);
      return { succes: 'true', categoryInfo: [categoryInfoOf(kit, category, id)] };
    }),
    [AlibabaApi.freightTemplates]: shopMethod((ctx) => ({
      freightTemplates: ctx.catalog.freightTemplates(ctx.shop.shopId).map((t) => ({
        id: Number(t.id),
        name: t.name,
        memberId: `b2b-${ctx.shop.shopId}`,
        status: 1,
      })),
    })),
  };
}
