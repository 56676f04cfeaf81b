import { type GoodsListItem, Messages, type PagedResult } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, baseUrl, cardTitles, launchBrowser, newPage, screenshot } from '../support/browser.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('market journey', () => {
  it('should land on /market from the root and show seeded goods with titles and prices', async () => {
    await page.goto(baseUrl());
    await page.waitForURL('**/market');
    await page.getByTestId('goods-card').first().waitFor();
    await page.waitForFunction((title) => document.title === title, '蓝海市场 - 蓝海分销市场');

    const firstPage = await apiGet<PagedResult<GoodsListItem>>(
      '/api/goods/good?supplierType=1&market=2&skipCount=0&maxResultCount=20',
    );
    const titles = await cardTitles(page);
    expect(titles).toEqual(firstPage.items.map((g) => g.title));
    const firstPrice = await page.getByTestId('goods-price').first().textContent();
    expect((firstPrice ?? '').replace(/\s/g, '')).toBe(`¥${firstPage.items[0]?.minDaifaPrice.toFixed(2)}`);
    await screenshot(page, 'market-page-1');
  });

  it('should show other goods on page 2', async () => {
    const before = await cardTitles(page);
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL('**/market?page=2');
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="goods-card"] [title]')?.getAttribute('title') !== first,
      before[0],
    );
    const after = await cardTitles(page);
    expect(after.length).toBeGreaterThan(0);
    for (const title of after) expect(before).not.toContain(title);
    const secondPage = await apiGet<PagedResult<GoodsListItem>>(
      '/api/goods/good?supplierType=1&market=2&skipCount=20&maxResultCount=20',
    );
    expect(after).toEqual(secondPage.items.map((g) => g.title));
    await screenshot(page, 'market-page-2');
  });

  it('should hide the header search on the market and show it elsewhere', async () => {
    await expect(page.getByTestId('header-search').count()).resolves.toBe(0);
    await page.goto(`${baseUrl()}/hot-selling`);
    await page.getByTestId('header-search').waitFor();
  });

  it('should warn about an empty search keyword', async () => {
    await page.getByTestId('header-search').getByRole('button', { name: '搜索' }).click();
    await page.getByText(Messages.searchKeywordRequired).waitFor();
    await screenshot(page, 'empty-search-warning');
  });

  it('should open the search result in a new window', async () => {
    const input = page.getByTestId('header-search').locator('input');
    await input.fill('T恤');
    const [popup] = await Promise.all([page.waitForEvent('popup'), input.press('Enter')]);
    await popup.waitForURL('**/search-result?keyword=*');
    expect(decodeURIComponent(popup.url())).toContain('/search-result?keyword=T恤');
    await popup.getByTestId('goods-card').first().waitFor();
    const titles = await cardTitles(popup);
    for (const title of titles) expect(title).toContain('T恤');
    await screenshot(popup, 'search-result');
    await popup.close();
  });

  it('should open a goods detail and pick a SKU', async () => {
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('goods-card').first().click();
    await page.waitForURL('**/detail/**');
    await page.getByTestId('detail-daifa-price').waitFor();
    const firstOption = page.getByTestId('sku-selector').locator('button:not([disabled])').first();
    await firstOption.click();
    await expect(firstOption.getAttribute('aria-pressed')).resolves.toBe('true');
    await screenshot(page, 'goods-detail');
  });

  it('should send an unknown path to /404', async () => {
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForURL('**/404');
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
    await screenshot(page, 'not-found');
  });
});
