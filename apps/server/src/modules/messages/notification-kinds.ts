import {
  fenToYuan,
  type MessageSwitchKey,
  OFFICIAL_ACCOUNT_TEMPLATES,
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

const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;
const stationName = (value: number | undefined) => STATIONS.find((s) => s.value === value)?.label ?? '';
const orderNo = z.string().min(1).max(64);
const amountFen = z.number().int().nonnegative();

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
    render: (d) => ({
      title: '铺货完成',
      content: `铺货完成：成功${d.successCount}个，失败${d.failCount}个`,
      fields: {
        first: '您的铺货任务已完成',
        keyword1: formatChinaTime(d.finishedAt),
        keyword2: `成功${d.successCount}个，失败${d.failCount}个`,
        remark: d.failCount > 0 ? '失败的商品可在铺货结果中重新铺货' : '请到店铺后台查看已铺商品',
      },
    }),
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
      const reason = d.reason === 'offline' ? '已下架' : '已缺货';
      const where = d.where === 'distributionList' ? '分销清单中' : '已铺货';
      return {
        title: '货源异常',
        content: `${where}的商品「${d.goodsTitle}」${reason}`,
        fields: {
          first: `${where}的商品货源异常`,
          keyword1: d.goodsTitle,
          keyword2: reason,
          remark: d.reason === 'offline' ? '请及时下架店铺中的对应商品' : '请及时调整店铺库存，避免超卖',
        },
      };
    },
  }),

  autoCheckPassException: defineKind({
    switchKey: 'autoCheckPassException',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.autoCheckPassException.id,
    data: z.object({ orderNo, reason: z.string().min(1).max(200) }),
    render: (d) => ({
      title: '自动审单异常',
      content: `订单${d.orderNo}自动审核后处理异常：${d.reason}`,
      fields: { first: '订单自动审核通过后处理异常', keyword1: d.orderNo, keyword2: d.reason, remark: '请及时处理' },
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
      const when = d.daysLeft === 0 ? '今天到期' : `将在${d.daysLeft}天后到期`;
      const what =
        d.app === 'buyApp' ? `买家应用（${d.shopName}）` : `${stationName(d.stationType)}店铺「${d.shopName}」的应用`;
      return {
        title: '应用授权到期提醒',
        content: `${what}授权${when}（${d.expiresOn}）`,
        fields: {
          first: `${what}授权${when}`,
          keyword1: d.shopName,
          keyword2: d.expiresOn,
          remark: '到期后将无法铺货和同步订单，请及时续费并重新授权',
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
      title: '订单付款成功',
      content: `订单${d.orderNo}已付款${yuan(d.amountFen)}`,
      fields: {
        first: '您的订单已付款成功',
        keyword1: d.orderNo,
        keyword2: yuan(d.amountFen),
        keyword3: formatChinaTime(d.paidAt),
        remark: '供应商将尽快发货',
      },
    }),
  }),

  settleBillPayment: defineKind({
    switchKey: 'settleBillPayment',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.settleBillPayment.id,
    data: z.object({ billNo: orderNo, amountFen, status: z.enum(['waiting', 'paid']) }),
    render: (d) => ({
      title: d.status === 'paid' ? '结算账单已付款' : '结算账单待付款',
      content: `结算账单${d.billNo}${d.status === 'paid' ? '已付款' : '待付款'}${yuan(d.amountFen)}`,
      fields: {
        first: d.status === 'paid' ? '结算账单已付款' : '您有一笔结算账单待付款',
        keyword1: d.billNo,
        keyword2: yuan(d.amountFen),
        remark: d.status === 'paid' ? '' : '请进入工作台完成付款',
      },
    }),
  }),

  postSale: defineKind({
    switchKey: 'postSaleNotify',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.postSale.id,
    data: z.object({ orderNo, afterSaleNo: orderNo, status: z.string().min(1).max(40) }),
    render: (d) => ({
      title: '售后通知',
      content: `订单${d.orderNo}的售后单${d.afterSaleNo}：${d.status}`,
      fields: { first: '您的订单有售后进展', keyword1: d.orderNo, keyword2: d.status, remark: '请进入工作台处理' },
    }),
  }),

  buyAppOrderCreateFailed: defineKind({
    switchKey: 'buyAppOrderCreateFailedNotify',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.buyAppOrderCreateFailed.id,
    data: z.object({ orderNo, reason: z.string().min(1).max(200) }),
    render: (d) => ({
      title: '推单失败',
      content: `订单${d.orderNo}推送到1688失败：${d.reason}`,
      fields: { first: '订单推送到1688失败', keyword1: d.orderNo, keyword2: d.reason, remark: '请处理后重新推单' },
    }),
  }),

  /** orders: a purchase order waits for payment (switch purchaseOrderToBePaid) */
  purchaseWaitingPayment: defineKind({
    switchKey: 'purchaseOrderToBePaid',
    templateId: OFFICIAL_ACCOUNT_TEMPLATES.purchaseWaitingPayment.id,
    data: z.object({ purchaseOrderNo: orderNo, amountFen }),
    render: (d) => ({
      title: '采购单待付款',
      content: `采购单${d.purchaseOrderNo}待付款${yuan(d.amountFen)}`,
      fields: {
        first: '您有一笔采购单待付款',
        keyword1: d.purchaseOrderNo,
        keyword2: yuan(d.amountFen),
        remark: '未及时付款可能影响发货',
      },
    }),
  }),
} as const;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
/** The data a caller passes for a kind (dates may be Date or ISO strings). */
export type NotificationData<K extends NotificationKind> = z.input<(typeof NOTIFICATION_KINDS)[K]['data']>;
