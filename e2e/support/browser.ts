import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const screenshotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/**
 * The server of this test worker (global-setup.ts starts one per worker; VITEST_POOL_ID numbers the
 * workers from 1): a worker runs one file at a time, so no other file uses its server meanwhile.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const url = urls[worker - 1];
  if (!url) throw new Error(`no server for test worker ${process.env.VITEST_POOL_ID} (${urls.length} started)`);
  return url;
}

const launched = new Set<Browser>();

/** the pages open in this worker's browsers (failure-pictures.ts shows them when a journey fails) */
export function openPages(): Page[] {
  return [...launched].flatMap((browser) => browser.contexts().flatMap((context) => context.pages()));
}

/** Debian's Chromium, never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  launched.add(browser);
  browser.on('disconnected', () => launched.delete(browser));
  return browser;
}

export async function newPage(browser: Browser): Promise<Page> {
  // a distributor who asked their system for less motion (the product then opens dialogs and drawers
  // without animating them): a click never lands on a card still zooming into place on a busy machine
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  });
  // a step that hangs fails with its locator named, well before the test's own time-out; on two cores shared
  // with the server tests (CI's stages run side by side) a lazy screen and its calls can take 25 s
  context.setDefaultTimeout(40_000);
  return context.newPage();
}

/** A new page on the market, its goods shown: where most journeys start. */
export async function openMarket(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`${baseUrl()}/market`);
  await page.getByTestId('goods-card').first().waitFor();
  return page;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotsDir, { recursive: true });
  const file = path.join(screenshotsDir, `${name}.png`);
  // let entry animations (messages, drawers) settle so the picture shows the end state
  await page.waitForTimeout(300);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** The API as the browser sees it, for comparing screens with data. */
export async function apiGet<T>(pathAndQuery: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${pathAndQuery}`);
  if (!response.ok) throw new Error(`${pathAndQuery} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The titles of the goods cards on screen, in order. */
export function cardTitles(page: Page): Promise<(string | null)[]> {
  return page
    .getByTestId('goods-card')
    .locator('[title]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('title')));
}
