import { z } from 'zod';
import { SHOP_LIST_PAGE_SIZE } from './constants.ts';
import { formatMessage } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';
import { MAX_PAGE_SIZE, pagedQuerySchema } from './paging.ts';

/** Payloads of the shop calls (spec doc 1 §3 "shop authorisation payload" and §7). */

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);

const authorizationBase = {
  tenantId: z.string().optional(),
  callback: z.string().max(2000).optional(),
  /** added by the client when the stored user identity is not '2' */
  certified: z.boolean().optional(),
};

/** WeChat video shop: the shop name goes in `code`. */
export const wechatVideoShopAuthorizeSchema = z.object({
  ...authorizationBase,
  code: requiredText(Messages.shopNameRequired, 60),
});
export type WechatVideoShopAuthorize = z.infer<typeof wechatVideoShopAuthorizeSchema>;

/** qunjielong (group-buy): the authorisation code from the shop's back office. */
export const qunjielongAuthorizeSchema = z.object({
  ...authorizationBase,
  code: requiredText(Messages.authCodeRequired, 200),
});
export type QunjielongAuthorize = z.infer<typeof qunjielongAuthorizeSchema>;

/** fanmeng: shop name (in `code`), the shop's App ID, secret and interface address. */
export const fanmengAuthorizeSchema = z.object({
  ...authorizationBase,
  code: requiredText(Messages.shopNameRequired, 60),
  appId: requiredText(Messages.appIdRequired, 100),
  appSecret: requiredText(Messages.secretRequired, 200),
  apiUrl: requiredText(Messages.apiUrlRequired, 500),
});
export type FanmengAuthorize = z.infer<typeof fanmengAuthorizeSchema>;

/** GET /api/shop: ABP paging plus the expiry filter. */
export const shopListQuerySchema = pagedQuerySchema.extend({
  maxResultCount: z.coerce
    .number()
    .int()
    .min(1)
    .default(SHOP_LIST_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  authIsExpired: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ShopListQuery = z.infer<typeof shopListQuerySchema>;

/**
 * The app-ordering costs of a station (doc 1 §9 "Costs (interfaceCost/backCost/platformFee): 1688
 * 2000/1800/200; ... Unit of currency: not shown"), written with their unit. They are yuan: every other
 * amount the product names is ("amount yuan" of the price formula, doc 2 §2; "Suggested balance recharge
 * 100 yuan", doc 1 §9), and the API carries money as yuan numbers.
 */
export function appCostsText(costs: { interfaceCost: number; backCost: number; platformFee: number }): string {
  return formatMessage(Messages.appCosts, {
    interfaceCost: costs.interfaceCost,
    backCost: costs.backCost,
    platformFee: costs.platformFee,
  });
}
