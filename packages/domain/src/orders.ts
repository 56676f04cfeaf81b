import { z } from 'zod';
import { skuQtyListSchema } from './cart.ts';
import { goodsIdSchema } from './collect.ts';
import { formatMessage } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';
import { pagedQuerySchema } from './paging.ts';
import { yuanText, yuanToFen } from './price.ts';

/**
 * Order status: waiting for payment, paid, cancelled (by the buyer before payment, or unpaid too long:
 * stock released), shipped by the supplier (with a tracking number), completed (received).
 */
export const OrderStatus = { WaitingPayment: 1, Paid: 2, Cancelled: 3, Shipped: 4, Completed: 5 } as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];
/** The workbench's purchase-order tabs, in the order they are shown (待付款, 已付款, 已发货, 已完成, 已取消). */
export const ORDER_STATUS_TABS = [
  OrderStatus.WaitingPayment,
  OrderStatus.Paid,
  OrderStatus.Shipped,
  OrderStatus.Completed,
  OrderStatus.Cancelled,
] as const;
/** Statuses whose money was taken: such an order can be neither paid again nor cancelled. */
export const PAID_ORDER_STATUSES: readonly number[] = [OrderStatus.Paid, OrderStatus.Shipped, OrderStatus.Completed];
export type OrderKind = 'purchase' | 'sample';

/** An unpaid order gives its reserved stock back after this long. */
export const UNPAID_ORDER_MINUTES = 30;

const remarkSchema = z.string().trim().max(200, Messages.remarkTooLong).optional();
const cartIdsSchema = z.array(z.uuid()).min(1, Messages.selectGoods).max(200);

/** POST /api/cart/confirm */
export const cartConfirmSchema = z.object({ cartIds: cartIdsSchema });
/** POST /api/order/fast-confirm: buying straight from the goods detail; `isSample` for a sample order */
export const fastConfirmSchema = z.object({
  goodsId: goodsIdSchema,
  tenantId: z.uuid(),
  skus: skuQtyListSchema,
  isSample: z.boolean().default(false),
});
export type FastConfirm = z.infer<typeof fastConfirmSchema>;

const placeOrderFields = {
  addressId: z.uuid({ error: Messages.selectAddress }),
  remark: remarkSchema,
};
/** POST /api/order/purchase-order: the chosen cart lines become orders, one per supplier */
export const purchaseOrderSchema = z.object({ cartIds: cartIdsSchema, ...placeOrderFields });
/** POST /api/order/fast-order */
export const fastOrderSchema = z.object({
  goodsId: goodsIdSchema,
  tenantId: z.uuid(),
  skus: skuQtyListSchema,
  ...placeOrderFields,
});
/** POST /api/order/sample-order: one piece of each SKU */
export const sampleOrderSchema = z.object({
  goodsId: goodsIdSchema,
  tenantId: z.uuid(),
  skuIds: z
    .array(z.string().trim().min(1).max(80))
    .min(1, Messages.selectSku)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, Messages.skuDuplicated),
  ...placeOrderFields,
});

const salesPropertiesSchema = z.array(z.object({ name: z.string(), value: z.string() }));

export const confirmLineSchema = z.object({
  cartId: z.string().nullable(),
  goodsId: z.string(),
  goodsTenantId: z.string(),
  skuId: z.string(),
  title: z.string(),
  imgUrl: z.string(),
  salesProperties: salesPropertiesSchema,
  qty: z.number().int(),
  /** unit price at this quantity, yuan */
  price: z.number(),
  amount: z.number(),
});
export type ConfirmLine = z.infer<typeof confirmLineSchema>;

export const confirmGroupSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  supplierType: z.number().int(),
  market: z.number().int(),
  limitPrice: z.number(),
  lines: z.array(confirmLineSchema),
  goodsAmount: z.number(),
  freight: z.number(),
  totalAmount: z.number(),
  /** the group's amount is below the supplier's minimum order amount */
  belowLimit: z.boolean(),
});
export type ConfirmGroup = z.infer<typeof confirmGroupSchema>;

