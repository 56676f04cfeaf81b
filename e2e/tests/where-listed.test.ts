import { formatMessage, type GoodsListItem, StationType, type WhereListed } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detail } from '../../apps/web/src/i18n/locales/zh-CN/detail.ts';
import { distribution } from '../../apps/web/src/i18n/locales/zh-CN/distribution.ts';
import { layout } from '../../apps/web/src/i18n/locales/zh-CN/layout.ts';
import { listings } from '../../apps/web/src/i18n/locales/zh-CN/listings.ts';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, authorizeSandboxShop, registerDistributor, signIn } from '../support/distributor.ts';
import { publishAndWait } from '../support/listings.ts';
import { fillDistributionList, setPddFreightTemplate } from '../support/publishing.ts';
import { type Api, apiWithToken } from '../support/trade.ts';

/**
 * The where-listed matrix outside the workbench: once a good is published to a shop, its detail page
 * and the distribution list show the signed-in distributor the shop it is listed in (a good not yet
 * published says so); a guest's detail page shows nothing of it and asks nothing.
 */

const SHOP = '分布拼多多店';
let browser: Browser;
let page: Page;
let session: ApiSession;
let api: Api;
let listed: GoodsListItem;
let notListed: GoodsListItem;

const detailPath = (good: GoodsListItem) => `/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`;

async function openDetail(target: Page, good: GoodsListItem): Promise<void> {
  await target.goto(`${baseUrl()}${detailPath(good)}`);
  await target.getByRole('heading', { name: good.title }).waitFor();
}

beforeAll(async () => {
  session = await registerDistributor('铺货分布商行');
  api = apiWithToken(session.token, session.tenantId);
  const shopId = await authorizeSandboxShop(session, StationType.Pdd, SHOP);
  // the shop's template needs a freight template before anything publishes
  await setPddFreightTemplate(api, shopId);
  // two goods in the distribution list, one of them published
  [listed, notListed] = (await fillDistributionList(api, 2)) as [GoodsListItem, GoodsListItem];
  await publishAndWait(api, shopId, [listed.id]);
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, session);
});

afterAll(async () => {
  await browser?.close();
});

describe('where a good is listed, outside the workbench', () => {
  it('should show the shop a good is listed in on its detail page, with a way to 我的铺货', async () => {
    await openDetail(page, listed);
    const row = page.getByTestId('where-listed');
    await row.getByTestId('where-listed-summary').waitFor();
    await expect(row.getByTestId('where-listed-summary').textContent()).resolves.toBe(
      formatMessage(listings.whereListed.summary, { count: 1 }),
    );
    const chip = row.getByTestId('listed-shop');
    await expect(chip.count()).resolves.toBe(1);
    await expect(chip.textContent()).resolves.toContain(SHOP);
    // the count on sale is the registry's (the shop's template decides whether a listing goes on sale)
    const matrix = await api<WhereListed>(
      'GET',
      `/api/workbench/listings/where-listed?goodsIds=${encodeURIComponent(listed.id)}`,
    );
    expect(matrix.cells).toMatchObject([{ goodsId: listed.id, listed: 1 }]);
    await expect(chip.textContent()).resolves.toContain(
      formatMessage(listings.whereListed.onSale, { count: matrix.cells[0]?.onSale ?? -1 }),
    );
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, 'where-listed-detail');

    await row.getByRole('link', { name: listings.whereListed.myListings }).click();
    await page.waitForURL(/\/workbench\/listings$/);
  });

  it('should say a good not yet published is not listed', async () => {
    await openDetail(page, notListed);
    await page.getByTestId('where-listed').getByText(listings.whereListed.none, { exact: true }).waitFor();
    await expect(page.getByTestId('where-listed').getByTestId('listed-shop').count()).resolves.toBe(0);
    await screenshot(page, 'where-listed-detail-none');
  });

  it('should show in the distribution list which shops each good is listed in', async () => {
    await page.goto(`${baseUrl()}/market`);
    await page
      .getByRole('complementary', { name: layout.toolColumn.label })
      .getByRole('button', { name: layout.toolColumn.distributionList, exact: true })
      .click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByRole('columnheader', { name: distribution.columns.listedShops }).waitFor();
    const rowOf = (good: GoodsListItem) => drawer.locator('tr', { has: page.getByText(good.title, { exact: true }) });
    await rowOf(listed).getByTestId('listed-shop').waitFor();
    await expect(rowOf(listed).getByTestId('listed-shop').textContent()).resolves.toContain(SHOP);
    await rowOf(notListed).getByText(listings.whereListed.none, { exact: true }).waitFor();
    await expect(rowOf(notListed).getByTestId('listed-shop').count()).resolves.toBe(0);
    await screenshot(page, 'where-listed-distribution-list');
  });

  it('should show a guest nothing of it on the detail page, and ask nothing', async () => {
    const guest = await newPage(browser);
    const asked: string[] = [];
    guest.on('request', (request) => {
      if (request.url().includes('/where-listed')) asked.push(request.url());
    });
    await openDetail(guest, listed);
    await guest.getByTestId('detail-stock').waitFor();
    // let the page settle: whatever it would ask, it has asked by now
    await guest.waitForLoadState('networkidle');
    await expect(guest.getByTestId('where-listed').count()).resolves.toBe(0);
    await expect(guest.getByText(detail.whereListed, { exact: true }).count()).resolves.toBe(0);
    expect(asked).toEqual([]);
    await screenshot(guest, 'where-listed-detail-guest');
    await guest.context().close();
  });
});
