import { goodsListQuerySchema, goodsListResultSchema } from '@puhuo/domain';
import { z } from 'zod';

export { goodsListQuerySchema, goodsListResultSchema };

export const goodsDetailParamsSchema = z.object({
  tenantId: z.uuid(),
  id: z.string().min(1).max(64),
});

const yuan = z.number();

export const goodsDetailSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  title: z.string(),
  imgUrl: z.string(),
  images: z.array(z.string()),
  detailImages: z.array(z.string()),
  market: z.number().int(),
  supplierType: z.number().int(),
  categoryId: z.number().int(),
  categoryPath: z.array(z.object({ id: z.number().int(), name: z.string() })),
  brand: z.object({ id: z.number().int(), nameCn: z.string(), nameEn: z.string() }).nullable(),
  supplier: z.object({ tenantId: z.string(), companyName: z.string() }).nullable(),
  minPrice: yuan,
  maxPrice: yuan,
  saleCount: z.number().int(),
  stock: z.number().int(),
  isWholesale: z.boolean(),
  weightGrams: z.number().int(),
  status: z.number().int(),
  creationTime: z.string(),
  skus: z.array(
    z.object({
      skuId: z.string(),
      salesProperties: z.array(z.object({ name: z.string(), value: z.string() })),
      attributes: z.array(z.object({ name: z.string(), value: z.string() })),
      price: yuan,
      daifaPrice: yuan,
      numberPrices: z.array(z.object({ minQty: z.number().int(), price: yuan })),
      stock: z.number().int(),
      saleCount: z.number().int(),
      isWholesale: z.boolean(),
    }),
  ),
});
