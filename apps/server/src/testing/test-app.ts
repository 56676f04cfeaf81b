import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_LIFETIME_SECONDS } from '@puhuo/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ManualClock } from '../lib/clock.ts';
import { CatalogueBlueprint } from '../modules/catalogue/seed/catalogue-generator.ts';
import { seedCatalogue } from '../modules/catalogue/seed/catalogue-seeder.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  blueprint: CatalogueBlueprint;
  dataDir: string;
  clock: ManualClock;
  close(): Promise<void>;
}

/** The real app on a fresh database with a small deterministic catalogue. */
export async function createTestContext(
  options: { goods?: number; config?: Partial<Config> } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-test-'));
  const database = await openTestDatabase();
  const blueprint = new CatalogueBlueprint();
  await seedCatalogue(database, blueprint, { goods: options.goods ?? 150, dataDir });
  const config = loadConfig({
    dataDir,
    logLevel: 'silent',
    webDistDir: path.join(dataDir, 'no-web'),
    seedGoods: 0,
    // a test reads its own writes: the search index takes in changes before every search
    searchIndex: { enabled: true, refreshMs: 0 },
    // every test user signs in from the same address; the security tests turn the limits on
    abuseLimits: false,
    // tests move the clock by days while a user stays signed in (the browser would refresh its token)
    accessTokenSeconds: SESSION_LIFETIME_SECONDS,
    ...options.config,
  });
  const clock = new ManualClock(new Date());
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return {
    app,
    database,
    blueprint,
    dataDir,
    clock,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
