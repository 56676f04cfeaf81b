import { invitingSupplierSchema, mySuppliersSchema, ServerMessages, supplierInvitationSchema } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.ts';
import { authErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { SupplierInvitationService } from './supplier-invitation.service.ts';

/**
 * A distributor's suppliers (spec doc 1 §7, doc 2 §6, §7: POST /api/my-supplier/invitation): look a
 * supplier up by its invitation code, join it (its invited goods show from then on), list the joined.
 */
export function mySupplierRoutes(
  invitations: SupplierInvitationService,
  /** drops the remembered market answers: the joined supplier's invited goods show at once */
  forgetAnswers: () => void,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/my-supplier/invitation',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: 'The supplier an invitation code names, and whether the signed-in distributor joined it',
          querystring: supplierInvitationSchema,
          response: { 200: invitingSupplierSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        const supplier = await invitations.lookUp(request.query.inviteCode, userOf(request).tenantId);
        if (!supplier) throw notFound(ServerMessages.inviteCodeUnknown);
        return supplier;
      },
    );

    app.post(
      '/api/my-supplier/invitation',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary:
            'Join the supplier of an invitation code: its invited goods show to the distributor (joining twice keeps the first date)',
          body: supplierInvitationSchema,
          response: { 200: invitingSupplierSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        const joined = await invitations.join(request.body.inviteCode, userOf(request).tenantId);
        if (!joined) throw notFound(ServerMessages.inviteCodeUnknown);
        if (joined.joinedNow) forgetAnswers();
        return joined.supplier;
      },
    );

    app.get(
      '/api/my-supplier',
      {
        config: { access: 'user' },
        schema: {
          tags: ['account'],
          summary: 'The suppliers the signed-in distributor joined, the latest first',
          response: { 200: mySuppliersSchema, ...authErrorResponses },
        },
      },
      async (request) => ({ items: await invitations.suppliersOf(userOf(request).tenantId) }),
    );
  };
}
