import { CartErrors, fenToYuan, isGoodOnline, ORDER_QTY_MAX, wholesalePriceFen } from '@puhuo/domain';
import type { TradeGood, TradeSku } from '../catalogue/index.ts';

/** The smallest order of a SKU. */
export const MIN_QTY = 1;

/**
 * How many of a SKU may be ordered. A supplier that sells against its stock (enableSaleQty) caps
 * an order at what is left; others restock to order, so only the general ceiling applies.
 */
export function qtyBounds(good: TradeGood, sku: TradeSku): { minQty: number; maxQty: number } {
  const sellsAgainstStock = good.supplier?.enableSaleQty ?? true;
  return { minQty: MIN_QTY, maxQty: sellsAgainstStock ? Math.min(sku.stock, ORDER_QTY_MAX) : ORDER_QTY_MAX };
}

/** Why a good cannot be ordered at all: offline or missing, or no wholesale ordering. */
export function goodIssue(good: TradeGood | null | undefined): string | null {
  if (!good) return CartErrors.goodMissing;
  if (!isGoodOnline(good)) return CartErrors.goodOffline;
  if (!good.isWholesale) return CartErrors.wholesaleDisallowed;
  return null;
}

export interface SkuState {
  sku: TradeSku | undefined;
  minQty: number;
  maxQty: number;
  /** the reason shown on the SKU, if any */
  err: string | null;
  /** the SKU cannot be ordered (spec doc 1 §4): not found, zero stock with sale qty, no wholesale */
  isException: boolean;
  /** the wholesale (批发) price of each piece at the quantity, fen (`wholesalePriceFen`) */
  unitPriceFen: number;
}

/** A SKU of a good that is itself orderable, at a quantity. */
export function skuState(good: TradeGood, skuId: string, qty: number): SkuState {
  const sku = good.skus.find((s) => s.id === skuId);
  if (!sku) return { sku, minQty: MIN_QTY, maxQty: 0, err: CartErrors.skuMissing, isException: true, unitPriceFen: 0 };
  const { minQty, maxQty } = qtyBounds(good, sku);
  const unitPriceFen = wholesalePriceFen(sku, qty);
  const base = { sku, minQty, maxQty, unitPriceFen };
  if (!sku.isWholesale) return { ...base, err: CartErrors.skuWholesaleDisallowed, isException: true };
  if (good.supplier?.enableSaleQty && sku.stock === 0) return { ...base, err: CartErrors.soldOut, isException: true };
  if (qty > maxQty) return { ...base, err: CartErrors.overStock(Math.max(sku.stock, 0)), isException: false };
  return { ...base, err: null, isException: false };
}

export const toYuanTiers = (sku: TradeSku | undefined) =>
  (sku?.numberPrices ?? []).map((t) => ({ minQty: t.minQty, price: fenToYuan(t.priceFen) }));
