import type { GoodsListItem, PagedResult } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, baseUrl, cardTitles, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { loginWithPassword } from '../support/identity.ts';

interface CategoryCount {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  goodCount: number;
}
interface Sku {
  skuId: string;
  salesProperties: { name: string; value: string }[];
  daifaPrice: number;
  stock: number;
}
interface Detail {
  id: string;
  tenantId: string;
  title: string;
  stock: number;
  skus: Sku[];
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const cardPrices = async (p: Page) =>
  (await p.getByTestId('goods-price').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));
const totalText = (p: Page) => p.getByTestId('goods-total').textContent();

async function waitForFirstTitle(p: Page, notEqual: string | null) {
  await p.waitForFunction((before) => {
    const grid = document.querySelector('[data-testid="goods-grid"]');
    const first = document.querySelector('[data-testid="goods-card"] [title]')?.getAttribute('title');
    return grid?.getAttribute('aria-busy') === 'false' && first !== before;
  }, notEqual);
}

describe('marketplace browsing', () => {
  it('should show the curated market with category counts and recommended categories, and a guest no 最近采购', async () => {
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('goods-card').first().waitFor();
    const counts = await apiGet<{ items: CategoryCount[] }>(
      '/api/platform-goods/category-good-count?supplierType=1&market=2',
    );
    const tops = counts.items.filter((c) => c.level === 1);
    const shown = await page.getByTestId('category-level-1').locator('[data-category-id]').allTextContents();
    expect(shown).toEqual(tops.map((c) => `${c.name}${c.goodCount}`));
    await page.getByTestId('recommend-categories').waitFor();
    // 最近采购 is a signed-in distributor's own purchases (first-day.test.ts): a guest has none
    await expect(page.getByTestId('recent-procurement').count()).resolves.toBe(0);
    await screenshot(page, 'marketplace-market');
  });

  it('should narrow the goods by category at all three levels, keeping the choice in the URL', async () => {
    const counts = await apiGet<{ items: CategoryCount[] }>(
      '/api/platform-goods/category-good-count?supplierType=1&market=2',
    );
    const top = counts.items.find((c) => c.level === 1);
    const second = counts.items.find((c) => c.parentId === top?.id);
    const leaf = counts.items.find((c) => c.parentId === second?.id);
    if (!top || !second || !leaf) throw new Error('no three-level category path');
    for (const [level, category] of [
      [1, top],
      [2, second],
      [3, leaf],
    ] as const) {
      const before = (await cardTitles(page))[0] ?? null;
      await page.getByTestId(`category-level-${level}`).locator(`[data-category-id="${category.id}"]`).click();
      await page.waitForURL(`**/market?categoryId=${category.id}`);
      await page.waitForFunction(
        (n) => document.querySelector('[data-testid="goods-total"]')?.textContent === `共 ${n} 件商品`,
        category.goodCount,
      );
      const api = await apiGet<PagedResult<GoodsListItem>>(
        `/api/goods/good?supplierType=1&market=2&categoryId=${category.id}&maxResultCount=20`,
      );
      if (api.items[0]?.title !== before) await waitForFirstTitle(page, before);
      expect(await cardTitles(page)).toEqual(api.items.map((g) => g.title));
    }
    await page.getByTestId('category-level-3').waitFor();
    await screenshot(page, 'marketplace-category-leaf');
    await page.getByTestId('category-level-1').getByRole('button', { name: '全部' }).click();
    await page.waitForURL('**/market');
  });

  it('should sort by price both ways and filter by a price range', async () => {
    await page.getByRole('button', { name: /价格/ }).click();
    await page.waitForURL('**/market?sort=price-asc');
    await waitForFirstTitle(page, null);
    await page.waitForFunction(() => !document.querySelector('[data-testid="goods-grid"][aria-busy="true"]'));
    const ascending = await cardPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByRole('button', { name: /价格/ }).click();
    await page.waitForURL('**/market?sort=price-desc');
    await page.waitForFunction(
      (first) => document.querySelector('[data-testid="goods-price"]')?.textContent !== first,
      `¥${ascending[0]?.toFixed(2)}`,
    );
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await page.getByLabel('最低价').fill('20');
    await page.getByLabel('最高价').fill('40');
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL('**/market?sort=price-desc&minPrice=20&maxPrice=40');
    const api = await apiGet<PagedResult<GoodsListItem>>(
      '/api/goods/good?supplierType=1&market=2&sorting=price-desc&minPrice=20&maxPrice=40&maxResultCount=20',
    );
    await page.waitForFunction(
      (n) => document.querySelector('[data-testid="goods-total"]')?.textContent === `共 ${n} 件商品`,
      api.totalCount,
    );
    for (const price of await cardPrices(page)) {
      expect(price).toBeGreaterThanOrEqual(20);
      expect(price).toBeLessThanOrEqual(40);
    }
    await screenshot(page, 'marketplace-price-filter');
    expect(await totalText(page)).toBe(`共 ${api.totalCount} 件商品`);
  });

  it('should page through the goods with the page in the URL, and keep it on reload', async () => {
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('goods-card').first().waitFor();
    const first = await cardTitles(page);
    await page.locator('.ant-pagination-item-3').click();
    await page.waitForURL('**/market?page=3');
    await waitForFirstTitle(page, first[0] ?? null);
    const third = await cardTitles(page);
    const api = await apiGet<PagedResult<GoodsListItem>>(
      '/api/goods/good?supplierType=1&market=2&skipCount=40&maxResultCount=20',
    );
    expect(third).toEqual(api.items.map((g) => g.title));
    await page.reload();
    await page.getByTestId('goods-card').first().waitFor();
    expect(await cardTitles(page)).toEqual(third);
    await expect(page.locator('.ant-pagination-item-active').textContent()).resolves.toBe('3');
  });

  it('should switch between the curated market and the 1688 selection', async () => {
    await page.getByRole('navigation', { name: '市场' }).getByRole('link', { name: '1688选品' }).click();
    await page.waitForURL('**/market-1688');
    await page.waitForFunction(() => document.title.startsWith('1688选品'));
    await page.getByText('1688 精选货源').waitFor();
    const api = await apiGet<PagedResult<GoodsListItem>>('/api/goods/good?supplierType=4&maxResultCount=20');
    await page.waitForFunction(
      (title) => document.querySelector('[data-testid="goods-card"] [title]')?.getAttribute('title') === title,
      api.items[0]?.title,
    );
    expect(await cardTitles(page)).toEqual(api.items.map((g) => g.title));
    await screenshot(page, 'marketplace-1688');
    await page.getByRole('navigation', { name: '市场' }).getByRole('link', { name: '蓝海市场' }).click();
    await page.waitForURL('**/market');
  });

  it('should rank the best sellers on the hot-selling page and list new arrivals newest first', async () => {
    await page.goto(`${baseUrl()}/hot-selling`);
    await page.getByTestId('goods-rank').first().waitFor();
    const ranks = await page.getByTestId('goods-rank').allTextContents();
    expect(ranks.slice(0, 3)).toEqual(['1', '2', '3']);
    const hot = await apiGet<PagedResult<GoodsListItem>>('/api/goods/good/fenxiao-list?maxResultCount=20');
    expect(await cardTitles(page)).toEqual(hot.items.map((g) => g.title));
    await screenshot(page, 'marketplace-hot-selling');
    await page.goto(`${baseUrl()}/new-arrival`);
    await page.getByTestId('goods-card').first().waitFor();
    const fresh = await apiGet<PagedResult<GoodsListItem>>('/api/goods/good?sorting=newest&maxResultCount=20');
    expect(await cardTitles(page)).toEqual(fresh.items.map((g) => g.title));
    await page.goto(`${baseUrl()}/distribution`);
    await page.getByTestId('goods-card').first().waitFor();
    await screenshot(page, 'marketplace-distribution');
  });

  it('should search from the header in a new window and say when nothing matches', async () => {
    const input = page.getByTestId('header-search').locator('input');
    await input.fill('连衣裙');
    const [popup] = await Promise.all([page.waitForEvent('popup'), input.press('Enter')]);
    await popup.waitForURL('**/search-result?keyword=*');
    await popup.getByTestId('goods-card').first().waitFor();
    for (const title of await cardTitles(popup)) expect(title).toContain('连衣裙');
    await screenshot(popup, 'marketplace-search');
    await popup.goto(`${baseUrl()}/search-result?keyword=${encodeURIComponent('不存在的商品名称')}`);
    await popup.getByTestId('goods-empty').waitFor();
    await screenshot(popup, 'marketplace-search-empty');
    await popup.close();
  });
});

