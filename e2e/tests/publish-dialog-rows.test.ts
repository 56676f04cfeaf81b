import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALREADY_REPUBLISHED,
  formatMessage,
  GOODS_FROM_IDS,
  type GoodsListItem,
  Messages,
  MODAL_WIDTH,
  type PagedResult,
  PROGRESS_POLL_MS,
  type PublishDetailItem,
  QUICK_PUBLISH_MARKET,
  RESULTS_PAGE_SIZE,
  StationType,
  TEMPLATE_PANELS,
  templateForPlatform,
} from '@puhuo/domain';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../apps/web/src/i18n/locales/zh-CN/auth.ts';
import { layout } from '../../apps/web/src/i18n/locales/zh-CN/layout.ts';
import { publishing } from '../../apps/web/src/i18n/locales/zh-CN/publishing.ts';
import { results } from '../../apps/web/src/i18n/locales/zh-CN/results.ts';
import { shops as shopWords } from '../../apps/web/src/i18n/locales/zh-CN/shops.ts';
import { templates } from '../../apps/web/src/i18n/locales/zh-CN/templates.ts';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, authorizeSandboxShop, registerDistributor, signIn } from '../support/distributor.ts';
import { openLoginModal } from '../support/identity.ts';
import { authorizeQunjielongShop, goodsOpenEverywhere, setPddFreightTemplate } from '../support/publishing.ts';
import { pickFirstLeaf } from '../support/templates.ts';
import { type Api, apiOf, apiWithToken } from '../support/trade.ts';

/**
 * The publish-to-shops dialog, its progress window and the results drawers, row by row of the spec:
 * the single-good notes and the shops that cannot be chosen, select-all, the widths, the progress
 * hint and its polling, the results' search, prices and states, and the template panels and links.
 *
 * The supplier's blacklist has no API of the product nor a demo admin that writes it (suppliers keep it
 * in their own system; the table is only read): for the one good, the detail page's look-up of it is
 * answered with this distributor's doudian shop, and so is the publish dialog's (the server's shop cards,
 * GET /api/shop/good, read from the real server with that shop marked restricted). Everything else is the
 * real server and the platforms' sandbox.
 */

const LOGO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/logo.png');
const PROGRESS_PATH = '/api/platform/good/product/get-publish-progress';
const BLACK_SHOPS_PATH = '/api/price-control/black-shops';
const SHOP_CARDS_PATH = '/api/shop/good';
/** a platform call slow enough that a publish is still running while the windows are looked at */
const SLOW_PLATFORM_MS = 3_000;
/** the flat price of the qunjielong shop's template: every SKU the same */
const FLAT_PRICE_YUAN = 999;

const NAMES = {
  pddReady: '拼多多行甲店',
  pddBare: '拼多多行乙店',
  qunjielong: '群接龙行店',
  doudian: '抖店行店',
  xiaohongshu: '小红书行店',
} as const;

let browser: Browser;
let page: Page;
let session: ApiSession;
let api: Api;
const shopIds = { pddReady: '', pddBare: '', qunjielong: '', doudian: '', xiaohongshu: '' };
/** a good its supplier keeps off qunjielong (its sales channels) that the pdd shop with a template takes */
let restricted: GoodsListItem;
let restrictedStations: number[];
/** the results batch: three goods to qunjielong (one flat price), the ready pdd shop (price ranges) and the bare one (failures) */
let batchGoods: GoodsListItem[];
let batchId: string;
const batchShops = () => [shopIds.qunjielong, shopIds.pddReady, shopIds.pddBare];
/** the batch's items: every good to every shop of it */
const batchSize = () => batchGoods.length * batchShops().length;

interface TaskList {
  totalCount: number;
  items: { id: string; totalCount: number; successCount: number; failCount: number; isPublishing: boolean }[];
}

const tasks = () => api<TaskList>('GET', '/api/platform/publish-result?skipCount=1&maxResultCount=50');
const taskOf = async (id: string) => (await tasks()).items.find((task) => task.id === id);

