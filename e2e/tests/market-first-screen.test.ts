import type { GoodsListItem, PagedResult } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, baseUrl, cardTitles, launchBrowser, newPage, screenshot } from '../support/browser.ts';

/**
 * The market's first screen (docs/decisions/0017): the server draws /market's goods in the page, so they
 * show before the application's scripts run, and the application then takes their place unmoved.
 */

let browser: Browser;
let firstPage: PagedResult<GoodsListItem>;

beforeAll(async () => {
  browser = await launchBrowser();
  firstPage = await apiGet<PagedResult<GoodsListItem>>(
    '/api/goods/good?supplierType=1&market=2&skipCount=0&maxResultCount=20',
  );
});
afterAll(async () => {
  await browser?.close();
});

const firstScreenTitles = (page: Page) =>
  page
    .getByTestId('first-screen-card')
    .locator('[title]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('title')));

/** Where an element is drawn, rounded to the pixel. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not drawn`);
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
}

/** Holds the application's scripts until the returned function is called: the first screen alone is shown. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('market first screen', () => {
  it('should show the first goods with their prices in a browser that runs no script', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();

    await page.goto(`${baseUrl()}/market`);

    expect(await firstScreenTitles(page)).toEqual(firstPage.items.map((good) => good.title));
    const price = await page.getByTestId('first-screen-card').first().locator('span').first().textContent();
    expect(price).toBe(`¥${firstPage.items[0]?.minDaifaPrice.toFixed(2)}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('蓝海精选 · 源头好货');
    // the first row's images are in the page and drawn
    const loaded = await page
      .getByTestId('first-screen-card')
      .locator('img')
      .evaluateAll((imgs) => imgs.slice(0, 5).map((img) => (img as HTMLImageElement).naturalWidth > 0));
    expect(loaded).toEqual(Array(5).fill(true));
    await screenshot(page, 'market-first-screen-no-script');
    await context.close();
  });

  it("should let the application take the first screen's place with the same goods in the same places", async () => {
    const page = await newPage(browser);
    // the application's scripts wait until the first screen has been looked at
    const releaseScripts = await holdScripts(page);

    await page.goto(`${baseUrl()}/market`, { waitUntil: 'commit' });
    await page.getByTestId('first-screen-card').nth(4).locator('img').waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('[data-testid="first-screen-card"] img'))
        .slice(0, 5)
        .every((img) => img.complete && img.naturalWidth > 0),
    );
    const shell = {
      titles: await firstScreenTitles(page),
      grid: await boxOf(page, '[data-testid="first-screen-grid"]'),
      image: await boxOf(page, '[data-testid="first-screen-card"] img'),
      title: await boxOf(page, 'main h2'),
    };
    await screenshot(page, 'market-first-screen');

    releaseScripts();
    await page.locator('#root [data-testid="goods-card"]').first().waitFor();

    expect(await page.getByTestId('first-screen').count()).toBe(0);
    expect(await cardTitles(page)).toEqual(shell.titles);
    expect(await boxOf(page, '[data-testid="goods-grid"]')).toEqual(shell.grid);
    expect(await boxOf(page, '[data-testid="goods-card"] img')).toEqual(shell.image);
    expect(await boxOf(page, 'main h2')).toEqual(shell.title);
    await screenshot(page, 'market-after-first-screen');

    // the application's market works as ever: the next page of goods
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL('**/market?page=2');
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="goods-card"] [title]')?.getAttribute('title') !== first,
      shell.titles[0],
    );
    await page.context().close();
  });

  it('should draw the first screen at the root, which the application sends to /market', async () => {
    const page = await newPage(browser);

    const response = await page.goto(baseUrl());

    expect(await response?.text()).toContain('data-testid="first-screen-card"');
    await page.waitForURL('**/market');
    await page.locator('#root [data-testid="goods-card"]').first().waitFor();
    expect(await page.getByTestId('first-screen').count()).toBe(0);
    await page.context().close();
  });

  it('should open the login dialog for a guest who pressed 请登录 before the application showed', async () => {
    const page = await newPage(browser);
    const releaseScripts = await holdScripts(page);
    await page.goto(`${baseUrl()}/market`, { waitUntil: 'commit' });
    // the first screen's click keeper (public/first-click.js) has run
    await page.waitForFunction(() => 'firstScreenClick' in window);
    await page.getByTestId('first-screen').getByRole('button', { name: '请登录', exact: true }).click();
    // nothing can answer yet: the application's scripts are held
    expect(await page.getByRole('dialog').count()).toBe(0);

    releaseScripts();
    await page.getByRole('dialog').filter({ hasText: '账号登录' }).waitFor();
    expect(await page.getByTestId('first-screen').count()).toBe(0);
    await screenshot(page, 'market-first-screen-click-replayed');
    await page.context().close();
  });
});
