/**
 * The xiaohongshu sandbox's lookups (see xiaohongshu.sandbox.ts): categories, the variations (规格) every leaf
 * offers, the shop's carriage templates and logistics plans, and brands.
 */
import { createHash } from 'node:crypto';
import * as rules from '../listing-rules.ts';
import { type MethodTable, paged, shopMethod, text } from '../sandbox-core.ts';

/** the sandbox's variations (规格) of every leaf, with stable 24-digit hex ids as the platform's look */
// the variations the sandbox's categories offer (ours: the real list comes per category from common.getVariations)
const VARIATION_NAMES = ['颜色', '尺码', '尺寸', '规格', '款式', '容量', '口味', '重量', '型号', '适用型号'];
const variationId = (name: string) =>
  createHash('sha1').update(`xiaohongshu|variation|${name}`).digest('hex').slice(0, 24);
export const VARIATIONS = VARIATION_NAMES.map((name) => ({ id: variationId(name), name, enName: '' }));

export const xiaohongshuLookupMethods: MethodTable = {
  'common.getCategories': shopMethod((ctx, p) => ({
    categoryV3s: ctx.catalog.childrenOf(text(p.categoryId) ?? '0').map((c) => ({
      id: c.id,
      name: c.name,
      enName: '',
      isLeaf: c.isLeaf,
    })),
  })),
  'common.getVariations': shopMethod((ctx, p) => {
    rules.leafCategory(ctx.catalog, p.categoryId);
    return { variations: VARIATIONS, splVariations: [] };
  }),
  'common.getCarriageTemplateList': shopMethod((ctx, p) => {
    const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
    return {
      carriageTemplateList: paged(all, Number(p.pageIndex ?? 1), Number(p.pageSize ?? 20)).map((t) => ({
        templateId: t.id,
        templateName: t.name,
        templateType: t.name.includes('包邮') ? 2 : 1,
        costType: t.costType === 1 ? 2 : 1,
        enabled: true,
      })),
      totalCount: all.length,
    };
  }),
  'common.getLogisticsList': shopMethod((ctx) => ({
    logisticsPlans: ctx.catalog.logisticsPlans(ctx.shop.shopId).map((p) => ({
      planInfoId: p.id,
      shopName: ctx.shop.shopName,
      planInfoName: p.name,
      tradeMode: 0,
      isValid: true,
    })),
  })),
  'common.brandSearch': shopMethod((ctx, p) => {
    const all = ctx.catalog.searchBrands(text(p.categoryId) ?? '', text(p.keyword));
    const size = Math.min(Number(p.pageSize ?? 20) || 20, 20);
    return {
      brands: paged(all, Number(p.pageNo ?? 1), size).map((b) => ({
        id: b.id,
        name: b.nameCn,
        enName: b.nameEn,
        image: '',
      })),
    };
  }),
};
