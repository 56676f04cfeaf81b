import { z } from 'zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';

/** The errors a signed-in route documents. */
export const signedInErrors = {
  401: standardErrorResponses[400],
  403: standardErrorResponses[400],
  ...standardErrorResponses,
} as const;

export const callbackQuerySchema = z.object({
  timestamp: z.string().max(20),
  nonce: z.string().max(64),
  msg_signature: z.string().max(128),
});
