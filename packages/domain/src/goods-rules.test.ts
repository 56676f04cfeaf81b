import { describe, expect, it } from 'vitest';
import { STOCK_IN, STOCK_OUT, stockText, tradingLookups } from './goods-rules.ts';

describe('stock visibility', () => {
  it('should show the exact stock when the supplier enables the real quantity', () => {
    expect(stockText(37, { enableRealQty: true, enableSaleQty: false })).toBe('37件');
    expect(stockText(0, { enableRealQty: true, enableSaleQty: true })).toBe('0件');
  });

  it('should show only whether it can be bought with the sale quantity alone', () => {
    expect(stockText(37, { enableRealQty: false, enableSaleQty: true })).toBe(STOCK_IN);
    expect(stockText(0, { enableRealQty: false, enableSaleQty: true })).toBe(STOCK_OUT);
  });

  it("should say the stock in the reader's language", () => {
    expect(stockText(37, { enableRealQty: true, enableSaleQty: false }, 'en-US')).toBe('37 pcs');
    expect(stockText(0, { enableRealQty: false, enableSaleQty: true }, 'en-US')).toBe('Out of stock');
  });

  it('should hide the stock when neither is enabled', () => {
    expect(stockText(37, { enableRealQty: false, enableSaleQty: false })).toBeNull();
  });
});

describe('trading-rule lookups', () => {
  const own = { goodsId: 'a', supplierType: 1 };
  const other = { goodsId: 'b', supplierType: 1 };
  const alibaba = { goodsId: 'alibaba-1', supplierType: 4 };

  it('should look up sales channels only for goods that are not 1688 goods', () => {
    expect(tradingLookups([own, alibaba, other]).salesChannels).toEqual([own, other]);
    expect(tradingLookups([alibaba]).salesChannels).toEqual([]);
  });

  it('should look up blacklisted shops only when exactly one own good is selected', () => {
    expect(tradingLookups([own]).blackShops).toBe(own);
    expect(tradingLookups([own, other]).blackShops).toBeNull();
    expect(tradingLookups([alibaba]).blackShops).toBeNull();
    expect(tradingLookups([]).blackShops).toBeNull();
  });
});
