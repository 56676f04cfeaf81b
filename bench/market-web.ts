/**
 * bench/market-web: what a browser loads for /market and how soon it paints.
 * Runs the product's server (built web app, demo catalogue in a fresh data dir unless DATA_DIR is
 * given), opens /market in headless Chromium (playwright-core, Debian's /usr/bin/chromium) with an
 * empty cache several times, and prints the JavaScript the route loads (raw and gzipped) and the
 * Largest Contentful Paint.
 *
 *   npm run build -w apps/web && npm run market-web -w bench -- [--runs 5] [--path /market]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startServerProcess } from '@puhuo/server/src/testing/server-process.ts';
import { chromium } from 'playwright-core';
import { ms, printTable, summarise } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/market' },
  },
});
const runs = Number(values.runs);
const tempDir = process.env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'puhuo-web-bench-'));
const server = await startServerProcess({
  DATA_DIR: process.env.DATA_DIR ?? tempDir,
  SEED_GOODS: process.env.DATA_DIR ? '0' : '2000',
  RUN_WORKERS: 'false',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

interface Run {
  lcp: number;
  lcpElement: string;
  scripts: { url: string; raw: number; gzip: number }[];
}

async function measure(): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const scripts: Run['scripts'] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`${server.url}${values.path}`, { waitUntil: 'load' });
  await page.getByTestId('goods-card').first().waitFor();
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise<{ time: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null };
          const el = last?.element;
          resolve({
            time: last?.startTime ?? Number.NaN,
            element: el
              ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
              : '?',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { lcp: lcp.time, lcpElement: lcp.element, scripts };
}

const results: Run[] = [];
try {
  await measure(); // warm-up: the server's first answers, the OS file cache
  for (let i = 0; i < runs; i++) results.push(await measure());
} finally {
  await browser.close();
  await server.stop();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}

const first = results[0];
if (!first) throw new Error('no run');
console.log(`\n${values.path}: JavaScript loaded on an empty cache\n`);
printTable(
  ['script', 'raw KB', 'gzip KB'],
  [
    ...[...first.scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => [s.url, (s.raw / 1024).toFixed(1), (s.gzip / 1024).toFixed(1)]),
    [
      'total',
      (first.scripts.reduce((n, s) => n + s.raw, 0) / 1024).toFixed(1),
      (first.scripts.reduce((n, s) => n + s.gzip, 0) / 1024).toFixed(1),
    ],
  ],
);
const lcp = summarise(results.map((r) => r.lcp));
console.log(
  `\nLargest Contentful Paint over ${runs} cold loads (ms): p50 ${ms(lcp.p50)}, max ${ms(lcp.max)}; element: ${first.lcpElement}`,
);
