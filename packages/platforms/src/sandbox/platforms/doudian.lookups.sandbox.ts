/** The doudian sandbox's lookups (see doudian.sandbox.ts): the shop's categories, freight templates and brands. */
import { type MethodTable, paged, shopMethod, text } from '../sandbox-core.ts';

export const doudianLookupMethods: MethodTable = {
  'shop.getShopCategory': shopMethod((ctx, p) =>
    ctx.catalog.childrenOf(text(p.cid) ?? '0').map((c) => ({
      id: Number(c.id),
      name: c.name,
      level: c.level,
      parent_id: Number(c.parentId),
      is_leaf: c.isLeaf,
      enable: true,
    })),
  ),
  'freightTemplate.list': shopMethod((ctx, p) => {
    const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
    const page = Number(p.page ?? 0);
    const size = Number(p.size ?? 10);
    return {
      List: paged(all, page + 1, size).map((t) => ({
        template: {
          id: Number(t.id),
          template_name: t.name,
          product_province: '11',
          product_city: '110000',
          calculate_type: t.costType === 1 ? 1 : 2,
          transfer_type: 1,
          rule_type: t.name.includes('包邮') ? 2 : 0,
          fixed_amount: 0,
        },
      })),
      Count: all.length,
    };
  }),
  'brand.list': shopMethod((ctx, p) => {
    const categoryId = text(p.category_id) ?? '';
    const found = ctx.catalog
      .searchBrands(categoryId, text(p.query))
      .map((b) => ({ brand_id: Number(b.id), name_cn: b.nameCn, name_en: b.nameEn }));
    // categories needing brand qualification list the shop's authorised brands; others search by prefix
    const authRequired = ctx.catalog.brandRequired(categoryId);
    return {
      auth_required: authRequired,
      auth_brand_list: authRequired ? found : [],
      brand_list: authRequired ? [] : found,
    };
  }),
};
