import { z } from 'zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';

/** The errors a signed-in route documents. */
export const signedInErrors = {
  401: standardErrorResponses[400],
  403: standardErrorResponses[400],
  ...standardErrorResponses,
} as const;

/** WeChat's push to the official-account callback (wechat-callback.ts): plain, or safe mode with encrypt_type=aes */
export const callbackQuerySchema = z.object({
  signature: z.string().max(64),
  timestamp: z.string().max(20),
  nonce: z.string().max(64),
  openid: z.string().max(64).optional(),
  encrypt_type: z.string().max(16).optional(),
  msg_signature: z.string().max(64).optional(),
});

/** WeChat's check of the callback URL when it is saved in the console */
export const callbackUrlCheckQuerySchema = z.object({
  signature: z.string().max(64),
  timestamp: z.string().max(20),
  nonce: z.string().max(64),
  // WeChat's echostr is a long number; it is echoed as text/plain, so nothing markup-like is taken
  echostr: z.string().regex(/^[A-Za-z0-9_.=+/-]{1,128}$/),
});
