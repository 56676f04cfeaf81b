import { describe, expect, it } from 'vitest';
import {
  goodsIdOfOffer,
  isAlibabaGood,
  isBlueOceanGood,
  isGoodOnline,
  isInvitedGood,
  isPublicGood,
  isUuid,
  offerIdOfGoods,
} from './goods-kinds.ts';

describe('the goods vocabulary', () => {
  it('should call a good online only with status 1, and a missing good offline', () => {
    expect(isGoodOnline({ status: 1 })).toBe(true);
    expect(isGoodOnline({ status: 0 })).toBe(false);
    expect(isGoodOnline(undefined)).toBe(false);
  });

  it('should tell the three kinds of goods apart', () => {
    const blueOcean = { market: 2, supplierType: 1 };
    const alibaba = { market: 2, supplierType: 4 };
    const invited = { market: 0, supplierType: 1 };
    expect([blueOcean, alibaba, invited].map(isBlueOceanGood)).toEqual([true, false, false]);
    expect([blueOcean, alibaba, invited].map(isAlibabaGood)).toEqual([false, true, false]);
    expect([blueOcean, alibaba, invited].map(isInvitedGood)).toEqual([false, false, true]);
    expect([blueOcean, alibaba, invited].map(isPublicGood)).toEqual([true, true, false]);
  });

  it('should map a 1688 offer id to our goods id and back, and refuse our own goods ids', () => {
    expect(goodsIdOfOffer('712345678901')).toBe('alibaba-712345678901');
    expect(offerIdOfGoods('alibaba-712345678901')).toBe('712345678901');
    expect(offerIdOfGoods('3f2b8c1e-0d4a-4c4e-9a51-2b7f1c0e9d11')).toBeNull();
  });

  it('should recognise a database id and refuse an appId', () => {
    expect(isUuid('3f2b8c1e-0d4a-4c4e-9a51-2b7f1c0e9d11')).toBe(true);
    expect(isUuid('ab12cd34')).toBe(false);
  });
});
