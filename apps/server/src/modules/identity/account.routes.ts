import { MAX_SELECTED_GOODS, Messages, NotificationMessages, ServerMessages, translateMessage } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RunMode } from '../../config.ts';
import { ABUSE_LIMITS, limitedBy } from '../../http/abuse-limits.ts';
import { badRequest, forbidden } from '../../http/app-error.ts';
import { errorEnvelopeSchema, standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { WechatLoginService } from '../../providers/wechat/wechat-login.service.ts';
import type { OfficialAccountFollowService } from '../messages/index.ts';
import type { AccessTokenService } from './access-token.service.ts';
import type { AccountService } from './account.service.ts';
import {
  applicationConfigurationSchema,
  phoneLoginBodySchema,
  qrCodeQuerySchema,
  qrCodeResponseSchema,
  setPasswordBodySchema,
  setPasswordResponseSchema,
  successMessageSchema,
  ticketResponseSchema,
  userLoginsSchema,
} from './identity.schemas.ts';

/** what a signed-in user's route may answer besides its own (tenant-profile.routes.ts too) */
export const authErrors = {
  401: standardErrorResponses[400],
  403: standardErrorResponses[400],
  ...standardErrorResponses,
};

export interface AccountRouteDeps {
  accounts: AccountService;
  tokens: AccessTokenService;
  wechat: WechatLoginService;
  follows: OfficialAccountFollowService;
  mode: RunMode;
}

/** The signed-in distributor's session and account (the tenant profile: tenant-profile.routes.ts). */
export function accountRoutes({
  accounts,
  tokens,
  wechat,
  follows,
  publicUrl,
  mode,
}: AccountRouteDeps & { publicUrl: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/abp/application-configuration',
      {
        config: { access: 'viewer' },
        schema: {
          tags: ['account'],
          summary: 'Session and settings for the client',
          response: { 200: applicationConfigurationSchema },
        },
      },
      async (request) => {
        const user = request.currentUser;
        return {
          currentUser: {
            isAuthenticated: Boolean(user),
            id: user?.userId ?? null,
            userName: user?.userName ?? null,
            tenantId: user?.tenantId ?? null,
          },
          currentTenant: { id: user?.tenantId ?? null, isAvailable: Boolean(user) },
          setting: { values: { 'Market.MaxSelectedGoods': String(MAX_SELECTED_GOODS) } },
          environment: { mode },
        };
      },
    );

    app.post(
      '/api/account/add-phone-login',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: 'Bind a phone to the signed-in user as a login, proven by an SMS code',
          body: phoneLoginBodySchema,
          response: { 200: successMessageSchema, ...authErrors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const { phoneNumber, verifyCode } = request.body;
        const answer = await accounts.addPhoneLogin(user.userId, user.tenantId, phoneNumber, verifyCode);
        return { ...answer, message: translateMessage(answer.message, request.locale) };
      },
    );

    app.post(
      '/api/account/set-password',
      {
        config: { access: 'user' },
        preHandler: limitedBy(app, ABUSE_LIMITS.passwordPerUser, ABUSE_LIMITS.passwordPerAddress),
        schema: {
          tags: ['account'],
          summary: 'Set or change the login password, proven by a code sent to the bound phone',
          description:
            `The code comes from \`POST /api/sms/send\` with the phone bound to the account (403 \`PhoneNotBound\` ` +
            `without one). Policy: ${Messages.passwordPolicy}. Afterwards the account login takes the answered \`userName\` ` +
            'and the new password; every other sign-in of the user ends. At most 5 tries per user in 15 minutes ' +
            'and 10 per address a minute (429).',
          body: setPasswordBodySchema,
          response: { 200: setPasswordResponseSchema, 429: errorEnvelopeSchema, ...authErrors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const { userName } = await accounts.setPassword(
          user.userId,
          request.body.verifyCode,
          request.body.newPassword,
          request.ip,
        );
        // a new password: a browser or device signed in with the old one signs in again
        await tokens.endOtherSessions(user.userId, request.bearerToken);
        return { success: true as const, userName };
      },
    );

    app.get(
      '/api/account/get-auth-ticket',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: 'A one-time ticket for a new window',
          response: { 200: ticketResponseSchema, ...authErrors },
        },
      },
      async (request, reply) => {
        // a one-time secret: kept by no cache, and never compressed (http/json-compression.ts)
        reply.header('cache-control', 'no-store');
        return { ticket: await accounts.authTicket(userOf(request).userId) };
      },
    );

    app.get(
      '/api/account/get-user-logins',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: 'The outside logins bound to the signed-in user (WeChat), their keys masked',
          response: { 200: userLoginsSchema, ...authErrors },
        },
      },
      async (request) =>
        (await accounts.userLogins(userOf(request).userId)).map((login) => ({
          ...login,
          providerDisplayName: translateMessage(login.providerDisplayName, request.locale),
        })),
    );

    app.post(
      '/api/account/logout',
      {
        config: { access: 'user' },
        schema: { tags: ['account'], summary: 'Revoke the current token', response: { 204: z.null(), ...authErrors } },
      },
      async (request, reply) => {
        // ends the whole sign-in, its refresh token too; the cookie is left alone: the web signs the
        // first token of a login out after the tenant-bound one set a new cookie (SessionProvider)
        if (request.bearerToken) await tokens.revoke(request.bearerToken);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/weixin/mp/qr-code',
      {
        config: { access: 'public' },
        schema: {
          tags: ['account'],
          summary:
            'WeChat QR: scene 1 login (connectionId); scene 2 follow the official account (signed in; userId and tenantId of the current user)',
          querystring: qrCodeQuerySchema,
          response: { 200: qrCodeResponseSchema, ...authErrors },
        },
      },
      async (request) => {
        const { scene, connectionId, userId, tenantId } = request.query;
        if (scene === 2) {
          const user = userOf(request);
          if ((userId && userId !== user.userId) || (tenantId && tenantId !== user.tenantId)) {
            throw forbidden(NotificationMessages.followQrForOtherUser, 'FollowQrForOtherUser');
          }
          return follows.createFollowQr(user, publicUrl);
        }
        if (!connectionId) throw badRequest(ServerMessages.connectionRequired, 'ConnectionRequired');
        return wechat.createLoginQr(connectionId);
      },
    );
  };
}
