import {
  followStateSchema,
  miniSubscribeBodySchema,
  miniSubscribeQuerySchema,
  miniSubscriptionListSchema,
} from '@puhuo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { errorEnvelopeSchema } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import { WECHAT_CALLBACK_PATH } from '../../providers/providers.ts';
import { callbackQuerySchema, callbackUrlCheckQuerySchema, signedInErrors } from './messages.schemas.ts';
import type { MiniSubscribeService } from './mini-subscribe.service.ts';
import type { OfficialAccountFollowService } from './official-account-follow.service.ts';

/** a pushed event is a few hundred bytes; compatible mode triples a user's text message */
const CALLBACK_BODY_LIMIT = 65_536;

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

    // WeChat's callbacks (wechat-callback.ts): the body is XML (WeChat says text/xml), read as text whatever
    // its content type, and only here; JSON is not a format an official account pushes
    await app.register(async (scope) => {
      const callback = scope.withTypeProvider<ZodTypeProvider>();
      callback.removeAllContentTypeParsers();
      callback.addContentTypeParser(
        '*',
        { parseAs: 'string', bodyLimit: CALLBACK_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      const logRefusal = (request: FastifyRequest, error: unknown) => {
        if (error instanceof AppError) request.log.warn({ code: error.options.code }, 'WeChat callback refused');
      };

      callback.get(
        WECHAT_CALLBACK_PATH,
        {
          config: { access: 'public' },
          schema: {
            tags: ['messages'],
            summary:
              'WeChat checks the callback URL when it is saved in the console: answers echostr when signature = sha1(sorted token, timestamp, nonce)',
            querystring: callbackUrlCheckQuerySchema,
            response: { 200: z.string(), 400: errorEnvelopeSchema, 403: errorEnvelopeSchema },
          },
        },
        async (request, reply) => {
          try {
            return reply.type('text/plain').send(follows.answerUrlCheck(request.query));
          } catch (error) {
            logRefusal(request, error);
            throw error;
          }
        },
      );

      callback.post(
        WECHAT_CALLBACK_PATH,
        {
          config: { access: 'public' },
          schema: {
            tags: ['messages'],
            summary:
              'Official-account event push (subscribe, SCAN, unsubscribe) as WeChat sends it: XML; plain mode signed by signature = sha1(sorted token, timestamp, nonce), safe mode (encrypt_type=aes) by msg_signature over Encrypt',
            consumes: ['text/xml'],
            querystring: callbackQuerySchema,
            body: z.string().min(1).max(CALLBACK_BODY_LIMIT),
            response: { 200: z.literal('success'), 400: errorEnvelopeSchema, 403: errorEnvelopeSchema },
          },
        },
        async (request, reply) => {
          try {
            await follows.handleCallback(request.query, request.body);
          } catch (error) {
            logRefusal(request, error);
            throw error;
          }
          return reply.type('text/plain').send('success');
        },
      );
    });
  };
}
