import { describe, expect, it } from 'vitest';
import { CatalogueBlueprint, generateGood } from './catalogue-generator.ts';

describe('catalogue generator', () => {
  const blueprint = new CatalogueBlueprint();

  it('should build three category levels', () => {
    const levels = new Set(blueprint.categories.map((c) => c.level));
    expect([...levels].sort()).toEqual([1, 2, 3]);
    for (const leaf of blueprint.leaves) {
      const parent = blueprint.categories.find((c) => c.id === leaf.parentId);
      expect(parent?.level).toBe(2);
    }
  });

  it('should give the same good for the same index, whatever else was generated', () => {
    const again = new CatalogueBlueprint();
    expect(generateGood(again, 42)).toEqual(generateGood(blueprint, 42));
  });

  it('should make 1688 goods with alibaba- ids and supplier type 4', () => {
    const goods = Array.from({ length: 400 }, (_, i) => generateGood(blueprint, i));
    const alibaba = goods.filter((g) => g.supplierType === 4);
    expect(alibaba.length).toBeGreaterThan(20);
    for (const g of alibaba) expect(g.id).toMatch(/^alibaba-\d+$/);
    expect(goods.some((g) => g.market === 0)).toBe(true);
  });

  it('should keep the price range consistent with the SKUs', () => {
    for (let i = 0; i < 200; i++) {
      const good = generateGood(blueprint, i);
      const prices = good.skus.map((s) => s.priceFen);
      expect(good.minPriceFen).toBe(Math.min(...prices));
      expect(good.maxPriceFen).toBe(Math.max(...prices));
      expect(good.stock).toBe(good.skus.reduce((sum, s) => sum + s.stock, 0));
      for (const sku of good.skus) {
        expect(sku.daifaPriceFen).toBeGreaterThan(sku.priceFen);
        expect(sku.salesProperties.length).toBeGreaterThan(0);
      }
    }
  });
});
