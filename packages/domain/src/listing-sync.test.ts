import { describe, expect, it } from 'vitest';
import { DEFAULT_SYNC_POLICY, decideSync, type ListedSku, type SyncInput, type SyncPolicy } from './listing-sync.ts';
import { applyPriceFormula, type PriceFormula } from './price.ts';
import { platformFeeFen, saleMarginFen } from './publishing.ts';
import { StationType } from './stations.ts';

const FORMULA: PriceFormula = { percent: 150, amountFen: 200, precision: 2 };
const station = StationType.Doudian;

/** a listing of two SKUs priced by FORMULA from supply prices 10 and 20 yuan, 999 each */
function listedSkus(): ListedSku[] {
  return [
    {
      skuId: 'a',
      supplyPriceFen: 1000,
      priceFen: applyPriceFormula(1000, FORMULA),
      groupPriceFen: null,
      stock: 999,
      templateStock: 999,
    },
    {
      skuId: 'b',
      supplyPriceFen: 2000,
      priceFen: applyPriceFormula(2000, FORMULA),
      groupPriceFen: null,
      stock: 999,
      templateStock: 999,
    },
  ];
}

function input(
  good: SyncInput['good'],
  policy: Partial<SyncPolicy> = {},
  listed: Partial<SyncInput['listed']> = {},
): SyncInput {
  return {
    station,
    priceRule: { kind: 'formula', formula: FORMULA },
    listed: { status: 'onSale', skus: listedSkus(), ...listed },
    good,
    policy: { ...DEFAULT_SYNC_POLICY, ...policy },
  };
}

const supply = (a: [number, number], b: [number, number], online = true) => ({
  online,
  skus: [
    { skuId: 'a', supplyPriceFen: a[0], stock: a[1] },
    { skuId: 'b', supplyPriceFen: b[0], stock: b[1] },
  ],
});

describe('a supplier good going offline', () => {
  it('should delist the listing under the default policy, and leave it when the policy says nothing', () => {
    expect(decideSync(input(supply([1000, 5], [2000, 5], false))).delist).toBe('offline');
    expect(decideSync(input(null)).delist).toBe('offline');
    expect(decideSync(input(supply([1000, 5], [2000, 5], false), { offline: 'nothing' })).delist).toBeNull();
  });

  it('should ask nothing of a listing already off sale or gone from the platform', () => {
    const offline = supply([1000, 5], [2000, 5], false);
    expect(decideSync(input(offline, {}, { status: 'warehouse' })).delist).toBeNull();
    expect(decideSync(input(offline, {}, { status: 'removed' })).delist).toBeNull();
  });
});

describe('a supplier running out of stock', () => {
  it('should set the SKU it ran out of to 0 and leave the others', () => {
    const decision = decideSync(input(supply([1000, 0], [2000, 7])));
    expect(decision).toMatchObject({ delist: null, stock: [{ skuId: 'a', stock: 0 }], prices: [] });
  });

  it('should delist a good out of stock altogether when the policy says delist, else set every SKU 0', () => {
    const soldOut = supply([1000, 0], [2000, 0]);
    expect(decideSync(input(soldOut, { outOfStock: 'delist' })).delist).toBe('outOfStock');
    expect(decideSync(input(soldOut)).stock).toEqual([
      { skuId: 'a', stock: 0 },
      { skuId: 'b', stock: 0 },
    ]);
    expect(decideSync(input(soldOut, { outOfStock: 'nothing' })).stock).toEqual([]);
  });

  it('should give a SKU back the template’s stock once the supplier has it again', () => {
    const zeroed = listedSkus().map((sku) => (sku.skuId === 'a' ? { ...sku, stock: 0 } : sku));
    const decision = decideSync(input(supply([1000, 3], [2000, 7]), {}, { skus: zeroed }));
    expect(decision.stock).toEqual([{ skuId: 'a', stock: 999 }]);
  });
});

describe('a supply price change', () => {
  it('should tell the distributor under the default policy, sending no price', () => {
    const decision = decideSync(input(supply([1100, 5], [2000, 5])));
    expect(decision).toMatchObject({ notifyPriceChanged: true, prices: [], delist: null, heldBelowFloor: null });
  });

  it('should reprice by the template’s formula when the policy says so, only the SKUs whose price moves', () => {
    const decision = decideSync(input(supply([1100, 5], [2000, 5]), { priceChange: 'reprice' }));
    expect(decision.prices).toEqual([
      { skuId: 'a', priceFen: applyPriceFormula(1100, FORMULA), groupPriceFen: null, supplyPriceFen: 1100 },
    ]);
    expect(decision.notifyPriceChanged).toBe(false);
  });

  it('should reprice pdd’s single and group prices by the pdd rule', () => {
    const pdd: SyncInput = {
      ...input(supply([1100, 5], [2000, 5]), { priceChange: 'reprice' }),
      station: StationType.Pdd,
      priceRule: {
        kind: 'pdd',
        template: { ratio: 150, additionY: 2, priceTakeType: 1, priceAdditionY: 3, maketPriceAdditionY: 1 },
      },
    };
    const [a] = decideSync(pdd).prices;
    expect(a?.groupPriceFen).toBeGreaterThan(1100);
    expect(a?.priceFen).toBe((a?.groupPriceFen ?? 0) + 300);
  });

  it('should never send a price under supply + platform fee + floor: hold it, or delist when the policy says so', () => {
    // the supplier raises SKU b to 29 yuan: at its old price (32 yuan) the sale keeps under the 5-yuan floor
    const raised = supply([1000, 5], [2900, 5]);
    const oldPrice = applyPriceFormula(2000, FORMULA);
    expect(saleMarginFen(station, oldPrice, 2900)).toBeLessThan(500);
    const held = decideSync(input(raised, { marginFloor: 5 }));
    expect(held.heldBelowFloor).toEqual({ lowestMarginFen: saleMarginFen(station, oldPrice, 2900) });
    expect(held.prices).toEqual([]);
    expect(decideSync(input(raised, { marginFloor: 5, belowFloor: 'delist' })).delist).toBe('belowFloor');
  });

  it('should hold a reprice whose new price still keeps less than the floor', () => {
    // repriced, SKU a sells at 150% + 2: the margin is about half the supply price plus 2, under a 20-yuan floor
    const decision = decideSync(input(supply([1100, 5], [2000, 5]), { priceChange: 'reprice', marginFloor: 20 }));
    const newPrice = applyPriceFormula(1100, FORMULA);
    expect(decision.heldBelowFloor?.lowestMarginFen).toBe(newPrice - 1100 - platformFeeFen(station, newPrice));
    expect(decision.prices).toEqual([]);
  });

  it('should only tell when the listing has no price rule to reprice by (a back-filled listing)', () => {
    const decision = decideSync({
      ...input(supply([1100, 5], [2000, 5]), { priceChange: 'reprice' }),
      priceRule: null,
    });
    expect(decision).toMatchObject({ notifyPriceChanged: true, prices: [] });
  });
});

describe('several changes at once', () => {
  it('should come to one decision from the state now, however many changes led there', () => {
    const now = supply([1200, 0], [2000, 9]);
    const once = decideSync(input(now, { priceChange: 'reprice' }));
    expect(once.stock).toEqual([{ skuId: 'a', stock: 0 }]);
    expect(once.prices.map((p) => p.skuId)).toEqual(['a']);
    expect(decideSync(input(now, { priceChange: 'reprice' }))).toEqual(once);
  });
});
