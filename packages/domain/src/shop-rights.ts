import { AppType, EXPIRING_THRESHOLD_DAYS } from './constants.ts';
import { formatMessage } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';
import { findStation, ORDER_RIGHTS_TIP_STATION_TYPES, RIGHTS_FROM_GROUP_LIST_STATION_TYPES } from './stations.ts';

/**
 * Shop rights, app expiry, the header tips 1-11, the ordering modal's filters and the success modal
 * (spec doc 1 §4). Pure rules shared by the server (which serves the tips) and the web (which shows them).
 */

export const DAY_MS = 86_400_000;

/** What a shop authorisation grants: the goods (publishing) app, the order app, or the 1688 buyer account. */
export type AppModule = 'goods' | 'order';

export type AppTypeValue = (typeof AppType)[keyof typeof AppType];

/** The app type one authorisation stands for: goods only 1, order only 2, both together 1024. */
export function appTypeOfModules(modules: readonly string[]): AppTypeValue {
  const goods = modules.includes('goods');
  const order = modules.includes('order');
  if (goods && order) return AppType.Other;
  return order ? AppType.Order : AppType.Goods;
}

export function rightsOfAppType(appType: number): { goodsRights: boolean; orderRights: boolean } {
  return {
    goodsRights: appType === AppType.Goods || appType === AppType.Other,
    orderRights: appType === AppType.Order || appType === AppType.Other,
  };
}

/** The module to authorise for an app type: none (the platform grants both at once) for 1024. */
export function moduleOfAppType(appType: number): AppModule | undefined {
  if (appType === AppType.Goods) return 'goods';
  if (appType === AppType.Order) return 'order';
  return undefined;
}

const toMs = (value: Date | string | number) => (value instanceof Date ? value.getTime() : new Date(value).getTime());

/**
 * Whole days until `until` ("days left"): 15 days and 23 hours is 15; already past is negative.
 * The same count is shown to the user and decides "expiring soon", so what they read and the tip agree.
 */
export function daysLeft(until: Date | string | number, now: Date | number): number {
  return Math.floor((toMs(until) - toMs(now)) / DAY_MS);
}

export interface ExpiringShop {
  isExpired: boolean;
  /** when the shop's order of the app ends (ISO); null when the platform does not say */
  authorizationTimeOut: string | null;
}

export type ExpiryState = 'expired' | 'expiring' | 'valid';

/** Expired if isExpired; otherwise expiring soon with 0-15 whole days left (spec doc 1 §4). */
export function shopExpiryState(shop: ExpiringShop, now: Date | number): ExpiryState {
  if (shop.isExpired) return 'expired';
  if (!shop.authorizationTimeOut) return 'valid';
  const left = daysLeft(shop.authorizationTimeOut, now);
  return left >= 0 && left <= EXPIRING_THRESHOLD_DAYS ? 'expiring' : 'valid';
}

/** The buyer app (1688) is expired once its authorisation time-out is past. */
export function buyAppIsExpired(authorizationTimeOut: string | null, now: Date | number): boolean {
  return authorizationTimeOut !== null && toMs(authorizationTimeOut) <= toMs(now);
}

export const HeaderTip = {
  LackGoodsRights: 1,
  LackOrderRights: 2,
  GoodsAppExpired: 3,
  OrderAppExpired: 4,
  BothAppsExpired: 5,
  GoodsAppExpiring: 6,
  OrderAppExpiring: 7,
  BothAppsExpiring: 8,
  BuyAppNotOrdered: 9,
  BuyAppExpired: 10,
  BuyAppExpiring: 11,
} as const;
export type HeaderTipValue = (typeof HeaderTip)[keyof typeof HeaderTip];

/** Tips 9-11 open the buyer-app modal; the others the app-ordering modal. */
export const isBuyAppTip = (tip: number) => tip >= HeaderTip.BuyAppNotOrdered;

/** A shop authorisation and the rights its app gives. */
export interface ShopRights {
  id: string;
  shopName: string;
  stationType: number;
  appType: number;
  goodsRights: boolean;
  orderRights: boolean;
}

export interface RightsShop extends ShopRights, ExpiringShop {}

export interface RightsGroup {
  appId: string;
  shopName: string;
  stationType: number;
  goodsRights: boolean;
  orderRights: boolean;
}

export interface BuyAppStatus {
  /** the authorised 1688 account, or null when never authorised (the app is then taken as not ordered) */
  accountName: string | null;
  authorizationTimeOut: string | null;
}

export interface TipInput {
  shops: readonly RightsShop[];
  groups: readonly RightsGroup[];
  buyApp: BuyAppStatus | null;
}

