import { BRAND_PAGE_SIZE, Messages, pagedQuerySchema } from '@puhuo/domain';
import { z } from 'zod';

/** Our shop id (shopId), or for taobao and xiaohongshu the shop's group (appId) or our shop id under that name. */
const shopIdValue = z.uuid({ error: Messages.shopRequired });

export const shopQuerySchema = z.object({
  shopId: shopIdValue.optional(),
  appId: z.string().trim().min(1, { error: Messages.shopRequired }).max(100).optional(),
});
export type ShopQuery = z.infer<typeof shopQuerySchema>;

export const templateBodySchema = z.record(z.string(), z.unknown());

/** A template as answered: the platform's form values plus its own shape, with id and shop. */
export const templateAnswerSchema = z.looseObject({ id: z.string().nullable(), shopId: z.string() });

export const lookupQuerySchema = shopQuerySchema.extend(pagedQuerySchema.shape).extend({
  maxResultCount: z.coerce.number().int().min(1).max(100).default(50),
});
export type LookupQuery = z.infer<typeof lookupQuerySchema>;

const categoryIdValue = z.string().trim().min(1, { error: Messages.selectCategory }).max(64);

/** doudian brand-list (categoryId, query, offset, size); xiaohongshu brand-list (appId, categoryId). */
export const brandQuerySchema = shopQuerySchema.extend({
  categoryId: categoryIdValue,
  query: z.string().trim().max(50).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(BRAND_PAGE_SIZE),
});
export type BrandQuery = z.infer<typeof brandQuerySchema>;

export const optionListSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(z.record(z.string(), z.string())),
});

export const brandListSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(z.object({ brandId: z.string(), nameCn: z.string(), nameEn: z.string() })),
});

/** GET /api/platform/good/category/sub-list (parentId, stationType) and the shop whose platform to ask. */
export const subListQuerySchema = shopQuerySchema.extend({
  parentId: z.string().trim().max(64).default('0'),
  stationType: z.coerce.number().int().min(0).max(1000).optional(),
});

export const categoryNodeSchema = z.object({
  cId: z.string(),
  name: z.string(),
  isLeaf: z.boolean(),
  level: z.number().int(),
  parents: z.array(z.string()),
});

export const subListSchema = z.object({ items: z.array(categoryNodeSchema) });

export const categoryParamsSchema = z.object({ categoryId: categoryIdValue });

export const categoryAnswerSchema = categoryNodeSchema.extend({ names: z.array(z.string()) });