/** Waits (also outside a test, in the set-up) until the task has settled every item. */
async function waitForTaskDone(id: string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while ((await taskOf(id))?.isPublishing !== false) {
    if (Date.now() > deadline) throw new Error(`task ${id} still publishing`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The sandbox's admin face (loopback): make a platform slow, then as it was. */
async function sandboxAdmin(method: string, adminPath: string, body?: unknown): Promise<void> {
  const response = await fetch(`${baseUrl()}/sandbox/_admin${adminPath}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${adminPath} answered ${response.status}`);
}
const slowPdd = () => sandboxAdmin('PUT', '/faults/pdd', { latencyMs: SLOW_PLATFORM_MS });
const normalPdd = () => sandboxAdmin('DELETE', '/faults/pdd');

interface Preflight {
  items: { goodsId: string; shopId: string; problems: string[]; belowCost: unknown; manualCategory: unknown }[];
}

const publishBody = (shops: string[], goods: string[]) => ({
  shopInfos: shops.map((shopId) => ({ shopId })),
  items: goods.map((goodId) => ({ goodId, goodsFrom: GOODS_FROM_IDS })),
  market: QUICK_PUBLISH_MARKET,
});

/** A publish as the dialog sends it, for data a journey reads; answers the task. */
async function publishByApi(shops: string[], goods: string[]): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/platform/good/product/publish`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(publishBody(shops, goods)),
  });
  if (!response.ok) throw new Error(`publish answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { taskId: string }).taskId;
}

/** A good of our suppliers kept off qunjielong but open to pdd and doudian that the ready pdd shop takes as it is. */
async function findRestrictedGood(): Promise<{ good: GoodsListItem; stations: number[] }> {
  const { items } = await api<PagedResult<GoodsListItem>>(
    'GET',
    '/api/goods/good?supplierType=1&market=2&maxResultCount=100',
  );
  for (let start = 0; start < items.length; start += 30) {
    const slice = items.slice(start, start + 30);
    const channels = await api<{ items: { goodsId: string; stationTypes: number[] }[] }>(
      'POST',
      '/api/platform-goods/sales-channels',
      { goodsList: slice.map((good) => ({ goodsId: good.id, market: 0 })) },
    );
    for (const entry of channels.items) {
      const open = entry.stationTypes;
      if (open.includes(StationType.Qunjielong) || !open.includes(StationType.Pdd)) continue;
      if (!open.includes(StationType.Doudian)) continue;
      const preflight = await api<Preflight>(
        'POST',
        '/api/platform/good/product/preflight',
        publishBody([shopIds.pddReady], [entry.goodsId]),
      );
      const pair = preflight.items[0];
      if (pair && pair.problems.length === 0 && !pair.belowCost && !pair.manualCategory) {
        const good = slice.find((g) => g.id === entry.goodsId) as GoodsListItem;
        return { good, stations: open };
      }
    }
  }
  throw new Error('no good of the demo catalogue is kept off qunjielong and publishable to pdd as it is');
}

/**
 * Every SKU of a demo good has a dropshipping price of its own, so a publish lists a price range; a
 * shop whose template sets a flat price (0% of the supply price plus an amount) lists one price.
 */
async function setFlatQunjielongPrice(): Promise<void> {
  const qunjielong = templateForPlatform('qunjielong');
  const shopId = shopIds.qunjielong;
  const current = await api<{ price: Record<string, unknown> }>('GET', `${qunjielong.api.get.path}?shopId=${shopId}`);
  await api('POST', qunjielong.api.save, {
    ...current,
    id: undefined,
    shopId,
    price: { ...current.price, ratio: 0, additionY: FLAT_PRICE_YUAN },
  });
}

/** Three goods open to every station that both qunjielong and the ready pdd shop take as they are. */
async function goodsForBatch(): Promise<GoodsListItem[]> {
  const open = await goodsOpenEverywhere(api, 12);
  const shops = [shopIds.qunjielong, shopIds.pddReady];
  const preflight = await api<Preflight>(
    'POST',
    '/api/platform/good/product/preflight',
    publishBody(
      shops,
      open.map((good) => good.id),
    ),
  );
  const fine = open.filter((good) =>
    preflight.items
      .filter((pair) => pair.goodsId === good.id)
      .every((pair) => pair.problems.length === 0 && !pair.belowCost && !pair.manualCategory),
  );
  if (fine.length < 3) throw new Error('fewer than three goods publish as they are');
  return fine.slice(0, 3);
}

beforeAll(async () => {
  session = await registerDistributor('铺货行测试商贸');
  api = apiWithToken(session.token, session.tenantId);
  shopIds.pddReady = await authorizeSandboxShop(session, StationType.Pdd, NAMES.pddReady);
  shopIds.pddBare = await authorizeSandboxShop(session, StationType.Pdd, NAMES.pddBare);
  shopIds.qunjielong = await authorizeQunjielongShop(api, session.tenantId, NAMES.qunjielong);
  shopIds.doudian = await authorizeSandboxShop(session, StationType.Doudian, NAMES.doudian, 'goods');
  shopIds.xiaohongshu = await authorizeSandboxShop(session, StationType.Xiaohongshu, NAMES.xiaohongshu, 'goods');
  await setPddFreightTemplate(api, shopIds.pddReady);
  ({ good: restricted, stations: restrictedStations } = await findRestrictedGood());
  await setFlatQunjielongPrice();
  batchGoods = await goodsForBatch();
  batchId = await publishByApi(
    batchShops(),
    batchGoods.map((good) => good.id),
  );
  await waitForTaskDone(batchId);
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, session);
  // the supplier of the restricted good restricts this distributor's doudian shop from selling it
  await page.route(
    (url) => url.pathname === BLACK_SHOPS_PATH,
    (route) => {
      const goodsId = new URL(route.request().url()).searchParams.get('goodsId');
      if (goodsId !== restricted.id) return route.continue();
      return route.fulfill({
        json: {
          items: [
            { shopId: shopIds.doudian, shopName: NAMES.doudian, stationType: StationType.Doudian, reason: '低价销售' },
          ],
        },
      });
    },
  );
  await page.route(
    (url) => url.pathname === SHOP_CARDS_PATH,
    async (route) => {
      const goodsId = new URL(route.request().url()).searchParams.get('goodsId');
      if (goodsId !== restricted.id) return route.continue();
      const response = await route.fetch();
      const cards = (await response.json()) as { items: { id: string; inBlackList: boolean }[] };
      const items = cards.items.map((card) => (card.id === shopIds.doudian ? { ...card, inBlackList: true } : card));
      return route.fulfill({ response, json: { items } });
    },
  );
});

