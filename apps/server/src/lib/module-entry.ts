import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Clock } from './clock.ts';

/**
 * What a module's entry (`modules/<m>/index.ts`, `create<M>(deps)`) gives the composition root besides
 * its services: the plugin that registers its routes, and what its workers start with (jobs, engines).
 */
export interface ModuleEdges {
  routes: FastifyPluginAsync;
  startWorkers?(queue: JobQueue): Promise<void>;
}

/** What every module's entry is built with: the database, the clock and the app's logger. */
export interface ModuleContext {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}
