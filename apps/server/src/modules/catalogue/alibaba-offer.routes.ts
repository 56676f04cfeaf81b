import {
  ALIBABA_UNAVAILABLE,
  OFFER_NOT_FOUND,
  OFFER_URL_INVALID,
  offerByUrlResultSchema,
  offerByUrlSchema,
} from '@puhuo/domain';
import { parseOfferUrl } from '@puhuo/platforms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound, unavailable } from '../../http/app-error.ts';
import { authErrorResponses, errorEnvelopeSchema } from '../../http/error-schemas.ts';
import { type AlibabaOfferSyncService, AlibabaUnavailableError } from './alibaba-offer-sync.service.ts';

export function alibabaOfferRoutes(offers: AlibabaOfferSyncService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/platform-goods/alibaba/offer-by-url',
      {
        config: { access: 'user' },
        schema: {
          tags: ['goods'],
          summary: 'Goods detail by 1688 offer URL: reads the offer from 1688 into the 1688 selection',
          body: offerByUrlSchema,
          response: { 200: offerByUrlResultSchema, ...authErrorResponses, 503: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const offerId = parseOfferUrl(request.body.url);
        if (!offerId) throw badRequest(OFFER_URL_INVALID, 'InvalidOfferUrl');
        try {
          const good = await offers.syncOffer(offerId);
          if (!good) throw notFound(OFFER_NOT_FOUND);
          return good;
        } catch (error) {
          if (error instanceof AlibabaUnavailableError) {
            request.log.warn({ err: error.cause, offerId }, '1688 offer by URL: 1688 unavailable');
            throw unavailable(ALIBABA_UNAVAILABLE, 'AlibabaUnavailable');
          }
          throw error;
        }
      },
    );
  };
}