afterAll(async () => {
  await normalPdd().catch(() => undefined);
  await browser?.close();
});

const dialogOn = (p: Page) => p.locator('.ant-modal').filter({ hasText: publishing.dialog.title });
const dialog = () => dialogOn(page);
const card = (name: string) => dialog().getByTestId('publish-shop').filter({ hasText: name });
const cardBox = (name: string) => card(name).locator('.ant-checkbox-input');
const notice = () => page.locator('.ant-modal').filter({ hasText: publishing.dialog.iKnow });
const progressOn = (p: Page) => p.locator('.ant-modal').filter({ has: p.getByTestId('publish-progress') });
const progress = () => progressOn(page);
const toast = (text: string) => page.locator('.ant-message').getByText(text, { exact: true }).first();

async function openDialogFor(p: Page, good: GoodsListItem): Promise<void> {
  await p.goto(`${baseUrl()}/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`);
  await p.getByTestId('detail-publish').click();
  await dialogOn(p)
    .getByText(formatMessage(publishing.dialog.selectedGoods, { count: 1 }))
    .waitFor();
}

/** The stations the restricted good may go to, and the shop its supplier restricts: who may be chosen. */
const shopStations = {
  pddReady: StationType.Pdd,
  pddBare: StationType.Pdd,
  qunjielong: StationType.Qunjielong,
  doudian: StationType.Doudian,
  xiaohongshu: StationType.Xiaohongshu,
} as const;
const selectable = (shop: keyof typeof NAMES) => restrictedStations.includes(shopStations[shop]) && shop !== 'doudian';

