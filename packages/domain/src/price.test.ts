import { describe, expect, it } from 'vitest';
import { PDD_TEMPLATE_DEFAULTS } from './constants.ts';
import { listingPrices } from './listing-settings.ts';
import { applyPriceFormula, formatYuan, pddPrices, tierPriceFen, yuanToFen } from './price.ts';

describe('price formulas', () => {
  it('converts yuan to fen without binary noise', () => {
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(-5)).toBe(-500);
    expect(() => yuanToFen(Number.NaN)).toThrow();
  });

  it('applies percent and amount then rounds half up to the fen', () => {
    // 10.01 x 115% = 11.5115 -> 11.51, + 2.00 = 13.51
    expect(applyPriceFormula(1001, { percent: 115, amountFen: 200, precision: 2 })).toBe(1351);
    // 0.05 x 150% = 0.075 -> 0.08 (half up)
    expect(applyPriceFormula(5, { percent: 150, amountFen: 0, precision: 2 })).toBe(8);
  });

  it('rounds half up to whole yuan when the integer precision is chosen', () => {
    // 10.00 x 125% = 12.50 -> 13
    expect(applyPriceFormula(1000, { percent: 125, amountFen: 0, precision: 0 })).toBe(1300);
    // 10.00 x 124.9% = 12.49 -> 12
    expect(applyPriceFormula(1000, { percent: 124.9, amountFen: 0, precision: 0 })).toBe(1200);
  });

  it('accepts a negative amount', () => {
    expect(applyPriceFormula(1000, { percent: 100, amountFen: -150, precision: 2 })).toBe(850);
  });

  it('computes pdd group, single-buy and market prices with the spec defaults', () => {
    const prices = pddPrices([1000, 1550], { ...PDD_TEMPLATE_DEFAULTS, priceTakeType: 1 });
    // group = supply x 120% + 5; single = group + 3; market = highest single + 1
    expect(prices.skus).toEqual([
      { groupPriceFen: 1700, singlePriceFen: 2000 },
      { groupPriceFen: 2360, singlePriceFen: 2660 },
    ]);
    expect(prices.marketPriceFen).toBe(2760);
  });

  it('rounds the pdd group price to whole yuan for priceTakeType 2', () => {
    const prices = pddPrices([1234], { ...PDD_TEMPLATE_DEFAULTS, priceTakeType: 2 });
    // 12.34 x 1.2 + 5 = 19.808 -> 20
    expect(prices.skus[0]).toEqual({ groupPriceFen: 2000, singlePriceFen: 2300 });
  });

  it('picks the tier price for a quantity', () => {
    const tiers = [
      { minQty: 10, priceFen: 900 },
      { minQty: 50, priceFen: 800 },
    ];
    expect(tierPriceFen(tiers, 1, 1000)).toBe(1000);
    expect(tierPriceFen(tiers, 10, 1000)).toBe(900);
    expect(tierPriceFen(tiers, 70, 1000)).toBe(800);
  });

  it('formats fen as yuan text', () => {
    expect(formatYuan(1351)).toBe('13.51');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(-150)).toBe('-1.50');
  });
});

describe('listingPrices', () => {
  it('prices every SKU with the formula and reports the range', () => {
    const prices = listingPrices([1000, 1990], {
      kind: 'formula',
      formula: { percent: 150, amountFen: 200, precision: 2 },
    });
    expect(prices.skus.map((s) => s.priceFen)).toEqual([1700, 3185]);
    expect([prices.minPriceFen, prices.maxPriceFen, prices.marketPriceFen]).toEqual([1700, 3185, 3185]);
  });

  it('gives pdd group and single-buy prices, the range from the lowest group to the highest single', () => {
    const prices = listingPrices([1000, 2000], {
      kind: 'pdd',
      template: { ratio: 120, additionY: 5, priceTakeType: 1, priceAdditionY: 3, maketPriceAdditionY: 1 },
    });
    expect(prices.skus).toEqual([
      { priceFen: 2000, groupPriceFen: 1700 },
      { priceFen: 3200, groupPriceFen: 2900 },
    ]);
    expect([prices.minPriceFen, prices.maxPriceFen, prices.marketPriceFen]).toEqual([1700, 3200, 3300]);
  });
});
