import { type GoodsListItem, Messages, MessagesEnUS, StationType } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layout as layoutEnUS } from '../../apps/web/src/i18n/locales/en-US/layout.ts';
import { results as resultsEnUS } from '../../apps/web/src/i18n/locales/en-US/results.ts';
import { templates as templatesEnUS } from '../../apps/web/src/i18n/locales/en-US/templates.ts';
import { layout as layoutZhCN } from '../../apps/web/src/i18n/locales/zh-CN/layout.ts';
import { baseUrl, launchBrowser, screenshot } from '../support/browser.ts';
import { type ApiSession, authorizeSandboxShop, registerDistributor, signIn } from '../support/distributor.ts';
import { goodsOpenEverywhere } from '../support/publishing.ts';
import { type Api, apiWithToken } from '../support/trade.ts';

// One language at a time (docs/i18n.md): a distributor whose browser speaks Chinese reads no English
// sentence on the main screens, one whose browser speaks English reads the spec's English words, and
// the top bar's switch changes every screen and is remembered.

const SHOP = '拼多多语言店';

let browser: Browser;
let session: ApiSession;
let api: Api;
let good: GoodsListItem;

/** A signed-in page whose browser speaks `locale`. */
async function pageIn(locale: 'zh-CN' | 'en-US'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
  context.setDefaultTimeout(25_000);
  const page = await context.newPage();
  await signIn(page, session);
  return page;
}

/**
 * Runs of three or more Latin words on screen with at least two all in small letters — a sentence in
 * English, not a brand or a model ("OPPO Find X") — outside what is marked as data (text inside an
 * element with a title attribute: goods titles, shop and supplier names).
 */
function latinSentences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!element || element.closest('[title], script, style, [aria-hidden="true"]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      for (const match of text.matchAll(/[A-Za-z][A-Za-z'’-]*(?:[ ,.:;!?]+[A-Za-z][A-Za-z'’-]*){2,}/g)) {
        const smallWords = match[0].split(/[ ,.:;!?]+/).filter((word) => /^[a-z]{2,}$/.test(word));
        if (smallWords.length >= 2) found.push(match[0]);
      }
    }
    return found;
  });
}