describe('the publish-to-shops dialog for one good', () => {
  it('should note 渠道未开通 on a shop outside the good’s channels and 限制销售 on a shop its supplier restricts, and warn instead of choosing them', async () => {
    await openDialogFor(page, restricted);
    await card(NAMES.qunjielong).getByText(publishing.dialog.channelNotEnabled).waitFor();
    await card(NAMES.doudian).getByText(publishing.dialog.restricted).waitFor();
    // the shops that may be chosen carry neither note
    await expect(card(NAMES.pddReady).textContent()).resolves.not.toMatch(
      new RegExp(`${publishing.dialog.channelNotEnabled}|${publishing.dialog.restricted}`),
    );
    await expect(cardBox(NAMES.qunjielong).isDisabled()).resolves.toBe(true);
    await expect(cardBox(NAMES.doudian).isDisabled()).resolves.toBe(true);
    await expect(cardBox(NAMES.pddReady).isDisabled()).resolves.toBe(false);

    await card(NAMES.qunjielong).click();
    await toast(Messages.channelNotEnabled).waitFor();
    await card(NAMES.doudian).click();
    await toast(Messages.shopRestricted).waitFor();
    await screenshot(page, 'publish-rows-disabled-and-restricted');
    await expect(cardBox(NAMES.qunjielong).isChecked()).resolves.toBe(false);
    await expect(cardBox(NAMES.doudian).isChecked()).resolves.toBe(false);
    // nothing was chosen: no preview of a pair
    await expect(dialog().getByTestId('preflight-row').count()).resolves.toBe(0);
  });

  it('should select all only the shops that are neither outside the channels nor restricted', async () => {
    await dialog().getByText(publishing.dialog.selectAll, { exact: true }).click();
    for (const shop of Object.keys(NAMES) as (keyof typeof NAMES)[]) {
      await expect
        .poll(() => cardBox(NAMES[shop]).isChecked(), { message: `${NAMES[shop]} checked` })
        .toBe(selectable(shop));
    }
    await expect(
      dialog().locator('.ant-checkbox-wrapper', { hasText: publishing.dialog.selectAll }).locator('input').isChecked(),
    ).resolves.toBe(true);
    await screenshot(page, 'publish-rows-select-all');
    // select-all off again leaves nothing chosen
    await dialog().getByText(publishing.dialog.selectAll, { exact: true }).click();
    for (const shop of Object.keys(NAMES) as (keyof typeof NAMES)[]) {
      await expect.poll(() => cardBox(NAMES[shop]).isChecked()).toBe(false);
    }
  });

  it('should draw the publish dialog 680 wide and the listing notice before publishing 600 wide', async () => {
    // measured once the opening animation (a zoom) has settled
    await expect.poll(async () => (await dialog().boundingBox())?.width).toBe(MODAL_WIDTH.publishToShops);
    await card(NAMES.pddReady).click();
    await dialog()
      .getByTestId('preflight-row')
      .filter({ hasText: NAMES.pddReady })
      .getByText(/^售价 ¥/)
      .waitFor();
    await dialog().getByTestId('publish-now').click();
    await notice().getByTestId('listing-notice').waitFor();
    await expect.poll(async () => (await notice().boundingBox())?.width).toBe(MODAL_WIDTH.listingNotice);
    await screenshot(page, 'publish-rows-notice');
  });

  it('should say the window may be closed while under 100, and stop asking for the progress once closed', async () => {
    const asked: number[] = [];
    const listen = (request: Request) => {
      if (new URL(request.url()).pathname === PROGRESS_PATH) asked.push(Date.now());
    };
    page.on('request', listen);
    try {
      await slowPdd();
      await notice().getByRole('button', { name: publishing.dialog.iKnow }).click();
      await progress().getByText(Messages.progressTitleRunning).waitFor();
      await progress().getByText(Messages.progressClosableHint).waitFor();
      // it polls: more than one question while the publish runs
      await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      await screenshot(page, 'publish-rows-progress-running');
      const [running] = (await tasks()).items;
      if (!running) throw new Error('no task');

      await progress().locator('.ant-modal-close').click();
      await progress().waitFor({ state: 'hidden' });
      const askedAtClose = asked.length;
      // three polling periods with the window closed: the publish goes on, nobody asks
      await page.waitForTimeout(3 * PROGRESS_POLL_MS);
      await expect(taskOf(running.id)).resolves.toMatchObject({ isPublishing: true });
      expect(asked.length).toBe(askedAtClose);

      await normalPdd();
      await waitForTaskDone(running.id);
      expect(asked.length).toBe(askedAtClose);
      await expect(taskOf(running.id)).resolves.toMatchObject({ successCount: 1 });
    } finally {
      page.off('request', listen);
      await normalPdd();
    }
  });

  it('should note on the shop card how many times the good is listed there', async () => {
    await openDialogFor(page, restricted);
    await card(NAMES.pddReady)
      .getByText(formatMessage(Messages.publishedTimes, { count: 1 }))
      .waitFor();
    await expect(card(NAMES.pddBare).textContent()).resolves.not.toContain(
      formatMessage(Messages.publishedTimes, { count: 1 }),
    );
    await screenshot(page, 'publish-rows-listed-times');
  });

  it('should show 查看铺货结果 without the hint at 100, and open the next progress at 0 after closing', async () => {
    const publishAgain = async () => {
      await card(NAMES.pddReady).click();
      await dialog().getByTestId('publish-now').click();
      // listed there already: confirmed on purpose
      const repeat = page.locator('.ant-modal-confirm').filter({ has: page.getByTestId('republish-confirm') });
      await repeat.getByRole('button', { name: Messages.republishConfirmOk }).click();
      await notice().getByRole('button', { name: publishing.dialog.iKnow }).click();
    };
    await publishAgain();
    await progress().getByText(Messages.progressTitleDone).waitFor({ timeout: 45_000 });
    await progress().getByRole('button', { name: Messages.viewResults }).waitFor();
    await expect(progress().getByText(Messages.progressClosableHint).count()).resolves.toBe(0);
    await screenshot(page, 'publish-rows-progress-done');
    await progress().locator('.ant-modal-close').click();
    await progress().waitFor({ state: 'hidden' });

    // the next publish: its first answer held until the window has been read
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hold = (url: URL) => url.pathname === PROGRESS_PATH;
    await page.route(hold, async (route) => {
      await held;
      await route.continue();
    });
    try {
      await openDialogFor(page, restricted);
      await publishAgain();
      await progress().getByText(Messages.progressTitleRunning).waitFor();
      await expect(progress().locator('.ant-progress-indicator').textContent()).resolves.toBe('0%');
      await progress().getByText(Messages.progressClosableHint).waitFor();
      await screenshot(page, 'publish-rows-progress-reopened');
    } finally {
      release();
      await page.unroute(hold);
    }
    await progress().getByText(Messages.progressTitleDone).waitFor({ timeout: 45_000 });
    await progress().locator('.ant-modal-close').click();
    await progress().waitFor({ state: 'hidden' });
  });
});

