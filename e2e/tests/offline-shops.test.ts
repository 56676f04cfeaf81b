import { Messages } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, registerDistributor, signIn } from '../support/distributor.ts';

// The offline shop application (spec doc 1 §7: offline shop apply endpoints): a shop on a channel that
// cannot be authorised online is applied for from the add-shop modal, and its review status is listed.

let browser: Browser;
let page: Page;
let session: ApiSession;

beforeAll(async () => {
  session = await registerDistributor('线下渠道申请店');
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, session);
});
afterAll(async () => {
  await browser?.close();
});

describe('offline shop applications', () => {
  it('should apply for a shop on an offline channel and list it under review', async () => {
    await page.getByTestId('company-name').hover();
    await page.getByRole('button', { name: '我的店铺' }).click();
    await page.getByRole('button', { name: '添加店铺' }).click();
    const bind = page.getByRole('dialog', { name: '添加店铺' });
    await bind.getByTestId('platform-grid').waitFor();
    await bind.getByTestId('offline-shop-entry').click();

    const dialog = page.getByRole('dialog', { name: '申请开通线下店铺' });
    await dialog.getByText('还没有提交过申请').waitFor();
    const form = dialog.getByTestId('offline-shop-form');
    await form.getByRole('button', { name: '提交申请' }).click();
    await form.getByText(Messages.offlineChannelRequired).waitFor();

    await form.getByLabel('渠道').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await form.getByLabel('店铺名称').fill('线下旗舰店');
    await form.getByLabel('联系人').fill('王经理');
    await form.getByLabel('联系电话').fill('13800138000');
    await form.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('申请已提交，请等待审核').waitFor();
    const application = dialog.getByTestId('offline-shop-application');
    await application.getByText('审核中').waitFor();
    await application.getByText(/^线下旗舰店 · /).waitFor();
    await screenshot(page, 'offline-shop-applied');
  });
});
