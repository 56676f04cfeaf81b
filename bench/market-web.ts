/**
 * bench/market-web: what a browser loads for /market and how soon it paints.
 * Runs the product's server (built web app, demo catalogue in a fresh data dir unless DATA_DIR is
 * given) and opens /market in headless Chromium (playwright-core, Debian's /usr/bin/chromium) under two
 * profiles: unthrottled, and throttled through the DevTools protocol (150 ms latency, 1.6 Mbps down,
 * 750 kbps up, CPU 4x slower: a mid-range phone on a slow 4G). Each run starts with an empty cache
 * (a new browser context), then visits the page again in a new tab of the same context (warm cache).
 * Prints per profile the Largest Contentful Paint (p50, p95), the bytes transferred by type with the
 * number of requests, the scripts with their content-encoding, and the same figures for the repeat
 * visit, where hashed assets must come from the cache.
 *
 *   npm run build -w apps/web && npm run market-web -w bench -- [--runs 5] [--path /market]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startServerProcess } from '@puhuo/server/src/testing/server-process.ts';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { ms, printTable, summarise } from './lib/stats.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    path: { type: 'string', default: '/market' },
  },
});
const runs = Number(values.runs);
/** the Core Web Vitals "good" threshold for LCP */
const LCP_TARGET_MS = 2_500;

interface Profile {
  name: string;
  /** Network.emulateNetworkConditions: latency in ms, throughputs in bytes per second */
  network?: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown?: number;
}

const PROFILES: Profile[] = [
  { name: 'unthrottled' },
  {
    name: 'throttled',
    network: {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuSlowdown: 4,
  },
];

const TYPES = ['script', 'stylesheet', 'document', 'image', 'other'] as const;
type TransferType = (typeof TYPES)[number];

interface RequestRecord {
  url: string;
  type: TransferType;
  encoding: string;
  fromCache: boolean;
  /** bytes received over the network, headers included (0 when served from the cache) */
  transferred: number;
}

/** When the milestones on the way to the largest paint came, in ms since the navigation started. */
interface Milestones {
  /** the last script of the first load arrived */
  scripts: number;
  /** the goods list answered */
  goods: number;
  firstContentfulPaint: number;
  /** the application took the first screen's place (its own market drawn) */
  applicationShown: number;
}

interface Visit {
  lcp: number;
  lcpElement: string;
  milestones: Milestones;
  requests: RequestRecord[];
}

interface Run {
  cold: Visit;
  warm: Visit;
  scripts: { url: string; raw: number; gzip: number }[];
}

function transferType(resourceType: string | undefined): TransferType {
  switch (resourceType) {
    case 'Script':
      return 'script';
    case 'Stylesheet':
      return 'stylesheet';
    case 'Document':
      return 'document';
    case 'Image':
      return 'image';
    default:
      return 'other';
  }
}

function header(headers: Record<string, unknown>, name: string): string {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key ? String(headers[key]) : '';
}

/** Records every request of the page from the DevTools protocol's network events. */
function recordRequests(cdp: CDPSession): RequestRecord[] {
  const pending = new Map<string, RequestRecord>();
  const done: RequestRecord[] = [];
  const entry = (requestId: string): RequestRecord => {
    let record = pending.get(requestId);
    if (!record) {
      record = { url: '', type: 'other', encoding: '', fromCache: false, transferred: 0 };
      pending.set(requestId, record);
    }
    return record;
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    const record = entry(event.requestId);
    record.url = event.request.url;
    record.type = transferType(event.type);
  });
  cdp.on('Network.requestServedFromCache', (event) => {
    entry(event.requestId).fromCache = true;
  });
  cdp.on('Network.responseReceived', (event) => {
    const record = entry(event.requestId);
    record.type = transferType(event.type);
    record.encoding = header(event.response.headers, 'content-encoding');
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) record.fromCache = true;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = entry(event.requestId);
    record.transferred = event.encodedDataLength;
    // data: URLs and the like never reach the network
    if (record.url.startsWith('http')) done.push(record);
    pending.delete(event.requestId);
  });
  return done;
}

async function openThrottled(context: BrowserContext, profile: Profile): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', profile.network);
  if (profile.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return { page, cdp };
}

/**
 * Watches the page from its start (an init script, before any of its own): every largest-paint candidate
 * as it comes, with what it was while it was still in the page (the first screen's elements leave it when
 * the application takes their place), and when the application took the first screen's place.
 * A string, not a function: tsx would wrap a function's inner helpers in its own __name, unknown in the page.
 */
