/**
 * Message switches of spec doc 1 §3 (entity fields) and §7 (paths). A switch belongs to the tenant:
 * the events it governs (orders, bills, shop apps, publish tasks) are the company's, and every user of
 * the tenant who follows the official account hears them. `defaultEnabled` is what a tenant that never
 * touched the switch gets (see docs/decisions/0005-message-switches-per-tenant.md).
 */
export const MESSAGE_SWITCHES = [
  {
    key: 'goodsSourceException',
    path: '/api/mp-message-switch/goods-source-exception',
    label: '货源异常通知',
    description: '分销清单或已铺货的商品下架、缺货时提醒',
    defaultEnabled: true,
  },
  {
    key: 'autoCheckPassException',
    path: '/api/mp-message-switch/auto-check-pass-exception',
    label: '自动审单异常通知',
    description: '订单自动审核通过后处理异常时提醒',
    defaultEnabled: true,
  },
  {
    key: 'goodsPublishResultNotify',
    path: '/api/goods/setting/goods-publish-result-notify',
    label: '铺货结果通知',
    description: '铺货完成后推送成功、失败数量',
    // every publish task would send one: off until the user asks for it (the results banner does)
    defaultEnabled: false,
  },
  {
    key: 'appAuthorizationExpire',
    path: '/api/mp-message-switch/app-authorization-expire',
    label: '应用授权到期提醒',
    description: '店铺应用授权到期前30天、15天、3天及到期当天提醒',
    defaultEnabled: true,
  },
  {
    key: 'orderPayment',
    path: '/api/mp-message-switch/order-payment',
    label: '订单付款通知',
    description: '订单付款成功时提醒',
    defaultEnabled: true,
  },
  {
    key: 'settleBillPayment',
    path: '/api/mp-message-switch/settle-bill-payment',
    label: '结算账单付款通知',
    description: '结算账单待付款、已付款时提醒',
    defaultEnabled: true,
  },
  {
    key: 'postSaleNotify',
    path: '/api/mp-message-switch/post-sale-notify',
    label: '售后通知',
    description: '订单发生售后时提醒',
    defaultEnabled: true,
  },
  {
    key: 'buyAppOrderCreateFailedNotify',
    path: '/api/mp-message-switch/buy-app-order-create-failed-notify',
    label: '推单失败通知',
    description: '通过买家应用向1688下单失败时提醒',
    defaultEnabled: true,
  },
  {
    key: 'purchaseOrderToBePaid',
    path: '/api/mp-message-switch/purchase-wait-pay',
    label: '采购单待付款提醒',
    description: '采购单生成后等待付款时提醒',
    defaultEnabled: true,
  },
] as const;

export type MessageSwitchKey = (typeof MESSAGE_SWITCHES)[number]['key'];
export type MessageSwitch = (typeof MESSAGE_SWITCHES)[number];

/** Spec doc 1 §4: subscription reminders, group 8, types 25 and 26. */
export const SUBSCRIPTION_REMINDERS = {
  ShopAppNeedOrder: { group: 8, type: 25 },
  BuyAppNeedOrder: { group: 8, type: 26 },
} as const;
export type SubscriptionReminderName = keyof typeof SUBSCRIPTION_REMINDERS;