export interface HeaderTipItem {
  tip: HeaderTipValue;
  /** the shops (tips 1, 2) or apps (3-8) concerned */
  count: number;
  text: string;
}

const kindOf = (shop: RightsShop): 'goods' | 'order' | 'both' =>
  shop.goodsRights && shop.orderRights ? 'both' : shop.orderRights ? 'order' : 'goods';

export const lacksOrderRightsTip = (group: RightsGroup) =>
  !group.orderRights && ORDER_RIGHTS_TIP_STATION_TYPES.includes(group.stationType);

/** The texts of the header tips. */
export function tipText(tip: HeaderTipValue, count: number): string {
  switch (tip) {
    case HeaderTip.LackGoodsRights:
      return formatMessage(Messages.tipLackGoodsRights, { count });
    case HeaderTip.LackOrderRights:
      return formatMessage(Messages.tipLackOrderRights, { count });
    case HeaderTip.GoodsAppExpired:
      return Messages.tipGoodsAppExpired;
    case HeaderTip.OrderAppExpired:
      return Messages.tipOrderAppExpired;
    case HeaderTip.BothAppsExpired:
      return Messages.tipBothAppsExpired;
    case HeaderTip.GoodsAppExpiring:
      return formatMessage(Messages.tipGoodsAppExpiring, { days: EXPIRING_THRESHOLD_DAYS });
    case HeaderTip.OrderAppExpiring:
      return formatMessage(Messages.tipOrderAppExpiring, { days: EXPIRING_THRESHOLD_DAYS });
    case HeaderTip.BothAppsExpiring:
      return formatMessage(Messages.tipBothAppsExpiring, { days: EXPIRING_THRESHOLD_DAYS });
    case HeaderTip.BuyAppNotOrdered:
      return Messages.tipBuyAppNotOrdered;
    case HeaderTip.BuyAppExpired:
      return Messages.tipBuyAppExpired;
    case HeaderTip.BuyAppExpiring:
      return formatMessage(Messages.tipBuyAppExpiring, { days: EXPIRING_THRESHOLD_DAYS });
  }
}

const EXPIRED_TIP = {
  goods: HeaderTip.GoodsAppExpired,
  order: HeaderTip.OrderAppExpired,
  both: HeaderTip.BothAppsExpired,
};
const EXPIRING_TIP = {
  goods: HeaderTip.GoodsAppExpiring,
  order: HeaderTip.OrderAppExpiring,
  both: HeaderTip.BothAppsExpiring,
};

function appExpiryTips(shops: readonly RightsShop[], now: Date | number): HeaderTipItem[] {
  const byState = (state: ExpiryState) => shops.filter((s) => shopExpiryState(s, now) === state);
  const expired = byState('expired');
  // expiry tips take precedence over expiring tips
  const [concerned, tipOf] = expired.length > 0 ? [expired, EXPIRED_TIP] : [byState('expiring'), EXPIRING_TIP];
  const counts = new Map<HeaderTipValue, number>();
  for (const shop of concerned) {
    const tip = tipOf[kindOf(shop)];
    counts.set(tip, (counts.get(tip) ?? 0) + 1);
  }
  return [...counts].sort(([a], [b]) => a - b).map(([tip, count]) => ({ tip, count, text: tipText(tip, count) }));
}

function buyAppTip(buyApp: BuyAppStatus, now: Date | number): HeaderTipValue | null {
  if (!buyApp.accountName || !buyApp.authorizationTimeOut) return HeaderTip.BuyAppNotOrdered;
  if (buyAppIsExpired(buyApp.authorizationTimeOut, now)) return HeaderTip.BuyAppExpired;
  return daysLeft(buyApp.authorizationTimeOut, now) <= EXPIRING_THRESHOLD_DAYS ? HeaderTip.BuyAppExpiring : null;
}

/**
 * The header tips, in their numeric order: rights (1, 2) from the group list, app expiry (3-5, which
 * hide the expiring tips 6-8), then the buyer app (9-11; omitted when `buyApp` is null).
 */
export function headerTips({ shops, groups, buyApp }: TipInput, now: Date | number): HeaderTipItem[] {
  const tips: HeaderTipItem[] = [];
  const add = (tip: HeaderTipValue, count: number) => {
    if (count > 0) tips.push({ tip, count, text: tipText(tip, count) });
  };
  add(HeaderTip.LackGoodsRights, groups.filter((g) => !g.goodsRights).length);
  add(HeaderTip.LackOrderRights, groups.filter(lacksOrderRightsTip).length);
  tips.push(...appExpiryTips(shops, now));
  const buyTip = buyApp ? buyAppTip(buyApp, now) : null;
  if (buyTip) add(buyTip, 1);
  return tips;
}

