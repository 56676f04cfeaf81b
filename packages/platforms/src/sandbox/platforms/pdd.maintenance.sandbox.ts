/**
 * The pdd sandbox's calls on a published goods (see pdd.sandbox.ts), as lywzx/pdd-node-sdk declares them
 * (src/pddApi/shangPin/PddGoodsQuantityUpdate.ts, PddGoodsSkuPriceUpdate.ts, PddGoodsSaleStatusSet.ts):
 * - `pdd.goods.quantity.update` {goods_id, sku_id | outer_id (one of them; sku_id wins), quantity,
 *   update_type 1 full (default) | 2 incremental}: a full quantity is ≥ 0, an incremental one may be
 *   negative but not below the current stock → {is_success};
 * - `pdd.goods.sku.price.update` {goods_id, sku_price_list [{sku_id, single_price, group_price (fen),
 *   is_onsale 0|1}], market_price (fen), sync_goods_operate 0 上架 | 1 保持原样} → goods_update_sku_price_response
 *   {is_success}; the pdd.goods.add rules hold after the change: group price below the single price,
 *   single price below the market price;
 * - `pdd.goods.sale.status.set` {goods_id, is_onsale 1 上架 | 0 下架} → {is_success}.
 * Ours: the wording of the refusals (pdd's exact messages for these calls are not public) and that a
 * change takes effect at once (the real platform may review a price change).
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { changedStock, changeShelf, changeSku, enumParam, skuIndex, wholeNumber } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import { type MethodTable, requireListing, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingSkuRecord } from '../sandbox-state.ts';
import { pddMarketPrice, pddSkuKeys } from './pdd.goods.sandbox.ts';
import { list } from './pdd.listing.sandbox.ts';

const goodsOf = (ctx: Parameters<typeof requireListing>[0], p: Record<string, unknown>) =>
  requireListing(ctx, rules.requireValue(p.goods_id, 'goods_id'));

/** a price in fen as the SDK types it (a string of digits, or a number) */
const fenParam = (value: unknown, label: string) =>
  value === undefined || value === null || value === '' ? undefined : rules.fen(value, label);

export const pddMaintenanceMethods: MethodTable = {
  'pdd.goods.quantity.update': shopMethod((ctx, p) => {
    const listing = goodsOf(ctx, p);
    const quantity = wholeNumber(rules.requireValue(p.quantity, 'quantity'), '库存修改值quantity') as number;
    const type = rules.oneOf(wholeNumber(p.update_type, 'update_type') ?? 1, [1, 2], '库存更新方式update_type');
    const index = skuIndex(listing, pddSkuKeys(listing), { skuId: text(p.sku_id), outerId: text(p.outer_id) });
    const stock = changedStock(listing.skus[index]?.stock ?? 0, quantity, type === 1, 'quantity');
    changeSku(ctx, listing, index, { stock: rules.stock(stock, '库存quantity') });
    return { is_success: true };
  }),

  'pdd.goods.sku.price.update': shopMethod((ctx, p) => {
    const listing = goodsOf(ctx, p);
    const rows = list(rules.requireValue(p.sku_price_list, 'sku_price_list'), 'sku_price_list');
    if (rows.length === 0) fail(SandboxCode.ParamMissing, 'sku_price_list不能为空');
    const market = fenParam(p.market_price, '市场价market_price') ?? pddMarketPrice(listing);
    const sync = rules.oneOf(
      wholeNumber(p.sync_goods_operate, 'sync_goods_operate') ?? 1,
      [0, 1],
      'sync_goods_operate',
    );
    const keys = pddSkuKeys(listing);
    const skus: ListingSkuRecord[] = [...listing.skus];
    for (const [n, row] of rows.entries()) {
      const label = `sku_price_list第${n + 1}项`;
      const index = skuIndex(listing, keys, {
        skuId: String(rules.requireValue(text(row.sku_id), `${label}的sku_id`)),
      });
      rules.oneOf(
        wholeNumber(rules.requireValue(row.is_onsale, `${label}的is_onsale`), 'is_onsale'),
        [0, 1],
        'is_onsale',
      );
      const sku = skus[index] as ListingSkuRecord;
      const single = fenParam(row.single_price, `${label}的单买价single_price`) ?? sku.priceFen;
      const group = fenParam(row.group_price, `${label}的拼单价group_price`) ?? sku.groupPriceFen ?? single - 1;
      skus[index] = { ...sku, priceFen: single, groupPriceFen: group };
    }
    for (const [i, sku] of skus.entries()) {
      rules.below(sku.groupPriceFen ?? 0, sku.priceFen, `第${i + 1}个SKU的拼单价必须低于单买价`);
      rules.below(sku.priceFen, market, `第${i + 1}个SKU的单买价不能高于参考价market_price（须低于参考价）`);
    }
    ctx.core.listings.change(listing, {
      skus,
      marketPriceFen: market,
      ...(sync === 0 ? { status: 'onSale' as const } : {}),
    });
    return { is_success: true };
  }),

  'pdd.goods.sale.status.set': shopMethod((ctx, p) => {
    const listing = goodsOf(ctx, p);
    const onSale = enumParam(p.is_onsale, [0, 1], 'is_onsale', '上下架状态is_onsale');
    changeShelf(ctx, listing, onSale === 1);
    return { is_success: true };
  }),
};
