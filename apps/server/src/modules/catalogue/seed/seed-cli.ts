import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config.ts';
import { openDatabase } from '../../../db/database.ts';
import { ensureDemoAccount } from '../../identity/index.ts';
import { CatalogueBlueprint } from './catalogue-generator.ts';
import { seedCatalogue } from './catalogue-seeder.ts';

const { values } = parseArgs({
  options: { goods: { type: 'string', default: '2000' } },
  allowPositionals: false,
});
const goodsCount = Number(values.goods);
if (!Number.isInteger(goodsCount) || goodsCount < 0) {
  console.error(`--goods must be a whole number, got "${values.goods}"`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
const started = Date.now();
console.log(`seeding ${goodsCount} goods into ${database.kind} (this replaces the demo catalogue)`);
const result = await seedCatalogue(database, new CatalogueBlueprint(), {
  goods: goodsCount,
  dataDir: config.dataDir,
  onProgress: (written, total) => {
    if (written % 20_000 === 0 || written === total) console.log(`  ${written}/${total} goods`);
  },
});
await ensureDemoAccount(database);
console.log(
  `seeded ${result.goods} goods, ${result.skus} SKUs, ${result.images} images in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await database.close();
