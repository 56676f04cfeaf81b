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
