import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

const screenshotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const baseUrl = (): string => inject('baseUrl');

/** Debian's Chromium, never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
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
}

export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  // a step that hangs fails with its locator named, well before the test's own time-out
  context.setDefaultTimeout(25_000);
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
