import { z } from 'zod';
import { pagedQuerySchema } from './paging.ts';

/**
 * The workbench's listings registry (我的铺货): every listing publishing made on a distributor's shops,
 * and the where-listed matrix of goods × shops.
 */

/** on sale, in the shop's warehouse, held by the platform's review, gone from the platform */
export const LISTING_STATES = ['onSale', 'warehouse', 'reviewing', 'removed'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/**
 * Listings that need the distributor's eye: the supplier has none of the good to ship (out of stock or
 * offline), a supplier change would have taken the price under the shop's margin floor (held), or a
 * supply price is no longer the one the listing was priced from.
 */
export const LISTING_CONCERNS = ['supplierOutOfStock', 'belowFloor', 'supplierChanged'] as const;
export type ListingConcern = (typeof LISTING_CONCERNS)[number];

export const listingQuerySchema = pagedQuerySchema.extend({
  concern: z.enum(LISTING_CONCERNS).optional(),
  shopId: z.uuid().optional(),
  station: z.coerce.number().int().min(0).max(10_000).optional(),
  status: z.enum(LISTING_STATES).optional(),
  goodsId: z.string().min(1).max(100).optional(),
  /** part of the good's title */
  keyword: z.string().trim().max(60).optional(),
});
export type ListingQuery = z.infer<typeof listingQuerySchema>;

export const listingSkuSchema = z.object({
  skuId: z.string(),
  platformSkuId: z.string().nullable(),
  supplyPrice: z.number(),
  price: z.number(),
  groupPrice: z.number().nullable(),
  stock: z.number().int(),
});

export const listingSchema = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsTenantId: z.string(),
  /** the good as the market shows it now (null once it left the catalogue) */
  title: z.string().nullable(),
  imgUrl: z.string().nullable(),
  shopId: z.string(),
  /** null once the shop was removed */
  shopName: z.string().nullable(),
  station: z.number().int(),
  platformListingId: z.string(),
  merchantCode: z.string(),
  minPrice: z.number().nullable(),
  maxPrice: z.number().nullable(),
  stock: z.number().int().nullable(),
  status: z.enum(LISTING_STATES),
  publishedAt: z.string(),
  lastSyncedAt: z.string().nullable(),
  /** empty for listings recorded before their SKUs were kept */
  skus: z.array(listingSkuSchema),
  /** what a supplier change asks of the listing and is not yet carried out on the platform */
  pendingSync: z
    .object({
      delist: z.enum(['offline', 'outOfStock', 'belowFloor']).nullable(),
      /** asked by the distributor in 我的铺货 */
      manual: z.boolean().optional(),
      shelf: z.enum(['off', 'on']).optional(),
      /** the listing is read back from the platform first */
      refresh: z.boolean().optional(),
      stock: z.array(z.object({ skuId: z.string(), stock: z.number().int() })),
      prices: z.array(
        z.object({
          skuId: z.string(),
          priceFen: z.number().int(),
          groupPriceFen: z.number().int().nullable(),
          supplyPriceFen: z.number().int(),
        }),
      ),
      heldBelowFloor: z.object({ lowestMarginFen: z.number().int() }).nullable(),
      notifyPriceChanged: z.boolean(),
    })
    .nullable(),
  /** told to the distributor: a price kept because the new one fell under the margin floor, or a price not repriced */
  syncNote: z.enum(['heldBelowFloor', 'priceChanged']).nullable(),
  /** the platform's words when it refused the last sync, or why the shop's sync is paused */
  syncError: z.string().nullable(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingPageSchema = z.object({ totalCount: z.number().int(), items: z.array(listingSchema) });
export type ListingPage = z.infer<typeof listingPageSchema>;

/** the goods a where-listed matrix is asked for: at most a page of goods */
export const MAX_WHERE_LISTED_GOODS = 100;

export const whereListedQuerySchema = z.object({
  /** goods ids, comma-separated */
  goodsIds: z
    .string()
    .max(MAX_WHERE_LISTED_GOODS * 101)
    .transform((text) => [...new Set(text.split(',').filter(Boolean))])
    .pipe(z.array(z.string().min(1).max(100)).min(1).max(MAX_WHERE_LISTED_GOODS)),
});

const listingShopSchema = z.object({ shopId: z.string(), shopName: z.string(), station: z.number().int() });
export type ListingShop = z.infer<typeof listingShopSchema>;
export const listingShopsSchema = z.object({ items: z.array(listingShopSchema) });

export const whereListedSchema = z.object({
  /** the distributor's shops that take listings, the matrix's columns */
  shops: z.array(listingShopSchema),
  /** one cell per (good, shop) holding listings; a pair without a cell holds none */
  cells: z.array(
    z.object({
      goodsId: z.string(),
      shopId: z.string(),
      /** the listings of the good in the shop that the platform still holds */
      listed: z.number().int(),
      /** how many of them are on sale */
      onSale: z.number().int(),
    }),
  ),
});
export type WhereListed = z.infer<typeof whereListedSchema>;
