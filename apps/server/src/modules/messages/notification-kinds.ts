import {
  fenToYuan,
  formatMessage,
  type MessageSwitchKey,
  OFFICIAL_ACCOUNT_TEMPLATES,
  type ServerMessageKey,
  ServerMessages,
  STATIONS,
  type SubscriptionReminderName,
} from '@puhuo/domain';
import { z } from 'zod';
import { formatChinaTime } from '../../lib/china-time.ts';

/** What one notification says: a title and a line for the web, and the template's fields for WeChat. */
export interface RenderedNotification {
  title: string;
  content: string;
  /** template fields: first, keyword1..n, remark, as official-account templates take them */
  fields: Record<string, string>;
}

export interface NotificationKindDefinition<Data extends z.ZodType> {
  /** the message switch that must be on for the tenant */
  switchKey: MessageSwitchKey;
  templateId: string;
  data: Data;
  render(data: z.output<Data>): RenderedNotification;
  /** a reminder event (spec §4) the web reacts to by opening a modal, pushed with the message */
  reminder?(data: z.output<Data>): SubscriptionReminderName | undefined;
}

/** Declares a kind so that `render` is typed by its data schema. */
const defineKind = <Data extends z.ZodType>(kind: NotificationKindDefinition<Data>) => kind;

/**
 * A notification's words, said in Chinese: the WeChat template message goes to a person whose language
 * is unknown, and the web's copy (title, content) is read back to the reader's language (translateMessage).
 */
const say = (key: ServerMessageKey, values?: Readonly<Record<string, string | number>>) =>
  formatMessage(ServerMessages[key], values);
const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;
const stationName = (value: number | undefined) => STATIONS.find((s) => s.value === value)?.label ?? '';
const orderNo = z.string().min(1).max(64);
const amountFen = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

/**
 * Every kind of notification, one per message switch. Other modules call
 * `NotificationService.notify({ tenantId, userId?, kind, dedupeKey, data })` with one of these.
 */
