import { formatMessage } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';

/**
 * The station (sales platform) catalogue of spec doc 1 §3 and §9.
 * Costs are kept in the spec's own unit, which the spec does not name.
 */

export const StationType = {
  Alibaba: 1,
  Pdd: 2,
  Taobao: 3,
  Kuaishou: 4,
  Doudian: 11,
  Jd: 15,
  Xiaohongshu: 29,
  Youzan: 32,
  Kuaituantuan: 33,
  Qunjielong: 34,
  WechatVideoShop: 36,
  Fanmeng: 37,
  Jubaozan: 38,
  Taogongchang: 39,
  Local: 66,
} as const;
export type OnlineStationType = (typeof StationType)[keyof typeof StationType];

export interface StationCosts {
  interfaceCost: number;
  backCost: number;
  platformFee: number;
}

export type FreeTrial =
  | { kind: 'days'; days: number; addShopModalDays?: number }
  | { kind: 'months'; months: number }
  | { kind: 'free' };

export interface Station {
  value: number;
  /** machine name, as used in template paths (pdd, doudian, ...) */
  name: string;
  /** the label users see */
  label: string;
  isOnline: boolean;
  costs: StationCosts | null;
  freeTrial: FreeTrial | null;
  /** the shop may authorise the goods app or the order app separately */
  offersGoodsOrOrderChoice: boolean;
  /** the authorisation redirect carries a module (goods | order) */
  authorizeWithModule: boolean;
  /** path on the station-oauth host that starts authorisation */
  authorizePath: string;
  /** the waybill printer the platform's orders are shipped with (doc 1 §3): cainiao or doudian's own */
  printer: 'cainiao' | 'doudian' | null;
}

const online = (
  value: number,
  name: string,
  label: string,
  extra: Partial<Omit<Station, 'value' | 'name' | 'label' | 'isOnline'>> = {},
): Station => ({
  value,
  name,
  label,
  isOnline: true,
  costs: null,
  freeTrial: null,
  offersGoodsOrOrderChoice: false,
  authorizeWithModule: true,
  authorizePath: '/shop/authorize',
  printer: null,
  ...extra,
});

const costs = (interfaceCost: number, backCost: number, platformFee: number): StationCosts => ({
  interfaceCost,
  backCost,
  platformFee,
});

/** Stations 5-10, 12-14, 16-28, 30 and 31 exist only offline. */
export const OFFLINE_STATION_TYPES: readonly number[] = [
  5, 6, 7, 8, 9, 10, 12, 13, 14, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 30, 31,
];

const ONLINE_STATIONS: readonly Station[] = [
  online(1, 'alibaba', '1688', {
    costs: costs(2000, 1800, 200),
    authorizeWithModule: false,
    printer: 'cainiao',
  }),
  online(2, 'pdd', Messages.stationPdd, {
    costs: costs(1000, 994, 6),
    freeTrial: { kind: 'days', days: 15 },
    authorizeWithModule: false,
  }),
  online(3, 'taobao', Messages.stationTaobao, {
    costs: costs(0, 0, 0),
    freeTrial: { kind: 'days', days: 30 },
    printer: 'cainiao',
  }),
  online(4, 'kuaishou', Messages.stationKuaishou, {
    costs: costs(2000, 1700, 300),
    freeTrial: { kind: 'days', days: 7, addShopModalDays: 15 },
    offersGoodsOrOrderChoice: true,
  }),
  online(11, 'doudian', Messages.stationDoudian, {
    costs: costs(2000, 1988, 12),
    freeTrial: { kind: 'months', months: 3 },
    offersGoodsOrOrderChoice: true,
    printer: 'doudian',
  }),
  online(15, 'jd', Messages.stationJd, {
    costs: costs(2000, 1700, 300),
    freeTrial: { kind: 'days', days: 15 },
    offersGoodsOrOrderChoice: true,
    authorizePath: '/jd/authorize',
  }),
  online(29, 'xiaohongshu', Messages.stationXiaohongshu, {
    freeTrial: { kind: 'free' },
    offersGoodsOrOrderChoice: true,
  }),
  online(32, 'youzan', Messages.stationYouzan, {
    costs: costs(2000, 1700, 300),
    freeTrial: { kind: 'days', days: 7, addShopModalDays: 15 },
    offersGoodsOrOrderChoice: true,
  }),
  online(33, 'ktt', Messages.stationKuaituantuan, { freeTrial: { kind: 'free' } }),
  online(34, 'qunjielong', Messages.stationQunjielong, { freeTrial: { kind: 'free' } }),
  online(36, 'wechatvideoshop', Messages.stationWechatVideoShop, {
    freeTrial: { kind: 'days', days: 7, addShopModalDays: 15 },
  }),
  online(37, 'fanmeng', Messages.stationFanmeng),
  online(38, 'jubaozan', Messages.stationJubaozan, { freeTrial: { kind: 'free' } }),
  online(39, 'taogongchang', Messages.stationTaogongchang, { freeTrial: { kind: 'free' } }),
  online(66, 'local', Messages.stationLocal, { authorizeWithModule: false }),
];

