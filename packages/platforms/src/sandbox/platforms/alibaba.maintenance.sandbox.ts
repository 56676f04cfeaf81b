/**
 * The 1688 sandbox's calls on a published product of the distributor's own shop (see alibaba.sandbox.ts), as
 * the official SDK's product facade declares them (com.alibaba.product namespace, version 1; the param and
 * result classes in duanyasong/1688-sdk-php src/com/alibaba/openapi/sdk/cbusdk/param/ and the C# ocean SDK's
 * com.alibaba.product.param):
 * - `alibaba.product.modifyStock` "增量修改产品库存" {productStockChange [{productId, productAmountChange (a product
 *   without SKUs), skuStocks [{skuId ("针对1688的业务场景，该字段请填写specId，不要填写skuId"), stockChange (+5
 *   adds five, -9 takes nine)}]}]}: a change may not take a SKU below 0;
 * - `alibaba.product.expire` "商品转为过期" {productIds, webSite} and `alibaba.product.republish` "未上架商品重新上架"
 *   {productIds};
 * each answering {result [{productId, result, code, desc}], errorCode, errorMessage}
 * (AlibabaProductExpireResult / AlibabaProductProductOperateResult): one row per product, a refused product
 * a row with result false.
 * Ours: the codes and wordings in a refused row (SANDBOX_*), and `success: true` beside the rows (a public
 * client's fixture of modifyStock shows it).
 */
import { AlibabaApi } from '../../alibaba/alibaba-protocol.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { changedStock, changeShelf, skuIndex, wholeNumber } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import {
  jsonParam,
  type MethodTable,
  requireListing,
  type ShopCallContext,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail, SandboxFailure } from '../sandbox-failure.ts';
import type { ListingRecord, ListingSkuRecord } from '../sandbox-state.ts';
import { jsonList, type Params } from './alibaba.gateway.sandbox.ts';
import { alibabaSpecId } from './alibaba.products.sandbox.ts';

/** one row per product: the change made, or the product's refusal in its row */
function perProduct<T>(rows: readonly T[], idOf: (row: T) => unknown, change: (row: T) => void) {
  return {
    success: true,
    result: rows.map((row) => {
      const productId = Number(idOf(row));
      try {
        change(row);
        return { productId, result: true };
      } catch (error) {
        if (!(error instanceof SandboxFailure)) throw error;
        return { productId, result: false, code: error.code, desc: error.message };
      }
    }),
  };
}

const productIdsOf = (p: Params): unknown[] => {
  const ids = jsonParam(rules.requireValue(p.productIds, 'productIds'), 'productIds');
  if (!Array.isArray(ids) || ids.length === 0) fail(SandboxCode.ParamMissing, 'productIds不能为空');
  return ids as unknown[];
};

/** one product's stock change, all its SKUs or none */
function modifyStock(ctx: ShopCallContext, listing: ListingRecord, change: Params) {
  const keys = listing.skus.map((_, i) => ({ skuId: alibabaSpecId(listing.listingId, i), outerId: '' }));
  const skus = [...listing.skus];
  const rows = change.skuStocks === undefined ? [] : jsonList(change.skuStocks, 'skuStocks');
  if (rows.length === 0) {
    // a product without SKUs: productAmountChange
    if (skus.length !== 1) fail(SandboxCode.ParamMissing, '商品有SKU，skuStocks不能为空');
    rows.push({
      skuId: keys[0]?.skuId,
      stockChange: rules.requireValue(change.productAmountChange, 'productAmountChange'),
    });
  }
  for (const row of rows) {
    const index = skuIndex(listing, keys, { skuId: String(rules.requireValue(text(row.skuId), 'skuStocks.skuId')) });
    const sku = skus[index] as ListingSkuRecord;
    const delta = wholeNumber(rules.requireValue(row.stockChange, 'stockChange'), '库存变更值stockChange') as number;
    skus[index] = { ...sku, stock: rules.stock(changedStock(sku.stock, delta, false, 'stockChange'), '可售数量') };
  }
  ctx.core.listings.change(listing, { skus });
}

const shelf = (onSale: boolean) =>
  shopMethod((ctx, p) => {
    if (!onSale) rules.requireValue(p.webSite, 'webSite');
    return perProduct(productIdsOf(p), String, (id) => changeShelf(ctx, requireListing(ctx, id), onSale));
  });

export const alibabaMaintenanceMethods: MethodTable = {
  [AlibabaApi.productModifyStock]: shopMethod((ctx, p) => {
    const changes = jsonList(rules.requireValue(p.productStockChange, 'productStockChange'), 'productStockChange');
    if (changes.length === 0) fail(SandboxCode.ParamMissing, 'productStockChange不能为空');
    return perProduct(
      changes,
      (c) => c.productId,
      (c) => modifyStock(ctx, requireListing(ctx, rules.requireValue(c.productId, 'productId')), c),
    );
  }),
  [AlibabaApi.productExpire]: shelf(false),
  [AlibabaApi.productRepublish]: shelf(true),
};
