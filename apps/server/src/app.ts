import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import { errorEnvelope } from '@puhuo/domain';
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
import { registerErrorHandling } from './http/error-handler.ts';
import { registerRequestContext } from './http/request-context.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { goodsRoutes } from './modules/catalogue/goods.routes.ts';
import { marketRoutes } from './modules/catalogue/market.routes.ts';
import { accountRoutes } from './modules/identity/account.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { smsOutboxRoutes } from './providers/sms/sms-outbox.routes.ts';
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const services = createServices(config, database, clock, app.log);
  app.decorate('services', services);
  await services.hub.start();
  app.addHook('onClose', async () => services.hub.stop());
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
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes(database));
  await app.register(goodsRoutes(services.goods, services.market));
  await app.register(marketRoutes(services.goods, services.market));
  await app.register(identityRoutes({ ...services, clientId: config.clientId, clientSecret: config.clientSecret }));
  await app.register(accountRoutes({ ...services, publicUrl: config.publicUrl }));
  await app.register(async (instance) => realtimeRoutes(instance, services.hub, services.tokens));
  await app.register(smsOutboxRoutes(services.smsProvider));
  await app.register(wechatSandboxRoutes(services.wechat));

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
