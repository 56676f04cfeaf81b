import { isAlibabaGood } from './goods-kinds.ts';
/**
 * Price formulas, once for the template preview and the publish engine.
 * Every amount is integer fen; rounding is half up (towards +infinity at exactly .5).
 */

/** 2 = round to fen (two decimals), 0 = round to whole yuan. */
export type PricePrecision = 2 | 0;

/** pdd / youzan priceTakeType: 1 two decimals, 2 integer. */
export function precisionFromPriceTakeType(priceTakeType: 1 | 2): PricePrecision {
  return priceTakeType === 2 ? 0 : 2;
}

/** Converts a yuan amount as entered (at most 2 decimals meaningful) to integer fen. */
export function yuanToFen(yuan: number): number {
  if (!Number.isFinite(yuan)) throw new RangeError(`not a finite amount: ${yuan}`);
  // toPrecision removes binary noise such as 1.005 * 100 = 100.49999999999999
  return Math.round(Number((yuan * 100).toPrecision(12)));
}

export function fenToYuan(fen: number): number {
  return fen / 100;
}

/** "12.30" style text for display. */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function floorDiv(numerator: number, denominator: number): number {
  return Math.floor(numerator / denominator);
}

export interface PriceFormula {
  /** percent applied to the supply price, e.g. 120 for 120% */
  percent: number;
  /** amount added after the percent, in fen (may be negative) */
  amountFen: number;
  precision: PricePrecision;
}

/** unit price = supply price x percent% + amount, rounded half up to fen or to whole yuan. */
export function applyPriceFormula(supplyFen: number, formula: PriceFormula): number {
  // percent kept to hundredths so that every step stays an exact integer
  const percentHundredths = Math.round(Number((formula.percent * 100).toPrecision(12)));
  const scaled = supplyFen * percentHundredths + formula.amountFen * 10_000; // fen x 10^4
  if (formula.precision === 2) return floorDiv(scaled + 5_000, 10_000);
  return floorDiv(scaled + 500_000, 1_000_000) * 100;
}

export interface PddPriceTemplate {
  ratio: number;
  /** yuan, may be negative */
  additionY: number;
  priceTakeType: 1 | 2;
  priceAdditionY: number;
  maketPriceAdditionY: number;
}

export interface PddSkuPrice {
  groupPriceFen: number;
  singlePriceFen: number;
}

export interface PddPrices {
  skus: PddSkuPrice[];
  marketPriceFen: number;
}

/**
 * pdd: group price = supply x ratio% + additionY; single-buy = group + priceAdditionY;
 * market = highest single-buy + maketPriceAdditionY.
 */
export function pddPrices(supplyFens: readonly number[], template: PddPriceTemplate): PddPrices {
  if (supplyFens.length === 0) throw new RangeError('a good needs at least one SKU price');
  const formula: PriceFormula = {
    percent: template.ratio,
    amountFen: yuanToFen(template.additionY),
    precision: precisionFromPriceTakeType(template.priceTakeType),
  };
  const singleAdditionFen = yuanToFen(template.priceAdditionY);
  const skus = supplyFens.map((supplyFen) => {
    const groupPriceFen = applyPriceFormula(supplyFen, formula);
    return { groupPriceFen, singlePriceFen: groupPriceFen + singleAdditionFen };
  });
  const highestSingle = Math.max(...skus.map((s) => s.singlePriceFen));
  return { skus, marketPriceFen: highestSingle + yuanToFen(template.maketPriceAdditionY) };
}

/** The tier price for a quantity: the last tier whose minimum the quantity reaches. */
export function tierPriceFen(
  tiers: readonly { minQty: number; priceFen: number }[],
  qty: number,
  basePriceFen: number,
): number {
  let price = basePriceFen;
  for (const tier of [...tiers].sort((a, b) => a.minQty - b.minQty)) {
    if (qty >= tier.minQty) price = tier.priceFen;
  }
  return price;
}

// ---------------------------------------------------------------- what a distributor pays for a SKU

/**
 * The two prices of a SKU (spec doc 1 §3 "Goods sku: price, daifaPrice"), each with one rule that every
 * screen and the publish engine use:
 *
 * - the supply price (供货价, 代发价): one piece the supplier ships to the distributor's buyer, the
 *   "supply price" of the price formula ("unit price = supply price x percent% + amount yuan", doc 2 §2)
 *   and of the collect list's column (doc 1 §2). The market list, the goods detail, the collect list,
 *   the distribution list and the publish engine show and use `supplyPriceFen`, nothing else.
 * - the wholesale price (批发价): pieces the distributor buys for itself, at the tier (numberPrices) its
 *   quantity reaches; the cart's settle price and the orders' unit price (doc 1 §3 "Cart sku: settlePrice,
 *   numberPrices, skuWholesale"). `wholesalePriceFen` is that rule.
 *
 * Both are integer fen as stored; no screen recomputes them from yuan or multiplies floats.
 */
export interface SkuPricing {
  /** wholesale price of one piece, fen */
  priceFen: number;
  /** drop-ship (代发) price, fen */
  daifaPriceFen: number;
  /** wholesale tiers: from `minQty` pieces on, `priceFen` each */
  numberPrices: readonly { minQty: number; priceFen: number }[];
}

/** The supply (代发) price of one piece of a SKU. */
export function supplyPriceFen(sku: Pick<SkuPricing, 'daifaPriceFen'>): number {
  return sku.daifaPriceFen;
}

/** The wholesale price of each piece when `qty` pieces are bought: the tier reached, else the base price. */
export function wholesalePriceFen(sku: Pick<SkuPricing, 'priceFen' | 'numberPrices'>, qty: number): number {
  return tierPriceFen(sku.numberPrices, qty, sku.priceFen);
}

/** Lowest and highest of some amounts (a good's SKUs); null when there are none. */
export function priceRangeFen(amounts: readonly number[]): { minFen: number; maxFen: number } | null {
  if (amounts.length === 0) return null;
  return { minFen: Math.min(...amounts), maxFen: Math.max(...amounts) };
}

/** A good's supply price range over its SKUs (the market list shows its lowest as 代发价). */
export function supplyPriceRangeFen(skus: readonly Pick<SkuPricing, 'daifaPriceFen'>[]) {
  return priceRangeFen(skus.map(supplyPriceFen));
}

/** A distributor's selling multiple (代发倍数) applied to a supply price, rounded half up to the fen. */
export function multipliedPriceFen(supplyFen: number, multi: number): number {
  return applyPriceFormula(supplyFen, { percent: multi * 100, amountFen: 0, precision: 2 });
}

/**
 * Whether a good can be drop-shipped (一件代发): a 1688 good always can (through the distributor's 1688
 * buyer app), a good of our own suppliers when its supplier ships single pieces (its `proxy` term). The
 * goods page's 代发 price, tags and selling multiple, and the cart's 代发 tag, all follow this one rule.
 */
export function supportsDaifa(good: { supplierType: number; proxy: boolean }): boolean {
  return isAlibabaGood(good) || good.proxy;
}

/** "¥12.30" */
export const yuanText = (fen: number): string => `¥${formatYuan(fen)}`;

/** "¥12.30" for one price, "¥12.30~15.00" for a range (spec doc 1 §2: min~max with a ¥ sign). */
export function yuanRangeText(minFen: number, maxFen: number): string {
  return minFen === maxFen ? yuanText(minFen) : `${yuanText(minFen)}~${formatYuan(maxFen)}`;
}
