import { z } from 'zod';
import { goodsIdSchema, goodsRefBodySchema, titleFilterSchema } from './collect.ts';
import { MAX_SELECTED_GOODS } from './constants.ts';
import { formatMessage } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';
import { pagedQuerySchema } from './paging.ts';

const goodsMarket = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(2)]));

/** A query parameter sent once, repeated, or comma separated, as a list (empty when absent). */
function toList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((v) => String(v).split(',')).filter((v) => v !== '');
}
function listParam<T extends z.ZodType>(item: T) {
  return z.preprocess(toList, z.array(item));
}

const supplierTypeItem = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(4)]));

export const SELECT_AT_MOST = formatMessage(Messages.selectAtMostGoods, { max: MAX_SELECTED_GOODS });

/** ids of a selection: at least one ('please select goods'), at most 30. */
export const selectionIdsSchema = z.preprocess(
  toList,
  z.array(z.uuid()).min(1, Messages.selectGoods).max(MAX_SELECTED_GOODS, SELECT_AT_MOST),
);
export const selectionQuerySchema = z.object({ ids: selectionIdsSchema });

// ---------------------------------------------------------------- distribution list (/api/goods/cart)

/** Tabs of the distribution-list drawer: 1 all, 2 blue sea, 3 1688, 4 internal invite. */
export const DISTRIBUTION_LIST_TABS = [
  { key: 1, label: Messages.tabAll, filter: { supplierTypes: [1, 4] }, countKey: 'totalCount' },
  { key: 2, label: Messages.tabBlueOcean, filter: { supplierTypes: [1], market: 2 }, countKey: 'lanhaiCount' },
  { key: 3, label: '1688', filter: { supplierTypes: [4] }, countKey: 'alibabaCount' },
  { key: 4, label: Messages.tabInvited, filter: { supplierTypes: [1], market: 0 }, countKey: 'normalCount' },
] as const;

export const distributionListQuerySchema = pagedQuerySchema.extend({
  supplierTypes: listParam(supplierTypeItem),
  market: goodsMarket.optional(),
  title: titleFilterSchema,
});
export type DistributionListQuery = z.infer<typeof distributionListQuerySchema>;

export const distributionListItemSchema = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsTenantId: z.string(),
  supplierType: z.number().int(),
  market: z.number().int(),
  title: z.string(),
  imgUrl: z.string(),
  /** the wholesale price from, in yuan */
  price: z.number(),
  /** the dropshipping price from, in yuan */
  settlePrice: z.number(),
  isOnline: z.boolean(),
});
export type DistributionListItem = z.infer<typeof distributionListItemSchema>;
export const distributionListResultSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(distributionListItemSchema),
});
export const addToDistributionListSchema = goodsRefBodySchema;
export const goodIdsQuerySchema = z.object({ supplierTypes: listParam(supplierTypeItem) });

export const DISTRIBUTION_LIST_LIMIT = 500;
export const DISTRIBUTION_LIST_FULL = formatMessage(Messages.distributionListFull, { max: DISTRIBUTION_LIST_LIMIT });

// ---------------------------------------------------------------- purchase cart (/api/cart)

/** The most a SKU can be ordered at once when the supplier does not sell against its stock. */
export const ORDER_QTY_MAX = 9_999;
export const QTY_NOT_INTEGER = Messages.qtyNotInteger;

export const qtySchema = z
  .number({ error: QTY_NOT_INTEGER })
  .int(QTY_NOT_INTEGER)
  .min(1, Messages.purchaseLimitTooSmall)
  .max(ORDER_QTY_MAX, formatMessage(Messages.qtyTooLarge, { max: ORDER_QTY_MAX }));

export const skuQtySchema = z.object({ skuId: z.string().trim().min(1).max(80), qty: qtySchema });
export type SkuQty = z.infer<typeof skuQtySchema>;
export const skuQtyListSchema = z
  .array(skuQtySchema)
  .min(1, Messages.selectSku)
  .max(200)
  .refine((skus) => new Set(skus.map((s) => s.skuId)).size === skus.length, Messages.skuDuplicated);

