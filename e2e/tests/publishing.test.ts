import { type GoodsListItem, Messages, StationType } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, authorizeSandboxShop, registerDistributor, signIn } from '../support/distributor.ts';
import { authorizeQunjielongShop, fillDistributionList, setPddFreightTemplate } from '../support/publishing.ts';
import { type Api, apiWithToken } from '../support/trade.ts';

/**
 * The heart of the product in the browser: choose goods in the distribution list, choose shops, see
 * what each shop's template makes of them, publish, watch the progress, read the results, fix the
 * cause of the failures and republish them; the listings appear on the platforms' storefronts.
 */

let browser: Browser;
let page: Page;
let session: ApiSession;
let api: Api;
let goods: GoodsListItem[];
const shops = { pdd: '', qunjielong: '' };

beforeAll(async () => {
  session = await registerDistributor('铺货旗舰店');
  api = apiWithToken(session.token, session.tenantId);
  shops.pdd = await authorizeSandboxShop(session, StationType.Pdd, '拼多多铺货店');
  shops.qunjielong = await authorizeQunjielongShop(api, session.tenantId, '群接龙铺货店');
  goods = await fillDistributionList(api, 3);
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, session);
});

afterAll(async () => {
  await browser?.close();
});

const dialog = () => page.locator('.ant-modal').filter({ hasText: '选择铺货店铺' });

describe('publishing journey', () => {
  it('should hand the chosen goods from the distribution list to the publish dialog', async () => {
    await page.getByRole('complementary', { name: '工具栏' }).getByRole('button', { name: '分销清单' }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '选择店铺铺货' });
    await drawer.getByTestId('list-title').first().waitFor();
    await drawer.locator('thead .ant-checkbox-input').check();
    await drawer.getByRole('button', { name: '选择店铺铺货' }).click();
    await dialog().getByText('已选3个商品').waitFor();
    await dialog().getByTestId('publish-shop').nth(1).waitFor();
    await expect(dialog().getByTestId('publish-shop').count()).resolves.toBe(2);
    await screenshot(page, 'publish-dialog');
  });

  it('should ask for a shop, then show each shop’s prices and what must be fixed', async () => {
    await dialog().getByTestId('publish-now').click();
    await page.getByText(Messages.selectAtLeastOneShop).waitFor();
    await dialog().getByText('全选').click();
    const rows = dialog().getByTestId('preflight-row');
    await rows
      .filter({ hasText: '群接龙铺货店' })
      .getByText(/^售价 ¥/)
      .waitFor();
    await rows
      .filter({ hasText: '拼多多铺货店' })
      .getByText(Messages.pddSelectFreightTemplate, { exact: false })
      .waitFor();
    await screenshot(page, 'publish-preflight');
  });

  it('should publish after the listing notice and follow the progress to the results', async () => {
    await dialog().getByTestId('publish-now').click();
    const notice = page.locator('.ant-modal').filter({ hasText: '我知道了' });
    await notice.getByTestId('listing-notice').waitFor();
    await notice.getByRole('button', { name: '我知道了' }).click();
    const progress = page.locator('.ant-modal').filter({ has: page.getByTestId('publish-progress') });
    await progress.getByText(Messages.progressTitleDone).waitFor({ timeout: 45_000 });
    await screenshot(page, 'publish-progress-done');
    await progress.getByRole('button', { name: Messages.viewResults }).click();

    const results = page.locator('.ant-drawer').filter({ hasText: '铺货结果' });
    await results.getByText('成功：3').waitFor();
    await results.getByText('失败：3').waitFor();
    await results.getByText('共1条').waitFor();
    await screenshot(page, 'publish-results');
  });

  it('should show the failures with their reason, and republish them once the template is fixed', async () => {
    const results = page.locator('.ant-drawer').filter({ hasText: '铺货结果' }).first();
    await results.getByRole('button', { name: '查看' }).click();
    const details = page.locator('.ant-drawer').filter({ hasText: '铺货结果详情' });
    await details.getByRole('tab', { name: '铺货失败' }).click();
    await details.getByText(`铺货模板未设置完整：${Messages.pddSelectFreightTemplate}`).first().waitFor();
    await expect(details.getByTestId('failure-reasons').textContent()).resolves.toContain('×3');
    await screenshot(page, 'publish-result-failures');

    // the distributor sets the pdd shop's freight template
    await setPddFreightTemplate(api, shops.pdd);

    await details.getByRole('button', { name: '全部失败重新铺货' }).click();
    const progress = page.locator('.ant-modal').filter({ has: page.getByTestId('publish-progress') });
    await progress.getByText(Messages.progressTitleDone).waitFor({ timeout: 45_000 });
    await progress.getByRole('button', { name: Messages.viewResults }).click();
    // the republish is a batch of its own, linked to the batch it came from, which stays as it was
    const list = page.locator('.ant-drawer').filter({ hasText: '铺货结果' }).first();
    await list.getByText('共2条').waitFor();
    const rows = list.locator('tbody tr');
    await rows.first().getByTestId('source-task-link').waitFor();
    await expect(rows.first().textContent()).resolves.toContain('成功：3');
    await expect(rows.nth(1).textContent()).resolves.toContain('失败：3');
    await rows.nth(1).getByTestId('republish-task-link').waitFor();
    await screenshot(page, 'publish-result-republished');
  });

  it('should open a published listing on its platform from the result details', async () => {
    // the first batch's details are still open over the list: closed, the list shows the republish batch
    const details = page.locator('.ant-drawer').filter({ hasText: '铺货结果详情' });
    await details.locator('.ant-drawer-close').click();
    await details.waitFor({ state: 'hidden' });
    const list = page.locator('.ant-drawer').filter({ hasText: '铺货结果' }).first();
    // the republish batch (newest first) holds the three pdd listings
    await list.locator('tbody tr').first().getByRole('button', { name: '查看' }).click();
    await details.getByRole('tab', { name: '铺货成功' }).click();
    const row = details.locator('tbody tr').filter({ hasText: '拼多多铺货店' }).first();
    const link = row.getByTestId('view-on-platform');
    await expect(link.textContent()).resolves.toBe('查看商品');
    await expect(link.getAttribute('href')).resolves.toMatch(/\/sandbox\/pdd\/goods\.html\?goods_id=\d+$/);
    const title = (await row.locator('[title]').first().getAttribute('title')) ?? '';
    const [listing] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await listing.getByText(title.slice(0, 12)).first().waitFor();
    await listing.getByText('拼多多铺货店').waitFor();
    await screenshot(listing, 'sandbox-goods-page');
    await listing.close();
  });

  it('should show the listings on the platform’s storefront', async () => {
    const list = await api<{ items: { id: string; shopId: string }[] }>(
      'GET',
      '/api/shop?skipCount=0&maxResultCount=50',
    );
    const pdd = list.items.find((s) => s.id === shops.pdd);
    const store = await browser.newPage();
    await store.goto(`${baseUrl()}/sandbox/pdd/store/${pdd?.shopId}`);
    for (const good of goods) await store.getByText(good.title.slice(0, 12)).first().waitFor();
    await screenshot(store, 'sandbox-storefront');
    await store.close();
  });
});