const resultsDrawer = () => page.locator('.ant-drawer').filter({ hasText: results.list.title }).first();
const details = () => page.locator('.ant-drawer').filter({ hasText: results.details.title });
const detailRows = () => details().getByTestId('details-table').locator('tbody tr.ant-table-row');

async function openResults(): Promise<void> {
  await page.getByRole('button', { name: layout.topBar.publishResults, exact: true }).first().click();
  await resultsDrawer().getByTestId('results-table').waitFor();
}

async function detailItems(resultId: string, query = ''): Promise<PublishDetailItem[]> {
  const answer = await api<PagedResult<PublishDetailItem>>(
    'GET',
    `/api/platform/publish-result/detail-list?resultId=${resultId}&skipCount=0&maxResultCount=${RESULTS_PAGE_SIZE}${query}`,
  );
  return answer.items;
}

describe('the results of a batch', () => {
  it('should show a price as one value when its lowest and highest are equal, else lowest~highest, with ¥', async () => {
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('company-name').waitFor();
    await openResults();
    const row = resultsDrawer()
      .locator('tbody tr')
      .filter({ hasText: formatMessage(results.list.failed, { n: batchGoods.length }) })
      .filter({ hasText: formatMessage(results.list.succeeded, { n: 2 * batchGoods.length }) });
    await row.getByRole('button', { name: results.list.view }).click();
    await expect.poll(() => detailRows().count()).toBe(batchSize());

    const items = await detailItems(batchId);
    const kinds = new Set<string>();
    for (const item of items.filter((i) => i.minPrice !== null && i.maxPrice !== null)) {
      const cell = detailRows().filter({ hasText: item.title }).filter({ hasText: item.shopName }).locator('td').nth(1);
      const text = ((await cell.textContent()) ?? '').replaceAll(',', '');
      const shown = /^¥(\d+\.\d{2})(?:~(\d+\.\d{2}))?$/.exec(text);
      expect(shown, `price cell "${text}"`).not.toBeNull();
      if (item.minPrice === item.maxPrice) {
        kinds.add('one');
        expect(shown?.[2]).toBeUndefined();
        expect(Number(shown?.[1])).toBe(item.minPrice);
      } else {
        kinds.add('range');
        expect([Number(shown?.[1]), Number(shown?.[2])]).toEqual([item.minPrice, item.maxPrice]);
      }
    }
    expect([...kinds].sort()).toEqual(['one', 'range']);
    await screenshot(page, 'publish-rows-details-prices');
  });

  it('should search the details by product name with 搜索 or Enter, and show all again on 清空', async () => {
    const box = details().getByPlaceholder(results.details.searchPlaceholder);
    const [first, second] = batchGoods as [GoodsListItem, GoodsListItem];
    await box.fill(first.title);
    await details().getByRole('button', { name: results.details.search, exact: true }).click();
    await expect.poll(() => detailRows().count()).toBe(batchShops().length);
    for (const text of await detailRows().allTextContents()) expect(text).toContain(first.title);
    await screenshot(page, 'publish-rows-details-search');

    await details().getByRole('button', { name: results.details.clear, exact: true }).click();
    await expect(box.inputValue()).resolves.toBe('');
    await expect.poll(() => detailRows().count()).toBe(batchSize());

    await box.fill(second.title);
    await box.press('Enter');
    await expect.poll(() => detailRows().count()).toBe(batchShops().length);
    for (const text of await detailRows().allTextContents()) expect(text).toContain(second.title);
    await details().getByRole('button', { name: results.details.clear, exact: true }).click();
    await expect.poll(() => detailRows().count()).toBe(batchSize());
  });

  it('should show nothing to the distributor when a republish fails', async () => {
    await details().getByRole('tab', { name: results.details.failed }).click();
    await expect.poll(() => detailRows().count()).toBe(batchGoods.length);
    // the server refuses: the pair was republished with success elsewhere in the meantime
    const republishPath = '/api/platform/good/product/single-republish';
    const refuse = (url: URL) => url.pathname === republishPath;
    await page.route(refuse, (route) =>
      route.fulfill({
        status: 400,
        json: { error: { code: 'AlreadyRepublished', message: ALREADY_REPUBLISHED, details: null } },
      }),
    );
    try {
      const logged = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('republish'));
      const refused = page.waitForResponse((r) => new URL(r.url()).pathname === republishPath);
      await detailRows().first().getByRole('button', { name: results.details.republish, exact: true }).click();
      await expect(refused.then((r) => r.status())).resolves.toBe(400);
      await logged;
      await screenshot(page, 'publish-rows-republish-failed');
      await expect(page.locator('.ant-message-notice').count()).resolves.toBe(0);
      await expect(page.getByText(ALREADY_REPUBLISHED).count()).resolves.toBe(0);
      await expect(progress().count()).resolves.toBe(0);
    } finally {
      await page.unroute(refuse);
    }
  });

  it('should show 铺货中 for the items still publishing, then their outcome', async () => {
    // the distributor fixes the cause (the bare pdd shop's freight template) and republishes the failures
    await setPddFreightTemplate(api, shopIds.pddBare);
    await slowPdd();
    try {
      await details().getByRole('button', { name: results.details.republishAllFailed }).click();
      await progress().getByText(Messages.progressTitleRunning).waitFor();
      await progress().locator('.ant-modal-close').click();
      await progress().waitFor({ state: 'hidden' });
      const [republished] = (await tasks()).items;
      if (!republished) throw new Error('no republish');
      await details().getByTestId('batch-links').getByRole('button').first().click();
      await expect
        .poll(async () => (await details().getByTestId('details-table').textContent()) ?? '')
        .toContain(results.details.publishing);
      const publishingRows = detailRows().filter({ hasText: results.details.publishing });
      const running = (await detailItems(republished.id)).filter((item) => item.publishStatus === 0);
      expect(running.length).toBeGreaterThan(0);
      await expect(publishingRows.count()).resolves.toBeGreaterThan(0);
      await screenshot(page, 'publish-rows-details-publishing');
    } finally {
      await normalPdd();
    }
    await expect
      .poll(async () => detailRows().filter({ hasText: results.details.publishing }).count(), { timeout: 45_000 })
      .toBe(0);
    await expect(detailRows().filter({ hasText: results.details.succeeded }).count()).resolves.toBe(batchGoods.length);
  });

  it('should open the results again on page 1 with 10 a page after they were closed', async () => {
    await details().locator('.ant-drawer-close').click();
    await details().waitFor({ state: 'hidden' });
    const listed = (size: number) =>
      page.waitForRequest((request) => {
        const url = new URL(request.url());
        return (
          url.pathname === '/api/platform/publish-result' && url.searchParams.get('maxResultCount') === String(size)
        );
      });
    const twenty = listed(20);
    await resultsDrawer().locator('.ant-pagination-options .ant-select').click();
    await page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .locator('.ant-select-item-option')
      .filter({ hasText: /^20\D/ })
      .click();
    await twenty;
    await screenshot(page, 'publish-rows-results-twenty');
    await resultsDrawer().locator('.ant-drawer-close').click();
    await resultsDrawer().waitFor({ state: 'hidden' });

    const ten = listed(RESULTS_PAGE_SIZE);
    await openResults();
    const request = await ten;
    expect(new URL(request.url()).searchParams.get('skipCount')).toBe('1');
    await expect(resultsDrawer().locator('.ant-pagination-item-active').textContent()).resolves.toBe('1');
    await expect(resultsDrawer().locator('.ant-pagination-options').textContent()).resolves.toContain(
      String(RESULTS_PAGE_SIZE),
    );
    await resultsDrawer().locator('.ant-drawer-close').click();
    await resultsDrawer().waitFor({ state: 'hidden' });
  });
});

