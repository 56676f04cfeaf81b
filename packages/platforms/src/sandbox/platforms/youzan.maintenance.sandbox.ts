/**
 * The youzan sandbox's calls on a published item (see youzan.sandbox.ts), as youzan's API documents are
 * generated into nest-mods/youzan (src/model/item/item-quantity-update.ts, item-sku-update.ts,
 * item-update-delisting.ts, item-update-listing.ts):
 * - `youzan.item.quantity.update` 3.0.0 {item_id, sku_id ("如果商品为无规格商品是可以不传，否则必传"), quantity,
 *   type 0 全量 (default) | 1 增量} → {is_success};
 * - `youzan.item.sku.update` 3.0.0 {item_id, sku_id, price ("精确到小数点2位；单位:元" — unlike item.create's
 *   fen), quantity} → {is_success};
 * - `youzan.item.update.delisting` / `youzan.item.update.listing` 3.0.0 {item_id} → {item_id, is_success}.
 * Ours: the refusal wordings.
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { changeShelf, changeSku, skuIndex, wholeNumber } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import { type MethodTable, requireListing, type ShopCallContext, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import { youzanSkuKeys } from './youzan.goods.sandbox.ts';

const itemOf = (ctx: ShopCallContext, p: Record<string, unknown>) =>
  requireListing(ctx, rules.requireValue(p.item_id, '商品数字编号item_id'));

/** the SKU a call names; an item without specs may leave sku_id out */
function skuOf(ctx: ShopCallContext, p: Record<string, unknown>) {
  const listing = itemOf(ctx, p);
  const skuId = text(p.sku_id);
  if (skuId) return { listing, index: skuIndex(listing, youzanSkuKeys(listing), { skuId }) };
  if (listing.skus.length > 1 || (listing.skus[0]?.specs.length ?? 0) > 0) {
    fail(SandboxCode.ParamMissing, 'sku_id不能为空（有规格商品必传）');
  }
  return { listing, index: 0 };
}

const shelf = (onSale: boolean) =>
  shopMethod((ctx, p) => {
    const listing = changeShelf(ctx, itemOf(ctx, p), onSale);
    return { item_id: Number(listing.listingId), is_success: true };
  });

export const youzanMaintenanceMethods: MethodTable = {
  'youzan.item.quantity.update/3.0.0': shopMethod((ctx, p) => {
    const { listing, index } = skuOf(ctx, p);
    const quantity = wholeNumber(rules.requireValue(p.quantity, 'sku库存数量quantity'), 'quantity') as number;
    const type = rules.oneOf(wholeNumber(p.type, 'type') ?? 0, [0, 1], '库存更新方式type');
    const current = listing.skus[index]?.stock ?? 0;
    const stock = type === 0 ? quantity : current + quantity;
    changeSku(ctx, listing, index, { stock: rules.stock(stock, 'sku库存数量quantity') });
    return { is_success: true };
  }),
  'youzan.item.sku.update/3.0.0': shopMethod((ctx, p) => {
    const { listing, index } = skuOf(ctx, p);
    const sku = listing.skus[index];
    const priceFen = p.price === undefined ? sku?.priceFen : rules.yuan(p.price, 'sku销售价格price');
    const stock = p.quantity === undefined ? sku?.stock : rules.stock(p.quantity, 'sku库存数量quantity');
    changeSku(ctx, listing, index, { priceFen, stock });
    return { is_success: true };
  }),
  'youzan.item.update.delisting/3.0.0': shelf(false),
  'youzan.item.update.listing/3.0.0': shelf(true),
};
