import { translateMessage } from '@puhuo/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ABUSE_LIMITS, limitedBy } from '../../http/abuse-limits.ts';
import { AppError } from '../../http/app-error.ts';
import { errorEnvelopeSchema, standardErrorResponses } from '../../http/error-schemas.ts';
import { cookieOf, isCrossSite, REFRESH_COOKIE, setRefreshCookie } from '../../http/session-cookie.ts';
import type { WechatLoginService } from '../../providers/wechat/wechat-login.service.ts';
import type { AccountService } from './account.service.ts';
import {
  oauthErrorSchema,
  phoneLoginBodySchema,
  registerPhoneSchema,
  registerThirdAppSchema,
  slideCheckSchema,
  smsSendSchema,
  type TokenRequest,
  ticketResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from './identity.schemas.ts';
import { LoginMessages, type LoginService, OAuthError } from './login.service.ts';
import type { SlideCaptchaService } from './slide-captcha.service.ts';
import type { SmsService } from './sms.service.ts';

export interface IdentityRouteDeps {
  /** the product's address: the refresh cookie is Secure under https and only our own pages may refresh */
  publicUrl: string;
  login: LoginService;
  sms: SmsService;
  captcha: SlideCaptchaService;
  accounts: AccountService;
  wechat: WechatLoginService;
  clientId: string;
  clientSecret: string;
}

/** Sign-in and sign-up: /connect/token, SMS, the slide captcha and registration. */
export function identityRoutes(deps: IdentityRouteDeps): FastifyPluginAsyncZod {
  const grant = (form: TokenRequest, request: FastifyRequest, tenantHeader: string | undefined) => {
    switch (form.grant_type) {
      case 'tenant_password':
      case 'password':
        return deps.login.passwordGrant({ ...form, tenantHeader, clientAddress: request.ip });
      case 'mobile_credentials':
        return deps.login.mobileGrant({ ...form, tenantHeader });
      case 'ticket':
        return deps.login.ticketGrant(form);
      case 'unionid_credentials':
        return deps.login.unionIdGrant(form);
      case 'refresh_token':
        // the cookie alone authorises it: a page of another site may not ask
        if (isCrossSite(request, deps.publicUrl)) throw new OAuthError('invalid_request', LoginMessages.invalidRequest);
        return deps.login.refreshGrant(cookieOf(request, REFRESH_COOKIE));
      default:
        throw new OAuthError('unsupported_grant_type', LoginMessages.unsupportedGrant);
    }
  };

  return async (app) => {
    app.post(
      '/connect/token',
      {
        config: { access: 'public' },
        preHandler: limitedBy(app, ABUSE_LIMITS.tokenPerAddress, ABUSE_LIMITS.tokenPerAccount),
        // a malformed token request is refused the OAuth2 way too, as its documented 400 says;
        // the app's own refusals (a tenant header that does not match the token) keep theirs
        errorHandler: (error, request, reply) => {
          if (error instanceof AppError || (error.statusCode ?? 500) >= 500)
            return app.errorHandler(error, request, reply);
          return reply.status(400).send({
            error: 'invalid_request',
            error_description: translateMessage(LoginMessages.invalidRequest, request.locale),
          });
        },
        schema: {
          tags: ['identity'],
          summary:
            'OAuth2 token (grants tenant_password, mobile_credentials, ticket, unionid_credentials, refresh_token)',
          description:
            'A sign-in also sets the HttpOnly `refresh_token` cookie (path /connect/token, SameSite=Strict); ' +
            '`grant_type=refresh_token` exchanges it for a new bearer token and a new cookie.',
          consumes: ['application/x-www-form-urlencoded'],
          body: tokenRequestSchema,
          response: { 200: tokenResponseSchema, 400: oauthErrorSchema, 429: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        const form = request.body;
        const tenantHeader = typeof request.headers.__tenant === 'string' ? request.headers.__tenant : undefined;
        try {
          if (form.client_id !== deps.clientId || (form.client_secret && form.client_secret !== deps.clientSecret)) {
            throw new OAuthError('invalid_client', LoginMessages.invalidClient);
          }
          const session = await grant(form, request, tenantHeader);
          setRefreshCookie(reply, session.refreshToken, deps.publicUrl);
          return session.token;
        } catch (error) {
          if (!(error instanceof OAuthError)) throw error;
          return reply
            .status(400)
            .send({ error: error.error, error_description: translateMessage(error.description, request.locale) });
        }
      },
    );

    app.post(
      '/api/sms/send',
      {
        config: { access: 'public' },
        preHandler: limitedBy(app, ABUSE_LIMITS.smsPerAddress),
        schema: {
          tags: ['identity'],
          summary: 'Send a 6-digit code by SMS',
          body: smsSendSchema,
          response: {
            204: z.null(),
            403: standardErrorResponses[400],
            429: errorEnvelopeSchema,
            ...standardErrorResponses,
          },
        },
      },
      async (request, reply) => {
        await deps.sms.send(request.body.phoneNumber, request.ip);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/slide-check/gen',
      {
        config: { access: 'public' },
        preHandler: limitedBy(app, ABUSE_LIMITS.captchaPerAddress),
        schema: {
          tags: ['identity'],
          summary: 'A new slide captcha (340x212)',
          response: { 200: slideCheckSchema, 429: errorEnvelopeSchema },
        },
      },
      async () => deps.captcha.generate(),
    );

    app.post(
      '/api/register/phone-number',
      {
        config: { access: 'public' },
        preHandler: limitedBy(app, ABUSE_LIMITS.registerPerAddress),
        schema: {
          tags: ['identity'],
          summary: 'Register a distributor by phone (step 0)',
          body: registerPhoneSchema,
          response: {
            200: ticketResponseSchema,
            403: standardErrorResponses[400],
            429: errorEnvelopeSchema,
            ...standardErrorResponses,
          },
        },
      },
      async (request) => deps.accounts.registerByPhone(request.body.phoneNumber, request.body.verifyCode),
    );

    app.post(
      '/api/register/to-channel',
      {
        config: { access: 'public' },
        preHandler: limitedBy(app, ABUSE_LIMITS.registerPerAddress),
        schema: {
          tags: ['identity'],
          summary: 'A retail user becomes a distributor (proven by an SMS code)',
          body: phoneLoginBodySchema,
          response: {
            200: ticketResponseSchema,
            403: standardErrorResponses[400],
            429: errorEnvelopeSchema,
            ...standardErrorResponses,
          },
        },
      },
      async (request) => deps.accounts.registerToChannel(request.body.phoneNumber, request.body.verifyCode),
    );

    app.post(
      '/api/register/third-app',
      {
        config: { access: 'public' },
        preHandler: limitedBy(app, ABUSE_LIMITS.registerPerAddress),
        schema: {
          tags: ['identity'],
          summary: 'Register a distributor by a WeChat identity confirmed on the phone',
          body: registerThirdAppSchema,
          response: {
            200: ticketResponseSchema,
            403: standardErrorResponses[400],
            429: errorEnvelopeSchema,
            ...standardErrorResponses,
          },
        },
      },
      async (request) => {
        await deps.wechat.assertConfirmed(request.body.unionId);
        return deps.accounts.registerByWechat(request.body.unionId);
      },
    );
  };
}
