import { errorEnvelope, Messages, MINI_PROGRAM_QR_PATH, messageText, miniQrQuerySchema } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/app-error.ts';
import { authErrorResponses, errorEnvelopeSchema } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { AccountService } from '../identity/index.ts';
import type { MiniProgramQrService } from './mini-program-qr.service.ts';

/** how long a browser keeps the code (it changes only with the mini-program's page) */
const BROWSER_CACHE_SECONDS = 86_400;
/** an older code served while WeChat is away: asked again soon */
const STALE_CACHE_SECONDS = 300;

/** GET /api/weixin/mini/qr-code: the WeChat mini-program's code (spec doc 1 §7 and doc 2 §7, "not shown"). */
export function miniProgramQrRoutes(codes: MiniProgramQrService, accounts: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      MINI_PROGRAM_QR_PATH,
      {
        config: { access: 'public' },
        schema: {
          tags: ['sharing'],
          summary:
            "The WeChat mini-program's code as an image (image/png from the stand-in; the type follows WeChat's bytes). With `scene` (signed in, the tenant's own uid) a code to share that carries it. Cached; 503 with Retry-After while WeChat cannot make it",
          querystring: miniQrQuerySchema,
          response: {
            200: z
              .any()
              .describe('the image bytes (Content-Type image/png or image/jpeg), with Cache-Control and ETag'),
            304: z.null().describe('Not Modified: the ETag sent in If-None-Match is still the code'),
            ...authErrorResponses,
            503: errorEnvelopeSchema.describe('WeChat cannot make the code now: try again after Retry-After seconds'),
          },
        },
      },
      async (request, reply) => {
        const { scene } = request.query;
        if (scene !== undefined) {
          const user = userOf(request);
          const { tenantFull } = await accounts.buyUser(user.userId, user.tenantId);
          if (tenantFull.uid !== scene) throw forbidden(Messages.miniQrSceneNotOwn, 'MiniQrSceneNotOwn');
        }
        const answer = await codes.code(scene);
        if (answer.kind === 'unavailable') {
          return reply
            .status(503)
            .header('retry-after', String(answer.retryAfterSeconds))
            .header('cache-control', 'no-store')
            .send(errorEnvelope(messageText(request.locale, 'serviceUnavailable'), { code: 'WechatUnavailable' }));
        }
        const maxAge = answer.stale ? STALE_CACHE_SECONDS : BROWSER_CACHE_SECONDS;
        reply
          .header('cache-control', `${scene === undefined ? 'public' : 'private'}, max-age=${maxAge}`)
          .header('etag', answer.etag);
        if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send(null);
        return reply.type(answer.contentType).send(answer.bytes);
      },
    );
  };
}
