import { describe, expect, it } from 'vitest';
import { AppType } from '../constants.ts';
import { StationType } from '../stations.ts';
import { canReceiveListings, publishableShopSchema, type Shop, shopSchema } from './shop.contracts.ts';

const shop: Shop = {
  id: '11111111-1111-4111-8111-111111111111',
  shopId: '900001',
  appId: '2-900001',
  shopName: '拼多多旗舰店',
  stationType: StationType.Pdd,
  stationName: '拼多多',
  appType: AppType.Goods,
  goodsRights: true,
  orderRights: false,
  isExpired: false,
  authorizationTimeOut: '2031-01-01T00:00:00.000Z',
  time: 365,
  certified: false,
  checked: false,
  disabled: false,
  inBlackList: false,
  count: 4,
};

describe('canReceiveListings', () => {
  it('should let a goods-app or both-apps shop receive listings', () => {
    expect(canReceiveListings({ ...shop, appType: AppType.Goods })).toBe(true);
    expect(canReceiveListings({ ...shop, appType: AppType.Other })).toBe(true);
  });

  it('should refuse an order-only shop, a taogongchang shop and an expired authorisation', () => {
    expect(canReceiveListings({ ...shop, appType: AppType.Order })).toBe(false);
    expect(canReceiveListings({ ...shop, stationType: StationType.Taogongchang })).toBe(false);
    expect(canReceiveListings({ ...shop, isExpired: true })).toBe(false);
  });
});

describe('the shop contracts', () => {
  it('should read a shop of GET /api/shop as the web types it', () => {
    expect(shopSchema.parse(shop)).toEqual(shop);
  });

  it('should make a publish dialog card say the shop’s own publish count beside the goods’ count', () => {
    expect(publishableShopSchema.parse({ ...shop, count: 1, shopCount: 12 })).toMatchObject({
      count: 1,
      shopCount: 12,
    });
    expect(publishableShopSchema.safeParse(shop).success).toBe(false);
  });
});