const OFFLINE_STATIONS: readonly Station[] = OFFLINE_STATION_TYPES.map((value) => ({
  value,
  name: `offline-${value}`,
  label: formatMessage(Messages.stationOffline, { value }),
  isOnline: false,
  costs: null,
  freeTrial: null,
  offersGoodsOrOrderChoice: false,
  authorizeWithModule: false,
  authorizePath: '/shop/authorize',
  printer: null,
}));

export const STATIONS: readonly Station[] = [...ONLINE_STATIONS, ...OFFLINE_STATIONS].sort((a, b) => a.value - b.value);

const stationsByValue = new Map(STATIONS.map((s) => [s.value, s]));

export function findStation(value: number): Station | undefined {
  return stationsByValue.get(value);
}

export function isOnlineStation(value: number): boolean {
  return stationsByValue.get(value)?.isOnline === true;
}

/** Station types referenced in the login and ordering screens (doc 1 §9). */
export const LOGIN_AND_ORDERING_STATION_TYPES: readonly number[] = [
  1, 2, 3, 4, 11, 12, 15, 29, 32, 33, 34, 36, 37, 38, 39,
];

/** Stations whose order-rights tip is shown (doc 1 §4 header tip 2). */
export const ORDER_RIGHTS_TIP_STATION_TYPES: readonly number[] = [4, 11, 29, 32];

/** Stations whose rights come from the shop group list after authorisation (doc 1 §4). */
export const RIGHTS_FROM_GROUP_LIST_STATION_TYPES: readonly number[] = [29, 32, 11, 4];

/** Product types 1 and 3 hide these stations from the platform list (doc 1 §6). */
export const STATIONS_HIDDEN_FOR_PRODUCT_TYPES_1_AND_3: readonly number[] = [3, 39, 15];

/** Station-type codes used for category lookup in the template forms (doc 2 §2). */
export const CATEGORY_LOOKUP_STATION_TYPE = {
  kuaishou: 4,
  alibaba: 1,
  taobao: 3,
  xiaohongshu: 36,
  wechatvideoshop: 36,
} as const;

/**
 * The platforms a user may pick: online stations only, 66 removed, and for product
 * types 1 and 3 without taobao, taogongchang and jd.
 */
export function selectableStations(productType?: number): Station[] {
  const hidden = productType === 1 || productType === 3 ? STATIONS_HIDDEN_FOR_PRODUCT_TYPES_1_AND_3 : [];
  return STATIONS.filter((s) => s.isOnline && s.value !== StationType.Local && !hidden.includes(s.value));
}

/** Free trial length in days (months counted as 30 days) or null when use is free or unknown. */
export function freeTrialDays(value: number, inAddShopModal = false): number | null {
  const trial = findStation(value)?.freeTrial;
  if (!trial || trial.kind === 'free') return null;
  if (trial.kind === 'months') return trial.months * 30;
  return inAddShopModal && trial.addShopModalDays ? trial.addShopModalDays : trial.days;
}
