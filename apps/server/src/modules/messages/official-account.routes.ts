import {
  followStateSchema,
  miniSubscribeBodySchema,
  miniSubscribeQuerySchema,
  miniSubscriptionListSchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import { callbackQuerySchema, signedInErrors } from './messages.schemas.ts';
import type { MiniSubscribeService } from './mini-subscribe.service.ts';
import type { OfficialAccountFollowService } from './official-account-follow.service.ts';

/** Following the official account and mini-program subscribe messages. */
export function officialAccountRoutes(
  follows: OfficialAccountFollowService,
  miniSubscribe: MiniSubscribeService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/weixin/mp/check-subscribe',
      {
        config: { access: 'user' },
        schema: {
          tags: ['messages'],
          summary: 'Whether the signed-in user follows the official account (and so can get messages)',
          response: { 200: followStateSchema, ...signedInErrors },
        },
      },
      async (request) => follows.followState(userOf(request).userId),
    );

    app.get(
      '/api/weixin/mini/subscribe',
      {
        config: { access: 'user' },
        schema: {
          tags: ['messages'],
          summary: "The signed-in user's mini-program subscriptions per template (templateIds comma separated)",
          querystring: miniSubscribeQuerySchema,
          response: { 200: miniSubscriptionListSchema, ...signedInErrors },
        },
      },
      async (request) => ({ items: await miniSubscribe.list(userOf(request).userId, request.query.templateIds) }),
    );

    app.post(
      '/api/weixin/mini/subscribe',
      {
        config: { access: 'user' },
        schema: {
          tags: ['messages'],
          summary: 'Record the answers of wx.requestSubscribeMessage: { results: { templateId: accept|reject|ban } }',
          body: miniSubscribeBodySchema,
          response: { 200: miniSubscriptionListSchema, ...signedInErrors },
        },
      },
      async (request) => ({ items: await miniSubscribe.record(userOf(request), request.body.results) }),
    );

    // WeChat's push keeps its exact bytes: the signature covers them
    await app.register(async (scope) => {
      const callback = scope.withTypeProvider<ZodTypeProvider>();
      callback.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      callback.post(
        '/api/weixin/mp/callback',
        {
          config: { access: 'public' },
          schema: {
            tags: ['messages'],
            summary:
              'Official-account event push (subscribe, SCAN, unsubscribe), signed: msg_signature = sha1(sorted token, timestamp, nonce, body)',
            querystring: callbackQuerySchema,
            body: z.string().max(8_192),
            response: { 200: z.literal('success'), 400: errorEnvelopeSchema, 403: errorEnvelopeSchema },
          },
        },
        async (request, reply) => {
          await follows.handleCallback(request.query, request.body);
          return reply.type('text/plain').send('success');
        },
      );
    });
  };
}
