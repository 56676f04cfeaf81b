import {
  addToCartSchema,
  cartIdsQuerySchema,
  cartQuerySchema,
  cartResultSchema,
  checkCartItemsSchema,
  updateCartItemSchema,
} from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { CartService } from './cart.service.ts';
import { deletedSchema, successSchema } from './distribution-list.routes.ts';

/** /api/cart: the purchase cart. */
export function cartRoutes(service: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['cart'];
    const auth = { access: 'user' } as const;
    app.get(
      '/api/cart',
      {
        config: auth,
        schema: {
          tags,
          summary: 'The cart grouped by supplier company, exceptions marked',
          querystring: cartQuerySchema,
          response: { 200: cartResultSchema, ...authErrorResponses },
        },
      },
      async (request) => ({ items: await service.list(userOf(request).tenantId, request.query) }),
    );

    app.post(
      '/api/cart',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Add SKUs of a good (quantities add to those already in the cart)',
          body: addToCartSchema,
          response: { 200: successSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        await service.add(userOf(request).tenantId, request.body);
        return { success: true as const };
      },
    );

    app.put(
      '/api/cart/checked',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Tick or untick cart lines',
          body: checkCartItemsSchema,
          response: { 200: successSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        await service.setChecked(userOf(request).tenantId, request.body.ids, request.body.checked);
        return { success: true as const };
      },
    );

    app.put(
      '/api/cart/:id',
      {
        config: { access: 'tenant-owned' },
        schema: {
          tags,
          summary: 'Change the quantity of a cart line, or tick it',
          params: z.object({ id: z.uuid() }),
          body: updateCartItemSchema,
          response: { 200: successSchema, ...authErrorResponses },
        },
      },
      async (request) => {
        await service.update(userOf(request).tenantId, request.params.id, request.body);
        return { success: true as const };
      },
    );

    app.delete(
      '/api/cart',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Remove cart lines',
          querystring: cartIdsQuerySchema,
          response: { 200: deletedSchema, ...authErrorResponses },
        },
      },
      async (request) => ({
        success: true as const,
        deletedCount: await service.remove(userOf(request).tenantId, request.query.ids),
      }),
    );

    app.get(
      '/api/cart/count',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Number of lines in the cart',
          response: { 200: z.number().int(), ...authErrorResponses },
        },
      },
      async (request) => service.count(userOf(request).tenantId),
    );
  };
}
