/**
 * The JD sandbox's calls on a published ware (see jd.sandbox.ts), as the JOS SDKs' request classes name
 * them (the JOS Python SDK jd/api/rest StockWriteUpdateSkuStockRequest, PriceWriteUpdateSkuJdPriceRequest,
 * WareWriteUpOrDownRequest; the same fields in the Java and .NET SDKs):
 * - `jingdong.stock.write.updateSkuStock` {skuId, stockNum, storeId} → {success};
 * - `jingdong.price.write.updateSkuJdPrice` {skuId, jdPrice (元, at most 2 decimals)} → {success};
 * - `jingdong.ware.write.upOrDown` {wareId, opType, note} → {success}.
 * Ours: opType's values (1 上架, 2 下架: the SDKs name the field, not its values), the refusal wordings,
 * and a ware under review refusing to go on sale.
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { changeShelf, changeSku, enumParam, type SkuKey, skuIndex, wholeNumber } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import { type MethodTable, requireListing, type ShopCallContext, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';

/** the calls, given how the sandbox numbers a ware's SKUs */
export function jdMaintenanceMethods(skuKeys: (listing: ListingRecord) => SkuKey[]): MethodTable {
  /** the shop's ware holding the SKU (JD's SKU calls name no ware) */
  const skuOf = (ctx: ShopCallContext, skuId: unknown) => {
    const id = String(rules.requireValue(text(skuId), 'skuId'));
    const listing = ctx.core.listings
      .list(ctx.platform.name, ctx.shop.shopId)
      .find((l) => skuKeys(l).some((k) => k.skuId === id));
    if (!listing) return fail(SandboxCode.SkuNotFound, `SKU不存在或不属于该商家：${id}`);
    return { listing, index: skuIndex(listing, skuKeys(listing), { skuId: id }) };
  };
  return {
    'jingdong.stock.write.updateSkuStock': shopMethod((ctx, p) => {
      const { listing, index } = skuOf(ctx, p.skuId);
      const stockNum = wholeNumber(rules.requireValue(p.stockNum, '库存数量stockNum'), 'stockNum');
      changeSku(ctx, listing, index, { stock: rules.stock(stockNum, '库存数量stockNum') });
      return { success: true };
    }),
    'jingdong.price.write.updateSkuJdPrice': shopMethod((ctx, p) => {
      const { listing, index } = skuOf(ctx, p.skuId);
      changeSku(ctx, listing, index, {
        priceFen: rules.yuan(rules.requireValue(p.jdPrice, '京东价jdPrice'), '京东价jdPrice'),
      });
      return { success: true };
    }),
    'jingdong.ware.write.upOrDown': shopMethod((ctx, p) => {
      const listing = requireListing(ctx, rules.requireValue(p.wareId, 'wareId'));
      const opType = enumParam(p.opType, [1, 2], 'opType', '操作类型opType');
      changeShelf(ctx, listing, opType === 1);
      return { success: true };
    }),
  };
}
