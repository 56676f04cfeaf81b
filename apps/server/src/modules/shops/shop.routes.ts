import { Messages, protocolPayStatusSchema, SupplierType, shopListQuerySchema, translateMessage } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { standardErrorResponses } from '../../http/error-schemas.ts';
import { userOf } from '../../http/request-context.ts';
import type { BuyerAppService } from './buyer-app.service.ts';
import {
  appTipSchema,
  buyAppSchema,
  orderingShopSchema,
  platformRecordSchema,
  publishableShopSchema,
  shopGroupSchema,
  shopPageSchema,
} from './shop.schemas.ts';
import type { ShopService } from './shop.service.ts';

export interface ShopRouteDeps {
  shops: ShopService;
  buyerApps: BuyerAppService;
  publicUrl: string;
}

const errors = { 401: standardErrorResponses[400], 403: standardErrorResponses[400], ...standardErrorResponses };
const auth = { access: 'user' } as const;
const tags = ['shops'];

/** "a,b" or repeated parameters, at most 30 goods (the selection limit) */
const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((id) => id.trim())
      .filter((id) => id !== '')
      .slice(0, 30),
  );

/** The tenant's shops: list, groups, tips, shops for goods, buyer app, quick login, platform records. */
export function shopRoutes({ shops, buyerApps, publicUrl }: ShopRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/shop',
      {
        config: auth,
        schema: {
          tags,
          summary: 'The tenant’s shops, paged (the client fetches pages of 50 until a short page)',
          querystring: shopListQuerySchema,
          response: { 200: shopPageSchema, ...errors },
        },
      },
      async (request) => shops.page(userOf(request).tenantId, request.query),
    );

    app.get(
      '/api/shop/group-list',
      {
        config: auth,
        schema: {
          tags,
          summary: 'The tenant’s shops grouped by platform shop, with the rights of the group',
          querystring: z.object({ appId: z.string().max(200).optional() }),
          response: { 200: z.object({ items: z.array(shopGroupSchema) }), ...errors },
        },
      },
      async (request) => ({ items: await shops.groups(userOf(request).tenantId, request.query.appId) }),
    );

    app.get(
      '/api/shop/app-tips',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Header tips 1-11 (rights, app expiry, buyer app), each with the ordering modal’s shops',
          response: { 200: z.object({ items: z.array(appTipSchema) }), ...errors },
        },
      },
      async (request) => {
        const tips = await shops.appTips(userOf(request).tenantId);
        return { items: tips.map((tip) => ({ ...tip, text: translateMessage(tip.text, request.locale) })) };
      },
    );

    app.get(
      '/api/shop/ordering-shops',
      {
        config: auth,
        schema: {
          tags,
          summary: 'The app-ordering modal’s shops for a tip (every shop without one)',
          querystring: z.object({ tip: z.coerce.number().int().min(1).max(8).optional() }),
          response: { 200: z.object({ items: z.array(orderingShopSchema) }), ...errors },
        },
      },
      async (request) => ({
        items: await shops.orderingShops(userOf(request).tenantId, request.query.tip ?? null),
      }),
    );

    app.get(
      '/api/shop/good',
      {
        config: auth,
        schema: {
          tags,
          summary:
            'The publish dialog’s shop cards: the shops that may receive listings, with the single-good notes ' +
            '(channel, black list, the good’s publish count) and each shop’s own publish count',
          querystring: z.object({ goodsId: idList }),
          response: { 200: z.object({ items: z.array(publishableShopSchema) }), ...errors },
        },
      },
      async (request) => ({ items: await shops.shopsForGoods(userOf(request).tenantId, request.query.goodsId) }),
    );

    app.get(
      '/api/shop/good/get-by-shop-goods',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Shops a selection of goods may be published to, with their publish counts',
          querystring: z.object({ goodsIds: idList }),
          response: { 200: z.object({ items: z.array(publishableShopSchema) }), ...errors },
        },
      },
      async (request) => ({ items: await shops.shopsForGoods(userOf(request).tenantId, request.query.goodsIds) }),
    );

    app.get(
      '/api/shop/buyapp',
      {
        config: auth,
        schema: {
          tags,
          summary: 'The 1688 buyer app: account and validity',
          response: { 200: buyAppSchema, ...errors },
        },
      },
      async (request) => shops.buyApp(userOf(request).tenantId),
    );

    app.post(
      '/api/shop/fast-login',
      {
        config: { access: 'tenant-owned' },
        schema: {
          tags,
          summary: 'The shop’s back office on its platform, to open in a new window',
          body: z.object({ id: z.string().uuid({ error: Messages.shopNotFound }) }),
          response: { 200: z.object({ url: z.string() }), ...errors },
        },
      },
      async (request) => shops.fastLogin(userOf(request).tenantId, request.body.id, publicUrl),
    );

    app.get(
      '/api/shop/platforms',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Platform records of the selectable stations (costs, trials, how shops authorise)',
          response: { 200: z.object({ items: z.array(platformRecordSchema) }) },
        },
      },
      async (request) => ({
        items: shops
          .platforms(publicUrl)
          .map((platform) => ({ ...platform, label: translateMessage(platform.label, request.locale) })),
      }),
    );

    app.get(
      '/api/purchase-order/pay/protocol-pay-status',
      {
        config: auth,
        schema: {
          tags,
          summary: 'Whether 1688 password-free payment is open for the tenant’s buyer account',
          querystring: z.object({ supplierType: z.coerce.number().int().default(SupplierType.Alibaba) }),
          response: { 200: protocolPayStatusSchema, ...errors },
        },
      },
      async (request) => ({ canProtocolPay: await buyerApps.canProtocolPay(userOf(request).tenantId) }),
    );
  };
}
