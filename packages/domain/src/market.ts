import { z } from 'zod';
import { goodsListItemSchema } from './goods.ts';
import { formatMessage } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';

const goodsMarket = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(2)]));
const supplierType = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(4)]));
const goodsId = z.string().trim().min(1).max(64);

/** GET /api/platform-goods/category-good-count */
export const categoryGoodCountQuerySchema = z.object({
  supplierType: supplierType.optional(),
  market: goodsMarket.optional(),
});
export const categoryGoodCountSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  name: z.string(),
  goodCount: z.number().int(),
});
export type CategoryGoodCount = z.infer<typeof categoryGoodCountSchema>;
export const categoryGoodCountResultSchema = z.object({ items: z.array(categoryGoodCountSchema) });

export const RECOMMEND_CATEGORIES_MAX = 8;
export const RECOMMEND_CATEGORIES_TOO_MANY = formatMessage(Messages.recommendCategoriesTooMany, {
  max: RECOMMEND_CATEGORIES_MAX,
});
export const RECOMMEND_CATEGORY_UNKNOWN = Messages.categoryUnknown;

/** GET /api/platform-goods/jingxuan/recommend-categories */
export const recommendCategoriesSchema = z.object({
  /** true when the distributor chose them, false for the market's defaults */
  isCustom: z.boolean(),
  items: z.array(categoryGoodCountSchema),
});
/** POST /api/platform-goods/jingxuan/recommend-categories */
export const saveRecommendCategoriesSchema = z.object({
  categoryIds: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .max(RECOMMEND_CATEGORIES_MAX, RECOMMEND_CATEGORIES_TOO_MANY),
});

/** GET /api/platform-goods/get-recent-procurement-goods */
export const recentProcurementQuerySchema = z.object({
  maxResultCount: z.coerce.number().int().min(1).max(50).default(10),
});
export const goodsListOnlySchema = z.object({ items: z.array(goodsListItemSchema) });

/** POST /api/platform-goods/sales-channels */
export const salesChannelsRequestSchema = z.object({
  goodsList: z
    .array(z.object({ goodsId, market: goodsMarket.optional() }))
    .min(1)
    .max(30),
});
export const salesChannelsResultSchema = z.object({
  items: z.array(z.object({ goodsId: z.string(), stationTypes: z.array(z.number().int()) })),
});

/** The good a lookup is about: the supplier tenant and the good's id. */
export const goodsRefQuerySchema = z.object({ tenantId: z.uuid(), id: goodsId });
export const goodsIdQuerySchema = z.object({ goodsId, tenantId: z.uuid() });

export const qtySettingSchema = z.object({ enableRealQty: z.boolean(), enableSaleQty: z.boolean() });
export type QtySetting = z.infer<typeof qtySettingSchema>;

/** GET /api/price-control/{tenantId}/goods-control-status */
export const goodsControlStatusSchema = z.object({
  goodsId: z.string(),
  isControlled: z.boolean(),
  /** the lowest price distributors may sell at, in yuan */
  minPrice: z.number().nullable(),
});
export type GoodsControlStatus = z.infer<typeof goodsControlStatusSchema>;

export const blackShopsResultSchema = z.object({
  items: z.array(
    z.object({ shopId: z.string(), shopName: z.string(), stationType: z.number().int(), reason: z.string() }),
  ),
});

export const purchasePriceSchema = z.object({
  items: z.array(z.object({ skuId: z.string(), price: z.number(), daifaPrice: z.number() })),
  /** the viewer's dropshipping multiple for this good (set-lanhai-daifa-multi), null when unset */
  daifaMulti: z.number().nullable(),
});
export const supplierGoodsPriceSchema = z.object({
  goodsId: z.string(),
  minPrice: z.number(),
  maxPrice: z.number(),
  minDaifaPrice: z.number(),
  /** the supplier's minimum order amount in yuan (0: none) */
  limitPrice: z.number(),
  proxy: z.boolean(),
});

export const SALE_TREND_DAYS = [7, 30] as const;
export const saleTrendQuerySchema = goodsIdQuerySchema.extend({
  days: z.coerce.number().int().pipe(z.literal(SALE_TREND_DAYS)).default(30),
});
export const saleTrendSchema = z.object({
  items: z.array(z.object({ day: z.string(), saleCount: z.number().int() })),
});
export const skuSaleTopQuerySchema = goodsIdQuerySchema.extend({
  top: z.coerce.number().int().min(1).max(20).default(5),
});
export const skuSaleTopSchema = z.object({
  items: z.array(z.object({ skuId: z.string(), name: z.string(), saleCount: z.number().int() })),
});
export const supplierServiceStatisticsSchema = z.object({
  tenantId: z.string(),
  onlineGoodsCount: z.number().int(),
  saleCount: z.number().int(),
});

export const FENXIAO_TOP_DAYS = [7, 30] as const;
/** GET /api/goods/statistics/fenxiao-top: the goods distributors sold most in the last days */
export const fenxiaoTopQuerySchema = z.object({
  days: z.coerce.number().int().pipe(z.literal(FENXIAO_TOP_DAYS)).default(7),
  categoryId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  maxResultCount: z.coerce.number().int().min(1).max(50).default(10),
});
export const fenxiaoTopSchema = z.object({
  items: z.array(goodsListItemSchema.extend({ periodSaleCount: z.number().int() })),
});

/** GET /api/goods/statistics/sale-count: sales of up to 100 goods, for lists that show them */
export const saleCountQuerySchema = z.object({
  goodsIds: z
    .string()
    .max(6_600)
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()))].filter((id) => id.length > 0))
    .pipe(z.array(goodsId).min(1).max(100)),
});
export const saleCountSchema = z.object({
  items: z.array(z.object({ goodsId: z.string(), saleCount: z.number().int(), last30DaysSaleCount: z.number().int() })),
});

/**
 * POST /api/goods/good/{id}/set-lanhai-daifa-multi: the distributor's selling multiple for a
 * curated (blue-ocean) good: suggested selling price = dropshipping price x multiple. null clears it.
 */
export const DAIFA_MULTI_MIN = 1;
export const DAIFA_MULTI_MAX = 10;
export const DAIFA_MULTI_OUT_OF_RANGE = formatMessage(Messages.daifaMultiOutOfRange, {
  min: DAIFA_MULTI_MIN,
  max: DAIFA_MULTI_MAX,
});
export const DAIFA_MULTI_TOO_PRECISE = Messages.daifaMultiTooPrecise;
export const DAIFA_MULTI_BLUE_OCEAN_ONLY = Messages.daifaMultiBlueOceanOnly;
export const daifaMultiBelowControl = (minPrice: string) =>
  formatMessage(Messages.daifaMultiBelowControl, { minPrice });
export const setDaifaMultiSchema = z.object({
  multi: z
    .number()
    .min(DAIFA_MULTI_MIN, DAIFA_MULTI_OUT_OF_RANGE)
    .max(DAIFA_MULTI_MAX, DAIFA_MULTI_OUT_OF_RANGE)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, DAIFA_MULTI_TOO_PRECISE)
    .nullable(),
});
export type SetDaifaMulti = z.infer<typeof setDaifaMultiSchema>;
export const daifaMultiResultSchema = z.object({
  goodsId: z.string(),
  multi: z.number().nullable(),
  items: z.array(z.object({ skuId: z.string(), daifaPrice: z.number(), salePrice: z.number().nullable() })),
});

/** Search history */
export const searchKeywordSchema = z.object({
  keyword: z.string().trim().min(1, Messages.searchKeywordRequired).max(100),
});
export const searchHistorySchema = z.object({ items: z.array(z.string()) });
