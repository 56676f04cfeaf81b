import { describe, expect, it } from 'vitest';
import { findSku, initialChoice, isValueSelectable, salesPropertyAxes, toggleValue } from './sku-choice.ts';

const sku = (colour: string, size: string, stock = 10) => ({
  salesProperties: [
    { name: '颜色', value: colour },
    { name: '尺码', value: size },
  ],
  stock,
});

// 黑色 comes in S and M, 白色 only in M (白色 S does not exist), 黑色 M is sold out
const skus = [sku('黑色', 'S'), sku('黑色', 'M', 0), sku('白色', 'M')];

describe('SKU choice', () => {
  it('should list each property with its values in first-seen order', () => {
    expect(salesPropertyAxes(skus)).toEqual([
      { name: '颜色', values: ['黑色', '白色'] },
      { name: '尺码', values: ['S', 'M'] },
    ]);
  });

  it('should refuse a combination that does not exist', () => {
    expect(isValueSelectable(skus, { 颜色: '白色' }, '尺码', 'S')).toBe(false);
    expect(isValueSelectable(skus, { 颜色: '白色' }, '尺码', 'M')).toBe(true);
  });

  it('should refuse a combination that exists only without stock', () => {
    expect(isValueSelectable(skus, { 颜色: '黑色' }, '尺码', 'M')).toBe(false);
    expect(isValueSelectable(skus, {}, '尺码', 'M')).toBe(true);
  });

  it('should name the SKU once every property is chosen', () => {
    expect(findSku(skus, { 颜色: '黑色' })).toBeUndefined();
    expect(findSku(skus, { 颜色: '白色', 尺码: 'M' })).toBe(skus[2]);
  });

  it('should drop a chosen value that no longer combines, and clear a value chosen twice', () => {
    const black = toggleValue(skus, {}, '颜色', '黑色');
    const blackS = toggleValue(skus, black, '尺码', 'S');
    expect(blackS).toEqual({ 颜色: '黑色', 尺码: 'S' });
    expect(toggleValue(skus, blackS, '颜色', '白色')).toEqual({ 颜色: '白色' });
    expect(toggleValue(skus, blackS, '尺码', 'S')).toEqual({ 颜色: '黑色' });
  });

  it('should start with the only value of a property chosen', () => {
    const one = [sku('红色', 'L'), sku('红色', 'XL')];
    expect(initialChoice(one)).toEqual({ 颜色: '红色' });
  });
});
