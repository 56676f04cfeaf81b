import { describe, expect, it } from 'vitest';
import { Messages } from './i18n/messages.zh-CN.ts';
import {
  findStation,
  isOnlineStation,
  LOGIN_AND_ORDERING_STATION_TYPES,
  OFFLINE_STATION_TYPES,
  selectableStations,
} from './stations.ts';

/**
 * Spec doc 1 §9: "Station types referenced in the login and ordering screens:
 * 1,2,3,4,11,12,15,29,32,33,34,36,37,38,39". The ordering screens name a shop's platform with the
 * catalogue's label (findStation) and take its platform record from the selectable stations (what
 * /api/shop/platforms answers); these tests hold the list to the spec and to what those screens can show.
 */
describe('station types of the login and ordering screens', () => {
  it('should list the fifteen station types of the spec, in its order', () => {
    expect([...LOGIN_AND_ORDERING_STATION_TYPES]).toEqual([1, 2, 3, 4, 11, 12, 15, 29, 32, 33, 34, 36, 37, 38, 39]);
    expect(new Set(LOGIN_AND_ORDERING_STATION_TYPES).size).toBe(LOGIN_AND_ORDERING_STATION_TYPES.length);
  });

  it('should name every listed station with a label of the catalogue', () => {
    for (const type of LOGIN_AND_ORDERING_STATION_TYPES) {
      const station = findStation(type);
      expect(station, `station ${type}`).toBeDefined();
      expect(station?.label.trim(), `label of station ${type}`).not.toBe('');
    }
    expect(findStation(2)?.label).toBe(Messages.stationPdd);
    expect(findStation(34)?.label).toBe(Messages.stationQunjielong);
    expect(findStation(36)?.label).toBe(Messages.stationWechatVideoShop);
  });

  it('should give the ordering screens a platform record for every online station of the list', () => {
    const selectable = selectableStations().map((s) => s.value);
    const online = LOGIN_AND_ORDERING_STATION_TYPES.filter(isOnlineStation);
    // 12 is the one offline channel of the list: it has no platform record to order an app from
    expect(LOGIN_AND_ORDERING_STATION_TYPES.filter((type) => !isOnlineStation(type))).toEqual([12]);
    expect(OFFLINE_STATION_TYPES).toContain(12);
    for (const type of online) expect(selectable, `station ${type}`).toContain(type);
    // and the local station 66, never picked by a user, is not referenced
    expect(LOGIN_AND_ORDERING_STATION_TYPES).not.toContain(66);
  });
});
