import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { errorEnvelope } from '@puhuo/domain';
import type { PlatformSandbox } from '@puhuo/platforms';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AppServices, createServices } from './app-services.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { frameworkErrorHandler, registerErrorHandling } from './http/error-handler.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerRouteTable } from './http/route-access.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { distributionListRoutes } from './modules/cart/distribution-list.routes.ts';
import { alibabaOfferRoutes } from './modules/catalogue/alibaba-offer.routes.ts';
import { goodsRoutes } from './modules/catalogue/goods.routes.ts';
import { marketRoutes } from './modules/catalogue/market.routes.ts';
import { collectRoutes } from './modules/collect/collect.routes.ts';
import { accountRoutes } from './modules/identity/account.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { messageSwitchRoutes } from './modules/messages/message-switch.routes.ts';
import { officialAccountRoutes } from './modules/messages/official-account.routes.ts';
import { addressRoutes } from './modules/orders/address.routes.ts';
import { orderRoutes } from './modules/orders/orders.routes.ts';
import { publishRoutes } from './modules/publishing/publish.routes.ts';
import { sharingRoutes } from './modules/sharing/sharing.routes.ts';
import { SANDBOX_PREFIX } from './modules/shops/platform-connectors.ts';
import { shopRoutes } from './modules/shops/shop.routes.ts';
import { shopAuthorizationRoutes } from './modules/shops/shop-authorization.routes.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { publishTemplateRoutes } from './modules/templates/publish-template.routes.ts';
import { paymentSandboxRoutes } from './providers/payment/payment-sandbox.routes.ts';
import { smsOutboxRoutes } from './providers/sms/sms-outbox.routes.ts';
import { officialAccountSandboxRoutes } from './providers/wechat/official-account-sandbox.routes.ts';
import { wechatSandboxRoutes } from './providers/wechat/wechat-sandbox.routes.ts';
import { realtimeRoutes } from './realtime/realtime.routes.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** the sales-platform sandbox when it runs in this process (PLATFORM_SANDBOX=in-process), else null */
    platformSandbox: PlatformSandbox | null;
  }
}

export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.code',
  'req.body.appSecret',
  '*.access_token',
  '*.refresh_token',
];

export async function buildApp({ config, database, clock = systemClock }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: LOG_REDACTIONS },
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRouteTable(app, [
    { prefix: '/api/docs', access: 'public' },
    { prefix: '/images/', access: 'public' },
    // uploads are named by random uuids and serve public images such as logos
    { prefix: '/uploads/', access: 'public' },
    { servedFrom: path.resolve(config.webDistDir), access: 'public' },
    // the sales platforms' sandbox stands in for the platforms themselves (packages/platforms)
    { prefix: '/sandbox/', access: 'sandbox' },
  ]);

  const services = createServices(config, database, clock, app.log, () => app);
  app.decorate('services', services);
  await services.hub.start();
  app.addHook('onReady', async () => {
    // loaded once the catalogue is in place (a new database is seeded before the app listens)
    const { searchIndex } = services;
    if (!searchIndex) return;
    const started = Date.now();
    try {
      await searchIndex.load();
      app.log.info(`search index: ${searchIndex.size} goods in ${Date.now() - started} ms`);
    } catch (error) {
      // searches are answered by the database until a restart loads it
      app.log.error({ err: error }, 'search index not loaded');
    }
  });
  app.addHook('onClose', async () => {
    await services.publishing.engine.stop();
    await services.hub.stop();
  });
  registerRequestContext(app, services.tokens);

  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart);
  await app.register(fastifyWebsocket);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Puhuo distributor API', version: '0.1.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    // the sandbox plays the sales platforms: their APIs are not ours to document
    transform: (input) =>
      input.url.startsWith('/sandbox/')
        ? { schema: { ...input.schema, hide: true }, url: input.url }
        : jsonSchemaTransform(input),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes(database));
  await app.register(goodsRoutes(services.goods, services.market, services.alibabaOffers));
  if (services.alibabaOffers) await app.register(alibabaOfferRoutes(services.alibabaOffers));
  await app.register(marketRoutes(services.goods, services.market));
  await app.register(collectRoutes(services.collect));
  await app.register(distributionListRoutes(services.distributionList));
  await app.register(cartRoutes(services.cart));
  await app.register(addressRoutes(services.regions, services.addresses));
  await app.register(orderRoutes(services));
  await app.register(identityRoutes({ ...services, clientId: config.clientId, clientSecret: config.clientSecret }));
  await app.register(accountRoutes({ ...services, publicUrl: config.publicUrl }));
  await app.register(async (instance) => realtimeRoutes(instance, services.hub, services.tokens));
  await app.register(smsOutboxRoutes(services.smsProvider));
  await app.register(wechatSandboxRoutes(services.wechat));
  await app.register(paymentSandboxRoutes(services.paymentProvider));

  await app.register(messageSwitchRoutes(services.messageSwitches));
  await app.register(officialAccountRoutes(services.follows, services.miniSubscribe));
  await app.register(sharingRoutes(services.sharing, services.accounts, config.publicUrl));
  await app.register(officialAccountSandboxRoutes(services.officialAccount, services.wechat, config.publicUrl));
  // the sales platforms' sandbox, mounted here unless a separate one is configured (built with the
  // services: the shops module's connectors talk to it)
  app.decorate('platformSandbox', services.platformSandbox);
  if (services.platformSandbox) await app.register(services.platformSandbox.plugin, { prefix: SANDBOX_PREFIX });
  await app.register(shopAuthorizationRoutes({ ...services, publicUrl: config.publicUrl }));
  await app.register(shopRoutes({ ...services, publicUrl: config.publicUrl }));
  await app.register(publishTemplateRoutes(services.templates, services.templateLookups));
  await app.register(publishRoutes(services.publishing.tasks));

  const imagesDir = path.join(config.dataDir, 'images');
  mkdirSync(imagesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  });

  await app.register(fastifyStatic, {
    root: services.storage.root,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
  });

  const hasWeb = existsSync(path.join(config.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: config.webDistDir, prefix: '/', wildcard: false });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/connect/');
    if (!isApi && request.method === 'GET' && hasWeb) {
      // the web app routes every other path itself (unknown ones to /404)
      return reply.type('text/html').sendFile('index.html', config.webDistDir, { maxAge: 0 });
    }
    return reply
      .status(404)
      .send(errorEnvelope(`No route for ${request.method} ${request.url.split('?')[0]}`, { code: 'NotFound' }));
  });

  return app;
}
