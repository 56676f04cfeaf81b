import { type GoodsListItem, type Listing, StationType, templateForPlatform } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, authorizeSandboxShop, registerDistributor, signIn } from '../support/distributor.ts';
import { publishAndWait } from '../support/listings.ts';
import { goodsOpenEverywhere } from '../support/publishing.ts';
import { type Api, apiWithToken } from '../support/trade.ts';

/**
 * 我的铺货: goods published to a pdd shop show in the workbench with their platform ids, prices and status,
 * and in the where-listed matrix; the shop's sync settings are set on the page; when the supplier changes a
 * price and runs out of stock (the suppliers' desk of the demo), within seconds the listings on pdd itself
 * follow the policy — repriced, stock 0 — and a price under the margin floor is held, nothing sent.
 */

const SHOP = '同步拼多多店';
let browser: Browser;
let page: Page;
let session: ApiSession;
let api: Api;
let shopId: string;
let goods: GoodsListItem[];
/** the sandbox phone: the distributor's WeChat, following the official account */
let phone: Page;
const WECHAT_NICKNAME = '铺货同步微信';

/** The phone's official-account inbox, freshly loaded: the template messages as shown, newest first. */
async function inboxMessages(): Promise<string[]> {
  await phone.reload();
  await phone.getByText(`${WECHAT_NICKNAME} 收到的消息`).waitFor();
  return phone.getByTestId('inbox-message').allInnerTexts();
}

interface Sku {
  skuId: string;
  daifaPrice: number;
  stock: number;
}