beforeAll(async () => {
  session = await registerDistributor('语言测试店');
  api = apiWithToken(session.token, session.tenantId);
  // a pdd shop without a freight template: its preflight says the spec's message
  await authorizeSandboxShop(session, StationType.Pdd, SHOP);
  [good] = (await goodsOpenEverywhere(api, 1)) as [GoodsListItem];
  const { skus } = await api<{ skus: { skuId: string }[] }>('GET', `/api/goods/good/${good.tenantId}/${good.id}`);
  await api('POST', '/api/cart', {
    goodsId: good.id,
    tenantId: good.tenantId,
    skus: [{ skuId: skus[0]?.skuId, qty: 1 }],
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens each main screen in turn and calls `check` on it. */
async function everyMainScreen(page: Page, name: string, check: (screen: string) => Promise<void>): Promise<void> {
  await page.goto(`${baseUrl()}/market`);
  await page.getByTestId('goods-card').first().waitFor();
  await check('market');
  await page.goto(`${baseUrl()}/search-result?keyword=${encodeURIComponent('T恤')}`);
  await page.getByTestId('goods-card').first().waitFor();
  await check('search');
  await page.goto(`${baseUrl()}/cart`);
  await page.getByTestId('cart-good').first().waitFor();
  await check('cart');
  await page.goto(`${baseUrl()}/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`);
  await page.getByTestId('detail-publish').waitFor();
  await page.waitForTimeout(500);
  await check('detail');
  await screenshot(page, `languages-${name}-detail`);
  await page.getByTestId('detail-publish').click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('publish-shop') });
  await dialog.getByTestId('publish-shop').filter({ hasText: SHOP }).click();
  await dialog.getByTestId('preflight-row').filter({ hasText: SHOP }).waitFor();
  await page.waitForTimeout(500);
  await check('publish dialog');
  await screenshot(page, `languages-${name}-publish`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

describe('one language at a time', () => {
  it('should show no English sentence to a distributor whose browser speaks Chinese', async () => {
    const page = await pageIn('zh-CN');
    await expect(page.getByRole('button', { name: layoutZhCN.topBar.publishResults }).count()).resolves.toBe(1);
    const sentences: Record<string, string[]> = {};
    await everyMainScreen(page, 'zh', async (screen) => {
      const found = await latinSentences(page);
      if (found.length > 0) sentences[screen] = found;
    });
    // the results and the settings of the top bar and the account menu
    await page.getByRole('button', { name: layoutZhCN.topBar.publishResults, exact: true }).click();
    await page.getByTestId('results-total').waitFor();
    sentences.results = await latinSentences(page);
    await screenshot(page, 'languages-zh-results');
    await page.keyboard.press('Escape');
    await page.getByTestId('company-name').hover();
    await page.getByRole('button', { name: layoutZhCN.topBar.publishSettings, exact: true }).click();
    await page.locator('.ant-drawer-open form').waitFor();
    sentences.settings = await latinSentences(page);
    await screenshot(page, 'languages-zh-settings');
    expect(Object.fromEntries(Object.entries(sentences).filter(([, found]) => found.length > 0))).toEqual({});
    await page.context().close();
  });

  it("should speak the spec's English to a distributor whose browser speaks English", async () => {
    const page = await pageIn('en-US');
    await page.getByRole('button', { name: layoutEnUS.topBar.publishResults, exact: true }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-US');
    await screenshot(page, 'languages-en-market');

    // the server's messages come in English too: the pdd shop's preflight names its missing template
    await everyMainScreen(page, 'en', async (screen) => {
      if (screen !== 'publish dialog') return;
      const row = page.getByTestId('preflight-row').filter({ hasText: SHOP });
      await expect.poll(() => row.textContent()).toContain(MessagesEnUS.pddSelectFreightTemplate);
    });

    // the results drawer and the publish settings in English too
    await page.getByRole('button', { name: layoutEnUS.topBar.publishResults, exact: true }).click();
    await page.getByTestId('results-total').waitFor();
    await page.locator('.ant-drawer-open').getByText(resultsEnUS.list.title, { exact: true }).first().waitFor();
    await screenshot(page, 'languages-en-results');
    await page.keyboard.press('Escape');
    await page.getByTestId('company-name').hover();
    await page.getByRole('button', { name: layoutEnUS.topBar.publishSettings, exact: true }).click();
    await page.locator('.ant-drawer-open form').waitFor();
    await page.locator('.ant-drawer-open').getByRole('button', { name: templatesEnUS.settings.saveSettings }).waitFor();
    await screenshot(page, 'languages-en-settings');
    await page.keyboard.press('Escape');

    // an empty search says the spec's words verbatim
    await page.goto(`${baseUrl()}/hot-selling`);
    await page.getByTestId('header-search').locator('input').fill('');
    await page.getByTestId('header-search').locator('input').press('Enter');
    await page.getByText(MessagesEnUS.searchKeywordRequired, { exact: true }).waitFor();
    await screenshot(page, 'languages-en-empty-search');

    // an API answer in English: a validation error names the field by its label, not its property
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/goods/good?maxResultCount=0', { headers: { 'Accept-Language': 'en-US' } });
      return (await response.json()) as { error: { message: string; details: string } };
    });
    expect(answer.error.message).not.toMatch(/maxResultCount|[\u4e00-\u9fff]/);
    expect(answer.error.details ?? '').not.toMatch(/maxResultCount/);
    await page.context().close();
  });

  it('should switch every screen with the top bar and remember the choice', async () => {
    const page = await pageIn('zh-CN');
    await page.getByRole('button', { name: layoutZhCN.topBar.publishResults, exact: true }).waitFor();
    await page.getByTestId('language-switch').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'English' }).click();
    await page.getByRole('button', { name: layoutEnUS.topBar.publishResults, exact: true }).waitFor();
    await expect(page.getByText(layoutEnUS.topBar.welcome).count()).resolves.toBe(1);
    await screenshot(page, 'languages-switched-en');

    // the server answers in the chosen language from then on
    await page.goto(`${baseUrl()}/hot-selling`);
    await page.getByRole('button', { name: layoutEnUS.topBar.publishResults, exact: true }).waitFor();
    await page.getByTestId('header-search').locator('input').press('Enter');
    await page.getByText(MessagesEnUS.searchKeywordRequired, { exact: true }).waitFor();

    // remembered after a reload, and back to Chinese
    await page.reload();
    await page.getByRole('button', { name: layoutEnUS.topBar.publishResults, exact: true }).waitFor();
    await page.getByTestId('language-switch').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '中文' }).click();
    await page.getByRole('button', { name: layoutZhCN.topBar.publishResults, exact: true }).waitFor();
    await page.getByTestId('header-search').locator('input').press('Enter');
    await page.getByText(Messages.searchKeywordRequired, { exact: true }).waitFor();
    await page.context().close();
  });
});
