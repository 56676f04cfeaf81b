/** The doudian sandbox's goods (see doudian.sandbox.ts): product/addV2, product.detail and product.listV2. */
import { chinaDateTime, DOUDIAN_NO_BRAND_ID } from '../../connectors/doudian.connector.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { SandboxCategory } from '../catalog/platform-catalog.ts';
import { type SkuKey, sandboxSkuId } from '../listing-maintenance.ts';
import {
  createListing,
  type MethodTable,
  paged,
  requireListing,
  type ShopCallContext,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { addV2 } from './doudian.listing.sandbox.ts';

/** the category's first..fourth cid and name, root first */
function categoryDetail(category: SandboxCategory | undefined, lookup: (id: string) => SandboxCategory | undefined) {
  const path = category ? [...category.parents.map(lookup), category] : [];
  const levels = ['first', 'second', 'third', 'fourth'] as const;
  return Object.fromEntries(
    levels.flatMap((level, i) => [
      [`${level}_cid`, Number(path[i]?.id ?? 0)],
      [`${level}_cname`, path[i]?.name ?? ''],
    ]),
  );
}

/** the SKUs as the stock and price calls name them: sku_id, and the SKU code (`code`) of product.addV2's spec_prices */
export function doudianSkuKeys(l: ListingRecord): SkuKey[] {
  const raw = ((l.payload ?? {}) as Record<string, unknown>).spec_prices;
  let rows: unknown = [];
  try {
    rows = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    // addV2 refused unparsable spec_prices: a stored listing always has them
  }
  const list = Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
  return l.skus.map((_, i) => ({ skuId: sandboxSkuId(l.listingId, i), outerId: text(list[i]?.code) ?? '' }));
}

/** spec value ids of the sandbox: stable per listing, spec and value */
const specValueId = (listingId: string, spec: number, value: number) =>
  Number(`${listingId.slice(-8)}${spec + 1}${String(value + 1).padStart(2, '0')}`);

/** product.detail data (the SDK's api/product_detail/response) */
function detailOf(ctx: ShopCallContext, l: ListingRecord) {
  const table: { name: string; values: string[] }[] = [];
  for (const sku of l.skus) {
    sku.specs.forEach((s, k) => {
      const spec = table[k] ?? { name: s.name, values: [] };
      if (!spec.values.includes(s.value)) spec.values.push(s.value);
      table[k] = spec;
    });
  }
  const payload = (l.payload ?? {}) as Record<string, unknown>;
  return {
    product_id: Number(l.listingId),
    product_id_str: l.listingId,
    out_product_id: 0,
    outer_product_id: l.externalId ?? '',
    name: l.title,
    description: l.detailImages.map((u) => `<p><img src="${u}"></p>`).join(''),
    status: l.status === 'onSale' ? 0 : 1,
    check_status: l.status === 'onSale' ? 3 : 1,
    draft_status: 0,
    category_detail: categoryDetail(ctx.catalog.category(l.categoryId), (id) => ctx.catalog.category(id)),
    pic: l.images,
    img: l.images[0] ?? '',
    standard_brand_id: Number(l.brandId ?? DOUDIAN_NO_BRAND_ID),
    freight_id: Number(l.freightTemplateId ?? 0),
    reduce_type: Number(payload.reduce_type ?? 2),
    presell_type: Number(payload.presell_type ?? 0),
    delivery_delay_day: Number(payload.delivery_delay_day ?? 0),
    presell_end_time: typeof payload.presell_end_time === 'string' ? payload.presell_end_time : '',
    reference_price: Number(payload.reference_price ?? 0),
    create_time: chinaDateTime(new Date(l.createdAt)),
    update_time: chinaDateTime(new Date(l.createdAt)),
    specs: table.map((spec, k) => ({
      id: k + 1,
      spec_id: Number(l.listingId.slice(-8)),
      name: spec.name,
      pid: 0,
      is_leaf: 0,
      values: spec.values.map((value, j) => ({
        id: specValueId(l.listingId, k, j),
        spec_id: Number(l.listingId.slice(-8)),
        name: value,
        pid: k + 1,
        is_leaf: 1,
        status: 0,
      })),
    })),
    spec_prices: l.skus.map((s, i) => ({
      sku_id: Number(sandboxSkuId(l.listingId, i)),
      outer_sku_id: doudianSkuKeys(l)[i]?.outerId ?? '',
      spec_detail_ids: s.specs.map((x, k) => specValueId(l.listingId, k, table[k]?.values.indexOf(x.value) ?? 0)),
      stock_num: s.stock,
      price: s.priceFen,
      code: doudianSkuKeys(l)[i]?.outerId ?? '',
      sku_type: 0,
    })),
  };
}

/** product.listV2 rows (the SDK's api/product_listV2/response DataItem) */
const listRowOf = (l: ListingRecord) => ({
  product_id: Number(l.listingId),
  status: l.status === 'onSale' ? 0 : 1,
  check_status: l.status === 'onSale' ? 3 : 1,
  img: l.images[0] ?? '',
  name: l.title,
  product_type: 0,
  create_time: Math.floor(l.createdAt / 1000),
  update_time: Math.floor(l.createdAt / 1000),
  outer_product_id: l.externalId ?? '',
  out_product_id: 0,
});

export const doudianGoodsMethods: MethodTable = {
  'product.addV2': shopMethod((ctx, p) => {
    const { listing } = createListing(ctx, text(p.outer_product_id), () => addV2(ctx, p));
    return {
      product_id: Number(listing.listingId),
      out_product_id: 0,
      outer_product_id: listing.externalId ?? '',
      create_time: chinaDateTime(new Date(listing.createdAt)),
      sku: listing.skus.map((_s, i) => ({
        sku_id: Number(sandboxSkuId(listing.listingId, i)),
        out_sku_id: 0,
        outer_sku_id: '',
        code: '',
      })),
    };
  }),
  'product.detail': shopMethod((ctx, p) => {
    const outer = text(p.out_product_id);
    if (outer !== undefined && text(p.product_id) === undefined) {
      const newest = ctx.core.listings.byMerchantCode('doudian', ctx.shop.shopId, outer)[0];
      return detailOf(ctx, newest ?? fail(SandboxCode.ListingNotFound, `商品不存在：${outer}`));
    }
    return detailOf(ctx, requireListing(ctx, p.product_id));
  }),
  'product.listV2': shopMethod((ctx, p) => {
    const page = Math.max(1, Number(p.page ?? 1));
    const size = Math.min(Math.max(1, Number(p.size ?? 10)), 100);
    const ids = Array.isArray(p.product_id) ? p.product_id.map(String) : null;
    const all = ctx.core.listings
      .list('doudian', ctx.shop.shopId)
      .filter((l) => (ids ? ids.includes(l.listingId) : true))
      .filter((l) => (typeof p.name === 'string' && p.name !== '' ? l.title.includes(p.name) : true))
      .filter((l) => (p.status === undefined ? true : (l.status === 'onSale' ? 0 : 1) === Number(p.status)))
      .sort((a, b) => b.createdAt - a.createdAt);
    return { data: paged(all, page, size).map(listRowOf), total: all.length, page, size };
  }),
};
