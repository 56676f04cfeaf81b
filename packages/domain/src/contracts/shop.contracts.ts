import { z } from 'zod';
import { AppType } from '../constants.ts';
import type { OrderingShop } from '../shop-rights.ts';
import { StationType } from '../stations.ts';

/**
 * The answers of the shop calls (spec doc 1 §3 "Shop", doc 2 §3), shared by the server's routes (their
 * response schemas) and the web (the `z.infer` types it reads them as). Tokens and secrets never appear
 * in any of them.
 */

/** A shop just authorised by a code or credentials (the bind-shop form's calls). */
export const authorizedShopSchema = z.object({
  id: z.string(),
  shopName: z.string(),
  stationType: z.number().int(),
  appType: z.number().int(),
  goodsRights: z.boolean(),
  orderRights: z.boolean(),
});
export type AuthorizedShop = z.infer<typeof authorizedShopSchema>;

/** A shop (spec doc 1 §3): one authorisation of one app by one platform shop. GET /api/shop lists them. */
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
  /** successful publishes: every one of the shop on GET /api/shop; of the goods asked about on GET /api/shop/good */
  count: z.number().int(),
});
export type Shop = z.infer<typeof shopSchema>;

export const shopPageSchema = z.object({ totalCount: z.number().int(), items: z.array(shopSchema) });
export type ShopPage = z.infer<typeof shopPageSchema>;

/** The shops of one platform shop (one or two app authorisations) with the rights of the group. */
export const shopGroupSchema = z.object({
  appId: z.string(),
  shopName: z.string(),
  stationType: z.number().int(),
  goodsRights: z.boolean(),
  orderRights: z.boolean(),
  shops: z.array(shopSchema),
});
export type ShopGroup = z.infer<typeof shopGroupSchema>;

/**
 * A card of the publish-to-shops dialog (doc 2 §2), as GET /api/shop/good serves it: a shop that may
 * receive listings, with the single-good notes (`disabled`: outside the good's sales channels,
 * `inBlackList`: its supplier restricts the shop, `count`: the good's successful publishes there) and
 * `shopCount`, every successful publish of the shop (the card's "已铺货 N").
 */
export const publishableShopSchema = shopSchema.extend({
  /** every successful publish of the shop, whatever the goods (GET /api/shop's `count`) */
  shopCount: z.number().int(),
});
export type PublishableShop = z.infer<typeof publishableShopSchema>;

/** One row of the app-ordering modal (the rule that makes them is `orderingShopsForTip`). */
export const orderingShopSchema = z.object({
  id: z.string(),
  shopName: z.string(),
  stationType: z.number().int(),
  appType: z.number().int(),
  time: z.number().int().nullable(),
}) satisfies z.ZodType<OrderingShop>;

/** A header tip (doc 1 §4, 1-11) with the ordering modal's list for it. */
export const appTipSchema = z.object({
  tip: z.number().int(),
  count: z.number().int(),
  text: z.string(),
  /** the ordering modal's list for this tip (empty for the buyer tips 9-11) */
  shops: z.array(orderingShopSchema),
});
export type AppTip = z.infer<typeof appTipSchema>;

/** The 1688 buyer app of the tenant. */
export const buyAppSchema = z.object({
  accountName: z.string().nullable(),
  authorizationTimeOut: z.string().nullable(),
  isOrdered: z.boolean(),
  isExpired: z.boolean(),
  /** whole days left, null when not ordered */
  time: z.number().int().nullable(),
});
export type BuyApp = z.infer<typeof buyAppSchema>;

/** A selectable station's record (doc 1 §3 platform records): costs, trials, how its shops authorise. */
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
export type PlatformRecord = z.infer<typeof platformRecordSchema>;

/**
 * Whether a shop may receive listings (spec doc 2 §6): its app is the goods app (1) or both apps (1024),
 * it is not on taogongchang (39), and its authorisation has not expired. The publish-to-shops dialog
 * lists only these shops and the publish engine publishes only to them.
 */
export function canReceiveListings(shop: { appType: number; stationType: number; isExpired: boolean }): boolean {
  return (
    (shop.appType === AppType.Goods || shop.appType === AppType.Other) &&
    shop.stationType !== StationType.Taogongchang &&
    !shop.isExpired
  );
}
