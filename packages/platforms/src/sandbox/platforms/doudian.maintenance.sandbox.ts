/**
 * The doudian sandbox's calls on a published product (see doudian.sandbox.ts), as the official Go SDK
 * declares them (zsmhub/doudian-sdk api/sku_syncStock, api/sku_editPrice, api/product_setOffline,
 * api/product_setOnline request|response):
 * - `/sku/syncStock` {product_id, sku_id | code, stock_num ("可以设置为0"), incremental (true needs
 *   idempotent_id)} → data {};
 * - `/sku/editPrice` {product_id, sku_id | code, price (分)} → data {};
 * - `/product/setOffline` and `/product/setOnline` {product_id} → data {}.
 * Ids are int64 in the SDK; the gateway takes them as numbers or as text (all business parameters may be
 * strings). Ours: the refusal wordings, and out_sku_id / out_product_id (numbers the connector never sets)
 * not being accepted as SKU or product addresses.
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { changeShelf, changeSku, skuIndex, wholeNumber } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import { type MethodTable, requireListing, type ShopCallContext, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import { doudianSkuKeys } from './doudian.goods.sandbox.ts';

const productOf = (ctx: ShopCallContext, p: Record<string, unknown>) =>
  requireListing(ctx, rules.requireValue(p.product_id, '商品ID product_id'));

const skuOf = (ctx: ShopCallContext, p: Record<string, unknown>) => {
  const listing = productOf(ctx, p);
  const skuId = text(p.sku_id);
  const index = skuIndex(listing, doudianSkuKeys(listing), {
    skuId: skuId === '0' ? undefined : skuId,
    outerId: text(p.code),
  });
  return { listing, index };
};

export const doudianMaintenanceMethods: MethodTable = {
  'sku.syncStock': shopMethod((ctx, p) => {
    const { listing, index } = skuOf(ctx, p);
    const value = wholeNumber(rules.requireValue(p.stock_num, '库存值stock_num'), '库存值stock_num') as number;
    const incremental = p.incremental === true || p.incremental === 'true';
    if (incremental) rules.requireValue(text(p.idempotent_id), '幂等ID idempotent_id（incremental=true时必传）');
    const current = listing.skus[index]?.stock ?? 0;
    const stock = incremental ? current + value : value;
    if (stock < 0) fail(SandboxCode.StockInvalid, `库存值stock_num不能小于0，收到：${value}`);
    changeSku(ctx, listing, index, { stock: rules.stock(stock, '库存值stock_num') });
    return {};
  }),
  'sku.editPrice': shopMethod((ctx, p) => {
    const { listing, index } = skuOf(ctx, p);
    changeSku(ctx, listing, index, { priceFen: rules.fen(rules.requireValue(p.price, '售价price'), '售价price') });
    return {};
  }),
  'product.setOffline': shopMethod((ctx, p) => {
    changeShelf(ctx, productOf(ctx, p), false);
    return {};
  }),
  'product.setOnline': shopMethod((ctx, p) => {
    changeShelf(ctx, productOf(ctx, p), true);
    return {};
  }),
};
