import { cloudIsvPageCodeBodySchema, cloudIsvPageCodeSchema } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrorResponses, errorEnvelopeSchema } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { PddPageCodeService } from './pdd-page-code.service.ts';

/** POST /api/cloud/cloud-isv-page-code (spec doc 1 §7 and doc 2 §7; payload "not shown"). */
export function pddPageCodeRoutes(pageCodes: PddPageCodeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/cloud/cloud-isv-page-code',
      {
        config: { access: 'tenant-owned' },
        schema: {
          tags: ['shops'],
          summary:
            "pdd's page code (pdd.cloud.isv.page.code) for a page showing one of the tenant's pdd shops; the web sends it back as X-PDD-PageCode with the plugin's X-PDD-Pati, and pdd calls made for such a request forward both",
          body: cloudIsvPageCodeBodySchema,
          response: { 200: cloudIsvPageCodeSchema, ...authErrorResponses, 503: errorEnvelopeSchema },
        },
      },
      async (request) => pageCodes.pageCode(userOf(request), request.body),
    );
  };
}
