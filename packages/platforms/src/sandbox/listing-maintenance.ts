/**
 * What the platforms' stock, price and shelf calls share in the sandbox: finding the SKU a call names
 * (by the platform's SKU id or the seller's SKU code) and writing the change to the listing.
 */
import { SandboxCode } from '../core/sandbox-codes.ts';
import * as rules from './listing-rules.ts';
import type { ShopCallContext } from './sandbox-core.ts';
import { fail } from './sandbox-failure.ts';
import type { ListingRecord, ListingSkuRecord } from './sandbox-state.ts';

/** the sandbox's id of a listing's SKU: the listing id's last digits and the SKU's number, as a number's text (ours) */
export const sandboxSkuId = (listingId: string, index: number, digits = 9): string =>
  String(Number(`${listingId.slice(-digits)}${String(index + 1).padStart(3, '0')}`));

/** how the platform knows a SKU: its own id and the seller's code */
export interface SkuKey {
  skuId: string;
  outerId: string;
}

/**
 * The index of the SKU a call names by the platform's SKU id (winning when both are given, as the
 * platforms document) or by the seller's SKU code; the platform's refusal when the listing has none.
 */
export function skuIndex(
  listing: ListingRecord,
  keys: readonly SkuKey[],
  by: { skuId?: string | undefined; outerId?: string | undefined },
): number {
  const index = by.skuId
    ? keys.findIndex((k) => k.skuId === by.skuId)
    : by.outerId
      ? keys.findIndex((k) => k.outerId !== '' && k.outerId === by.outerId)
      : fail(SandboxCode.ParamMissing, 'sku_id和outer_id必填一个');
  if (index < 0) {
    return fail(SandboxCode.SkuNotFound, `SKU不存在或不属于商品${listing.listingId}：${by.skuId ?? by.outerId ?? ''}`);
  }
  return index;
}

/** writes one SKU's new stock or prices to the calling shop's listing */
export function changeSku(
  ctx: ShopCallContext,
  listing: ListingRecord,
  index: number,
  change: Partial<ListingSkuRecord>,
): ListingSkuRecord {
  const skus = listing.skus.map((s, i) => (i === index ? { ...s, ...change } : s));
  ctx.core.listings.change(listing, { skus });
  return skus[index] as ListingSkuRecord;
}

/**
 * A SKU's stock after a full (`full`) or an incremental change of `value`: a full value below 0, or a
 * result below 0, is refused (pdd.goods.quantity.update, pdd.ktt.goods.incr.quantity, alibaba.product.modifyStock).
 */
export function changedStock(current: number, value: number, full: boolean, label: string): number {
  if (full && value < 0) fail(SandboxCode.StockInvalid, `全量更新库存时，${label}必须为大于等于0的整数`);
  const stock = full ? value : current + value;
  if (stock < 0) fail(SandboxCode.StockInvalid, `增量更新后的库存不能小于0（当前库存${current}，${label}=${value}）`);
  return stock;
}

/** puts the listing on sale or takes it off (to the warehouse) */
export function changeShelf(ctx: ShopCallContext, listing: ListingRecord, onSale: boolean): ListingRecord {
  if (onSale && listing.status === 'reviewing') fail(SandboxCode.ShelfRefused, '商品审核中，审核通过后才能上架');
  return ctx.core.listings.change(listing, { status: onSale ? 'onSale' : 'warehouse' });
}

/** a whole number parameter (numbers and digit strings as sent), or undefined when absent */
export function wholeNumber(value: unknown, label: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n))
    return fail(SandboxCode.ParamInvalid, `${label}必须是整数，收到：${String(value)}`);
  return n;
}

/** a required whole-number parameter that takes only the given values (types, flags, statuses) */
export function enumParam<T extends number>(value: unknown, allowed: readonly T[], name: string, label: string): T {
  return rules.oneOf(wholeNumber(rules.requireValue(value, name), name) as T, allowed, label);
}