const settings = () => page.locator('.ant-drawer-section').filter({ hasText: templates.settings.saveSettings });
const field = (name: string) => settings().getByTestId(`field-${name}`);

async function openSettings(shopName: string): Promise<void> {
  await page.getByTestId('company-name').hover();
  await page.getByRole('button', { name: layout.topBar.publishSettings, exact: true }).click();
  await settings().waitFor();
  await settings()
    .getByRole('tab', { name: new RegExp(shopName) })
    .click();
  await settings().locator('form').waitFor();
}

async function closeSettings(): Promise<void> {
  await settings().getByRole('button', { name: templates.settings.cancel }).click();
  await settings().waitFor({ state: 'hidden' });
}

describe('the publish templates', () => {
  const xiaohongshu = templateForPlatform('xiaohongshu');

  it('should lay a template form out in the panels 基础设置, 价格设置, 库存设置, 运费模板设置 and 其他设置', async () => {
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('company-name').waitFor();
    await openSettings(NAMES.pddReady);
    const titles = await settings().locator('[data-testid^="panel-"] .ant-card-head-title').allTextContents();
    expect(titles).toEqual(TEMPLATE_PANELS.map((panel) => panel.title));
    await screenshot(page, 'publish-rows-template-panels');
    await closeSettings();
  });

  it('should read the freight and the logistics templates again from their 刷新模板 links', async () => {
    await openSettings(NAMES.xiaohongshu);
    for (const [name, endpoint] of [
      ['shippingTemplateId', xiaohongshu.api.freight],
      ['logisticsPlanId', xiaohongshu.api.logistics],
    ] as const) {
      const refresh = field(name).getByRole('button', { name: templates.field.refreshTemplates });
      // the link spins, and takes no click, while the templates are still being read (the first read
      // on a busy machine): the user clicks it once the list is in
      await expect.poll(() => refresh.getAttribute('class'), { timeout: 40_000 }).not.toContain('ant-btn-loading');
      const read = page.waitForRequest((request) => new URL(request.url()).pathname === endpoint?.path);
      await refresh.click();
      await read;
    }
    await screenshot(page, 'publish-rows-refresh-templates');
  });

  it('should say on the xiaohongshu logistics template that differing templates split the order', async () => {
    await field('logisticsPlanId')
      .getByLabel(formatMessage(templates.field.help, { label: Messages.fieldLogisticsTemplate }))
      .hover();
    await page.getByText(Messages.hintLogisticsSplit).waitFor();
    await screenshot(page, 'publish-rows-logistics-split');
  });

  it('should ask the platform for brands once for a burst of typed characters', async () => {
    const brandPath = xiaohongshu.api.brands?.path;
    await field('category').getByRole('radio', { name: Messages.optionManual }).click();
    await pickFirstLeaf(field('categoryId'));
    await field('brandId').locator('.ant-select-content-has-value').waitFor();

    const searched: string[] = [];
    const listen = (request: Request) => {
      const url = new URL(request.url());
      const query = url.searchParams.get('query');
      if (url.pathname === brandPath && query) searched.push(query);
    };
    page.on('request', listen);
    try {
      const typed = 'abcde';
      const answered = page.waitForResponse((response) => {
        const url = new URL(response.url());
        return url.pathname === brandPath && url.searchParams.get('query') === typed;
      });
      const search = field('brandId').locator('input').first();
      await search.click();
      // five characters in one burst, each an input event, as fast typing sends them
      await search.evaluate((input: HTMLInputElement, text: string) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        for (let end = 1; end <= text.length; end++) {
          setValue?.call(input, text.slice(0, end));
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }, typed);
      await answered;
      expect(searched).toEqual([typed]);
      await screenshot(page, 'publish-rows-brand-search');
    } finally {
      page.off('request', listen);
    }
    await page.keyboard.press('Escape');
    await closeSettings();
  });
});