const WATCH_PAINTS = `
  window.__paints = { lcp: [], applicationShown: Number.NaN };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      const what = el ? el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).split(' ')[0] : '') : '?';
      const where = el && el.closest('#first-screen') ? ' (first screen)' : '';
      window.__paints.lcp.push({ time: entry.startTime, element: what + ' ' + Math.round(Math.sqrt(entry.size)) + '²px' + where });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.getElementById('root') && !document.getElementById('first-screen') && document.querySelector('#root [data-testid="goods-card"]')) {
      window.__paints.applicationShown = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** The page's largest paint: when, and what (tag, class, painted size, whether the first screen drew it). */
async function largestContentfulPaint(
  page: Page,
): Promise<{ time: number; element: string; applicationShown: number }> {
  return page.evaluate(`(() => {
    const last = window.__paints.lcp.at(-1);
    return { time: last ? last.time : Number.NaN, element: last ? last.element : '?', applicationShown: window.__paints.applicationShown };
  })()`);
}

async function milestonesOf(page: Page, drawn: number): Promise<Omit<Milestones, 'applicationShown'>> {
  return page.evaluate((before) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'));
    const goods = resources.find((r) => new URL(r.name).pathname === '/api/goods/good');
    return {
      scripts: Math.max(0, ...scripts.map((r) => r.responseEnd).filter((end) => end <= before)),
      goods: goods?.responseEnd ?? Number.NaN,
      firstContentfulPaint:
        performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? Number.NaN,
    };
  }, drawn);
}

async function visit(context: BrowserContext, profile: Profile, onPage?: (page: Page) => void): Promise<Visit> {
  const { page, cdp } = await openThrottled(context, profile);
  await page.addInitScript(WATCH_PAINTS);
  onPage?.(page);
  const requests = recordRequests(cdp);
  await page.goto(`${server.url}${values.path}`, { waitUntil: 'load', timeout: 120_000 });
  // the application's own goods, in the page: it has taken the first screen's place (a later paint larger
  // than the first screen's would be the largest)
  await page.locator('#root [data-testid="goods-card"]').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const lcp = await largestContentfulPaint(page);
  // scripts asked for once the application was drawn (a drawer's, a prefetch) are no part of the first load
  const milestones = {
    ...(await milestonesOf(page, Number.isNaN(lcp.applicationShown) ? lcp.time : lcp.applicationShown)),
    applicationShown: lcp.applicationShown,
  };
  await page.close();
  return { lcp: lcp.time, lcpElement: lcp.element, milestones, requests: [...requests] };
}

/** One cold visit (a new context: empty cache), then a repeat visit in a new tab of the same context. */
async function measure(browser: Browser, profile: Profile): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const scripts: Run['scripts'] = [];
  const cold = await visit(context, profile, (page) =>
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    }),
  );
  const warm = await visit(context, profile);
  await context.close();
  return { cold, warm, scripts };
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

function printTransfers(title: string, requests: RequestRecord[]): void {
  console.log(`\n${title}`);
  const rows = TYPES.map((type) => {
    const ofType = requests.filter((r) => r.type === type);
    const network = ofType.filter((r) => !r.fromCache);
    return [type, network.length, ofType.length - network.length, kb(ofType.reduce((n, r) => n + r.transferred, 0))];
  });
  const network = requests.filter((r) => !r.fromCache);
  rows.push([
    'total',
    network.length,
    requests.length - network.length,
    kb(requests.reduce((n, r) => n + r.transferred, 0)),
  ]);
  printTable(['type', 'requests', 'from cache', 'transferred KB'], rows);
}

/** the machine's load average (1, 5, 15 min): the figures vary with it on a shared machine */
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const loadBefore = loadAverage();

const tempDir = process.env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'puhuo-web-bench-'));
const server = await startServerProcess({
  DATA_DIR: process.env.DATA_DIR ?? tempDir,
  SEED_GOODS: process.env.DATA_DIR ? '0' : '2000',
  RUN_WORKERS: 'false',
});
let browser: Browser | undefined;

const results = new Map<string, Run[]>();
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  await measure(browser, { name: 'warm-up' }); // the server's first answers, the OS file cache
  for (const profile of PROFILES) {
    const list: Run[] = [];
    for (let i = 0; i < runs; i++) list.push(await measure(browser, profile));
    results.set(profile.name, list);
  }
} finally {
  await browser?.close();
  await server.stop();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}

const first = results.get('unthrottled')?.[0];
if (!first) throw new Error('no run');
const encodingOf = new Map(first.cold.requests.map((r) => [new URL(r.url).pathname, r.encoding || 'identity']));
const transferredOf = new Map(first.cold.requests.map((r) => [new URL(r.url).pathname, r.transferred]));
console.log(`\n${values.path}: JavaScript loaded on an empty cache\n`);
printTable(
  ['script', 'raw KB', 'gzip -9 KB', 'transferred KB', 'content-encoding'],
  [
    ...[...first.scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map((s) => [s.url, kb(s.raw), kb(s.gzip), kb(transferredOf.get(s.url) ?? 0), encodingOf.get(s.url) ?? '?']),
    [
      'total',
      kb(first.scripts.reduce((n, s) => n + s.raw, 0)),
      kb(first.scripts.reduce((n, s) => n + s.gzip, 0)),
      kb(first.scripts.reduce((n, s) => n + (transferredOf.get(s.url) ?? 0), 0)),
      '',
    ],
  ],
);

printTransfers(`${values.path}: transferred on an empty cache (first unthrottled run)`, first.cold.requests);
printTransfers(
  `${values.path}: transferred on a repeat visit, warm cache (first unthrottled run)`,
  first.warm.requests,
);
// a revalidated asset shows as its cached 200 in the protocol's events: only its transfer tells
const askedAgain = first.warm.requests.filter((r) => !r.fromCache && new URL(r.url).pathname.startsWith('/assets/'));
console.log(
  `hashed assets requested again on the repeat visit: ${askedAgain.length}` +
    (askedAgain.length ? `, ${kb(askedAgain.reduce((n, r) => n + r.transferred, 0))} KB` : ''),
);

console.log(`\nLargest Contentful Paint over ${runs} runs per profile (ms)\n`);
printTable(
  ['profile', 'cold p50', 'cold p95', 'warm p50', 'warm p95', 'cold KB', 'warm KB', 'element'],
  PROFILES.map((profile) => {
    const list = results.get(profile.name) ?? [];
    const cold = summarise(list.map((r) => r.cold.lcp));
    const warm = summarise(list.map((r) => r.warm.lcp));
    const bytes = (visits: Visit[]) =>
      kb(summarise(visits.map((v) => v.requests.reduce((n, r) => n + r.transferred, 0))).p50);
    return [
      profile.name,
      ms(cold.p50),
      ms(cold.p95),
      ms(warm.p50),
      ms(warm.p95),
      bytes(list.map((r) => r.cold)),
      bytes(list.map((r) => r.warm)),
      list[0]?.cold.lcpElement ?? '?',
    ];
  }),
);
console.log(`\nOn the way to the largest paint, cold loads (p50, ms since the navigation started)\n`);
printTable(
  [
    'profile',
    'scripts arrived',
    'goods answered',
    'first contentful paint',
    'largest contentful paint',
    'application shown',
  ],
  PROFILES.map((profile) => {
    const cold = (results.get(profile.name) ?? []).map((r) => r.cold);
    const p50 = (pick: (v: Visit) => number) => ms(summarise(cold.map(pick)).p50);
    return [
      profile.name,
      p50((v) => v.milestones.scripts),
      p50((v) => v.milestones.goods),
      p50((v) => v.milestones.firstContentfulPaint),
      p50((v) => v.lcp),
      p50((v) => v.milestones.applicationShown),
    ];
  }),
);
console.log('\nThe largest paint of each cold load (what: tag.class, the square root of its painted area)\n');
for (const profile of PROFILES) {
  const elements = (results.get(profile.name) ?? []).map((r) => r.cold.lcpElement);
  console.log(
    `${profile.name}: ${[...new Set(elements)].map((e) => `${e} x${elements.filter((x) => x === e).length}`).join('; ')}`,
  );
}
const throttled = summarise((results.get('throttled') ?? []).map((r) => r.cold.lcp));
console.log(
  `\ntarget: throttled cold LCP p50 < ${LCP_TARGET_MS} ms: ${throttled.p50 < LCP_TARGET_MS ? 'met' : 'NOT met'} (${ms(throttled.p50)} ms)`,
);
console.log(`load average before: ${loadBefore}; after: ${loadAverage()}`);
