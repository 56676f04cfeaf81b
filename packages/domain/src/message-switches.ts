import { Messages } from './i18n/messages.zh-CN.ts';

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
    label: Messages.switchGoodsSourceException,
    description: Messages.switchGoodsSourceExceptionHint,
    defaultEnabled: true,
  },
  {
    key: 'autoCheckPassException',
    path: '/api/mp-message-switch/auto-check-pass-exception',
    label: Messages.switchAutoCheckPassException,
    description: Messages.switchAutoCheckPassExceptionHint,
    defaultEnabled: true,
  },
  {
    key: 'goodsPublishResultNotify',
    path: '/api/goods/setting/goods-publish-result-notify',
    label: Messages.switchPublishResult,
    description: Messages.switchPublishResultHint,
    // every publish task would send one: off until the user asks for it (the results banner does)
    defaultEnabled: false,
  },
  {
    key: 'appAuthorizationExpire',
    path: '/api/mp-message-switch/app-authorization-expire',
    label: Messages.switchAppAuthorizationExpire,
    description: Messages.switchAppAuthorizationExpireHint,
    defaultEnabled: true,
  },
  {
    key: 'orderPayment',
    path: '/api/mp-message-switch/order-payment',
    label: Messages.switchOrderPayment,
    description: Messages.switchOrderPaymentHint,
    defaultEnabled: true,
  },
  {
    key: 'settleBillPayment',
    path: '/api/mp-message-switch/settle-bill-payment',
    label: Messages.switchSettleBillPayment,
    description: Messages.switchSettleBillPaymentHint,
    defaultEnabled: true,
  },
  {
    key: 'postSaleNotify',
    path: '/api/mp-message-switch/post-sale-notify',
    label: Messages.switchPostSale,
    description: Messages.switchPostSaleHint,
    defaultEnabled: true,
  },
  {
    key: 'buyAppOrderCreateFailedNotify',
    path: '/api/mp-message-switch/buy-app-order-create-failed-notify',
    label: Messages.switchBuyAppOrderCreateFailed,
    description: Messages.switchBuyAppOrderCreateFailedHint,
    defaultEnabled: true,
  },
  {
    key: 'purchaseOrderToBePaid',
    path: '/api/mp-message-switch/purchase-wait-pay',
    label: Messages.switchPurchaseOrderToBePaid,
    description: Messages.switchPurchaseOrderToBePaidHint,
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
