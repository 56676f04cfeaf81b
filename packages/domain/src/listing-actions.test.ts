import { describe, expect, it } from 'vitest';
import { planAction } from './listing-actions.ts';
import { DEFAULT_SYNC_POLICY, decideSync, keepManual, type SyncDecision, type SyncInput } from './listing-sync.ts';
import { applyPriceFormula, type PriceFormula } from './price.ts';
import { StationType } from './stations.ts';

const FORMULA: PriceFormula = { percent: 150, amountFen: 200, precision: 2 };

/** a listing on sale of two SKUs priced by FORMULA from supply prices 10 and 20 yuan */
function input(overrides: Partial<SyncInput> = {}, supply: [number, number] = [1000, 2000]): SyncInput {
  return {
    station: StationType.Doudian,
    priceRule: { kind: 'formula', formula: FORMULA },
    listed: {
      status: 'onSale',
      skus: [1000, 2000].map((fen, index) => ({
        skuId: `s${index}`,
        supplyPriceFen: fen,
        priceFen: applyPriceFormula(fen, FORMULA),
        groupPriceFen: null,
        stock: 50,
        templateStock: 50,
      })),
    },
    good: { online: true, skus: supply.map((fen, index) => ({ skuId: `s${index}`, supplyPriceFen: fen, stock: 9 })) },
    policy: DEFAULT_SYNC_POLICY,
    ...overrides,
  };
}

const decisionOf = (plan: ReturnType<typeof planAction>): SyncDecision => {
  if (plan.kind !== 'decision') throw new Error(`no decision: ${JSON.stringify(plan)}`);
  return plan.decision;
};

describe('the bulk actions of 我的铺货', () => {
  it('should delist and relist by the shelf, skipping a listing already so or gone from the platform', () => {
    expect(decisionOf(planAction('delist', input())).shelf).toBe('off');
    expect(planAction('delist', input({ listed: { ...input().listed, status: 'warehouse' } }))).toEqual({
      kind: 'skipped',
      reason: 'alreadyDelisted',
    });
    expect(decisionOf(planAction('relist', input({ listed: { ...input().listed, status: 'warehouse' } }))).shelf).toBe(
      'on',
    );
    expect(planAction('relist', input())).toEqual({ kind: 'skipped', reason: 'alreadyOnSale' });
    for (const action of ['sync', 'reprice', 'stockZero', 'delist', 'relist'] as const) {
      expect(planAction(action, input({ listed: { ...input().listed, status: 'removed' } }))).toEqual({
        kind: 'skipped',
        reason: 'removed',
      });
    }
  });

  it('should set every SKU to 0 for stock 0, and skip a listing recorded without its SKUs', () => {
    expect(decisionOf(planAction('stockZero', input())).stock).toEqual([
      { skuId: 's0', stock: 0 },
      { skuId: 's1', stock: 0 },
    ]);
    expect(planAction('stockZero', input({ listed: { status: 'onSale', skus: [] } }))).toEqual({
      kind: 'skipped',
      reason: 'noSkus',
    });
  });

  it('should reprice from the supply price now, hold under the margin floor, and skip what is current', () => {
    const repriced = decisionOf(planAction('reprice', input({}, [1500, 2000])));
    expect(repriced.prices).toEqual([
      { skuId: 's0', priceFen: applyPriceFormula(1500, FORMULA), groupPriceFen: null, supplyPriceFen: 1500 },
    ]);
    const held = planAction('reprice', input({ policy: { ...DEFAULT_SYNC_POLICY, marginFloor: 100 } }, [1500, 2000]));
    expect(held.kind).toBe('held');
    expect(planAction('reprice', input())).toEqual({ kind: 'skipped', reason: 'pricesCurrent' });
    expect(planAction('reprice', input({ priceRule: null }))).toEqual({ kind: 'skipped', reason: 'noFormula' });
    expect(planAction('reprice', input({ good: null }))).toEqual({ kind: 'skipped', reason: 'goodGone' });
  });

  it('should sync now by the shop’s policy after reading the listing back', () => {
    const synced = decisionOf(planAction('sync', input({}, [1000, 2000])));
    expect(synced).toMatchObject({ refresh: true, manual: true, delist: null, stock: [], prices: [] });
    // the supplier took it offline meanwhile: the default policy delists it
    expect(decisionOf(planAction('sync', input({ good: null }))).delist).toBe('offline');
  });
});

describe('a supplier change over an action not yet carried out', () => {
  it('should keep the distributor’s shelf move and stock, unless the policy now delists', () => {
    const relist = decisionOf(planAction('relist', input({ listed: { ...input().listed, status: 'warehouse' } })));
    const priceChange = decideSync(input({ policy: { ...DEFAULT_SYNC_POLICY, priceChange: 'reprice' } }, [1500, 2000]));
    const merged = keepManual(relist, priceChange);
    expect(merged).toMatchObject({ manual: true, shelf: 'on', prices: priceChange.prices });
    const offline = decideSync(input({ good: null }));
    expect(keepManual(relist, offline)).toMatchObject({ delist: 'offline', manual: true });
    expect(keepManual(relist, offline).shelf).toBeUndefined();
    // a supplier change over another supplier change: the newer one alone
    expect(keepManual(priceChange, offline)).toEqual(offline);
    const stockZero = decisionOf(planAction('stockZero', input()));
    expect(keepManual(stockZero, decideSync(input())).stock).toEqual(stockZero.stock);
  });
});
