import { z } from 'zod';

/** The answers of the shop calls. Tokens and secrets never appear in any of them. */

export const authorizedShopSchema = z.object({
  id: z.string(),
  shopName: z.string(),
  stationType: z.number().int(),
  appType: z.number().int(),
  goodsRights: z.boolean(),
  orderRights: z.boolean(),
});
export type AuthorizedShopDto = z.infer<typeof authorizedShopSchema>;

/** A shop (spec doc 1 §3): one authorisation of one app by one platform shop. */
export const shopSchema = z.object({
  /** our id of this authorisation */
  id: z.string(),
  /** the platform's shop id */
  shopId: z.string(),
  /** the shop's group (one platform shop) */
  appId: z.string(),
  shopName: z.string(),
  stationType: z.number().int(),
  stationName: z.string(),
  appType: z.number().int(),
  goodsRights: z.boolean(),
  orderRights: z.boolean(),
  isExpired: z.boolean(),
  /** when the shop's order of the app ends (ISO), null when the platform does not say */
  authorizationTimeOut: z.string().nullable(),
  /** whole days left until authorizationTimeOut (negative when past) */
  time: z.number().int().nullable(),
  certified: z.boolean(),
  checked: z.boolean(),
  disabled: z.boolean(),
  inBlackList: z.boolean(),
  /** successful publishes (of the goods asked about) */
  count: z.number().int(),
});
export type ShopDto = z.infer<typeof shopSchema>;

export const shopPageSchema = z.object({ totalCount: z.number().int(), items: z.array(shopSchema) });

export const shopGroupSchema = z.object({
  appId: z.string(),
  shopName: z.string(),
  stationType: z.number().int(),
  goodsRights: z.boolean(),
  orderRights: z.boolean(),
  shops: z.array(shopSchema),
});
export type ShopGroupDto = z.infer<typeof shopGroupSchema>;

export const orderingShopSchema = z.object({
  id: z.string(),
  shopName: z.string(),
  stationType: z.number().int(),
  appType: z.number().int(),
  time: z.number().int().nullable(),
});

export const appTipSchema = z.object({
  tip: z.number().int(),
  count: z.number().int(),
  text: z.string(),
  /** the ordering modal's list for this tip (empty for the buyer tips 9-11) */
  shops: z.array(orderingShopSchema),
});

export const buyAppSchema = z.object({
  accountName: z.string().nullable(),
  authorizationTimeOut: z.string().nullable(),
  isOrdered: z.boolean(),
  isExpired: z.boolean(),
  /** whole days left, null when not ordered */
  time: z.number().int().nullable(),
});
export type BuyAppDto = z.infer<typeof buyAppSchema>;

export const platformRecordSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  name: z.string(),
  isOnline: z.boolean(),
  interfaceCost: z.number().nullable(),
  backCost: z.number().nullable(),
  platformFee: z.number().nullable(),
  /** the free trial in days (spec doc 1 §9: 7 for stations 32, 4, 36) */
  freeTrialDays: z.number().int().nullable(),
  /** the free trial the add-shop modal states (15 for stations 32, 4, 36) */
  addShopFreeTrialDays: z.number().int().nullable(),
  freeToUse: z.boolean(),
  offersGoodsOrOrderChoice: z.boolean(),
  /** how a shop authorises: the consent redirect, or what the bind-shop form asks */
  authorization: z.enum(['oauth', 'shopName', 'code', 'appCredentials', 'none']),
  authorizePath: z.string(),
  /** where a shop orders our app (the platform's service market) */
  appAuthorizationUrl: z.string().nullable(),
  /** where a shop owner finds a code or credentials to type in */
  credentialsHelpUrl: z.string().nullable(),
  /** a listing's page on the platform, `{id}` standing for the platform's listing id (doc 1 §3's outside goods URL) */
  outsideGoodsUrl: z.string().nullable(),
  /** the waybill printer of the platform's orders (doc 1 §3) */
  printer: z.enum(['cainiao', 'doudian']).nullable(),
});
export type PlatformRecordDto = z.infer<typeof platformRecordSchema>;
