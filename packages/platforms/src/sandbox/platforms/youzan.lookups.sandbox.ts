/** The youzan sandbox's lookups (see youzan.sandbox.ts): the shop, the category tree and the logistics templates. */
import type { PlatformCatalog } from '../catalog/platform-catalog.ts';
import { type MethodTable, paged, shopMethod } from '../sandbox-core.ts';

/** an id as youzan's answers carry it: a number where it is one */
export const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

/** the whole category tree, each node with its sub_categories */
function categoryTree(catalog: PlatformCatalog, parentId = '0'): Record<string, unknown>[] {
  return catalog.childrenOf(parentId).map((c) => ({
    cid: numeric(c.id),
    parent_cid: numeric(c.parentId),
    name: c.name,
    is_parent: !c.isLeaf,
    sub_categories: categoryTree(catalog, c.id),
  }));
}

export const youzanLookupMethods: MethodTable = {
  'youzan.shop.basic.get/3.0.0': shopMethod(
    (ctx) => ({
      sid: numeric(ctx.shop.shopId),
      name: ctx.shop.shopName,
      logo: '',
      url: `https://shop${ctx.shop.shopId}.youzan.com`,
      physical_url: '',
      cert_type: 0,
    }),
    null,
  ),
  'youzan.itemcategories.get/3.0.0': shopMethod((ctx) => ({ categories: categoryTree(ctx.catalog) })),
  'youzan.logistics.template.search/3.0.0': shopMethod((ctx, p) => {
    const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
    const page = Number(p.page_no ?? 1);
    const size = Number(p.page_size ?? 20);
    return {
      object: {
        data: {
          paginator: { page, size, totalCount: all.length },
          items: paged(all, page, size).map((t) => ({
            id: numeric(t.id),
            kdtId: numeric(ctx.shop.shopId),
            name: t.name,
            payType: 1,
            valuationType: t.costType === 1 ? 2 : 1,
            isFreeDelivery: t.name.includes('包邮') ? 1 : 0,
          })),
        },
        success: true,
        code: 200,
        message: 'successful',
      },
    };
  }),
};
