/**
 * The xiaohongshu sandbox's calls on a published item (see xiaohongshu.sandbox.ts), as the platform's
 * documents are kept in AndersonBY/xiaohongshu-ecommerce-python-sdk (docs/小红书官方文档/api/库存API/
 * inventory_syncSkuStock_同步库存.json, api/商品API/product_updateSkuPrice_修改价格.json,
 * product_updateSkuAvailable_商品上下架.json):
 * - `inventory.syncSkuStock` {skuId, qty (the SKU's total stock; required)} → {skuId, apiVersion, skuStock
 *   {available, total, occupiedQuantity, ...}, skuStockInfoWithWhcode};
 * - `product.updateSkuPrice` {skuId, price [{skuId, price (分)}] ("组合品才是list"), originalPrice (分)}: the
 *   price stays below the market price, as createItemAndSku wants it;
 * - `product.updateSkuAvailable` {skuId, available (boolean), both required}: on and off sale SKU by SKU; the
 *   item is on sale while one of its SKUs is.
 * Ours: refusal wordings (the documents list no error codes), no orders occupying stock (available = total).
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { changeSku, skuIndex, wholeNumber } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import { type MethodTable, type ShopCallContext, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { xiaohongshuSkuKeys } from './xiaohongshu.goods.sandbox.ts';
import { list } from './xiaohongshu.listing.sandbox.ts';

/** the shop's listing holding the SKU, and its place (a skuId is the item id and a 3-digit number) */
function skuOf(ctx: ShopCallContext, skuId: unknown): { listing: ListingRecord; index: number } {
  const id = String(rules.requireValue(text(skuId), 'skuId'));
  const listing = ctx.core.listings
    .list(ctx.platform.name, ctx.shop.shopId)
    .find((l) => xiaohongshuSkuKeys(l).some((k) => k.skuId === id));
  if (!listing) return fail(SandboxCode.SkuNotFound, `规格不存在或不属于该店铺：${id}`);
  return { listing, index: skuIndex(listing, xiaohongshuSkuKeys(listing), { skuId: id }) };
}

export const xiaohongshuMaintenanceMethods: MethodTable = {
  'inventory.syncSkuStock': shopMethod((ctx, p) => {
    const { listing, index } = skuOf(ctx, p.skuId);
    const qty = rules.stock(wholeNumber(rules.requireValue(p.qty, 'qty'), 'qty'), '总库存qty');
    changeSku(ctx, listing, index, { stock: qty });
    const skuId = xiaohongshuSkuKeys(listing)[index]?.skuId;
    const skuStock = { available: qty, total: qty, occupiedQuantity: 0, productChannelQuantity: 0 };
    return { skuId, apiVersion: 'V1', skuStock, skuStockInfoWithWhcode: [{ skuId, whcode: 'CPartner', skuStock }] };
  }),
  'product.updateSkuPrice': shopMethod((ctx, p) => {
    const { listing, index } = skuOf(ctx, p.skuId);
    const rows = list(rules.requireValue(p.price, '价格信息price'));
    const own = rows.find((r) => text(r.skuId) === text(p.skuId)) ?? rows[0];
    const price = rules.fen(rules.requireValue(own?.price, '价格price'), '价格price');
    const sku = listing.skus[index];
    const original =
      p.originalPrice === undefined ? sku?.originalPriceFen : rules.fen(p.originalPrice, '市场价originalPrice');
    if (original !== undefined) rules.below(price, original, '售价须低于市场价originalPrice');
    changeSku(ctx, listing, index, { priceFen: price, originalPriceFen: original });
    return {};
  }),
  'product.updateSkuAvailable': shopMethod((ctx, p) => {
    const { listing, index } = skuOf(ctx, p.skuId);
    const available = rules.requireValue(p.available, '商家上架意愿available');
    if (typeof available !== 'boolean')
      fail(SandboxCode.ParamInvalid, `available必须是布尔值，收到：${String(available)}`);
    const skus = listing.skus.map((s, i) => ({
      ...s,
      available: i === index ? available === true : listing.status === 'onSale' && s.available !== false,
    }));
    ctx.core.listings.change(listing, { skus, status: skus.some((s) => s.available) ? 'onSale' : 'warehouse' });
    return {};
  }),
};
