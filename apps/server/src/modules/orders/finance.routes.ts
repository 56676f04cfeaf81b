import {
  balanceSchema,
  financeEntriesQuerySchema,
  financeEntriesSchema,
  payStartedSchema,
  rechargeSchema,
  yuanToFen,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { FinanceService } from './finance.service.ts';
import type { PaymentService } from './payment.service.ts';

/** 我的余额 and the finance page: the balance, the money's movements, a recharge through the provider. */
export function financeRoutes({ finance, payments }: { finance: FinanceService; payments: PaymentService }) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const config = { access: 'user' } as const;
    const tags = ['finance'];
    app.get(
      '/api/finance/balance',
      {
        config,
        schema: { tags, summary: "The distributor's balance", response: { 200: balanceSchema, ...authErrorResponses } },
      },
      async (request) => finance.balance(userOf(request).tenantId),
    );
    app.get(
      '/api/finance/entries',
      {
        config,
        schema: {
          tags,
          summary: 'Recharges, order payments and refunds, newest first',
          querystring: financeEntriesQuerySchema,
          response: { 200: financeEntriesSchema, ...authErrorResponses },
        },
      },
      async (request) => finance.entries(userOf(request).tenantId, request.query),
    );
    app.post(
      '/api/finance/recharge',
      {
        config,
        schema: {
          tags,
          summary: 'Recharge the balance on the payment provider page',
          body: rechargeSchema,
          response: { 200: payStartedSchema, ...authErrorResponses },
        },
      },
      async (request) => payments.recharge(userOf(request).tenantId, yuanToFen(request.body.amount)),
    );
  };
  return plugin;
}