/** the supplier's own edit of a good, at the suppliers' desk the demo plays */
async function supplierEdits(goodsId: string, body: object): Promise<void> {
  const response = await fetch(`${baseUrl()}/sandbox/supplier/goods/${encodeURIComponent(goodsId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

const skusOf = async (good: GoodsListItem) =>
  (await api<{ skus: Sku[] }>('GET', `/api/goods/good/${good.tenantId}/${encodeURIComponent(good.id)}`)).skus;

const row = (title: string) => page.locator('tr', { hasText: title });

const listingOf = async (goodsId: string) =>
  (await api<{ items: Listing[] }>('GET', `/api/workbench/listings?goodsId=${encodeURIComponent(goodsId)}`))
    .items[0] as Listing;

/** the listing as pdd holds it, read from the sandbox's admin face (loopback) */
async function sandboxListing(
  listingId: string,
): Promise<{ status: string; skus: { priceFen: number; groupPriceFen?: number; stock: number }[] }> {
  const response = await fetch(`${baseUrl()}/sandbox/_admin/pdd/listings/${listingId}`);
  expect(response.status).toBe(200);
  return response.json();
}

beforeAll(async () => {
  session = await registerDistributor('铺货同步商行');
  api = apiWithToken(session.token, session.tenantId);
  shopId = await authorizeSandboxShop(session, StationType.Pdd, SHOP);
  // the shop's template: its first freight template, listed on sale at once (goodStatus 0)
  const pdd = templateForPlatform('pdd');
  const freight = await api<{ items: { id?: string; value?: string }[] }>(
    'GET',
    `${pdd.api.freight?.path}?${pdd.api.freight?.shopParam}=${shopId}`,
  );
  const template = await api<Record<string, unknown>>('GET', `${pdd.api.get.path}?shopId=${shopId}`);
  await api('POST', pdd.api.save, {
    ...template,
    id: undefined,
    shopId,
    goodStatus: 0,
    freightTemplateId: freight.items[0]?.id ?? freight.items[0]?.value,
  });
  goods = await goodsOpenEverywhere(api, 3);
  await publishAndWait(
    api,
    shopId,
    goods.map((g) => g.id),
  );
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, session);
  await page.goto(`${baseUrl()}/workbench/listings`);
});

afterAll(async () => {
  await browser?.close();
});

describe('我的铺货', () => {
  it('should list every listing the publish made, in sync, and lay the goods out by shop', async () => {
    await page.getByRole('menuitem', { name: '我的铺货' }).waitFor();
    for (const good of goods) await row(good.title).getByText('在售').waitFor();
    await expect(page.getByText(`共 ${goods.length} 条`).isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('listing-sync').first().textContent()).resolves.toBe('已同步');
    await screenshot(page, 'my-listings');

    await page.getByRole('tab', { name: '铺货分布' }).click();
    await page.getByRole('columnheader', { name: new RegExp(SHOP) }).waitFor();
    await expect(page.getByTestId('matrix-cell').allInnerTexts()).resolves.toEqual(goods.map(() => '1 个（在售 1）'));
    await screenshot(page, 'my-listings-matrix');
    await page.getByRole('tab', { name: '铺货列表' }).click();
  });

  it('should set the shop’s sync settings on the page', async () => {
    await page.getByTestId('listing-shop-filter').click();
    await page.locator('.ant-select-item-option', { hasText: SHOP }).click();
    await page.getByTestId('sync-policy').click();
    const dialog = page.getByRole('dialog', { name: '店铺同步设置' });
    await dialog.getByText('按模板公式改价').click();
    await dialog.getByLabel('保底利润').fill('1');
    await screenshot(page, 'my-listings-sync-policy');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('同步设置已保存').waitFor();
    await expect(api('GET', `/api/workbench/shops/${shopId}/sync-policy`)).resolves.toMatchObject({
      priceChange: 'reprice',
      marginFloor: 1,
      outOfStock: 'stockZero',
    });
  });

  it('should follow the official account with the phone, for the goods-source messages (on by default)', async () => {
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('company-name').waitFor();
    await page.getByRole('button', { name: '消息设置', exact: true }).click();
    const drawer = page.locator('.ant-drawer-open');
    const qr = drawer.getByAltText('关注公众号二维码');
    await qr.waitFor();
    const scanUrl = await qr.getAttribute('data-scan-url');
    if (!scanUrl) throw new Error('the QR has no scan address');
    phone = await (await browser.newContext({ viewport: { width: 400, height: 820 }, locale: 'zh-CN' })).newPage();
    await phone.goto(scanUrl);
    await phone.getByLabel('新的微信号').check();
    await phone.getByPlaceholder('微信昵称').fill(WECHAT_NICKNAME);
    await phone.getByRole('button', { name: '关注公众号' }).click();
    await phone.getByTestId('follow-done').waitFor();
    await phone.getByRole('link', { name: '查看公众号消息' }).click();
    expect(await inboxMessages()).toEqual([]);
    await page.goto(`${baseUrl()}/workbench/listings?shopId=${shopId}`);
    await page.getByTestId('listing-shop-filter').getByText(SHOP).waitFor();
  });

  it('should follow the supplier on pdd within seconds: reprice, stock 0, and hold a price under the floor', async () => {
    const [repriced, soldOut, squeezed] = goods as [GoodsListItem, GoodsListItem, GoodsListItem];
    const [first] = await skusOf(repriced);
    if (!first) throw new Error('no sku');
    const newSupply = first.daifaPrice + 3;
    await supplierEdits(repriced.id, { skus: [{ skuId: first.skuId, daifaPrice: newSupply }] });
    await supplierEdits(soldOut.id, { skus: (await skusOf(soldOut)).map((s) => ({ skuId: s.skuId, stock: 0 })) });

    const synced = async (good: GoodsListItem) => {
      for (const started = Date.now(); ; await page.waitForTimeout(200)) {
        const listing = await listingOf(good.id);
        if (listing.lastSyncedAt !== null && listing.pendingSync === null) return listing;
        if (Date.now() - started > 15_000) throw new Error(`not synced: ${JSON.stringify(listing)}`);
      }
    };
    const afterReprice = await synced(repriced);
    const sku = afterReprice.skus.find((s) => s.skuId === first.skuId);
    expect(sku?.supplyPrice).toBe(newSupply);
    // pdd holds the new prices the registry says were sent
    const held = await sandboxListing(afterReprice.platformListingId);
    const index = afterReprice.skus.findIndex((s) => s.skuId === first.skuId);
    expect(held.skus[index]?.groupPriceFen).toBe(Math.round((sku?.groupPrice ?? 0) * 100));
    const afterSoldOut = await synced(soldOut);
    expect((await sandboxListing(afterSoldOut.platformListingId)).skus.every((s) => s.stock === 0)).toBe(true);
    await page.reload();
    await row(soldOut.title).getByText('已同步').waitFor();
    await expect(row(soldOut.title).getByTestId('listing-stock').textContent()).resolves.toBe('0');
    await screenshot(page, 'my-listings-followed');
    // the listings whose supplier has nothing left to ship, found by the concern filter and kept in the address
    await page.getByTestId('listing-concern-filter').click();
    await page.locator('.ant-select-item-option', { hasText: '货源无货可发' }).click();
    await expect.poll(() => page.getByTestId('listing-stock').count(), { timeout: 15_000 }).toBe(1);
    await row(soldOut.title).waitFor();
    expect(new URL(page.url()).searchParams.get('concern')).toBe('supplierOutOfStock');
    await page.goto(page.url().replace(/&?concern=supplierOutOfStock/, ''));
    await expect.poll(() => page.getByTestId('listing-stock').count(), { timeout: 15_000 }).toBe(goods.length);

    // a floor no repriced price can keep: the supplier's next price change is held, nothing sent
    const policy = await api<Record<string, unknown>>('GET', `/api/workbench/shops/${shopId}/sync-policy`);
    await api('PUT', `/api/workbench/shops/${shopId}/sync-policy`, { ...policy, marginFloor: 10_000 });
    const [squeezedSku] = await skusOf(squeezed);
    if (!squeezedSku) throw new Error('no sku');
    const before = await listingOf(squeezed.id);
    await supplierEdits(squeezed.id, { skus: [{ skuId: squeezedSku.skuId, daifaPrice: squeezedSku.daifaPrice + 1 }] });
    // the page keeps itself current: no reload
    const heldTag = row(squeezed.title).getByText('保底利润保护');
    await heldTag.waitFor({ timeout: 15_000 });
    await heldTag.hover();
    await page.getByText('供货价变动后售价将低于保底利润，已保持原售价，请检查定价').waitFor();
    const after = await listingOf(squeezed.id);
    expect(after.skus.map((s) => s.price)).toEqual(before.skus.map((s) => s.price));
    expect((await sandboxListing(after.platformListingId)).skus.map((s) => s.priceFen)).toEqual(
      before.skus.map((s) => Math.round(s.price * 100)),
    );
    await screenshot(page, 'my-listings-floor-held');
    // and the distributor's WeChat says so at once, once, naming the good and the shop (the hourly
    // goods-source sweep may also have said the sold-out good has nothing to ship: another message)
    const heldSaid = `「${squeezed.title}」供货价变动后售价将低于保底利润，店铺「${SHOP}」已保持原售价`;
    const aboutTheHeld = async () => (await inboxMessages()).filter((message) => message.includes(heldSaid));
    await expect.poll(aboutTheHeld, { timeout: 15_000 }).toHaveLength(1);
    expect(await inboxMessages()).not.toContainEqual(expect.stringContaining(repriced.title));
    await screenshot(phone, 'my-listings-floor-held-wechat');
  });

  it('should delist and relist selected listings in bulk on pdd, with the progress and each result', async () => {
    // the calls may queue behind whatever else uses the pdd app's QPS (the journeys publishing beside this
    // one): the progress is what the distributor sees meanwhile, so the wait is for the end, not a race
    const actionSettles = { timeout: 45_000 };
    // the shop chosen above is kept in the address: a reload shows the same listings
    await page.reload();
    await page.getByTestId('listing-shop-filter').getByText(SHOP).waitFor();
    const [one, two] = goods as [GoodsListItem, GoodsListItem];
    await row(one.title).getByRole('checkbox').check();
    await row(two.title).getByRole('checkbox').check();
    const bar = page.getByTestId('listing-bulk-actions');
    await bar.getByText('已选 2 个').waitFor();
    await bar.getByRole('button', { name: '下架' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: '下架：2 个铺货商品' });
    await confirm.getByText('在平台上把所选商品下架（放入仓库）。').waitFor();
    await screenshot(page, 'my-listings-bulk-confirm');
    await confirm.getByRole('button', { name: /^确\s*定$/ }).click();

    const results = page.getByTestId('listing-action-results');
    await results.getByText('已处理 2 / 2').waitFor(actionSettles);
    await expect(results.getByTestId('listing-action-counts').textContent()).resolves.toBe(
      '成功 2，失败 0，跳过 0，保底利润保护 0',
    );
    await expect(results.getByTestId('listing-action-state').allInnerTexts()).resolves.toEqual(['成功', '成功']);
    await screenshot(page, 'my-listings-bulk-results');
    for (const good of [one, two]) {
      expect((await sandboxListing((await listingOf(good.id)).platformListingId)).status).toBe('warehouse');
    }
    await results
      .getByRole('button', { name: /^关\s*闭$/ })
      .last()
      .click();
    await row(one.title).getByText('仓库中').waitFor();

    // relist one, and ask again for one already on sale: it is skipped, saying why
    await row(one.title).getByRole('checkbox').check();
    await row((goods[2] as GoodsListItem).title)
      .getByRole('checkbox')
      .check();
    await bar.getByRole('button', { name: '上架' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '上架：2 个铺货商品' })
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await results.getByText('已处理 2 / 2').waitFor(actionSettles);
    await results.getByText('已是在售状态').waitFor();
    expect((await sandboxListing((await listingOf(one.id)).platformListingId)).status).toBe('onSale');
    await screenshot(page, 'my-listings-bulk-relist');
  });

  it('should show a good in the workbench with the shops holding it, and open its listings from there', async () => {
    const good = goods[0] as GoodsListItem;
    const query = new URLSearchParams({ tenantId: good.tenantId, id: good.id });
    await page.goto(`${baseUrl()}/workbench/goods/detail?${query}`);
    const detail = page.getByTestId('workbench-goods');
    await detail.getByRole('heading', { name: good.title }).waitFor();
    await detail.getByTestId('where-listed').getByText(SHOP).waitFor();
    await screenshot(page, 'my-listings-workbench-goods');
    await detail.getByRole('button', { name: '管理铺货' }).click();
    await page.waitForURL(/\/workbench\/listings\?goodsId=/);
    await expect.poll(() => page.getByTestId('listing-stock').count(), { timeout: 15_000 }).toBe(1);
    await row(good.title).waitFor();
  });
});
