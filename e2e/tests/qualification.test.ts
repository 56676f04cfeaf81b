import { Messages } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, registerDistributor, signIn } from '../support/distributor.ts';

// /qualification-apply (spec doc 1 §2): a distributor submits company, business licence and contact,
// the licence judged by its content, and sees the review status.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let browser: Browser;
let page: Page;
let session: ApiSession;

beforeAll(async () => {
  session = await registerDistributor('资质申请店');
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

describe('the qualification application', () => {
  it('should ask a guest to log in first', async () => {
    await page.goto(`${baseUrl()}/qualification-apply`);
    await page.getByText('请先登录后再提交资质申请').waitFor();
    await page.getByRole('button', { name: '登录' }).click();
    await page.getByRole('dialog').getByText('账号登录').waitFor();
    await page.keyboard.press('Escape');
  });

  it('should refuse a disguised licence, then take a real one and show the application under review', async () => {
    await signIn(page, session);
    await page.goto(`${baseUrl()}/qualification-apply`);
    const form = page.getByTestId('qualification-form');
    await form.waitFor();
    // the company name comes from the account
    await expect(form.getByLabel('企业名称').inputValue()).resolves.toBe('资质申请店');

    await form.getByRole('button', { name: '提交审核' }).click();
    await form.getByText(Messages.licenceRequired).waitFor();
    await form.getByText(Messages.contactNameRequired).waitFor();

    const file = form.locator('input[type=file]');
    await file.setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: Buffer.from('%PDF-1.7 not an image'),
    });
    await page.getByText(Messages.logoFormat).waitFor();
    await file.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
    await form.getByAltText('营业执照').waitFor();

    await form.getByLabel('联系人').fill('王经理');
    await form.getByLabel('联系电话').fill('13800138000');
    await form.getByRole('button', { name: '提交审核' }).click();
    const status = page.getByTestId('qualification-status');
    await status.getByText('审核中').waitFor();
    await status.getByText('王经理').waitFor();
    await screenshot(page, 'qualification-pending');

    // kept: the page shows the status after a reload
    await page.reload();
    await page.getByTestId('qualification-status').getByText('审核中').waitFor();
  });
});
