#!/usr/bin/env node
// Proves that the architecture's lint rules bite: writes a few deliberate violations next to real code,
// lints them with the repository's biome.json, and fails unless Biome refuses each one with the expected
// rule. The files are removed afterwards, whatever happens.
//
//   node scripts/check-lint-rules.mjs

import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PREFIX = 'zz-lint-proof';

/** Each violation: where it is written, what it holds, and the rule that must refuse it. */
const VIOLATIONS = [
  {
    what: 'a server module importing another module past its index',
    file: `apps/server/src/modules/cart/${PREFIX}-cross-module.ts`,
    text: "import { GoodsRepository } from '../catalogue/goods.repository.ts';\nexport const proof = GoodsRepository;\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    what: "a file in a server module's subfolder importing another module past its index",
    file: `apps/server/src/modules/catalogue/seed/${PREFIX}-deep.ts`,
    text: "import { CartService } from '../../cart/cart.service.ts';\nexport const proof = CartService;\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    what: 'a web feature importing another feature past its index',
    file: `apps/web/src/features/cart/${PREFIX}-cross-feature.ts`,
    text: "import { shopsApi } from '../shops/shops.api.ts';\nexport const proof = shopsApi;\n",
    rule: 'lint/style/noRestrictedImports',
  },
  {
    what: 'an import cycle',
    file: `apps/server/src/lib/${PREFIX}-cycle-a.ts`,
    text: `import { b } from './${PREFIX}-cycle-b.ts';\nexport const a = () => b;\n`,
    rule: 'lint/suspicious/noImportCycles',
    companion: {
      file: `apps/server/src/lib/${PREFIX}-cycle-b.ts`,
      text: `import { a } from './${PREFIX}-cycle-a.ts';\nexport const b = () => a;\n`,
    },
  },
];

/** What stays allowed: a module's index, and the shared layers. */
const ALLOWED = {
  file: `apps/server/src/modules/cart/${PREFIX}-allowed.ts`,
  text:
    "import type { GoodsTradeService } from '../catalogue/index.ts';\n" +
    "import type { Clock } from '../../lib/clock.ts';\n" +
    'export type Proof = [GoodsTradeService, Clock];\n',
};

const written = [];
function write(file, text) {
  writeFileSync(path.join(ROOT, file), text);
  written.push(file);
}

function lint(files) {
  const run = spawnSync('npx', ['biome', 'lint', '--max-diagnostics=50', ...files], { cwd: ROOT, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

const problems = [];
try {
  for (const violation of VIOLATIONS) {
    write(violation.file, violation.text);
    if (violation.companion) write(violation.companion.file, violation.companion.text);
  }
  write(ALLOWED.file, ALLOWED.text);

  // one run for all of them (each run reads the project's module graph)
  const { status, output } = lint(VIOLATIONS.map((v) => v.file));
  const diagnostics = output.split('\n').filter((line) => line.includes(PREFIX) && line.includes(' lint/'));
  for (const violation of VIOLATIONS) {
    const refused =
      status !== 0 && diagnostics.some((line) => line.startsWith(violation.file) && line.includes(violation.rule));
    if (!refused) problems.push(`not refused by ${violation.rule}: ${violation.what} (${violation.file})`);
  }
  const allowed = lint([ALLOWED.file]);
  if (allowed.status !== 0) problems.push(`refused though allowed (${ALLOWED.file}):\n${allowed.output}`);
} finally {
  for (const file of written) rmSync(path.join(ROOT, file), { force: true });
}

if (problems.length > 0) {
  console.error(`lint rules: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`lint rules: ${VIOLATIONS.length} deliberate violations refused, the allowed imports pass`);
