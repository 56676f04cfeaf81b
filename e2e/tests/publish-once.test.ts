import { formatMessage, type GoodsListItem, Messages } from '@puhuo/domain';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, registerDistributor, signIn } from '../support/distributor.ts';
import { authorizeQunjielongShop, goodsOpenEverywhere } from '../support/publishing.ts';
import { type Api, apiWithToken } from '../support/trade.ts';

/**
 * A publish lists goods in a shop: it must happen once per intent. A double click or a retry after
 * a lost answer sends the same Idempotency-Key and makes no second task; a good already listed in a
 * shop is only listed there again after the distributor confirms it.
 */

const SHOP = '群接龙一次店';

let browser: Browser;
let page: Page;
let session: ApiSession;
let api: Api;
let goods: GoodsListItem[];

interface TaskList {
  totalCount: number;
  items: { id: string; totalCount: number; successCount: number; isPublishing: boolean }[];
}

const tasks = () => api<TaskList>('GET', '/api/platform/publish-result?skipCount=1&maxResultCount=50');
const taskCount = async () => (await tasks()).totalCount;

/** The count settles: a second request of a double click would have landed by now. */
async function expectTaskCountToStay(count: number): Promise<void> {
  await expect.poll(taskCount, { timeout: 10_000 }).toBe(count);
  await page.waitForTimeout(1500);
  await expect(taskCount()).resolves.toBe(count);
}

const dialog = () => page.locator('.ant-modal').filter({ hasText: '选择铺货店铺' });
const notice = () => page.locator('.ant-modal').filter({ hasText: '我知道了' });
const progress = () => page.locator('.ant-modal').filter({ has: page.getByTestId('publish-progress') });

/** The detail page's 一键铺货, with the shop chosen and its preview read. */
async function openPublishFor(good: GoodsListItem): Promise<void> {
  await page.goto(`${baseUrl()}/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`);
  await page.getByTestId('detail-publish').click();
  await dialog().getByText('已选1个商品').waitFor();
  await dialog().getByTestId('publish-shop').filter({ hasText: SHOP }).click();
  await dialog()
    .getByTestId('preflight-row')
    .filter({ hasText: SHOP })
    .getByText(/^售价 ¥/)
    .waitFor();
}

async function confirmButton(): Promise<Locator> {
  await dialog().getByTestId('publish-now').click();
  await notice().getByTestId('listing-notice').waitFor();
  return notice().getByRole('button', { name: '我知道了' });
}

async function closeProgressWhenDone(): Promise<void> {
  await progress().getByText(Messages.progressTitleDone).waitFor({ timeout: 45_000 });
  await progress().locator('.ant-modal-close').click();
  await progress().waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  session = await registerDistributor('一次铺货店');
  api = apiWithToken(session.token, session.tenantId);
  await authorizeQunjielongShop(api, session.tenantId, SHOP);
  goods = await goodsOpenEverywhere(api, 3);
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, session);
});

afterAll(async () => {
  await browser?.close();
});

describe('publishing once', () => {
  it('should make one task of two clicks on the confirm button', async () => {
    const good = goods[0] as GoodsListItem;
    await openPublishFor(good);
    const confirm = await confirmButton();
    const before = await taskCount();
    const keys: (string | undefined)[] = [];
    const listen = (request: Request) => {
      if (request.url().endsWith('/api/platform/good/product/publish')) keys.push(request.headers()['idempotency-key']);
    };
    page.on('request', listen);
    // two clicks in the same moment, faster than any re-render
    await confirm.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await progress().waitFor();
    await expectTaskCountToStay(before + 1);
    page.off('request', listen);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(new Set(keys).size).toBe(1);
    await closeProgressWhenDone();
  });

  it('should retry a publish whose answer was lost with the same key, making no second task', async () => {
    const good = goods[1] as GoodsListItem;
    await openPublishFor(good);
    const before = await taskCount();
    const sent: { key: string | undefined; taskId?: string }[] = [];
    await page.route('**/api/platform/good/product/publish', async (route) => {
      const key = route.request().headers()['idempotency-key'];
      // the server takes the first request; its answer is lost on the way back
      const answer = await route.fetch();
      const { taskId } = (await answer.json()) as { taskId: string };
      sent.push({ key, taskId });
      if (sent.length === 1) return route.abort('connectionreset');
      return route.fulfill({ response: answer });
    });
    const confirm = await confirmButton();
    await confirm.click();
    await page.getByText(Messages.networkError).waitFor();
    await expect.poll(taskCount).toBe(before + 1);
    // the notice stays: the distributor confirms again
    await expect(confirm.isEnabled()).resolves.toBe(true);
    await screenshot(page, 'publish-lost-answer');
    await confirm.click();
    await progress().waitFor();
    await page.unroute('**/api/platform/good/product/publish');

    expect(sent).toHaveLength(2);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[1]?.taskId).toBe(sent[0]?.taskId);
    await expectTaskCountToStay(before + 1);
    await closeProgressWhenDone();
  });

  it('should use a new key when the dialog is opened again', async () => {
    const keys: string[] = [];
    const listen = (request: Request) => {
      if (request.url().endsWith('/api/platform/good/product/publish'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    };
    page.on('request', listen);
    for (const good of [goods[2], goods[2]] as GoodsListItem[]) {
      await openPublishFor(good);
      await dialog().getByTestId('publish-now').click();
      // the second time the good is listed already: confirmed on purpose
      const repeat = page.locator('.ant-modal-confirm').filter({ has: page.getByTestId('republish-confirm') });
      if (keys.length > 0) await repeat.getByRole('button', { name: Messages.republishConfirmOk }).click();
      await notice().getByRole('button', { name: '我知道了' }).dblclick();
      await progress().waitFor();
      await closeProgressWhenDone();
    }
    page.off('request', listen);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('should ask before listing a good again in a shop it is listed in, and publish nothing on cancel', async () => {
    const good = goods[0] as GoodsListItem;
    await expect
      .poll(async () => (await tasks()).items.some((t) => !t.isPublishing && t.successCount > 0), { timeout: 30_000 })
      .toBe(true);
    await openPublishFor(good);
    const before = await taskCount();
    await dialog().getByTestId('publish-now').click();
    const repeat = page.locator('.ant-modal-confirm').filter({ has: page.getByTestId('republish-confirm') });
    await expect(repeat.locator('.ant-modal-confirm-title').textContent()).resolves.toBe(
      Messages.republishConfirmTitle,
    );
    const pair = repeat.getByTestId('republish-pair');
    await expect(pair.count()).resolves.toBe(1);
    await expect(pair.textContent()).resolves.toContain(SHOP);
    await expect(pair.textContent()).resolves.toContain(good.title);
    await expect(pair.textContent()).resolves.toContain(formatMessage(Messages.publishedTimes, { count: 1 }));
    await repeat.getByText(Messages.republishConfirmWarning).waitFor();
    await screenshot(page, 'publish-repeat-confirm');

    await repeat.getByRole('button', { name: Messages.republishConfirmCancel }).click();
    await repeat.waitFor({ state: 'hidden' });
    await expect(notice().isVisible()).resolves.toBe(false);
    await expectTaskCountToStay(before);
    // still in the dialog, nothing sent: the distributor may choose other shops or close it
    await dialog().getByText('已选1个商品').waitFor();
  });
});
