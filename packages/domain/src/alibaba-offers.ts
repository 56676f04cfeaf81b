import { z } from 'zod';

/** Messages of the 1688 offer-by-URL box on the 1688 selection page. */
export const OFFER_URL_INVALID = '请输入正确的1688商品链接';
export const OFFER_NOT_FOUND = '未找到该1688商品';
export const ALIBABA_UNAVAILABLE = '1688暂时无法访问，请稍后重试';
export const OFFER_URL_PLACEHOLDER = '粘贴1688商品链接';

/** POST /api/platform-goods/alibaba/offer-by-url */
export const offerByUrlSchema = z.object({
  url: z.string({ error: OFFER_URL_INVALID }).trim().min(1, OFFER_URL_INVALID).max(2000, OFFER_URL_INVALID),
});
export type OfferByUrl = z.infer<typeof offerByUrlSchema>;

/** the good the offer became: the web opens /detail/{id}?tenantId={tenantId} */
export const offerByUrlResultSchema = z.object({ id: z.string(), tenantId: z.string() });
export type OfferByUrlResult = z.infer<typeof offerByUrlResultSchema>;