export const addToCartSchema = z.object({
  goodsId: goodsIdSchema,
  tenantId: z.uuid(),
  skus: skuQtyListSchema,
});
export type AddToCart = z.infer<typeof addToCartSchema>;

export const updateCartItemSchema = z
  .object({ qty: qtySchema.optional(), checked: z.boolean().optional() })
  .refine((body) => body.qty !== undefined || body.checked !== undefined, Messages.qtyRequired);
export const checkCartItemsSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(500),
  checked: z.boolean(),
});

export const cartQuerySchema = z.object({
  supplierTypes: listParam(supplierTypeItem),
  market: goodsMarket.optional(),
  title: titleFilterSchema,
});
export type CartQuery = z.infer<typeof cartQuerySchema>;

export const cartIdsQuerySchema = z.object({
  ids: z.preprocess(toList, z.array(z.uuid()).min(1, Messages.selectGoods).max(500)),
});

const numberPriceSchema = z.object({ minQty: z.number().int(), price: z.number() });

export const cartSkuSchema = z.object({
  /** the cart line */
  id: z.string(),
  skuId: z.string(),
  salesProperties: z.array(z.object({ name: z.string(), value: z.string() })),
  qty: z.number().int(),
  minQty: z.number().int(),
  maxQty: z.number().int(),
  /** null unless the supplier shows its real stock */
  stock: z.number().int().nullable(),
  /** the price of one piece before quantity tiers, yuan */
  price: z.number(),
  /** the unit price at this quantity (tier price), yuan */
  settlePrice: z.number(),
  numberPrices: z.array(numberPriceSchema),
  skuWholesale: z.boolean(),
  err: z.string().nullable(),
  checked: z.boolean(),
  isException: z.boolean(),
});
export type CartSku = z.infer<typeof cartSkuSchema>;

export const cartGoodSchema = z.object({
  goodsId: z.string(),
  goodsTenantId: z.string(),
  title: z.string(),
  imgUrl: z.string(),
  wholesaleInfo: z.object({ isWholesale: z.boolean(), numberPrices: z.array(numberPriceSchema) }),
  enableRealQty: z.boolean(),
  enableSaleQty: z.boolean(),
  err: z.string().nullable(),
  isException: z.boolean(),
  cartSkus: z.array(cartSkuSchema),
});
export type CartGood = z.infer<typeof cartGoodSchema>;

export const cartGroupSchema = z.object({
  supplierType: z.number().int(),
  market: z.number().int(),
  companyId: z.string(),
  companyName: z.string(),
  /** the supplier ships for distributors (dropshipping) */
  proxy: z.boolean(),
  /** the supplier's minimum order amount, yuan (0: none) */
  limitPrice: z.number(),
  isException: z.boolean(),
  /** sic: the spec's field name */
  cartDoods: z.array(cartGoodSchema),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;
export const cartResultSchema = z.object({ items: z.array(cartGroupSchema) });

/** Why a cart line cannot be ordered (spec doc 1 §4). */
export const CartErrors = {
  goodOffline: Messages.cartGoodOffline,
  goodMissing: Messages.cartGoodMissing,
  skuMissing: Messages.cartSkuMissing,
  soldOut: Messages.cartSoldOut,
  wholesaleDisallowed: Messages.cartWholesaleDisallowed,
  skuWholesaleDisallowed: Messages.cartSkuWholesaleDisallowed,
  overStock: (stock: number) => formatMessage(Messages.cartStockLeft, { stock }),
} as const;

export const CART_LIMIT = 200;
export const CART_FULL = formatMessage(Messages.cartFull, { max: CART_LIMIT });
export const CART_ITEM_NOT_FOUND = Messages.cartItemNotFound;
export const SKU_NOT_OF_GOOD = Messages.skuNotOfGood;
export const qtyOutOfRange = (minQty: number, maxQty: number) =>
  formatMessage(Messages.qtyOutOfRange, { min: minQty, max: maxQty });
