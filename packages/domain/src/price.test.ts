import { describe, expect, it } from 'vitest';
import { PDD_TEMPLATE_DEFAULTS } from './constants.ts';
import { listingPrices } from './listing-settings.ts';
import {
  applyPriceFormula,
  formatYuan,
  multipliedPriceFen,
  pddPrices,
  supplyPriceFen,
  supplyPriceRangeFen,
  supportsDaifa,
  tierPriceFen,
  wholesalePriceFen,
  yuanRangeText,
  yuanToFen,
} from './price.ts';
import {
  belowCostRefused,
  isBelowCost,
  namedGoods,
  platformFeeBp,
  platformFeeFen,
  saleMarginFen,
} from './publishing.ts';
import { StationType } from './stations.ts';

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

describe('what a distributor pays for a SKU', () => {
  // the SKU of the issue: 111.50 wholesale, 112.50 drop-ship, tiers from 10 and 50 pieces
  const sku = {
    priceFen: 11150,
    daifaPriceFen: 11250,
    numberPrices: [
      { minQty: 10, priceFen: 10593 },
      { minQty: 50, priceFen: 10035 },
    ],
  };

  it('gives the supply (代发) price for one piece, whatever the wholesale tiers', () => {
    expect(supplyPriceFen(sku)).toBe(11250);
    expect(supplyPriceRangeFen([sku, { daifaPriceFen: 11550 }])).toEqual({ minFen: 11250, maxFen: 11550 });
    expect(supplyPriceRangeFen([])).toBeNull();
  });

  it('gives the wholesale (批发) price at the tier a quantity reaches', () => {
    expect(wholesalePriceFen(sku, 1)).toBe(11150);
    expect(wholesalePriceFen(sku, 9)).toBe(11150);
    expect(wholesalePriceFen(sku, 10)).toBe(10593);
    expect(wholesalePriceFen(sku, 50)).toBe(10035);
  });

  it('multiplies a supply price by a selling multiple half up, as the server checks it', () => {
    // 1.13 x 1.5 = 1.695: floats make 1.6949999..., which the goods page once showed as 1.69
    expect(Math.round(1.13 * 1.5 * 100) / 100).toBe(1.69);
    expect(multipliedPriceFen(113, 1.5)).toBe(170);
  });

  it('lets a 1688 good and a good of a supplier that ships single pieces be drop-shipped, no other', () => {
    expect(supportsDaifa({ supplierType: 4, proxy: false })).toBe(true);
    expect(supportsDaifa({ supplierType: 1, proxy: true })).toBe(true);
    expect(supportsDaifa({ supplierType: 1, proxy: false })).toBe(false);
  });

  it('writes prices with the ¥ sign, a range as min~max', () => {
    expect(yuanRangeText(11250, 11250)).toBe('¥112.50');
    expect(yuanRangeText(11250, 11550)).toBe('¥112.50~115.50');
  });
});

describe('the platform fee and the cost of a listing', () => {
  it('takes the fee share from the spec costs: platformFee of interfaceCost', () => {
    expect(platformFeeBp(StationType.Pdd)).toBe(60);
    expect(platformFeeBp(StationType.Doudian)).toBe(60);
    expect(platformFeeBp(StationType.Alibaba)).toBe(1000);
    expect(platformFeeBp(StationType.Kuaishou)).toBe(1500);
    expect(platformFeeBp(StationType.Taobao)).toBe(0);
    // no costs in the spec: our estimate
    expect(platformFeeBp(StationType.Qunjielong)).toBe(60);
  });

  it('calls a price below the supply price plus the fee on it below cost', () => {
    // kuaishou keeps 15 %: 20.00 x 15 % = 3.00, so 20.00 on a supply of 17.01 loses 0.01
    expect(platformFeeFen(StationType.Kuaishou, 2000)).toBe(300);
    expect(saleMarginFen(StationType.Kuaishou, 2000, 1701)).toBe(-1);
    expect(isBelowCost(StationType.Kuaishou, 2000, 1701)).toBe(true);
    expect(isBelowCost(StationType.Kuaishou, 2000, 1700)).toBe(false);
  });

  it('names the goods refused, at most five', () => {
    expect(belowCostRefused(['儿童T恤', '运动鞋'])).toBe(
      '《儿童T恤》、《运动鞋》的售价低于供货价加平台费用，请调整价格公式或确认亏本铺货',
    );
    expect(namedGoods(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('《a》、《b》、《c》、《d》、《e》等6个商品');
  });
});
