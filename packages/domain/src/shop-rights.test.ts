import { describe, expect, it } from 'vitest';
import {
  appTypeOfModules,
  authorizedSuccess,
  buyAppIsExpired,
  DAY_MS,
  daysLeft,
  HeaderTip,
  headerTips,
  orderingShopsForTip,
  orderingSteps,
  type RightsGroup,
  type RightsShop,
  rightsOfAppType,
  shopCodeCertification,
  shopExpiryState,
} from './shop-rights.ts';

const NOW = new Date('2026-03-01T08:00:00Z').getTime();
const at = (ms: number) => new Date(NOW + ms).toISOString();

let seq = 0;
function shop(appType: number, timeOutMs: number | null, extra: Partial<RightsShop> = {}): RightsShop {
  seq += 1;
  return {
    id: `s${seq}`,
    shopName: `店铺${seq}`,
    stationType: 2,
    appType,
    ...rightsOfAppType(appType),
    isExpired: timeOutMs !== null && timeOutMs <= 0,
    authorizationTimeOut: timeOutMs === null ? null : at(timeOutMs),
    ...extra,
  };
}

const group = (stationType: number, goodsRights: boolean, orderRights: boolean): RightsGroup => ({
  appId: `g${stationType}${goodsRights}${orderRights}`,
  shopName: `组${stationType}`,
  stationType,
  goodsRights,
  orderRights,
});

const tipsOf = (shops: RightsShop[], groups: RightsGroup[] = []) =>
  headerTips({ shops, groups, buyApp: null }, NOW).map((t) => t.tip);

describe('expiry arithmetic', () => {
  it('should count whole days left, rounding down', () => {
    expect(daysLeft(at(15 * DAY_MS), NOW)).toBe(15);
    expect(daysLeft(at(16 * DAY_MS - 1), NOW)).toBe(15);
    expect(daysLeft(at(16 * DAY_MS), NOW)).toBe(16);
    expect(daysLeft(at(1), NOW)).toBe(0);
    expect(daysLeft(at(-1), NOW)).toBe(-1);
  });

  it('should call a shop expiring with 15 days left and not with 16', () => {
    expect(shopExpiryState({ isExpired: false, authorizationTimeOut: at(16 * DAY_MS - 1) }, NOW)).toBe('expiring');
    expect(shopExpiryState({ isExpired: false, authorizationTimeOut: at(16 * DAY_MS) }, NOW)).toBe('valid');
    expect(shopExpiryState({ isExpired: false, authorizationTimeOut: at(1) }, NOW)).toBe('expiring');
  });

  it('should call a shop expired only by its isExpired flag', () => {
    expect(shopExpiryState({ isExpired: true, authorizationTimeOut: at(100 * DAY_MS) }, NOW)).toBe('expired');
    expect(shopExpiryState({ isExpired: false, authorizationTimeOut: null }, NOW)).toBe('valid');
  });

  it('should call the buyer app expired once its time-out is past', () => {
    expect(buyAppIsExpired(at(0), NOW)).toBe(true);
    expect(buyAppIsExpired(at(1), NOW)).toBe(false);
    expect(buyAppIsExpired(null, NOW)).toBe(false);
  });
});

describe('app types and rights', () => {
  it('should map authorised modules to app types 1, 2 and 1024', () => {
    expect(appTypeOfModules(['goods'])).toBe(1);
    expect(appTypeOfModules(['order'])).toBe(2);
    expect(appTypeOfModules(['goods', 'order'])).toBe(1024);
    expect(rightsOfAppType(1024)).toEqual({ goodsRights: true, orderRights: true });
    expect(rightsOfAppType(2)).toEqual({ goodsRights: false, orderRights: true });
  });
});

describe('header tips', () => {
  it('should count groups lacking goods rights (tip 1) on any station', () => {
    const tips = headerTips({ shops: [], groups: [group(2, false, true), group(11, false, true)], buyApp: null }, NOW);
    expect(tips).toEqual([{ tip: 1, count: 2, text: expect.stringContaining('2个店铺') }]);
  });

  it('should count groups lacking order rights (tip 2) only on stations 4, 11, 29 and 32', () => {
    const groups = [4, 11, 29, 32, 15, 2].map((s) => group(s, true, false));
    expect(headerTips({ shops: [], groups, buyApp: null }, NOW)).toEqual([
      { tip: 2, count: 4, text: expect.any(String) },
    ]);
  });

  it('should give 3, 4 or 5 for an expired goods, order or combined app', () => {
    expect(tipsOf([shop(1, -DAY_MS)])).toEqual([HeaderTip.GoodsAppExpired]);
    expect(tipsOf([shop(2, -DAY_MS)])).toEqual([HeaderTip.OrderAppExpired]);
    expect(tipsOf([shop(1024, -DAY_MS)])).toEqual([HeaderTip.BothAppsExpired]);
  });

  it('should give 6, 7 or 8 for an expiring goods, order or combined app', () => {
    expect(tipsOf([shop(1, 3 * DAY_MS)])).toEqual([HeaderTip.GoodsAppExpiring]);
    expect(tipsOf([shop(2, 3 * DAY_MS)])).toEqual([HeaderTip.OrderAppExpiring]);
    expect(tipsOf([shop(1024, 3 * DAY_MS), shop(1, 5 * DAY_MS)])).toEqual([
      HeaderTip.GoodsAppExpiring,
      HeaderTip.BothAppsExpiring,
    ]);
  });

  it('should let expiry tips take precedence over expiring tips', () => {
    expect(tipsOf([shop(1, 3 * DAY_MS), shop(2, -DAY_MS)])).toEqual([HeaderTip.OrderAppExpired]);
  });

  it('should give no expiry tip with 16 days left and tip 6 with 15', () => {
    expect(tipsOf([shop(1, 16 * DAY_MS)])).toEqual([]);
    expect(tipsOf([shop(1, 16 * DAY_MS - 1)])).toEqual([HeaderTip.GoodsAppExpiring]);
  });

  it('should give the buyer tips 9, 10 and 11 after the shop tips', () => {
    const buy = (accountName: string | null, ms: number | null) =>
      headerTips(
        {
          shops: [shop(1, -DAY_MS)],
          groups: [],
          buyApp: { accountName, authorizationTimeOut: ms === null ? null : at(ms) },
        },
        NOW,
      ).map((t) => t.tip);
    expect(buy(null, null)).toEqual([3, 9]);
    expect(buy('买家a', -1)).toEqual([3, 10]);
    expect(buy('买家a', 16 * DAY_MS - 1)).toEqual([3, 11]);
    expect(buy('买家a', 16 * DAY_MS)).toEqual([3]);
  });
});

