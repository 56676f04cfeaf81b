import { type GoodsListResult, ServerMessages } from '@puhuo/domain';
import { CatalogueBlueprint } from '@puhuo/server/src/modules/catalogue/seed/catalogue-generator.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, registerDistributor, signIn } from '../support/distributor.ts';
import { type Api, apiWithToken } from '../support/trade.ts';

// 我的供应商 (spec doc 1 §7: POST /api/my-supplier/invitation): a distributor joins a supplier with the
// code the supplier gave them, and the supplier's invited goods are theirs to see from then on.

let browser: Browser;
let page: Page;
let session: ApiSession;
let api: Api;

beforeAll(async () => {
  session = await registerDistributor('供应商邀请店');
  api = apiWithToken(session.token, session.tenantId);
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, session);
});
afterAll(async () => {
  await browser?.close();
});

describe('my suppliers', () => {
  it('should refuse an unknown code, then join a supplier by its code and show it in the list', async () => {
    // the demo catalogue's suppliers are deterministic: their codes are their uids
    const supplier = new CatalogueBlueprint().suppliers.find((s) => !s.isAlibaba);
    if (!supplier) throw new Error('no supplier of our own in the demo catalogue');

    await page.getByTestId('company-name').hover();
    await page.getByRole('button', { name: '我的供应商' }).click();
    const dialog = page.getByRole('dialog', { name: '我的供应商' });
    await dialog.getByText('还没有加入任何供应商').waitFor();

    await dialog.getByTestId('supplier-invite-code').fill('NOPE123');
    await dialog.getByRole('button', { name: '查询' }).click();
    await dialog.getByTestId('supplier-lookup-problem').getByText(ServerMessages.inviteCodeUnknown).waitFor();

    await dialog.getByTestId('supplier-invite-code').fill(supplier.uid.toLowerCase());
    await dialog.getByRole('button', { name: '查询' }).click();
    const found = dialog.getByTestId('supplier-found');
    await found.getByRole('button', { name: '加入供应商' }).click();
    await page.getByText(/^已加入供应商「.+」$/).waitFor();
    await found.getByText(/^已加入（/).waitFor();
    await expect.poll(() => dialog.getByTestId('my-supplier').count()).toBe(1);
    await screenshot(page, 'my-suppliers-joined');

    // its invited goods, and only its, are the distributor's invited goods now
    const invited = await api<GoodsListResult>('GET', '/api/goods/good?market=0&maxResultCount=50');
    for (const good of invited.items) expect(good.tenantId).toBe(supplier.tenantId);
    await page.keyboard.press('Escape');
  });
});
