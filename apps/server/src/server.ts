import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { registerHeartbeatJob } from './jobs/heartbeat.job.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { CatalogueBlueprint } from './modules/catalogue/seed/catalogue-generator.ts';
import { catalogueIsEmpty, seedCatalogue } from './modules/catalogue/seed/catalogue-seeder.ts';
import { DEMO_ACCOUNT, ensureDemoAccount } from './modules/identity/index.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  queue: JobQueue;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, seeds an empty catalogue, starts the job queue and the HTTP server. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  });
  const app = await buildApp({ config, database });

  if (config.seedGoods > 0 && (await catalogueIsEmpty(database))) {
    app.log.info(`empty catalogue: seeding ${config.seedGoods} demo goods`);
    await seedCatalogue(database, new CatalogueBlueprint(), { goods: config.seedGoods, dataDir: config.dataDir });
  }
  // a known password is a demo's convenience and a production's hole
  if (config.mode === 'demo') await ensureDemoAccount(database);
  const indexed = await app.services.goodsRepository.indexMissingSearchTerms();
  if (indexed > 0) app.log.info(`indexed the titles of ${indexed} goods for search`);

  const queue = new JobQueue(database, app.log);
  app.readiness.add('jobQueue', { required: true, probe: () => queue.probe() });
  if (config.runWorkers) {
    await queue.start();
    await registerHeartbeatJob(queue, database);
    // each module's jobs and engines (modules/<m>/index.ts)
    for (const module of Object.values(app.services.modules)) await module.startWorkers?.(queue);
    await queue.send('system-heartbeat', { source: 'startup' });
  } else {
    // an API-only instance still hands publish work to the instances that run workers
    await queue.start();
    app.services.publishing.useQueue(queue);
  }

  const address = await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port === 0 ? new URL(address).port : config.port}`;
  app.log.info(
    config.mode === 'demo'
      ? `database: ${database.kind}; demo distributor: ${DEMO_ACCOUNT.userName} / ${DEMO_ACCOUNT.password}`
      : `database: ${database.kind}; production mode at ${config.publicUrl}`,
  );

  return {
    app,
    database,
    queue,
    url,
    async stop() {
      await app.close();
      await queue.stop();
      await database.close();
    },
  };
}
