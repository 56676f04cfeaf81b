import { SupplierType } from './constants.ts';

/**
 * A supplier's stock visibility (qty-setting): with enableRealQty the exact stock is shown; with
 * only enableSaleQty, whether it can be bought (有货 / 缺货); with neither, nothing.
 * See docs/decisions/0010-stock-visibility.md.
 */
export interface QtyVisibility {
  enableRealQty: boolean;
  enableSaleQty: boolean;
}

export const STOCK_IN = '有货';
export const STOCK_OUT = '缺货';

/** The stock as the distributor may see it, or null when the supplier hides it. */
export function stockText(stock: number, setting: QtyVisibility): string | null {
  if (setting.enableRealQty) return `${stock}件`;
  if (setting.enableSaleQty) return stock > 0 ? STOCK_IN : STOCK_OUT;
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
