import { z } from 'zod';
import { Messages } from './i18n/messages.zh-CN.ts';

/** Messages of the 1688 offer-by-URL box on the 1688 selection page. */
export const OFFER_URL_INVALID = Messages.offerUrlInvalid;
export const OFFER_NOT_FOUND = Messages.offerNotFound;
export const ALIBABA_UNAVAILABLE = Messages.alibabaUnavailable;
export const OFFER_URL_PLACEHOLDER = Messages.offerUrlPlaceholder;

/** POST /api/platform-goods/alibaba/offer-by-url */
export const offerByUrlSchema = z.object({
  url: z.string({ error: OFFER_URL_INVALID }).trim().min(1, OFFER_URL_INVALID).max(2000, OFFER_URL_INVALID),
});
export type OfferByUrl = z.infer<typeof offerByUrlSchema>;

/** the good the offer became: the web opens /detail/{id}?tenantId={tenantId} */
export const offerByUrlResultSchema = z.object({ id: z.string(), tenantId: z.string() });
export type OfferByUrlResult = z.infer<typeof offerByUrlResultSchema>;
