import { z } from 'zod';
import { pagedQuerySchema } from './paging.ts';

export const GOODS_SORTINGS = ['default', 'sales', 'newest', 'price-asc', 'price-desc'] as const;
export type GoodsSorting = (typeof GOODS_SORTINGS)[number];

export const KEYWORD_MAX_LENGTH = 100;

const optionalInt = z.coerce.number().int().min(0).max(2_147_483_647).optional();

/** GET /api/goods/good: the market list. Unknown query parameters are ignored. */
export const goodsListQuerySchema = pagedQuerySchema.extend({
  categoryId: optionalInt,
  market: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(2)]))
    .optional(),
  supplierType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(4)]))
    .optional(),
  keyword: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
  sorting: z.enum(GOODS_SORTINGS).default('default'),
});
export type GoodsListQuery = z.infer<typeof goodsListQuerySchema>;

export const goodsListItemSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  title: z.string(),
  imgUrl: z.string(),
  minPrice: z.number(),
  maxPrice: z.number(),
  minDaifaPrice: z.number(),
  saleCount: z.number().int(),
  market: z.number().int(),
  supplierType: z.number().int(),
  categoryId: z.number().int(),
  brandId: z.number().int().nullable(),
  supplierName: z.string(),
  creationTime: z.string(),
});
export type GoodsListItem = z.infer<typeof goodsListItemSchema>;

export const goodsListResultSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(goodsListItemSchema),
});
