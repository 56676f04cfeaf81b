/**
 * Writes the API's OpenAPI document (what `/api/docs/json` serves) to a file, from the app built
 * exactly as the tests build it (in-memory PGlite, apps/server/src/testing/test-app.ts), so Redocly
 * can lint it (redocly.yaml; scripts/test-all.sh):
 *
 *   npx tsx scripts/export-openapi.ts [out-file]      # default: data/openapi.json, the file redocly.yaml lints
 *
 * Its server is PUBLIC_URL when set (an installation's document), else the demo's http://localhost:<PORT>.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestContext } from '../apps/server/src/testing/test-app.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFile = path.resolve(repoRoot, process.argv[2] ?? 'data/openapi.json');

// DATABASE_URL would make the test helper open a throwaway PostgreSQL database: the document does not
// depend on the database, so the export always runs on PGlite
delete process.env.DATABASE_URL;
const ctx = await createTestContext({ goods: 1 });
try {
  const response = await ctx.app.inject({ url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  const document = response.json() as { paths: Record<string, unknown> };
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`${path.relative(repoRoot, outFile)}: ${Object.keys(document.paths).length} paths`);
} finally {
  await ctx.close();
}
