import { z } from 'zod';

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string().nullable(),
    message: z.string(),
    details: z.string().nullable(),
    validationErrors: z.array(z.object({ message: z.string(), members: z.array(z.string()) })).nullable(),
  }),
});

/** The error responses every operation documents. */
export const standardErrorResponses = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
} as const;

/** The error responses of a route that needs a signed-in user. */
export const authErrorResponses = {
  ...standardErrorResponses,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
} as const;

/** A route that answers by sending the browser elsewhere: the Location header names where. */
export const redirectResponses = {
  302: z.null().describe('Found: the browser goes on to the address in the Location header'),
} as const;