describe('distributors the dialog cannot publish for yet', () => {
  it('should offer 添加店铺 when there is no shop, and list the shop by the refresh that follows its authorisation', async () => {
    const newcomer = await registerDistributor('无店铺行测试商贸');
    const other = await newPage(browser);
    try {
      await signIn(other, newcomer);
      await openDialogFor(other, restricted);
      const empty = dialogOn(other).locator('.ant-empty');
      await empty.getByText(publishing.dialog.noShops).waitFor();
      await screenshot(other, 'publish-rows-empty-state');
      await empty.getByRole('button', { name: publishing.dialog.addShop }).click();
      const bind = other.getByRole('dialog', { name: shopWords.bind.title });
      await bind.getByTestId('platform-grid').waitFor();
      await bind.locator('.ant-modal-close').click();
      await bind.waitFor({ state: 'hidden' });

      // the shop is authorised (its code, elsewhere): the success guide shows, and the open dialog lists it
      const name = '新授权群接龙店';
      await authorizeQunjielongShop(apiWithToken(newcomer.token, newcomer.tenantId), newcomer.tenantId, name);
      await other.getByTestId('shop-authorized-success').waitFor();
      await dialogOn(other).getByTestId('publish-shop').filter({ hasText: name }).waitFor();
      await expect(dialogOn(other).getByText(publishing.dialog.noShops).count()).resolves.toBe(0);
      await screenshot(other, 'publish-rows-shop-listed');
    } finally {
      await other.context().close();
    }
  });

  it('should open the bind-phone dialog instead of publishing when no phone is bound', async () => {
    const other = await newPage(browser);
    try {
      // a distributor registered by WeChat, without a phone
      await other.goto(`${baseUrl()}/market`);
      await other.getByTestId('goods-card').first().waitFor();
      await openLoginModal(other);
      await other.getByRole('dialog').getByRole('tab', { name: auth.login.tabs.wechat }).click();
      const scanUrl = await other.getByAltText(auth.wechat.qrAlt).getAttribute('data-scan-url');
      const phone = await other.context().newPage();
      await phone.goto(scanUrl ?? '');
      await phone.getByLabel('新的微信号').check();
      await phone.getByPlaceholder('微信昵称').fill('小周');
      await phone.getByRole('button', { name: '确认登录' }).click();
      await phone.getByText('已确认登录').waitFor();
      await phone.close();
      await other.getByRole('button', { name: auth.wechat.registerWithWechat }).click();
      const register = other.getByRole('dialog');
      await register.getByPlaceholder(auth.register.companyNamePlaceholder).fill('小周百货');
      await other.locator('input[type=file]').setInputFiles(LOGO);
      await register.getByAltText('Logo').waitFor();
      await register.getByRole('button', { name: auth.register.save }).click();
      await register.getByPlaceholder(auth.register.inviteCodePlaceholder).fill('00LANHAI');
      await register.getByRole('button', { name: auth.register.confirm }).click();
      await expect.poll(() => other.getByTestId('company-name').textContent()).toBe('小周百货');

      const own = await apiOf(other);
      const tenantId = decodeURIComponent(
        (await other.context().cookies()).find((c) => c.name === '__tenant')?.value ?? '',
      );
      const shopName = '微信注册群接龙店';
      await authorizeQunjielongShop(own, tenantId, shopName);
      await other.getByTestId('shop-authorized-success').waitFor();

      await openDialogFor(other, batchGoods[0] as GoodsListItem);
      await dialogOn(other).getByTestId('publish-shop').filter({ hasText: shopName }).click();
      await dialogOn(other).getByTestId('publish-now').click();
      const bindPhone = other.getByRole('dialog', { name: auth.bindPhone.title });
      await bindPhone.getByPlaceholder(auth.fields.phonePlaceholder).waitFor();
      await screenshot(other, 'publish-rows-bind-phone');
      await expect(other.getByTestId('listing-notice').count()).resolves.toBe(0);
      // nothing was published
      await expect(
        own<TaskList>('GET', '/api/platform/publish-result?skipCount=1&maxResultCount=10'),
      ).resolves.toMatchObject({
        totalCount: 0,
      });
    } finally {
      await other.context().close();
    }
  });
});
