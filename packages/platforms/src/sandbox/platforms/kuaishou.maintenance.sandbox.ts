/**
 * The kuaishou sandbox's calls on a published item (see kuaishou.sandbox.ts), as the Java SDK's
 * OpenItemSkuStockUpdateRequest, OpenItemSkuPriceUpdateRequest and OpenItemShelfStatusUpdateRequest show
 * them in AndersonBY/kwaixiaodian-python-sdk (its item models and rest-api request classes, which quote the
 * platform's doc pages open.kwaixiaodian.com/zone/new/docs/api?name=...):
 * - `open.item.sku.stock.update` {kwaiItemId, skuId, skuChangeStock, changeType}: "更新逻辑为增量更新" —
 *   changeType 1 adds skuChangeStock, 2 takes it away; skuChangeStock in (0, 9999999);
 * - `open.item.sku.price.update` {itemId, skuId, price (分)};
 * - `open.item.shelf.status.update` {kwaiItemId, shelfStatus 1 上架 | 0 下架}: "商品审核状态为通过后，才允许操作商品上架".
 * Ours: the refusal wordings, and the empty data of the answers.
 */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { changeShelf, changeSku, enumParam, skuIndex, wholeNumber } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import { type MethodTable, requireListing, type ShopCallContext, shopMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import { kuaishouSkuKeys } from './kuaishou.goods.sandbox.ts';

const skuOf = (ctx: ShopCallContext, itemId: unknown, skuId: unknown) => {
  const listing = requireListing(ctx, rules.requireValue(itemId, '商品ID'));
  const sku = String(rules.requireValue(text(skuId), 'skuId'));
  return { listing, index: skuIndex(listing, kuaishouSkuKeys(listing), { skuId: sku }) };
};

export const kuaishouMaintenanceMethods: MethodTable = {
  'open.item.sku.stock.update': shopMethod((ctx, p) => {
    const { listing, index } = skuOf(ctx, p.kwaiItemId, p.skuId);
    const change = wholeNumber(rules.requireValue(p.skuChangeStock, 'skuChangeStock'), 'skuChangeStock') as number;
    if (change <= 0 || change >= 9_999_999) {
      fail(SandboxCode.StockInvalid, `库存变化数量skuChangeStock须大于0且小于9999999，收到：${change}`);
    }
    const type = enumParam(p.changeType, [1, 2], 'changeType', '变更类型changeType');
    const current = listing.skus[index]?.stock ?? 0;
    const stock = type === 1 ? current + change : current - change;
    if (stock < 0) fail(SandboxCode.StockInvalid, `库存不足：当前库存${current}，不能减少${change}`);
    changeSku(ctx, listing, index, { stock });
    return {};
  }),
  'open.item.sku.price.update': shopMethod((ctx, p) => {
    const { listing, index } = skuOf(ctx, p.itemId, p.skuId);
    changeSku(ctx, listing, index, { priceFen: rules.fen(rules.requireValue(p.price, '价格price'), '价格price') });
    return {};
  }),
  'open.item.shelf.status.update': shopMethod((ctx, p) => {
    const listing = requireListing(ctx, rules.requireValue(p.kwaiItemId, 'kwaiItemId'));
    const status = enumParam(p.shelfStatus, [0, 1], 'shelfStatus', '上架状态shelfStatus');
    changeShelf(ctx, listing, status === 1);
    return {};
  }),
};
