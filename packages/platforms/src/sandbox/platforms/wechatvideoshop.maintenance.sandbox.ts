/**
 * The WeChat video shop sandbox's calls on a published product (see wechatvideoshop.sandbox.ts), as
 * fudiwei/DotNetCore.SKIT.FlurlHttpClient.Wechat models them (src/SKIT.FlurlHttpClient.Wechat.Api/Models/
 * Channels/ECProduct/ChannelsECProductStockUpdateRequest.cs, ChannelsECProductAuditFreeRequest.cs,
 * ChannelsECProductListingRequest.cs, ChannelsECProductDelistingRequest.cs) and the doc text public PHP
 * clients carry (微信小店API /商品管理API /快速更新库存):
 * - `product/stock/update` {product_id, sku_id, diff_type 1 增加 | 2 减少 | 3 设置, num};
 * - `product/auditfree` {product_id, skus [{sku_id, sale_price (分), stock_info {diff_type, num}}]}: the
 *   changes a listed product may take without review;
 * - `product/listing` / `product/delisting` {product_id}.
 * All answer `{errcode: 0, errmsg: "ok"}`. Ours: the refusal wordings and their errcode.
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { changeShelf, changeSku, enumParam, type SkuKey, skuIndex, wholeNumber } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import { type MethodTable, requireListing, type ShopCallContext, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';

const skusSent = (listing: ListingRecord) => {
  const payload = listing.payload as Record<string, unknown> | null;
  return Array.isArray(payload?.skus) ? (payload.skus as Record<string, unknown>[]) : [];
};

/** the SKUs as the calls name them: sku_id (ours: the product id and a 2-digit number), and out_sku_id */
export const wechatSkuKeys = (listing: ListingRecord): SkuKey[] =>
  listing.skus.map((_, i) => ({
    skuId: `${listing.listingId}${String(i + 1).padStart(2, '0')}`,
    outerId: text(skusSent(listing)[i]?.out_sku_id) ?? '',
  }));

const productOf = (ctx: ShopCallContext, p: Record<string, unknown>) =>
  requireListing(ctx, rules.requireValue(p.product_id, 'product_id'));

/** a stock after a change of diff_type 1 (add), 2 (take away) or 3 (set) */
function stockAfter(current: number, diffType: unknown, num: unknown): number {
  const type = enumParam(diffType, [1, 2, 3], 'diff_type', '修改类型diff_type');
  const n = wholeNumber(rules.requireValue(num, 'num'), 'num') as number;
  if (n < 0) fail(SandboxCode.StockInvalid, `库存修改值num必须是大于等于0的整数，收到：${n}`);
  const stock = type === 1 ? current + n : type === 2 ? current - n : n;
  if (stock < 0) fail(SandboxCode.StockInvalid, `库存不足：当前库存${current}，不能减少${n}`);
  return rules.stock(stock, '库存num');
}

const shelf = (onSale: boolean) =>
  shopMethod((ctx, p) => {
    changeShelf(ctx, productOf(ctx, p), onSale);
    return {};
  });

export const wechatMaintenanceMethods: MethodTable = {
  'product/stock/update': shopMethod((ctx, p) => {
    const listing = productOf(ctx, p);
    const index = skuIndex(listing, wechatSkuKeys(listing), { skuId: text(rules.requireValue(p.sku_id, 'sku_id')) });
    changeSku(ctx, listing, index, { stock: stockAfter(listing.skus[index]?.stock ?? 0, p.diff_type, p.num) });
    return {};
  }),
  'product/auditfree': shopMethod((ctx, p) => {
    const listing = productOf(ctx, p);
    const keys = wechatSkuKeys(listing);
    const skus = [...listing.skus];
    const rows = Array.isArray(p.skus) ? (p.skus as Record<string, unknown>[]) : [];
    for (const row of rows) {
      const index = skuIndex(listing, keys, { skuId: text(rules.requireValue(row.sku_id, 'skus[].sku_id')) });
      const sku = skus[index] as ListingRecord['skus'][number];
      const stockInfo = row.stock_info as Record<string, unknown> | undefined;
      skus[index] = {
        ...sku,
        priceFen: row.sale_price === undefined ? sku.priceFen : rules.fen(row.sale_price, '售价sale_price'),
        stock: stockInfo ? stockAfter(sku.stock, stockInfo.diff_type, stockInfo.num) : sku.stock,
      };
    }
    ctx.core.listings.change(listing, { skus });
    return {};
  }),
  'product/listing': shelf(true),
  'product/delisting': shelf(false),
};