async function findGood(test: (detail: Detail, qty: { enableRealQty: boolean; enableSaleQty: boolean }) => boolean) {
  const list = await apiGet<PagedResult<GoodsListItem>>('/api/goods/good?supplierType=1&market=2&maxResultCount=100');
  for (const item of list.items) {
    const detail = await apiGet<Detail>(`/api/goods/good/${item.tenantId}/${encodeURIComponent(item.id)}`);
    const qty = await apiGet<{ enableRealQty: boolean; enableSaleQty: boolean }>(
      `/api/goods/setting/${item.tenantId}/qty-setting`,
    );
    if (test(detail, qty)) return detail;
  }
  throw new Error('no good fits');
}

/** The stock line once the supplier's qty-setting has loaded. */
const stockShown = async (p: Page) => {
  await p.waitForFunction(() => document.querySelector('[data-testid="detail-stock"]')?.textContent !== '…');
  return p.getByTestId('detail-stock').textContent();
};

const openDetail = async (good: Detail) => {
  await page.goto(`${baseUrl()}/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`);
  await page.getByTestId('sku-selector').waitFor();
};

describe('goods detail', () => {
  it('should pick a SKU by its properties, refusing a combination without stock', async () => {
    const good = await findGood(
      (d) => d.skus[0]?.salesProperties.length === 2 && d.skus.some((s) => s.stock === 0) && d.skus.length > 2,
    );
    const soldOut = good.skus.find((s) => s.stock === 0);
    const [first, second] = soldOut?.salesProperties ?? [];
    if (!soldOut || !first || !second) throw new Error('no sold-out SKU');
    await openDetail(good);
    const selector = page.getByTestId('sku-selector');
    await selector.getByRole('button', { name: first.value, exact: true }).click();
    const blocked = selector.getByRole('button', { name: second.value, exact: true });
    await expect(blocked.isDisabled()).resolves.toBe(true);
    const available = good.skus.find((s) => s.stock > 0 && s.salesProperties[0]?.value === first.value);
    if (available) {
      await selector.getByRole('button', { name: available.salesProperties[1]?.value ?? '', exact: true }).click();
      await expect(page.getByTestId('detail-daifa-price').textContent()).resolves.toBe(
        `¥${available.daifaPrice.toFixed(2)}`,
      );
    }
    await page.getByTestId('sale-trend-chart').waitFor();
    await page.getByTestId('sku-sale-top-chart').waitFor();
    await page.getByTestId('sales-channels').locator('.ant-tag').first().waitFor();
    await screenshot(page, 'marketplace-detail-sku');
  });

  it('should show the exact stock, only whether it is in stock, or nothing, as the supplier sets', async () => {
    const exact = await findGood((_, q) => q.enableRealQty);
    await openDetail(exact);
    expect(await stockShown(page)).toBe(`${exact.stock}件`);
    const hidden = await findGood((_, q) => !q.enableRealQty && !q.enableSaleQty);
    await openDetail(hidden);
    await page.getByText('供应商未公开库存').waitFor();
    expect(await stockShown(page)).not.toMatch(/\d/);
    await screenshot(page, 'marketplace-detail-stock-hidden');
    const availability = await findGood((d, q) => !q.enableRealQty && q.enableSaleQty && d.stock > 0);
    await openDetail(availability);
    expect(await stockShown(page)).toBe('有货');
  });

  it('should ask a guest to log in before adding to the cart, and show a signed-in distributor its prices', async () => {
    const list = await apiGet<PagedResult<GoodsListItem>>('/api/goods/good?supplierType=1&market=2&maxResultCount=50');
    let free: Detail | undefined;
    for (const item of list.items) {
      const status = await apiGet<{ isControlled: boolean }>(
        `/api/price-control/${item.tenantId}/goods-control-status?goodsId=${item.id}`,
      );
      if (!status.isControlled) {
        free = await apiGet<Detail>(`/api/goods/good/${item.tenantId}/${item.id}`);
        break;
      }
    }
    if (!free) throw new Error('every good is price-controlled');
    await openDetail(free);
    await page.getByRole('button', { name: '加入购物车' }).click();
    await page.getByRole('dialog').getByText('账号登录').waitFor();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('black-shops').textContent()).resolves.toContain('登录后查看');
    await loginWithPassword(page, 'demo', 'Demo@2026');
    await page.getByText('登录成功').waitFor();
    await page.getByTestId('daifa-multi').waitFor();
    await page.getByLabel('代发倍数').fill('1.8');
    await page.getByTestId('daifa-multi').getByRole('button', { name: '保存' }).click();
    await page.getByText('保存成功').waitFor();
    await expect(page.getByTestId('black-shops').textContent()).resolves.not.toContain('登录后查看');
    await screenshot(page, 'marketplace-detail-signed-in');
  });

  it("should remember a signed-in distributor's searches and offer them again", async () => {
    await page.goto(`${baseUrl()}/search-result?keyword=${encodeURIComponent('针织衫')}`);
    await page.getByTestId('goods-card').first().waitFor();
    await page.goto(`${baseUrl()}/search-result?keyword=${encodeURIComponent('T恤')}`);
    await page.getByTestId('search-history').getByRole('link', { name: '针织衫' }).click();
    await page.waitForURL('**/search-result?keyword=*');
    expect(decodeURIComponent(page.url())).toContain('keyword=针织衫');
    await page.getByTestId('search-history').getByRole('link', { name: 'T恤' }).waitFor();
    await screenshot(page, 'marketplace-search-history');
  });
});
