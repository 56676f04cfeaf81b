import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@puhuo/server/src/db/database.ts';
import { CatalogueBlueprint } from '@puhuo/server/src/modules/catalogue/seed/catalogue-generator.ts';
import { seedCatalogue } from '@puhuo/server/src/modules/catalogue/seed/catalogue-seeder.ts';
import { ensureDemoAccount } from '@puhuo/server/src/modules/identity/demo-account.ts';

export interface CapturedStatement {
  sql: string;
  params: unknown[];
}

export interface BenchCatalogue {
  database: Database;
  blueprint: CatalogueBlueprint;
  /** where the server of the bench keeps its files (images, PGlite) */
  dataDir: string;
  databaseUrl: string | undefined;
  /** the SQL statements `run` sends, in order */
  captureSql(run: () => Promise<unknown>): Promise<CapturedStatement[]>;
}

/**
 * The bench catalogue: `goods` deterministic goods in PGlite under bench/data (kept between runs),
 * or in the PostgreSQL of DATABASE_URL. Seeds only when the count differs.
 */
export async function openBenchCatalogue(goodsCount: number): Promise<BenchCatalogue> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../data/bench-${goodsCount}`);
  const captured: CapturedStatement[] = [];
  let capturing = false;
  const database = await openDatabase({
    url: databaseUrl,
    // one connection per caller of a 20-connection replay (the server's own pool stays at its default)
    poolSize: 20,
    dataDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
    logger: { logQuery: (sql, params) => capturing && captured.push({ sql, params }) },
  });
  const blueprint = new CatalogueBlueprint();
  const { rows } = await database.executeSql<{ n: number; indexed: boolean }>(
    "select count(*)::int as n, bool_and(search_terms <> '{}') as indexed from goods",
  );
  if (Number(rows[0]?.n) !== goodsCount || rows[0]?.indexed === false) {
    const started = Date.now();
    console.log(`seeding ${goodsCount} goods into ${database.kind}...`);
    await seedCatalogue(database, blueprint, {
      goods: goodsCount,
      dataDir,
      onProgress: (written, total) => {
        if (written % 20_000 === 0) console.log(`  ${written} / ${total}`);
      },
    });
    await ensureDemoAccount(database);
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  if (database.kind === 'pglite') await database.executeSql('vacuum analyze');
  return {
    database,
    blueprint,
    dataDir,
    databaseUrl,
    async captureSql(run) {
      captured.length = 0;
      capturing = true;
      try {
        await run();
      } finally {
        capturing = false;
      }
      return [...captured];
    },
  };
}
