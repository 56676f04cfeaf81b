/**
 * The taobao sandbox's lookups (see taobao.sandbox.ts): categories, the sale properties every leaf offers and
 * the shop's delivery templates.
 */
import * as rules from '../listing-rules.ts';
import { type MethodTable, shopMethod, text } from '../sandbox-core.ts';

/** the sale properties every leaf offers */
export const SALE_PROPS = [
  {
    pid: '1627207',
    name: '颜色分类',
    color: true,
    values: [
      { vid: '28320', name: '白色' },
      { vid: '28341', name: '黑色' },
    ],
  },
  {
    pid: '20509',
    name: '尺码',
    color: false,
    values: [
      { vid: '28314', name: 'S' },
      { vid: '28315', name: 'M' },
      { vid: '28316', name: 'L' },
      { vid: '28317', name: 'XL' },
    ],
  },
  // ours from here on
  { pid: '122216343', name: '规格', color: false, values: [] },
  { pid: '122216344', name: '款式', color: false, values: [] },
  { pid: '122216345', name: '口味', color: false, values: [] },
  { pid: '122216346', name: '容量', color: false, values: [] },
];

export const taobaoLookupMethods: MethodTable = {
  'taobao.itemcats.get': shopMethod((ctx, p) => {
    const cids = text(p.cids)?.split(',').filter(Boolean);
    const cats = cids
      ? cids.flatMap((id) => ctx.catalog.category(id) ?? [])
      : ctx.catalog.childrenOf(text(p.parent_cid) ?? '0');
    return {
      item_cats: {
        item_cat: cats.map((c, i) => ({
          cid: Number(c.id),
          parent_cid: Number(c.parentId),
          name: c.name,
          is_parent: !c.isLeaf,
          status: 'normal',
          sort_order: i + 1,
        })),
      },
    };
  }),
  'taobao.itemprops.get': shopMethod((ctx, p) => {
    rules.leafCategory(ctx.catalog, p.cid);
    const saleOnly = text(p.is_sale_prop);
    const props = saleOnly === 'false' ? [] : SALE_PROPS;
    return {
      item_props: {
        item_prop: props.map((prop) => ({
          pid: Number(prop.pid),
          name: prop.name,
          is_sale_prop: true,
          is_color_prop: prop.color,
          must: false,
          multi: true,
          prop_values: { prop_value: prop.values.map((v) => ({ vid: Number(v.vid), name: v.name })) },
        })),
      },
    };
  }),
  'taobao.delivery.templates.get': shopMethod((ctx, p) => {
    rules.requireValue(text(p.fields), 'fields');
    const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
    return {
      delivery_templates: {
        delivery_template: all.map((t) => ({
          template_id: Number(t.id),
          name: t.name,
          assumer: 0,
          valuation: t.costType,
        })),
      },
      total_results: all.length,
    };
  }),
};
