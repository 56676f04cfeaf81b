import { qualificationBodySchema, qualificationSchema } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrorResponses, errorEnvelopeSchema } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { QualificationService } from './qualification.service.ts';

/** /qualification-apply's calls: the signed-in distributor's application and its review status. */
export function qualificationRoutes(qualifications: QualificationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/distributor/qualification',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: "The signed-in distributor's qualification application and its review status",
          response: { 200: qualificationSchema, ...authErrorResponses },
        },
      },
      async (request) => qualifications.of(userOf(request).tenantId),
    );

    app.post(
      '/api/distributor/qualification',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary:
            'Submit the qualification (company, business licence image uploaded first, contact): pending review; replaces a pending or rejected one',
          body: qualificationBodySchema,
          response: { 200: qualificationSchema, ...authErrorResponses, 409: errorEnvelopeSchema },
        },
      },
      async (request) => qualifications.submit(userOf(request).tenantId, request.body),
    );
  };
}
