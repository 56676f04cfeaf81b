import { z } from 'zod';
import { Messages } from './i18n/messages.zh-CN.ts';

/** Payloads of the WeChat mini-program code and the pdd page code (spec doc 1 §7, doc 2 §7: "not shown"). */

/**
 * A mini-program code's scene as WeChat takes it (getwxacodeunlimit): at most 32 visible characters,
 * digits, English letters and !#$&'()*+,/:;=?@-._~ (no %, so no URL-encoding).
 */
export const MINI_QR_SCENE_PATTERN = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/;

export const miniQrQuerySchema = z.object({
  /** what the code carries to the mini-program (a share: the distributor's tenant uid); none: the plain code */
  scene: z.string().regex(MINI_QR_SCENE_PATTERN, { error: Messages.miniQrSceneInvalid }).optional(),
});
export type MiniQrQuery = z.infer<typeof miniQrQuerySchema>;

export const cloudIsvPageCodeBodySchema = z.object({
  /** our id of the pdd shop whose data the page shows */
  shopId: z.string({ error: Messages.shopRequired }).trim().min(1, { error: Messages.shopRequired }).max(64),
  /**
   * the page's address in the browser: only its path and query are kept, put on the product's configured
   * address (the server never forwards an origin a client names)
   */
  pageUrl: z.string({ error: Messages.pageUrlInvalid }).min(1, { error: Messages.pageUrlInvalid }).max(2048),
});
export type CloudIsvPageCodeBody = z.infer<typeof cloudIsvPageCodeBodySchema>;

export const cloudIsvPageCodeSchema = z.object({ pageCode: z.string() });
export type CloudIsvPageCode = z.infer<typeof cloudIsvPageCodeSchema>;