describe('ordering modal filters', () => {
  const goodsExpired = shop(1, -DAY_MS);
  const orderExpired = shop(2, -2 * DAY_MS);
  const bothExpired = shop(1024, -1);
  const goodsSoon = shop(1, 15 * DAY_MS);
  const orderSoon = shop(2, 2 * DAY_MS);
  const bothSoon = shop(1024, 10 * DAY_MS);
  const bothLater = shop(1024, 40 * DAY_MS);
  const shops = [goodsExpired, orderExpired, bothExpired, goodsSoon, orderSoon, bothSoon, bothLater];
  const ids = (tip: number) => orderingShopsForTip(tip, { shops, groups: [] }, NOW).map((s) => s.id);

  it('should list goods-rights expired shops for tip 3 and order-rights expired ones for tip 4', () => {
    expect(ids(3)).toEqual([goodsExpired.id, bothExpired.id]);
    expect(ids(4)).toEqual([orderExpired.id, bothExpired.id]);
  });

  it('should list every expired shop for tip 5', () => {
    expect(ids(5)).toEqual([goodsExpired.id, orderExpired.id, bothExpired.id]);
  });

  it('should list shops with 0-15 days left by rights for tips 6 and 7 and by app type 1024 for tip 8', () => {
    expect(ids(6)).toEqual([goodsSoon.id, bothSoon.id]);
    expect(ids(7)).toEqual([orderSoon.id, bothSoon.id]);
    expect(ids(8)).toEqual([bothSoon.id]);
  });

  it('should carry the days left as time', () => {
    const [row] = orderingShopsForTip(6, { shops: [goodsSoon], groups: [] }, NOW);
    expect(row).toMatchObject({ appType: 1, time: 15, shopName: goodsSoon.shopName });
  });

  it('should list the groups lacking goods rights for tip 1 and order rights for tip 2, with the app to order', () => {
    const groups = [group(11, false, true), group(4, true, false), group(2, true, false)];
    const one = orderingShopsForTip(1, { shops, groups }, NOW);
    expect(one).toEqual([{ id: groups[0]?.appId, shopName: '组11', stationType: 11, appType: 1, time: null }]);
    const two = orderingShopsForTip(2, { shops, groups }, NOW);
    expect(two.map((s) => [s.stationType, s.appType])).toEqual([[4, 2]]);
  });

  it('should go straight to authorising on stations free to use', () => {
    expect(orderingSteps(33)).toEqual(['authorize']);
    expect(orderingSteps(2)).toEqual(['order', 'authorize']);
  });
});

describe('success modal', () => {
  it('should give a simple success with both rights for product type 1', () => {
    expect(authorizedSuccess(2, null, 1)).toEqual({ kind: 'simple' });
  });

  it('should give the recharge guide with both rights for other product types', () => {
    expect(authorizedSuccess(11, { goodsRights: true, orderRights: true }, 2)).toEqual({ kind: 'rechargeGuide' });
  });

  it('should prompt for the other app when the group list shows one right on 29, 32, 11 and 4', () => {
    expect(authorizedSuccess(11, { goodsRights: true, orderRights: false }, 1)).toEqual({
      kind: 'continueOrdering',
      missing: 'order',
    });
    expect(authorizedSuccess(4, { goodsRights: false, orderRights: true }, 2)).toEqual({
      kind: 'continueOrdering',
      missing: 'goods',
    });
  });

  it('should assume both rights on other stations', () => {
    expect(authorizedSuccess(15, { goodsRights: true, orderRights: false }, 2)).toEqual({ kind: 'rechargeGuide' });
  });
});

describe('certification', () => {
  it('should add certified true unless the stored identity is 2', () => {
    expect(shopCodeCertification('1')).toEqual({ certified: true });
    expect(shopCodeCertification(null)).toEqual({ certified: true });
    expect(shopCodeCertification('2')).toEqual({});
  });
});
