import { SupplierType } from './constants.ts';
import { DEFAULT_LOCALE, type Locale, messagesOf } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';

/**
 * A supplier's stock visibility (qty-setting): with enableRealQty the exact stock is shown; with
 * only enableSaleQty, whether it can be bought (有货 / 缺货); with neither, nothing.
 * See docs/decisions/0010-stock-visibility.md.
 */
export interface QtyVisibility {
  enableRealQty: boolean;
  enableSaleQty: boolean;
}

export const STOCK_IN = Messages.stockIn;
export const STOCK_OUT = Messages.stockOut;

/**
 * The stock as the distributor may see it (in `locale`, Chinese by default), or null when the supplier
 * hides it. The count and its unit are put together here rather than by a `{{count}}件` message: a
 * template of one value and one word would read back any text ending in 件 (文件, 条件) as a count.
 */
export function stockText(stock: number, setting: QtyVisibility, locale: Locale = DEFAULT_LOCALE): string | null {
  const messages = messagesOf(locale);
  if (setting.enableRealQty) {
    return locale === DEFAULT_LOCALE ? `${stock}${messages.unitPieces}` : `${stock} ${messages.unitPieces}`;
  }
  if (setting.enableSaleQty) return stock > 0 ? messages.stockIn : messages.stockOut;
  return null;
}

export interface SelectedGood {
  goodsId: string;
  supplierType: number;
}

/**
 * Which trading-rule lookups a selection needs (spec doc 1 §5): sales channels only for goods
 * that are not 1688 goods; the blacklisted shops only when exactly one good is selected (and it is
 * not a 1688 good).
 */
export function tradingLookups<T extends SelectedGood>(
  selected: readonly T[],
): { salesChannels: T[]; blackShops: T | null } {
  const own = selected.filter((good) => good.supplierType !== SupplierType.Alibaba);
  const [only] = selected;
  return {
    salesChannels: own,
    blackShops: selected.length === 1 && only && only.supplierType !== SupplierType.Alibaba ? only : null,
  };
}
