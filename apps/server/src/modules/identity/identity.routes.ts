import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import type { WechatLoginService } from '../../providers/wechat/wechat-login.service.ts';
import type { AccountService } from './account.service.ts';
import {
  oauthErrorSchema,
  phoneLoginBodySchema,
  registerPhoneSchema,
  registerThirdAppSchema,
  slideCheckSchema,
  smsSendSchema,
  ticketResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from './identity.schemas.ts';
import { LoginMessages, type LoginService, OAuthError } from './login.service.ts';
import type { SlideCaptchaService } from './slide-captcha.service.ts';
import type { SmsService } from './sms.service.ts';

export interface IdentityRouteDeps {
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
  return async (app) => {
    app.post(
      '/connect/token',
      {
        config: { access: 'public' },
        // a malformed token request is refused the OAuth2 way too, as its documented 400 says;
        // the app's own refusals (a tenant header that does not match the token) keep theirs
        errorHandler: (error, request, reply) => {
          if (error instanceof AppError || (error.statusCode ?? 500) >= 500)
            return app.errorHandler(error, request, reply);
          return reply.status(400).send({ error: 'invalid_request', error_description: LoginMessages.invalidRequest });
        },
        schema: {
          tags: ['identity'],
          summary: 'OAuth2 token (grants tenant_password, mobile_credentials, ticket, unionid_credentials)',
          consumes: ['application/x-www-form-urlencoded'],
          body: tokenRequestSchema,
          response: { 200: tokenResponseSchema, 400: oauthErrorSchema },
        },
      },
      async (request, reply) => {
        const form = request.body;
        const tenantHeader = typeof request.headers.__tenant === 'string' ? request.headers.__tenant : undefined;
        try {
          if (form.client_id !== deps.clientId || (form.client_secret && form.client_secret !== deps.clientSecret)) {
            throw new OAuthError('invalid_client', LoginMessages.invalidClient);
          }
          switch (form.grant_type) {
            case 'tenant_password':
            case 'password':
              return await deps.login.passwordGrant({ ...form, tenantHeader });
            case 'mobile_credentials':
              return await deps.login.mobileGrant({ ...form, tenantHeader });
            case 'ticket':
              return await deps.login.ticketGrant(form);
            case 'unionid_credentials':
              return await deps.login.unionIdGrant(form);
            default:
              throw new OAuthError('unsupported_grant_type', LoginMessages.unsupportedGrant);
          }
        } catch (error) {
          if (!(error instanceof OAuthError)) throw error;
          return reply.status(400).send({ error: error.error, error_description: error.description });
        }
      },
    );

    app.post(
      '/api/sms/send',
      {
        config: { access: 'public' },
        schema: {
          tags: ['identity'],
          summary: 'Send a 6-digit code by SMS',
          body: smsSendSchema,
          response: { 204: z.null(), 403: standardErrorResponses[400], ...standardErrorResponses },
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
        schema: { tags: ['identity'], summary: 'A new slide captcha (340x212)', response: { 200: slideCheckSchema } },
      },
      async () => deps.captcha.generate(),
    );

    app.post(
      '/api/register/phone-number',
      {
        config: { access: 'public' },
        schema: {
          tags: ['identity'],
          summary: 'Register a distributor by phone (step 0)',
          body: registerPhoneSchema,
          response: { 200: ticketResponseSchema, 403: standardErrorResponses[400], ...standardErrorResponses },
        },
      },
      async (request) => deps.accounts.registerByPhone(request.body.phoneNumber, request.body.verifyCode),
    );

    app.post(
      '/api/register/to-channel',
      {
        config: { access: 'public' },
        schema: {
          tags: ['identity'],
          summary: 'A retail user becomes a distributor (proven by an SMS code)',
          body: phoneLoginBodySchema,
          response: { 200: ticketResponseSchema, 403: standardErrorResponses[400], ...standardErrorResponses },
        },
      },
      async (request) => deps.accounts.registerToChannel(request.body.phoneNumber, request.body.verifyCode),
    );

    app.post(
      '/api/register/third-app',
      {
        config: { access: 'public' },
        schema: {
          tags: ['identity'],
          summary: 'Register a distributor by a WeChat identity confirmed on the phone',
          body: registerThirdAppSchema,
          response: { 200: ticketResponseSchema, 403: standardErrorResponses[400], ...standardErrorResponses },
        },
      },
      async (request) => {
        await deps.wechat.assertConfirmed(request.body.unionId);
        return deps.accounts.registerByWechat(request.body.unionId);
      },
    );
  };
}
