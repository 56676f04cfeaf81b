import { shareUrlBodySchema, shareUrlSchema, shortUrlBodySchema, shortUrlSchema } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { redirectResponses, standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { AccountService } from '../identity/index.ts';
import type { SharingService } from './sharing.service.ts';

const signedInErrors = { 401: standardErrorResponses[400], ...standardErrorResponses };

export function sharingRoutes(
  sharing: SharingService,
  accounts: AccountService,
  publicUrl: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/weixin/share-url',
      {
        config: { access: 'user' },
        schema: {
          tags: ['sharing'],
          summary: "A link to one of the product's pages carrying the sharer's tenant (uid) as `sharer`",
          body: shareUrlBodySchema,
          response: { 200: shareUrlSchema, ...signedInErrors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const { tenantFull } = await accounts.buyUser(user.userId, user.tenantId);
        return sharing.shareUrl(request.body.path, tenantFull.uid, publicUrl);
      },
    );

    app.post(
      '/api/weixin/short-url',
      {
        config: { access: 'user' },
        schema: {
          tags: ['sharing'],
          summary: "Shorten a link to the product's own pages; /s/{code} redirects to it",
          body: shortUrlBodySchema,
          response: { 200: shortUrlSchema, ...signedInErrors },
        },
      },
      async (request) => sharing.shorten(userOf(request), request.body.longUrl, publicUrl),
    );

    app.get(
      '/s/:code',
      {
        config: { access: 'public' },
        schema: {
          tags: ['sharing'],
          summary: 'Follow a short link (302 to the page; an unknown code goes to /404)',
          params: z.object({ code: z.string() }),
          response: redirectResponses,
        },
      },
      async (request, reply) => {
        const longUrl = await sharing.resolve(request.params.code);
        return reply.redirect(longUrl ?? '/404', 302);
      },
    );
  };
}
