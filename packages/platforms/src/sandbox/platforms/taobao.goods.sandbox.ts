/** The taobao sandbox's goods (see taobao.sandbox.ts): taobao.item.add, item.seller.get and items.custom.get. */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { type SkuKey, sandboxSkuId } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import {
  createListing,
  type MethodTable,
  requireListing,
  type ShopCallContext,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { csv, itemAdd, yuanText, yuanToFen } from './taobao.listing.sandbox.ts';

const payloadOf = (l: ListingRecord) =>
  l.payload && typeof l.payload === 'object' ? (l.payload as Record<string, unknown>) : {};

/** the item price: item.add's `price`, until taobao.item.sku.price.update's item_price changed it */
export const taobaoItemPrice = (l: ListingRecord) =>
  l.itemPriceFen ??
  (payloadOf(l).price === undefined
    ? Math.min(...l.skus.map((s) => s.priceFen))
    : yuanToFen(payloadOf(l).price, 'price'));

/** the SKUs as the maintenance calls name them: sku_id, the SKU's outer_id and its properties */
export const taobaoSkuKeys = (l: ListingRecord): (SkuKey & { properties: string })[] => {
  const properties = csv(payloadOf(l).sku_properties);
  const outerIds = csv(payloadOf(l).sku_outer_ids);
  return l.skus.map((_, i) => ({
    skuId: sandboxSkuId(l.listingId, i),
    outerId: outerIds[i] ?? '',
    properties: properties[i] ?? '',
  }));
};

/** TOP's time format, China time */
export const topTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** the full Item of a listing; the calls return the fields asked for */
function itemOf(ctx: ShopCallContext, l: ListingRecord): Record<string, unknown> {
  const p = l.payload && typeof l.payload === 'object' ? (l.payload as Record<string, unknown>) : {};
  const properties = csv(p.sku_properties);
  const outerIds = csv(p.sku_outer_ids);
  const price = taobaoItemPrice(l);
  return {
    num_iid: Number(l.listingId),
    title: l.title,
    nick: ctx.shop.shopName,
    type: text(p.type) ?? 'fixed',
    cid: Number(l.categoryId),
    approve_status: l.status === 'onSale' ? 'onsale' : 'instock',
    outer_id: l.externalId ?? '',
    pic_url: l.images[0] ?? '',
    price: yuanText(price),
    num: l.skus.reduce((n, s) => n + s.stock, 0),
    props: text(p.props) ?? '',
    created: topTime(l.createdAt),
    item_imgs: { item_img: l.images.map((url, i) => ({ id: i + 1, url, position: i })) },
    skus: {
      sku: properties.map((pairs, i) => {
        const sku = l.skus[i];
        return {
          sku_id: Number(sandboxSkuId(l.listingId, i)),
          properties: pairs,
          properties_name: pairs
            .split(';')
            .map((pair, j) => `${pair}:${sku?.specs[j]?.name ?? ''}:${sku?.specs[j]?.value ?? ''}`)
            .join(';'),
          quantity: sku?.stock ?? 0,
          price: yuanText(sku?.priceFen ?? 0),
          outer_id: outerIds[i] ?? '',
        };
      }),
    },
  };
}

/** TOP answers only what `fields` names (sku, item_img name the skus and item_imgs lists) */
function project(item: Record<string, unknown>, fields: unknown): Record<string, unknown> {
  const names = String(rules.requireValue(text(fields), 'fields'))
    .split(',')
    .map((f) => f.trim())
    .map((f) => (f === 'sku' ? 'skus' : f === 'item_img' ? 'item_imgs' : f));
  return Object.fromEntries(Object.entries(item).filter(([key]) => names.includes(key)));
}

export const taobaoGoodsMethods: MethodTable = {
  'taobao.item.add': shopMethod((ctx, p) => {
    const { listing } = createListing(ctx, text(p.outer_id), () => itemAdd(ctx, p));
    return { item: { num_iid: Number(listing.listingId), created: topTime(listing.createdAt) } };
  }),
  'taobao.item.seller.get': shopMethod((ctx, p) => ({
    item: project(itemOf(ctx, requireListing(ctx, p.num_iid)), p.fields),
  })),
  'taobao.items.custom.get': shopMethod((ctx, p) => {
    const codes = String(rules.requireValue(text(p.outer_id), 'outer_id'))
      .split(',')
      .filter(Boolean);
    if (codes.length > 40) fail(SandboxCode.ParamInvalid, 'outer_id最多不超过40个');
    const items = ctx.core.listings
      .list(ctx.platform.name, ctx.shop.shopId)
      .filter((l) => codes.includes(l.externalId ?? ''))
      .map((l) => project(itemOf(ctx, l), p.fields));
    return items.length === 0 ? {} : { items: { item: items } };
  }),
};