export const NOTIFICATION_KINDS = {
  /** publishing: a task finished (switch goodsPublishResultNotify) */
  publishFinished: defineKind({
    switchKey: 'goodsPublishResultNotify',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.publishResult.id,
    data: z.object({
      taskId: z.string().min(1),
      successCount: z.number().int().nonnegative(),
      failCount: z.number().int().nonnegative(),
      finishedAt: z.coerce.date(),
    }),
    render: (d) => {
      const counts = { successCount: d.successCount, failCount: d.failCount };
      return {
        title: say('publishFinishedTitle'),
        content: say('publishFinishedContent', counts),
        fields: {
          first: say('publishFinishedFirst'),
          keyword1: formatChinaTime(d.finishedAt),
          keyword2: say('publishFinishedCounts', counts),
          remark: say(d.failCount > 0 ? 'publishFinishedRetryRemark' : 'publishFinishedRemark'),
        },
      };
    },
  }),

  /** catalogue/distribution list: a good in the list or published went offline or out of stock */
  goodsSourceException: defineKind({
    switchKey: 'goodsSourceException',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.goodsSourceException.id,
    data: z.object({
      goodsId: z.string().min(1),
      goodsTitle: z.string().min(1),
      reason: z.enum(['offline', 'outOfStock']),
      where: z.enum(['distributionList', 'published']),
    }),
    render: (d) => {
      const offline = d.reason === 'offline';
      const inList = d.where === 'distributionList';
      const content: ServerMessageKey = inList
        ? offline
          ? 'sourceOfflineInList'
          : 'sourceOutOfStockInList'
        : offline
          ? 'sourceOfflinePublished'
          : 'sourceOutOfStockPublished';
      return {
        title: say('sourceExceptionTitle'),
        content: say(content, { title: d.goodsTitle }),
        fields: {
          first: say(inList ? 'sourceExceptionInList' : 'sourceExceptionPublished'),
          keyword1: d.goodsTitle,
          keyword2: say(offline ? 'sourceOffline' : 'sourceOutOfStock'),
          remark: say(offline ? 'sourceOfflineRemark' : 'sourceOutOfStockRemark'),
        },
      };
    },
  }),

  /** listings: a listing delisted for its supplier, or a price held under the margin floor (immediate) */
  listingSync: defineKind({
    switchKey: 'goodsSourceException',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.goodsSourceException.id,
    data: z.object({
      goodsId: z.string().min(1),
      goodsTitle: z.string().min(1),
      shopName: z.string().min(1),
      outcome: z.enum(['delistedOutOfStock', 'delistedOffline', 'delistedBelowFloor', 'heldBelowFloor']),
    }),
    render: (d) => {
      const content = {
        delistedOutOfStock: 'listingSyncDelistedOutOfStock',
        delistedOffline: 'listingSyncDelistedOffline',
        delistedBelowFloor: 'listingSyncDelistedBelowFloor',
        heldBelowFloor: 'listingSyncHeldBelowFloor',
      } as const satisfies Record<typeof d.outcome, ServerMessageKey>;
      const line = say(content[d.outcome], { title: d.goodsTitle, shop: d.shopName });
      return {
        title: say('listingSyncTitle'),
        content: line,
        fields: {
          first: say('listingSyncFirst'),
          keyword1: d.goodsTitle,
          keyword2: line,
          remark: say('listingSyncRemark'),
        },
      };
    },
  }),

  /**
   * listings: once a day, what the sync did in the last 24 hours (switch goodsSourceException, as the
   * immediate listingSync alerts); counts of listings (docs/decisions/0019-low-balance-and-sync-digest.md)
   */
  listingSyncDigest: defineKind({
    switchKey: 'goodsSourceException',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.listingSyncDigest.id,
    data: z.object({
      /** the China calendar day it is sent on, YYYY-MM-DD */
      day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      /** the end of the 24 hours it counts */
      until: z.coerce.date(),
      counts: z.object({
        repriced: count,
        stockZeroed: count,
        stockRestored: count,
        delistedOutOfStock: count,
        delistedOffline: count,
        delistedBelowFloor: count,
        heldBelowFloor: count,
        refused: count,
      }),
    }),
    render: (d) => {
      const content = say('listingSyncDigestContent', d.counts);
      return {
        title: say('listingSyncDigestTitle'),
        content,
        fields: {
          first: say('listingSyncDigestFirst', { day: d.day }),
          keyword1: say('listingSyncDigestPeriod', { until: formatChinaTime(d.until) }),
          keyword2: content,
          remark: say('listingSyncRemark'),
        },
      };
    },
  }),

  autoCheckPassException: defineKind({
    switchKey: 'autoCheckPassException',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.autoCheckPassException.id,
    data: z.object({ orderNo, reason: z.string().min(1).max(200) }),
    render: (d) => ({
      title: say('autoCheckExceptionTitle'),
      content: say('autoCheckExceptionContent', { orderNo: d.orderNo, reason: d.reason }),
      fields: {
        first: say('autoCheckExceptionFirst'),
        keyword1: d.orderNo,
        keyword2: d.reason,
        remark: say('handlePromptlyRemark'),
      },
    }),
  }),

  /** shops (via the expiry job): an app authorisation expires in 30, 15, 3 days or today */
  appAuthorizationExpiring: defineKind({
    switchKey: 'appAuthorizationExpire',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.appAuthorizationExpire.id,
    data: z.object({
      app: z.enum(['shopApp', 'buyApp']),
      shopId: z.string().min(1),
      shopName: z.string().min(1),
      stationType: z.number().int().optional(),
      expiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      daysLeft: z.number().int().nonnegative(),
    }),
    render: (d) => {
      const today = d.daysLeft === 0;
      const [first, content]: [ServerMessageKey, ServerMessageKey] =
        d.app === 'buyApp'
          ? today
            ? ['buyAppExpiresToday', 'buyAppExpiresTodayOn']
            : ['buyAppExpiresInDays', 'buyAppExpiresInDaysOn']
          : today
            ? ['shopAppExpiresToday', 'shopAppExpiresTodayOn']
            : ['shopAppExpiresInDays', 'shopAppExpiresInDaysOn'];
      const values = {
        shopName: d.shopName,
        station: stationName(d.stationType),
        days: d.daysLeft,
        date: d.expiresOn,
      };
      return {
        title: say('appExpiryTitle'),
        content: say(content, values),
        fields: {
          first: say(first, values),
          keyword1: d.shopName,
          keyword2: d.expiresOn,
          remark: say('appExpiryRemark'),
        },
      };
    },
    reminder: (d) => (d.app === 'buyApp' ? 'BuyAppNeedOrder' : 'ShopAppNeedOrder'),
  }),

  /** orders: an order was paid (switch orderPayment) */
  orderPaid: defineKind({
    switchKey: 'orderPayment',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.orderPaid.id,
    data: z.object({ orderNo, amountFen, paidAt: z.coerce.date() }),
    render: (d) => ({
      title: say('orderPaidTitle'),
      content: say('orderPaidContent', { orderNo: d.orderNo, amount: yuan(d.amountFen) }),
      fields: {
        first: say('orderPaidFirst'),
        keyword1: d.orderNo,
        keyword2: yuan(d.amountFen),
        keyword3: formatChinaTime(d.paidAt),
        remark: say('orderPaidRemark'),
      },
    }),
  }),

  /**
   * finance: a payment took the balance under the low-balance threshold (switch orderPayment: it is the
   * balance the orders are paid from); once per crossing, keyed by the payment that crossed
   */
  lowBalance: defineKind({
    switchKey: 'orderPayment',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.lowBalance.id,
    data: z.object({ balanceFen: z.number().int(), thresholdFen: amountFen }),
    render: (d) => {
      const values = { balance: yuan(d.balanceFen), threshold: yuan(d.thresholdFen) };
      return {
        title: say('lowBalanceTitle'),
        content: say('lowBalanceContent', values),
        fields: {
          first: say('lowBalanceFirst', values),
          keyword1: values.balance,
          keyword2: values.threshold,
          remark: say('lowBalanceRemark'),
        },
      };
    },
  }),

  settleBillPayment: defineKind({
    switchKey: 'settleBillPayment',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.settleBillPayment.id,
    data: z.object({ billNo: orderNo, amountFen, status: z.enum(['waiting', 'paid']) }),
    render: (d) => {
      const paid = d.status === 'paid';
      return {
        title: say(paid ? 'settleBillPaidTitle' : 'settleBillWaitingTitle'),
        content: say(paid ? 'settleBillPaidContent' : 'settleBillWaitingContent', {
          billNo: d.billNo,
          amount: yuan(d.amountFen),
        }),
        fields: {
          first: say(paid ? 'settleBillPaidTitle' : 'settleBillWaitingFirst'),
          keyword1: d.billNo,
          keyword2: yuan(d.amountFen),
          remark: paid ? '' : say('settleBillWaitingRemark'),
        },
      };
    },
  }),

  postSale: defineKind({
    switchKey: 'postSaleNotify',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.postSale.id,
    data: z.object({ orderNo, afterSaleNo: orderNo, status: z.string().min(1).max(40) }),
    render: (d) => ({
      title: say('postSaleTitle'),
      content: say('postSaleContent', { orderNo: d.orderNo, afterSaleNo: d.afterSaleNo, status: d.status }),
      fields: {
        first: say('postSaleFirst'),
        keyword1: d.orderNo,
        keyword2: d.status,
        remark: say('postSaleRemark'),
      },
    }),
  }),

  buyAppOrderCreateFailed: defineKind({
    switchKey: 'buyAppOrderCreateFailedNotify',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.buyAppOrderCreateFailed.id,
    data: z.object({ orderNo, reason: z.string().min(1).max(200) }),
    render: (d) => ({
      title: say('orderPushFailedTitle'),
      content: say('orderPushFailedContent', { orderNo: d.orderNo, reason: d.reason }),
      fields: {
        first: say('orderPushFailedFirst'),
        keyword1: d.orderNo,
        keyword2: d.reason,
        remark: say('orderPushFailedRemark'),
      },
    }),
  }),

  /** orders: a purchase order waits for payment (switch purchaseOrderToBePaid) */
  purchaseWaitingPayment: defineKind({
    switchKey: 'purchaseOrderToBePaid',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.purchaseWaitingPayment.id,
    data: z.object({ purchaseOrderNo: orderNo, amountFen }),
    render: (d) => ({
      title: say('purchaseWaitingTitle'),
      content: say('purchaseWaitingContent', { orderNo: d.purchaseOrderNo, amount: yuan(d.amountFen) }),
      fields: {
        first: say('purchaseWaitingFirst'),
        keyword1: d.purchaseOrderNo,
        keyword2: yuan(d.amountFen),
        remark: say('purchaseWaitingRemark'),
      },
    }),
  }),
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
/** The data a caller passes for a kind (dates may be Date or ISO strings). */
export type NotificationData<K extends NotificationKind> = z.input<(typeof NOTIFICATION_KINDS)[K]['data']>;
