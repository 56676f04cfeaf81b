import { Messages } from '@puhuo/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';

/**
 * The server's database goes away for a moment (a restart, a failover): the server answers 503 with
 * Retry-After. The page shows one calm notice instead of an error per request, keeps what the user
 * typed, and comes back by itself once the server is ready again.
 */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a connection that drops and comes back', () => {
  it('should say once that it is retrying, keep the typed search, and recover without a reload', async () => {
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('goods-card').first().waitFor();
    const search = page.getByPlaceholder('请输入商品关键词').first();
    await search.fill('连衣裙 女');

    // the database is away: every API call answers as the server then does
    let away = true;
    await page.route('**/api/**', (route) =>
      away
        ? route.fulfill({
            status: 503,
            headers: { 'retry-after': '5', 'content-type': 'application/json' },
            body: JSON.stringify({
              error: { code: 'ServiceUnavailable', message: Messages.serviceUnavailable, details: null },
            }),
          })
        : route.fallback(),
    );
    await page.route('**/health/ready', (route) =>
      away ? route.fulfill({ status: 503, body: '{"status":"unavailable"}' }) : route.fallback(),
    );
    // sorting by sales asks the server for another page of goods
    await page.getByText('销量', { exact: true }).first().click();
    const notice = page.locator('.ant-message').getByText(Messages.connectionLost);
    await notice.waitFor();
    await screenshot(page, 'connection-lost');
    // one notice, not a toast per failed request
    await expect(page.locator('.ant-message-notice').count()).resolves.toBe(1);
    expect(await search.inputValue()).toBe('连衣裙 女');

    away = false;
    await page.locator('.ant-message').getByText(Messages.connectionRestored).waitFor({ timeout: 10_000 });
    await expect(notice.count()).resolves.toBe(0);
    await page.getByTestId('goods-card').first().waitFor();
    expect(await search.inputValue()).toBe('连衣裙 女');
    await screenshot(page, 'connection-restored');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
