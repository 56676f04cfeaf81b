import type { GoodsListResult } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, baseUrl, cardTitles, launchBrowser, newPage, screenshot } from '../support/browser.ts';

// A new distributor's searches (docs/search.md): a category, words in any order, a brand, and a word
// nothing holds, typed into the search box of the search-result page.

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const search = (keyword: string) =>
  apiGet<GoodsListResult>(`/api/goods/good?keyword=${encodeURIComponent(keyword)}&skipCount=0&maxResultCount=20`);

/** Types a keyword into the page's own search box; the results open in a new window, which is returned. */
async function typeSearch(keyword: string): Promise<Page> {
  const input = page.getByRole('searchbox', { name: '商品搜索' });
  await input.fill(keyword);
  const [popup] = await Promise.all([page.waitForEvent('popup'), input.press('Enter')]);
  await popup.waitForURL('**/search-result?keyword=*');
  return popup;
}

async function showsGoodsOf(results: Page, keyword: string): Promise<(string | null)[]> {
  const expected = await search(keyword);
  expect(expected.totalCount, keyword).toBeGreaterThan(0);
  await results.getByTestId('goods-card').first().waitFor();
  const titles = await cardTitles(results);
  expect(titles).toEqual(expected.items.map((item) => item.title));
  return titles;
}

describe('search as a new distributor types it', () => {
  it('should find the goods of a category by its name: 女装', async () => {
    await page.goto(`${baseUrl()}/search-result?keyword=${encodeURIComponent('T恤')}`);
    await page.getByTestId('goods-card').first().waitFor();
    const results = await typeSearch('女装');
    await showsGoodsOf(results, '女装');
    await results.getByText('“女装” 的搜索结果').waitFor();
    await screenshot(results, 'search-quality-category');
    await results.close();
  });

  it('should find dresses for 连衣裙 女, whatever the order of the words', async () => {
    const results = await typeSearch('连衣裙 女');
    const titles = await showsGoodsOf(results, '连衣裙 女');
    for (const title of titles) expect(title).toContain('连衣裙');
    const reversed = await search('女 连衣裙');
    expect(reversed.totalCount).toBe((await search('连衣裙 女')).totalCount);
    await screenshot(results, 'search-quality-words');
    await results.close();
  });

  it('should find a brand that no title spells', async () => {
    const brand = '衣蔓';
    const answer = await search(brand);
    expect(answer.items.some((item) => !item.title.includes(brand))).toBe(true);
    const results = await typeSearch(brand);
    await showsGoodsOf(results, brand);
    await screenshot(results, 'search-quality-brand');
    await results.close();
  });

  it('should say when nothing is found and offer the nearest search that finds goods', async () => {
    const results = await typeSearch('连衣裙 火星飞船');
    await results.getByTestId('search-not-found').waitFor();
    await results.getByText('没有找到与').waitFor();
    const offered = results.getByTestId('search-suggestion').getByRole('link', { name: '连衣裙' });
    await offered.waitFor();
    await screenshot(results, 'search-quality-suggestion');
    await offered.click();
    await results.waitForURL('**/search-result?keyword=%E8%BF%9E%E8%A1%A3%E8%A3%99');
    await showsGoodsOf(results, '连衣裙');
    await results.close();
  });

  it('should offer the category a pinyin keyword spells, and say so plainly when nothing is near', async () => {
    const pinyin = await typeSearch('nvzhuang');
    await pinyin.getByTestId('search-suggestion').getByRole('link', { name: '女装' }).waitFor();
    await pinyin.close();
    const nothing = await typeSearch('qqqzzzxxx');
    await nothing.getByTestId('search-not-found').waitFor();
    await nothing.getByText('换个关键词，或减少几个字试试').waitFor();
    expect(await nothing.getByTestId('search-suggestion').count()).toBe(0);
    await screenshot(nothing, 'search-quality-nothing');
    await nothing.close();
  });
});
