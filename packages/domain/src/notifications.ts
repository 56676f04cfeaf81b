import { z } from 'zod';
import { Messages } from './i18n/messages.zh-CN.ts';

export const messageSwitchSchema = z.object({ isEnable: z.boolean() });
export type MessageSwitchState = z.infer<typeof messageSwitchSchema>;

export const messageSwitchBodySchema = z.object({
  isEnable: z.boolean({ error: Messages.switchOnOrOffRequired }),
});

/** What the subscription drawer lists to a user who does not follow the official account yet. */
export const OFFICIAL_ACCOUNT_PUSHES = [
  { title: Messages.pushStock, description: Messages.pushStockHint },
  { title: Messages.pushPublishResult, description: Messages.switchPublishResultHint },
  { title: Messages.pushPushFailed, description: Messages.pushPushFailedHint },
  { title: Messages.pushPurchasePayment, description: Messages.pushPurchasePaymentHint },
  { title: Messages.pushAppExpiry, description: Messages.pushAppExpiryHint },
] as const;

export const OFFICIAL_ACCOUNT_NAME = Messages.officialAccountName;

/**
 * The official account's template library (the ids as configured in the WeChat admin, here in the
 * sandbox): one template per kind of message, with the title and keyword labels the phone shows.
 */
export const OFFICIAL_ACCOUNT_TEMPLATES = {
  publishResult: {
    id: 'PUHUO_PUBLISH_RESULT',
    title: Messages.switchPublishResult,
    keywords: [Messages.keywordFinishedTime, Messages.pushPublishResult],
  },
  goodsSourceException: {
    id: 'PUHUO_GOODS_SOURCE_EXCEPTION',
    title: Messages.switchGoodsSourceException,
    keywords: [Messages.keywordGoodsName, Messages.keywordExceptionReason],
  },
  autoCheckPassException: {
    id: 'PUHUO_AUTO_CHECK_EXCEPTION',
    title: Messages.switchAutoCheckPassException,
    keywords: [Messages.keywordOrderNo, Messages.keywordExceptionReason],
  },
  appAuthorizationExpire: {
    id: 'PUHUO_APP_EXPIRE',
    title: Messages.switchAppAuthorizationExpire,
    keywords: [Messages.keywordShopName, Messages.keywordExpiryDate],
  },
  orderPaid: {
    id: 'PUHUO_ORDER_PAID',
    title: Messages.switchOrderPayment,
    keywords: [Messages.keywordOrderNo, Messages.keywordPaymentAmount, Messages.keywordPaymentTime],
  },
  settleBillPayment: {
    id: 'PUHUO_SETTLE_BILL',
    title: Messages.switchSettleBillPayment,
    keywords: [Messages.keywordBillNo, Messages.keywordBillAmount],
  },
  postSale: {
    id: 'PUHUO_POST_SALE',
    title: Messages.switchPostSale,
    keywords: [Messages.keywordOrderNo, Messages.keywordPostSaleStatus],
  },
  buyAppOrderCreateFailed: {
    id: 'PUHUO_BUY_ORDER_FAILED',
    title: Messages.switchBuyAppOrderCreateFailed,
    keywords: [Messages.keywordOrderNo, Messages.keywordFailureReason],
  },
  purchaseWaitingPayment: {
    id: 'PUHUO_PURCHASE_WAIT_PAY',
    title: Messages.switchPurchaseOrderToBePaid,
    keywords: [Messages.keywordPurchaseOrderNo, Messages.keywordAmountPayable],
  },
  lowBalance: {
    id: 'PUHUO_LOW_BALANCE',
    title: Messages.templateLowBalance,
    keywords: [Messages.keywordBalance, Messages.keywordReminderThreshold],
  },
  listingSyncDigest: {
    id: 'PUHUO_LISTING_SYNC_DIGEST',
    title: Messages.templateListingSyncDigest,
    keywords: [Messages.keywordPeriod, Messages.keywordSyncOutcome],
  },
} as const;

/** The scene-2 QR (follow the official account): the user id and tenant, as the spec says. */
export const FOLLOW_QR_LIFETIME_SECONDS = 1_800;

export const followStateSchema = z.object({
  isSubscribed: z.boolean(),
  followedAt: z.string().nullable(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** Mini-program subscribe messages: templates the mini-program may ask the user to accept. */
export const MINI_SUBSCRIBE_TEMPLATES = {
  publishResult: { id: 'MINI_PUBLISH_RESULT', title: Messages.switchPublishResult },
  orderPaid: { id: 'MINI_ORDER_PAID', title: Messages.switchOrderPayment },
  appExpire: { id: 'MINI_APP_EXPIRE', title: Messages.miniAppExpire },
} as const;
const miniTemplateIds = Object.values(MINI_SUBSCRIBE_TEMPLATES).map((t) => t.id) as string[];

export const NotificationMessages = {
  switchUnknown: Messages.switchUnknown,
  followQrForOtherUser: Messages.followQrForOtherUser,
  callbackSignatureInvalid: Messages.callbackSignatureInvalid,
  miniTemplateUnknown: Messages.miniTemplateUnknown,
  shortUrlInvalid: Messages.shortUrlInvalid,
  shortUrlNotFound: Messages.shortUrlNotFound,
  sharePathInvalid: Messages.sharePathInvalid,
} as const;

const miniTemplateIdSchema = z
  .string()
  .refine((id) => miniTemplateIds.includes(id), NotificationMessages.miniTemplateUnknown);

/** wx.requestSubscribeMessage answers per template: accept, reject, ban (switched off), filter. */
export const miniSubscribeBodySchema = z.object({
  results: z
    .record(z.string().max(64), z.enum(['accept', 'reject', 'ban', 'filter']))
    .refine(
      (r) => Object.keys(r).length > 0 && Object.keys(r).every((id) => miniTemplateIds.includes(id)),
      NotificationMessages.miniTemplateUnknown,
    ),
});
export const miniSubscribeQuerySchema = z.object({
  templateIds: z
    .string()
    .max(400)
    .optional()
    .transform((text) => (text ? text.split(',').filter(Boolean) : miniTemplateIds))
    .pipe(z.array(miniTemplateIdSchema).max(20)),
});
export const miniSubscriptionSchema = z.object({
  templateId: z.string(),
  status: z.enum(['accept', 'reject', 'ban', 'filter', 'none']),
  /** messages the user's acceptances still allow (each accept allows one) */
  remaining: z.number().int(),
});
export const miniSubscriptionListSchema = z.object({ items: z.array(miniSubscriptionSchema) });

export const shareUrlBodySchema = z.object({
  path: z
    .string()
    .max(500)
    .refine(
      (p) => p.startsWith('/') && !p.startsWith('//') && !p.includes('\\'),
      NotificationMessages.sharePathInvalid,
    ),
});
export const shareUrlSchema = z.object({ url: z.string(), sharer: z.string() });

export const shortUrlBodySchema = z.object({ longUrl: z.string().min(1).max(2000) });
export const shortUrlSchema = z.object({ shortUrl: z.string(), code: z.string() });
