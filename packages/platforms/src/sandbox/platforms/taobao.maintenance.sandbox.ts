/**
 * The taobao sandbox's calls on a published item (see taobao.sandbox.ts), as bububa/opentaobao declares
 * them (model/product/TaobaoItemQuantityUpdateAPIRequest.go, TaobaoItemSkuPriceUpdateAPIRequest.go,
 * TaobaoItemUpdateDelistingAPIRequest.go, TaobaoItemUpdateListingAPIRequest.go):
 * - `taobao.item.quantity.update` {num_iid, sku_id | outer_id (sku_id wins; neither: the item itself),
 *   quantity, type 1 full (default) | 2 incremental} → item {num_iid, num, modified, skus};
 * - `taobao.item.sku.price.update` {num_iid, properties (the SKU's pid:vid;... string, required), price and
 *   item_price in yuan with at most 2 decimals, quantity} → sku {num_iid, modified}; "修改后的sku价格要保证
 *   商品的价格在所有sku价格所形成的价格区间内", item_price moving the item price where it would fall outside;
 * - `taobao.item.update.delisting` {num_iid} and `taobao.item.update.listing` {num_iid, num > 0; with SKUs
 *   the sum of their quantities} → item {num_iid, modified}.
 * Ours: the refusal wordings beyond the SDK's, an item with SKUs refusing a quantity change naming no SKU,
 * and `outer_id` of taobao.item.sku.price.update being read but not stored.
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { changeShelf, changeSku, skuIndex, wholeNumber } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import { type MethodTable, requireListing, type ShopCallContext, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { taobaoItemPrice, taobaoSkuKeys, topTime } from './taobao.goods.sandbox.ts';
import { yuanText, yuanToFen } from './taobao.listing.sandbox.ts';

const itemOf = (ctx: ShopCallContext, p: Record<string, unknown>) =>
  requireListing(ctx, rules.requireValue(p.num_iid, 'num_iid'));

const hasSkus = (l: ListingRecord) => taobaoSkuKeys(l).some((k) => k.properties !== '');

const modified = (ctx: ShopCallContext, l: ListingRecord) => ({
  num_iid: Number(l.listingId),
  modified: topTime(ctx.core.clock.nowMs()),
});

export const taobaoMaintenanceMethods: MethodTable = {
  'taobao.item.quantity.update': shopMethod((ctx, p) => {
    const listing = itemOf(ctx, p);
    const quantity = wholeNumber(rules.requireValue(p.quantity, 'quantity'), '库存修改值quantity') as number;
    const type = rules.oneOf(wholeNumber(p.type, 'type') ?? 1, [1, 2], '库存更新方式type');
    const by = { skuId: text(p.sku_id), outerId: text(p.outer_id) };
    let index = 0;
    if (by.skuId || by.outerId) index = skuIndex(listing, taobaoSkuKeys(listing), by);
    else if (hasSkus(listing)) fail(SandboxCode.ParamMissing, '该宝贝有SKU，修改库存须指定sku_id或outer_id');
    if (type === 1 && quantity < 0) fail(SandboxCode.StockInvalid, '全量更新库存时，quantity必须为大于等于0的整数');
    const current = listing.skus[index]?.stock ?? 0;
    const stock = type === 1 ? quantity : current + quantity;
    if (stock < 0)
      fail(SandboxCode.StockInvalid, `增量更新后的库存不能小于0（当前库存${current}，quantity=${quantity}）`);
    changeSku(ctx, listing, index, { stock: rules.stock(stock, '库存quantity', 900_000_000) });
    const keys = taobaoSkuKeys(listing);
    return {
      item: {
        ...modified(ctx, listing),
        num: listing.skus.reduce((n, s) => n + s.stock, 0),
        skus: { sku: listing.skus.map((s, i) => ({ sku_id: Number(keys[i]?.skuId), quantity: s.stock })) },
      },
    };
  }),

  'taobao.item.sku.price.update': shopMethod((ctx, p) => {
    const listing = itemOf(ctx, p);
    const properties = String(rules.requireValue(text(p.properties), 'Sku属性串properties'));
    const index = taobaoSkuKeys(listing).findIndex((k) => k.properties === properties);
    if (index < 0) fail(SandboxCode.SkuNotFound, `SKU不存在或不属于商品${listing.listingId}：${properties}`);
    const sku = listing.skus[index];
    const price = p.price === undefined ? sku?.priceFen : yuanToFen(p.price, 'Sku的销售价格price');
    const stock = p.quantity === undefined ? sku?.stock : rules.stock(p.quantity, 'Sku的库存数量quantity', 900_000_000);
    const itemPrice =
      p.item_price === undefined ? taobaoItemPrice(listing) : yuanToFen(p.item_price, '商品价格item_price');
    const prices = listing.skus.map((s, i) => (i === index ? (price as number) : s.priceFen));
    const low = Math.min(...prices);
    const high = Math.max(...prices);
    if (itemPrice < low || itemPrice > high) {
      fail(
        SandboxCode.PriceRelation,
        `修改后的sku价格要保证商品的价格在所有sku价格所形成的价格区间内：商品价格${yuanText(itemPrice)}不在${yuanText(low)}-${yuanText(high)}之间`,
      );
    }
    const skus = listing.skus.map((s, i) =>
      i === index ? { ...s, priceFen: price as number, stock: stock as number } : s,
    );
    ctx.core.listings.change(listing, { skus, itemPriceFen: itemPrice });
    return { sku: modified(ctx, listing) };
  }),

  'taobao.item.update.delisting': shopMethod((ctx, p) => ({
    item: modified(ctx, changeShelf(ctx, itemOf(ctx, p), false)),
  })),

  'taobao.item.update.listing': shopMethod((ctx, p) => {
    const listing = itemOf(ctx, p);
    const num = wholeNumber(rules.requireValue(p.num, '需要上架的商品的数量num'), 'num') as number;
    if (num <= 0) fail(SandboxCode.StockInvalid, '需要上架的商品的数量num必须是大于零的整数');
    // with SKUs the quantity is theirs; without, the item's quantity becomes num
    if (!hasSkus(listing)) changeSku(ctx, listing, 0, { stock: num });
    return { item: modified(ctx, changeShelf(ctx, listing, true)) };
  }),
};
