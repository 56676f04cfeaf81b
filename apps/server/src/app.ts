import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { errorEnvelope, serverMessageText } from '@puhuo/domain';
import type { PlatformSandbox } from '@puhuo/platforms';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type AppServices, createServices } from './app-services.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerAbuseLimits } from './http/abuse-limits.ts';
import { frameworkErrorHandler, registerErrorHandling } from './http/error-handler.ts';
import { registerJsonCompression } from './http/json-compression.ts';
import { registerLocale } from './http/locale.ts';
import { readMarketFirstScreen } from './http/market-first-screen.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerPddPageContext } from './http/pdd-page-context.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerRouteTable } from './http/route-access.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerTenantSettingsEvents } from './http/tenant-settings-events.ts';
import { registerWebApp } from './http/web-app.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { DependencyState } from './lib/dependency-state.ts';
import { healthRoutes } from './modules/system/health.routes.ts';
import { databasePart, Readiness } from './modules/system/readiness.ts';
import { paymentNotifyRoutes } from './providers/payment/payment-notify.routes.ts';
import { registerStandIns } from './providers/stand-ins.ts';
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
    /** what /health/ready reports; the job queue joins once started (server.ts) */
    readiness: Readiness;
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

/** how long a drawn market page (its first screen) is sent again before the data is read anew */
const FIRST_SCREEN_CACHE_MS = 2_000;

export async function buildApp({ config, database, clock = systemClock }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: LOG_REDACTIONS },
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    bodyLimit: 1024 * 1024,
    // the client's address is the connection's unless it came through a proxy we were told to trust:
    // a forged X-Forwarded-For must not move a per-address limit (TRUST_PROXY, docs/security.md)
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // every answer is in the request's language (Accept-Language), refusals included
  registerLocale(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // the error handler tells the database's state (built before the services: it catches their faults)
  const databaseState = new DependencyState('database', app.log);
  registerErrorHandling(app, databaseState);
  registerRouteTable(app, [
    { prefix: '/api/docs', access: 'public' },
    { prefix: '/images/', access: 'public' },
    // uploads are named by random uuids and serve public images such as logos
    { prefix: '/uploads/', access: 'public' },
    { servedFrom: path.resolve(config.webDistDir), access: 'public' },
    // the sales platforms' sandbox stands in for the platforms themselves (packages/platforms)
    { prefix: '/sandbox/', access: 'sandbox' },
  ]);
  registerSecurityHeaders(app, config);
  registerJsonCompression(app);
  await registerAbuseLimits(app, database.db, clock, config.abuseLimits);

  const services = createServices(config, database, clock, app.log, () => app, databaseState);
  app.decorate('services', services);
  const readiness = new Readiness();
  readiness.add('database', databasePart(database, databaseState));
  // applied before the app was built (openDatabase): an instance that runs has them
  readiness.add('migrations', { required: true, probe: () => 'ok' });
  readiness.add('searchIndex', {
    // searches fall back to the database until it is loaded
    required: false,
    probe: () => (!services.searchIndex || services.searchIndex.ready ? 'ok' : 'starting'),
  });
  readiness.add('realtime', { required: true, probe: () => (services.hub.listening ? 'ok' : 'down') });
  app.decorate('readiness', readiness);
  await services.hub.start();
  registerTenantSettingsEvents(app, services.hub);
  app.addHook('onReady', async () => {
    // loaded once the catalogue is in place (a new database is seeded before the app listens)
    const { searchIndex } = services;
    if (!searchIndex) return;
    const started = Date.now();
    const rssBefore = process.memoryUsage.rss();
    try {
      await searchIndex.load();
      const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
      app.log.info(
        `search index: ${searchIndex.size} goods in ${Date.now() - started} ms, RSS ${mib(rssBefore)} → ${mib(process.memoryUsage.rss())} MiB`,
      );
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
  registerPddPageContext(app);

  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart);
  await app.register(fastifyWebsocket);

  await registerOpenApi(app, { publicUrl: config.publicUrl });

  await app.register(healthRoutes(readiness, database.kind));
  // each module registers its own routes (modules/<m>/index.ts)
  for (const module of Object.values(services.modules)) await app.register(module.routes);
  await app.register(async (instance) => realtimeRoutes(instance, services.hub, services.tokens));
  await app.register(paymentNotifyRoutes(services.paymentProvider));
  // the stand-ins of the outside systems exist in demo mode only: in production none is mounted
  app.decorate('platformSandbox', services.platformSandbox);
  if (services.standIns) await registerStandIns(app, services.standIns, config);

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

  const webApp = await registerWebApp(app, config.webDistDir, {
    read: (listing) => readMarketFirstScreen(services, listing),
    demo: config.mode === 'demo',
    // no staler than the market's API answers (MARKET_CACHE_MS), and never more than a few seconds
    cacheMs: Math.min(config.marketCacheMs, FIRST_SCREEN_CACHE_MS),
  });

  app.setNotFoundHandler((request, reply) => {
    // API paths, and the stand-ins' paths where none is mounted (production), are never the web app
    const isApi = /^\/(api|connect|sandbox|dev)(\/|$|\?)/.test(request.url);
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD') && webApp.served) {
      // the web app routes every other path itself (unknown ones to /404)
      return webApp.sendPage(reply);
    }
    const path = request.url.split('?')[0] ?? '';
    return reply.status(404).send(
      errorEnvelope(serverMessageText(request.locale, 'routeNotFound', { method: request.method, path }), {
        code: 'NotFound',
      }),
    );
  });

  return app;
}
