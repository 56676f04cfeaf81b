import { z } from 'zod';

export const messageSwitchSchema = z.object({ isEnable: z.boolean() });
export type MessageSwitchState = z.infer<typeof messageSwitchSchema>;

export const messageSwitchBodySchema = z.object({
  isEnable: z.boolean({ error: '请选择开启或关闭' }),
});

/** What the subscription drawer lists to a user who does not follow the official account yet. */
export const OFFICIAL_ACCOUNT_PUSHES = [
  { title: '库存提醒', description: '商品缺货、下架第一时间通知' },
  { title: '铺货结果', description: '铺货完成后推送成功、失败数量' },
  { title: '推单失败', description: '向供应商推单失败时提醒处理' },
  { title: '采购单付款', description: '采购单待付款、付款成功通知' },
  { title: '应用到期', description: '店铺应用授权即将到期提醒续费' },
] as const;

export const OFFICIAL_ACCOUNT_NAME = '蓝海分销市场';

/**
 * The official account's template library (the ids as configured in the WeChat admin, here in the
 * sandbox): one template per kind of message, with the title and keyword labels the phone shows.
 */
export const OFFICIAL_ACCOUNT_TEMPLATES = {
  publishResult: { id: 'PUHUO_PUBLISH_RESULT', title: '铺货结果通知', keywords: ['完成时间', '铺货结果'] },
  goodsSourceException: {
    id: 'PUHUO_GOODS_SOURCE_EXCEPTION',
    title: '货源异常通知',
    keywords: ['商品名称', '异常原因'],
  },
  autoCheckPassException: {
    id: 'PUHUO_AUTO_CHECK_EXCEPTION',
    title: '自动审单异常通知',
    keywords: ['订单编号', '异常原因'],
  },
  appAuthorizationExpire: { id: 'PUHUO_APP_EXPIRE', title: '应用授权到期提醒', keywords: ['店铺名称', '到期日期'] },
  orderPaid: { id: 'PUHUO_ORDER_PAID', title: '订单付款通知', keywords: ['订单编号', '付款金额', '付款时间'] },
  settleBillPayment: { id: 'PUHUO_SETTLE_BILL', title: '结算账单付款通知', keywords: ['账单编号', '账单金额'] },
  postSale: { id: 'PUHUO_POST_SALE', title: '售后通知', keywords: ['订单编号', '售后状态'] },
  buyAppOrderCreateFailed: { id: 'PUHUO_BUY_ORDER_FAILED', title: '推单失败通知', keywords: ['订单编号', '失败原因'] },
  purchaseWaitingPayment: {
    id: 'PUHUO_PURCHASE_WAIT_PAY',
    title: '采购单待付款提醒',
    keywords: ['采购单号', '应付金额'],
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
  publishResult: { id: 'MINI_PUBLISH_RESULT', title: '铺货结果通知' },
  orderPaid: { id: 'MINI_ORDER_PAID', title: '订单付款通知' },
  appExpire: { id: 'MINI_APP_EXPIRE', title: '应用到期提醒' },
} as const;
const miniTemplateIds = Object.values(MINI_SUBSCRIBE_TEMPLATES).map((t) => t.id) as string[];

export const NotificationMessages = {
  switchUnknown: '消息开关不存在',
  followQrForOtherUser: '只能为当前登录用户生成关注二维码',
  callbackSignatureInvalid: '签名校验失败',
  miniTemplateUnknown: '订阅消息模板不存在',
  shortUrlInvalid: '只能缩短本站链接',
  shortUrlNotFound: '短链接不存在',
  sharePathInvalid: '分享路径不正确',
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
