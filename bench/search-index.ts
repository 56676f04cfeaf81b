/**
 * bench/search-index: what the in-process search index (docs/decisions/0012-search-index.md) costs in
 * memory and load time as the catalogue grows. For each size, seeds (or reuses) the bench catalogue,
 * then loads the index as the server does at start, and prints the process's memory before and after
 * (RSS, and the JavaScript heap plus typed arrays, each after a full garbage collection), the load
 * time, and the per-good cost extrapolated to a 1688-sized catalogue of 20 million goods.
 *
 *   npm run search-index -w bench -- [--goods 50000,100000,200000,400000]
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/bench_market npm run search-index -w bench
 */

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { GoodsSearchIndex } from '@puhuo/server/src/modules/catalogue/goods-search-index.ts';
import { GoodsSearchSourceRepository } from '@puhuo/server/src/modules/catalogue/goods-search-source.repository.ts';
import { openBenchCatalogue } from './lib/catalogue.ts';
import { printTable } from './lib/stats.ts';

const { values } = parseArgs({
  options: { goods: { type: 'string', default: '200000' }, 'one-size': { type: 'boolean', default: false } },
});
const sizes = (values.goods ?? '200000').split(',').map(Number);
const BIG_CATALOGUE = 20_000_000;

setFlagsFromString('--expose_gc');
const collect = runInNewContext('gc') as () => void;
const MiB = 1024 * 1024;

interface Memory {
  rss: number;
  /** JavaScript heap plus ArrayBuffers (typed arrays live outside the heap) */
  js: number;
}
function memory(): Memory {
  collect();
  collect();
  const usage = process.memoryUsage();
  return { rss: usage.rss, js: usage.heapUsed + usage.arrayBuffers };
}

/** Each size in a process of its own: a fresh heap, so one size's memory says nothing of another's. */
async function measureApart(size: number): Promise<(string | number)[]> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, process.argv[1] ?? '', '--goods', String(size), '--one-size'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  const row = output.trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !row.startsWith('[')) throw new Error(`measuring ${size} goods failed:\n${output}`);
  return JSON.parse(row) as (string | number)[];
}

const rows: (string | number)[][] = [];
if (!values['one-size']) {
  for (const size of sizes) rows.push(await measureApart(size));
}
for (const size of values['one-size'] ? sizes : []) {
  const catalogue = await openBenchCatalogue(size);
  const before = memory();
  const index = new GoodsSearchIndex(new GoodsSearchSourceRepository(catalogue.database.db), { refreshMs: 60_000 });
  const started = performance.now();
  await index.load();
  const loadSeconds = (performance.now() - started) / 1000;
  const after = memory();
  const indexBytes = after.js - before.js;
  const perGood = indexBytes / index.size;
  const shape = index.shape;
  rows.push([
    size,
    index.size,
    shape.terms,
    shape.listed + shape.inBitsets,
    shape.bitsets,
    (before.rss / MiB).toFixed(0),
    (after.rss / MiB).toFixed(0),
    (indexBytes / MiB).toFixed(1),
    perGood.toFixed(0),
    loadSeconds.toFixed(2),
    ((perGood * BIG_CATALOGUE) / 1024 ** 3).toFixed(1),
    ((loadSeconds / index.size) * BIG_CATALOGUE).toFixed(0),
  ]);
  // keep the index alive through the measurement above
  if (index.size < 0) console.log(index);
  await catalogue.database.close();
  console.log(JSON.stringify(rows.at(-1)));
  process.exit(0);
}
printTable(
  [
    'goods',
    'indexed',
    'terms',
    'term entries',
    'bitset terms',
    'RSS before MiB',
    'RSS after MiB',
    'index MiB (heap+arrays)',
    'bytes/good',
    'load s',
    `at ${BIG_CATALOGUE / 1e6}M GiB`,
    `at ${BIG_CATALOGUE / 1e6}M load s`,
  ],
  rows,
);
