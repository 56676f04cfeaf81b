import {
  fanmengAuthorizeSchema,
  qunjielongAuthorizeSchema,
  StationType,
  wechatVideoShopAuthorizeSchema,
} from '@puhuo/domain';
import type { CodeAuthorization } from '@puhuo/platforms';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../http/app-error.ts';
import { redirectResponses, standardErrorResponses } from '../../http/error-schemas.ts';
import { bearerTokenOf, userOf } from '../../http/request-context.ts';
import type { AccessTokenService } from '../identity/index.ts';
import { authorizedShopSchema } from './shop.schemas.ts';
import {
  AUTH_RESULT_PATH,
  OAUTH_CALLBACK_PATH,
  resultUrl,
  type ShopAuthorizationService,
} from './shop-authorization.service.ts';
import { ShopMessages } from './shop-messages.ts';

export interface ShopAuthorizationRouteDeps {
  shopAuthorization: ShopAuthorizationService;
  tokens: AccessTokenService;
  publicUrl: string;
}

const TOKEN_COOKIE = 'access_token';

const authorizeQuerySchema = z.object({
  tenantId: z.string().optional(),
  callback: z.string().max(2000).optional(),
  station: z.coerce.number().int().min(0).max(10_000).optional(),
  module: z.string().max(20).optional(),
});

const callbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(200).optional(),
});

const errors = { 401: standardErrorResponses[400], 403: standardErrorResponses[400], ...standardErrorResponses };

function cookieValue(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const parseHttpUrl = (value: string) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().replace(/\/+$/, '') : null;
  } catch {
    return null;
  }
};

/**
 * The station-oauth redirect (browser navigations: the user is known by the session cookie the web
 * app keeps its token in) and the code-based authorisations of WeChat video shop, qunjielong and
 * fanmeng, with their token checks.
 */
export function shopAuthorizationRoutes({
  shopAuthorization,
  tokens,
  publicUrl,
}: ShopAuthorizationRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const browserUser = async (request: FastifyRequest) => {
      if (request.currentUser) return request.currentUser;
      const token = bearerTokenOf(request) ?? cookieValue(request, TOKEN_COOKIE);
      return token ? tokens.authenticate(token) : null;
    };

    for (const path of ['/shop/authorize', '/jd/authorize']) {
      app.get(
        path,
        {
          config: { access: 'viewer' },
          schema: {
            tags: ['shops'],
            summary: 'Start a shop authorisation: redirects to the platform consent page (jd: /jd/authorize)',
            querystring: authorizeQuerySchema,
            response: redirectResponses,
          },
        },
        async (request, reply) => {
          const origin = publicUrl;
          const { tenantId, callback, station, module } = request.query;
          const fallbackStation = path === '/jd/authorize' ? StationType.Jd : undefined;
          try {
            const url = await shopAuthorization.begin({
              user: await browserUser(request),
              tenantId,
              station: station ?? fallbackStation ?? 0,
              module,
              callback,
              origin,
            });
            return reply.redirect(url, 302);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            return reply.redirect(
              resultUrl(`${origin}${AUTH_RESULT_PATH}`, { success: false, message: error.message, station, module }),
              302,
            );
          }
        },
      );
    }

    app.get(
      OAUTH_CALLBACK_PATH,
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['shops'],
          summary: 'Where the platform sends the user back with the code; redirects to the result page',
          querystring: callbackQuerySchema,
          response: redirectResponses,
        },
      },
      async (request, reply) => {
        const url = await shopAuthorization.complete({
          user: await browserUser(request),
          ...request.query,
          origin: publicUrl,
        });
        return reply.redirect(url, 302);
      },
    );

    const codeRoute = <S extends z.ZodType>(
      path: string,
      summary: string,
      body: S,
      station: number,
      toInput: (body: z.infer<S>) => CodeAuthorization,
    ) =>
      app.post(
        path,
        {
          config: { access: 'user' },
          schema: { tags: ['shops'], summary, body, response: { 200: authorizedShopSchema, ...errors } },
        },
        async (request) => {
          const payload = request.body as z.infer<S> & { tenantId?: string; certified?: boolean };
          return shopAuthorization.authorizeWithCode(
            userOf(request),
            payload.tenantId,
            station,
            toInput(payload),
            payload.certified === true,
          );
        },
      );

    codeRoute(
      '/api/wechatvideoshop/authorize',
      'Authorise a WeChat video shop by its shop name, checked with the platform',
      wechatVideoShopAuthorizeSchema,
      StationType.WechatVideoShop,
      (b) => ({
        kind: 'shopName',
        shopName: b.code,
      }),
    );
    codeRoute(
      '/api/qunjielong/authorize',
      'Authorise a qunjielong shop by the authorisation code from its back office',
      qunjielongAuthorizeSchema,
      StationType.Qunjielong,
      (b) => ({
        kind: 'code',
        code: b.code,
      }),
    );
    codeRoute(
      '/api/fanmeng/authorize',
      'Authorise a fanmeng shop by its name, App ID, secret and interface address',
      fanmengAuthorizeSchema,
      StationType.Fanmeng,
      (b) => {
        const apiUrl = parseHttpUrl(b.apiUrl);
        if (!apiUrl) throw badRequest(ShopMessages.apiUrlInvalid, 'ApiUrlInvalid');
        return { kind: 'appCredentials', shopName: b.code, appId: b.appId, appSecret: b.appSecret, apiUrl };
      },
    );

    const checked = z.object({ success: z.literal(true), shopName: z.string() });
    app.get(
      '/api/wechatvideoshop/token-check',
      {
        config: { access: 'user' },
        schema: {
          tags: ['shops'],
          summary: 'Checks a WeChat video shop name with the platform (nothing is stored)',
          querystring: z.object({ shopName: wechatVideoShopAuthorizeSchema.shape.code }),
          response: { 200: checked, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await shopAuthorization.check(StationType.WechatVideoShop, {
          kind: 'shopName',
          shopName: request.query.shopName,
        })),
      }),
    );
    app.get(
      '/api/qunjielong/token-check',
      {
        config: { access: 'user' },
        schema: {
          tags: ['shops'],
          summary: 'Checks a qunjielong authorisation code with the platform (nothing is stored)',
          querystring: z.object({ code: qunjielongAuthorizeSchema.shape.code }),
          response: { 200: checked, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        ...(await shopAuthorization.check(StationType.Qunjielong, { kind: 'code', code: request.query.code })),
      }),
    );
  };
}
