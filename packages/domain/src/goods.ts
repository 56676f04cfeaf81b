import { z } from 'zod';
import { GOODS_SORTINGS } from './constants.ts';
import { formatMessage } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';
import { pagedQuerySchema } from './paging.ts';

export const KEYWORD_MAX_LENGTH = 100;
export const KEYWORD_TOO_LONG = formatMessage(Messages.keywordTooLong, { max: KEYWORD_MAX_LENGTH });
export const PRICE_RANGE_INVALID = Messages.priceRangeInvalid;
/** the highest price a filter may name, in yuan */
export const PRICE_FILTER_MAX = 1_000_000;

const optionalInt = z.coerce.number().int().min(0).max(2_147_483_647).optional();
const optionalYuan = z.coerce.number().min(0).max(PRICE_FILTER_MAX).optional();

/**
 * GET /api/goods/good: the market list. Unknown query parameters are ignored; an empty keyword
 * means no keyword. minPrice / maxPrice (yuan) bound the lowest dropshipping price of a good.
 */
export const goodsListQuerySchema = pagedQuerySchema
  .extend({
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
    keyword: z.string().trim().max(KEYWORD_MAX_LENGTH, KEYWORD_TOO_LONG).optional(),
    minPrice: optionalYuan,
    maxPrice: optionalYuan,
    sorting: z.enum(GOODS_SORTINGS).default('default'),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: PRICE_RANGE_INVALID,
    path: ['minPrice'],
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

/** A search that found nothing offers the nearest one that finds goods (docs/search.md). */
export const searchSuggestionSchema = z.object({
  /** the keyword to search instead */
  keyword: z.string(),
  /** how many goods it finds (capped like every total) */
  totalCount: z.number().int(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const goodsListResultSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(goodsListItemSchema),
  /** only on a keyword search that found nothing: a search that finds goods, or null when none is near */
  suggestion: searchSuggestionSchema.nullable().optional(),
});
export type GoodsListResult = z.infer<typeof goodsListResultSchema>;