export const orderConfirmationSchema = z.object({
  kind: z.enum(['purchase', 'sample']),
  groups: z.array(confirmGroupSchema),
  totalQty: z.number().int(),
  totalAmount: z.number(),
  /** 1688 goods are bought through the 1688 buyer app with password-free payment */
  hasAlibabaGoods: z.boolean(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  kind: z.enum(['purchase', 'sample']),
  status: z.number().int(),
  companyName: z.string(),
  supplierType: z.number().int(),
  totalAmount: z.number(),
  totalQty: z.number().int(),
  creationTime: z.string(),
  paidTime: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const placedOrdersSchema = z.object({ items: z.array(orderSummarySchema), totalAmount: z.number() });
export type PlacedOrders = z.infer<typeof placedOrdersSchema>;

/** GET /api/purchase-order: the tenant's orders, newest first, of one status (all when absent) */
export const orderListQuerySchema = pagedQuerySchema.extend({
  status: z.coerce
    .number()
    .int()
    .refine((n) => (ORDER_STATUS_TABS as readonly number[]).includes(n), Messages.orderStatusInvalid)
    .optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

const orderLineViewSchema = confirmLineSchema.omit({ cartId: true });

/** A listed order: its summary, the goods, the address, its trail and tracking. */
export const orderListItemSchema = orderSummarySchema.extend({
  goodsAmount: z.number(),
  freight: z.number(),
  lines: z.array(orderLineViewSchema),
  address: z.object({ name: z.string(), phone: z.string(), region: z.string(), detail: z.string() }),
  remark: z.string().nullable(),
  shippedTime: z.string().nullable(),
  completedTime: z.string().nullable(),
  cancelledTime: z.string().nullable(),
  /** the supplier's carrier and tracking number, once shipped */
  logisticsCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** How many of the tenant's orders are in each status, keyed by status ("1".."5"). */
export const orderStatusCountsSchema = z.record(z.string(), z.number().int());
export const orderListSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(orderListItemSchema),
  statusCounts: orderStatusCountsSchema,
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderDetailSchema = orderListItemSchema.extend({
  address: z.object({ name: z.string(), phone: z.string(), region: z.string(), detail: z.string() }),
  remark: z.string().nullable(),
  /** money of a second payment of this order given back (or on its way back) */
  refunds: z.array(
    z.object({ amount: z.number(), status: z.enum(['pending', 'refunded']), refundTime: z.string().nullable() }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/order/setting/{tenantId}/order-min-limit */
export const orderMinLimitSchema = z.object({ tenantId: z.string(), limitPrice: z.number(), proxy: z.boolean() });
/** GET /api/order/goods-sampled-skus */
export const sampledSkusQuerySchema = z.object({ goodsId: goodsIdSchema });
export const sampledSkusSchema = z.object({ items: z.array(z.string()) });

// ---------------------------------------------------------------- payment

export const singlePaySchema = z.object({ orderId: z.uuid() });
export const batchPaySchema = z.object({
  orderIds: z
    .array(z.uuid())
    .min(1, Messages.selectOrders)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, Messages.ordersDuplicated),
});
export const payStartedSchema = z.object({ paymentId: z.string(), payUrl: z.string(), amount: z.number() });
export type PayStarted = z.infer<typeof payStartedSchema>;
/** GET /api/purchase-order/pay/protocol-pay-status */
export const protocolPayStatusSchema = z.object({ canProtocolPay: z.boolean() });
export type ProtocolPayStatus = z.infer<typeof protocolPayStatusSchema>;

/** Data of the OrderPayResult realtime event. */
export interface OrderPayResult {
  paymentId: string;
  orderIds: string[];
  success: boolean;
  status: number;
}

export const OrderMessages = {
  orderNotFound: Messages.orderNotFound,
  alreadyPaid: Messages.orderAlreadyPaid,
  cancelled: Messages.orderCancelled,
  paidCannotCancel: Messages.orderPaidCannotCancel,
  balanceInsufficient: Messages.balanceInsufficient,
  protocolPayNotEnabled: Messages.protocolPayNotEnabled,
  belowLimit: (companyName: string, limit: string) => formatMessage(Messages.orderBelowLimit, { companyName, limit }),
  /** the cart and the confirmation: which supplier's minimum order amount is not reached, and by how much */
  belowLimitShortfall: (companyName: string, limit: string, shortfall: string) =>
    formatMessage(Messages.orderBelowLimitShortfall, { companyName, limit, shortfall }),
  /** beside the disabled checkout button of the cart */
  checkoutBlockedByLimit: Messages.checkoutBlockedByLimit,
  alreadySampled: Messages.alreadySampled,
  stockShort: (name: string, available: number) => formatMessage(Messages.orderStockShort, { name, available }),
  addressNotFound: Messages.addressNotFound,
  orderFailed: Messages.orderFailed,
  paid: Messages.paid,
  paymentUnavailable: Messages.paymentUnavailable,
  duplicatePaymentRefundReason: Messages.duplicatePaymentRefundReason,
  duplicatePaymentRefunded: (amount: string) => formatMessage(Messages.duplicatePaymentRefunded, { amount }),
  duplicatePaymentRefunding: (amount: string) => formatMessage(Messages.duplicatePaymentRefunding, { amount }),
} as const;

// ---------------------------------------------------------------- regions and addresses

export const regionSchema = z.object({ code: z.string(), name: z.string() });
export type Region = z.infer<typeof regionSchema>;
export const regionListSchema = z.object({ items: z.array(regionSchema) });
export const citiesQuerySchema = z.object({ provinceCode: z.string().regex(/^\d{6}$/, Messages.regionCodeInvalid) });
export const districtsQuerySchema = z.object({ cityCode: z.string().regex(/^\d{6}$/, Messages.regionCodeInvalid) });
export const streetsQuerySchema = z.object({
  districtCode: z.string().regex(/^\d{6}$/, Messages.regionCodeInvalid),
});

export const addressTransformSchema = z.object({ address: z.string().trim().min(1, Messages.pasteAddress).max(300) });
export const parsedAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  districtCode: z.string().nullable(),
  districtName: z.string().nullable(),
  streetCode: z.string().nullable(),
  streetName: z.string().nullable(),
  detail: z.string(),
});
export type ParsedAddress = z.infer<typeof parsedAddressSchema>;

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const AddressMessages = {
  nameRequired: Messages.addressNameRequired,
  regionRequired: Messages.regionRequired,
  regionInvalid: Messages.regionInvalid,
  detailRequired: Messages.addressDetailRequired,
  limitReached: Messages.addressLimitReached,
} as const;
export const ADDRESS_LIMIT = 20;

export const createAddressSchema = z.object({
  name: z.string({ error: AddressMessages.nameRequired }).trim().min(1, AddressMessages.nameRequired).max(25),
  phone: z.string({ error: Messages.phoneRequired }).trim().regex(MOBILE_PATTERN, Messages.phoneInvalid),
  provinceCode: z.string({ error: AddressMessages.regionRequired }).regex(/^\d{6}$/, AddressMessages.regionRequired),
  cityCode: z.string({ error: AddressMessages.regionRequired }).regex(/^\d{6}$/, AddressMessages.regionRequired),
  /** absent where the city has no districts (东莞, 中山) */
  districtCode: z
    .string()
    .regex(/^\d{6}$/, AddressMessages.regionRequired)
    .optional(),
  streetCode: z
    .string()
    .regex(/^\d{9}$/, AddressMessages.regionInvalid)
    .optional(),
  detail: z.string({ error: AddressMessages.detailRequired }).trim().min(1, AddressMessages.detailRequired).max(120),
  isDefault: z.boolean().default(false),
});
export type CreateAddress = z.infer<typeof createAddressSchema>;

export const tenantAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtCode: z.string(),
  districtName: z.string(),
  streetCode: z.string().nullable(),
  streetName: z.string().nullable(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type TenantAddress = z.infer<typeof tenantAddressSchema>;
export const tenantAddressListSchema = z.object({ items: z.array(tenantAddressSchema) });

/**
 * How much is missing to a supplier's minimum order amount (起订金额, the cart group's limitPrice, doc 1
 * §3), fen: 0 when there is no minimum, nothing chosen from the supplier, or the minimum is reached.
 * A minimum applies to purchases, not to samples.
 */
export function limitShortfallFen(goodsAmountFen: number, limitFen: number): number {
  if (limitFen <= 0 || goodsAmountFen <= 0) return 0;
  return Math.max(0, limitFen - goodsAmountFen);
}

/** Why the cart's 结算 cannot go on: nothing chosen, or a supplier's minimum not reached (doc 1 §3). */
export const CartCheckoutBlocked = {
  nothingChosen: Messages.checkoutNothingChosen,
  belowLimit: (companyName: string, limitFen: number, shortFen: number) =>
    formatMessage(Messages.checkoutBelowLimit, {
      companyName,
      limit: yuanText(limitFen),
      shortfall: yuanText(shortFen),
    }),
  groupShort: (shortFen: number) => formatMessage(Messages.checkoutGroupShort, { shortfall: yuanText(shortFen) }),
} as const;

/** The first supplier group of the chosen lines whose goods amount falls short of its minimum order. */
export function firstGroupBelowLimit<G extends { limitPrice: number }>(
  groups: readonly G[],
  chosenAmountFen: (group: G) => number,
): { group: G; limitFen: number; shortFen: number } | null {
  for (const group of groups) {
    const limitFen = yuanToFen(group.limitPrice);
    const shortFen = limitShortfallFen(chosenAmountFen(group), limitFen);
    if (shortFen > 0) return { group, limitFen, shortFen };
  }
  return null;
}
