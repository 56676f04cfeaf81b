import { describe, expect, it } from 'vitest';
import {
  findStation,
  freeTrialDays,
  isOnlineStation,
  OFFLINE_STATION_TYPES,
  STATIONS,
  selectableStations,
} from './stations.ts';

describe('station catalogue', () => {
  it('lists every online station of the spec with its code', () => {
    const online = STATIONS.filter((s) => s.isOnline).map((s) => s.value);
    expect(online).toEqual([1, 2, 3, 4, 11, 15, 29, 32, 33, 34, 36, 37, 38, 39, 66]);
  });

  it('marks 5-10, 12-14, 16-28, 30 and 31 as offline only', () => {
    const expected = [...[5, 6, 7, 8, 9, 10], ...[12, 13, 14], ...Array.from({ length: 13 }, (_, i) => 16 + i), 30, 31];
    expect([...OFFLINE_STATION_TYPES]).toEqual(expected);
    for (const value of expected) expect(isOnlineStation(value)).toBe(false);
  });

  it('keeps the costs of the spec per station', () => {
    const costsOf = (value: number) => findStation(value)?.costs;
    expect(costsOf(1)).toEqual({ interfaceCost: 2000, backCost: 1800, platformFee: 200 });
    expect(costsOf(2)).toEqual({ interfaceCost: 1000, backCost: 994, platformFee: 6 });
    expect(costsOf(3)).toEqual({ interfaceCost: 0, backCost: 0, platformFee: 0 });
    expect(costsOf(4)).toEqual({ interfaceCost: 2000, backCost: 1700, platformFee: 300 });
    expect(costsOf(32)).toEqual({ interfaceCost: 2000, backCost: 1700, platformFee: 300 });
    expect(costsOf(11)).toEqual({ interfaceCost: 2000, backCost: 1988, platformFee: 12 });
    expect(costsOf(15)).toEqual({ interfaceCost: 2000, backCost: 1700, platformFee: 300 });
  });

  it('gives the free trials of the spec', () => {
    expect(freeTrialDays(32)).toBe(7);
    expect(freeTrialDays(4)).toBe(7);
    expect(freeTrialDays(36)).toBe(7);
    expect(freeTrialDays(36, true)).toBe(15);
    expect(freeTrialDays(3)).toBe(30);
    expect(freeTrialDays(2)).toBe(15);
    expect(freeTrialDays(15)).toBe(15);
    expect(freeTrialDays(11)).toBe(90);
    for (const free of [29, 33, 34, 38, 39]) {
      expect(findStation(free)?.freeTrial).toEqual({ kind: 'free' });
    }
  });

  it('offers the goods-or-order choice on stations 11, 32, 4, 29 and 15 only', () => {
    const choosing = STATIONS.filter((s) => s.offersGoodsOrOrderChoice).map((s) => s.value);
    expect(choosing.sort((a, b) => a - b)).toEqual([4, 11, 15, 29, 32]);
  });

  it('removes 66 from the options and hides taobao, taogongchang and jd for product types 1 and 3', () => {
    const all = selectableStations().map((s) => s.value);
    expect(all).not.toContain(66);
    expect(all).toContain(3);
    for (const productType of [1, 3]) {
      const shown = selectableStations(productType).map((s) => s.value);
      expect(shown).not.toContain(3);
      expect(shown).not.toContain(39);
      expect(shown).not.toContain(15);
      expect(shown).toContain(2);
    }
    expect(selectableStations(2).map((s) => s.value)).toContain(15);
  });

  it('authorises jd through its own path and omits the module for stations 1 and 2', () => {
    expect(findStation(15)?.authorizePath).toBe('/jd/authorize');
    expect(findStation(2)?.authorizePath).toBe('/shop/authorize');
    expect(findStation(1)?.authorizeWithModule).toBe(false);
    expect(findStation(2)?.authorizeWithModule).toBe(false);
    expect(findStation(11)?.authorizeWithModule).toBe(true);
  });
});
