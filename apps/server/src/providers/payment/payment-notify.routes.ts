import { ServerMessages } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../http/app-error.ts';
import { errorEnvelopeSchema } from '../../http/error-schemas.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * Where a remote payment provider posts its asynchronous notifications (form-encoded, signed). Only
 * a notification the provider's signature proves genuine moves an order; the provider repeats its
 * notification until it reads the acknowledgement, and a repeated one settles nothing twice.
 */
export function paymentNotifyRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const receive = provider.receiveNotification?.bind(provider);
    if (!receive) return;
    app.post(
      `/api/payment/notify/${provider.identifier}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['orders'],
          summary: `The payment provider's (${provider.identifier}) signed notification of a settled or closed trade`,
          consumes: ['application/x-www-form-urlencoded'],
          body: z.record(z.string(), z.string()),
          response: { 200: z.string(), 403: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        // the provider hands a genuine settled or closed trade to PaymentService (its onNotification)
        if ((await receive(request.body)) === 'rejected') {
          throw forbidden(ServerMessages.paymentNotificationInvalid, 'PaymentNotificationInvalid');
        }
        return reply.type('text/plain').send(provider.notifyAcknowledgement ?? 'success');
      },
    );
  };
}