/** One row of the app-ordering modal. */
export interface OrderingShop {
  id: string;
  shopName: string;
  stationType: number;
  /** the app to order and authorise: 1 goods, 2 order, 1024 both at once */
  appType: number;
  /** whole days left, negative when past; null when unknown */
  time: number | null;
}

const withinThreshold = (shop: RightsShop, now: Date | number) => {
  if (shop.isExpired || !shop.authorizationTimeOut) return false;
  const left = daysLeft(shop.authorizationTimeOut, now);
  return left >= 0 && left <= EXPIRING_THRESHOLD_DAYS;
};

/**
 * The shops the ordering modal lists for a tip (spec doc 1 §4): 3 goods rights and expired; 4 order
 * rights and expired; 5 expired; 6 goods rights with 0-15 days left; 7 order rights with 0-15 days left;
 * 8 app type 1024 with 0-15 days left; 1 and 2 the group-list shops lacking goods or order rights.
 * Without a tip (the modal opened from the shop list) every shop is listed.
 */
export function orderingShopsForTip(
  tip: number | null,
  { shops, groups }: Pick<TipInput, 'shops' | 'groups'>,
  now: Date | number,
): OrderingShop[] {
  const fromGroup = (group: RightsGroup, appType: number): OrderingShop => ({
    id: group.appId,
    shopName: group.shopName,
    stationType: group.stationType,
    appType,
    time: null,
  });
  if (tip === HeaderTip.LackGoodsRights) {
    return groups.filter((g) => !g.goodsRights).map((g) => fromGroup(g, AppType.Goods));
  }
  if (tip === HeaderTip.LackOrderRights) {
    return groups.filter(lacksOrderRightsTip).map((g) => fromGroup(g, AppType.Order));
  }
  const keep: Record<number, (shop: RightsShop) => boolean> = {
    [HeaderTip.GoodsAppExpired]: (s) => s.goodsRights && s.isExpired,
    [HeaderTip.OrderAppExpired]: (s) => s.orderRights && s.isExpired,
    [HeaderTip.BothAppsExpired]: (s) => s.isExpired,
    [HeaderTip.GoodsAppExpiring]: (s) => s.goodsRights && withinThreshold(s, now),
    [HeaderTip.OrderAppExpiring]: (s) => s.orderRights && withinThreshold(s, now),
    [HeaderTip.BothAppsExpiring]: (s) => s.appType === AppType.Other && withinThreshold(s, now),
  };
  const filter = tip === null ? () => true : keep[tip];
  if (!filter) return [];
  return shops.filter(filter).map((s) => ({
    id: s.id,
    shopName: s.shopName,
    stationType: s.stationType,
    appType: s.appType,
    time: s.authorizationTimeOut ? daysLeft(s.authorizationTimeOut, now) : null,
  }));
}

export type OrderingStep = 'order' | 'authorize';

/**
 * The ordering modal's steps: 0 order the app, 1 authorise it. Stations whose use is free have nothing
 * to order and go straight to authorising.
 */
export function orderingSteps(stationType: number): OrderingStep[] {
  return findStation(stationType)?.freeTrial?.kind === 'free' ? ['authorize'] : ['order', 'authorize'];
}

export type AuthorizedSuccessKind = 'simple' | 'rechargeGuide' | 'continueOrdering';

export interface AuthorizedSuccess {
  kind: AuthorizedSuccessKind;
  /** continueOrdering: the app still to order */
  missing?: AppModule;
}

/**
 * The success modal after a shop authorisation: both rights with product type 1 a simple success, both
 * rights otherwise the recharge and follow-the-official-account guide, one right a prompt to order the
 * other app. Stations 29, 32, 11 and 4 take their rights from the group list; others have both.
 */
export function authorizedSuccess(
  stationType: number,
  groupRights: { goodsRights: boolean; orderRights: boolean } | null,
  productType: number,
): AuthorizedSuccess {
  const fromGroup = RIGHTS_FROM_GROUP_LIST_STATION_TYPES.includes(stationType);
  const rights = fromGroup && groupRights ? groupRights : { goodsRights: true, orderRights: true };
  if (rights.goodsRights && rights.orderRights) {
    return { kind: productType === 1 ? 'simple' : 'rechargeGuide' };
  }
  return { kind: 'continueOrdering', missing: rights.goodsRights ? 'order' : 'goods' };
}

/** Shop-code calls add certified true when the stored user identity is not '2' (spec doc 1 §6). */
export function shopCodeCertification(identity: string | null | undefined): { certified?: true } {
  return identity === '2' ? {} : { certified: true };
}
