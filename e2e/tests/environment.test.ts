import { Messages } from '@puhuo/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { registerDistributor, signIn } from '../support/distributor.ts';

/** A demo run says so in the top bar: nobody takes a played-locally payment or listing for a real one. */

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the run mode in the top bar', () => {
  it('should show 演示环境 with what is played locally, to a guest and to a distributor', async () => {
    const guest = await newPage(browser);
    await guest.goto(`${baseUrl()}/market`);
    const tag = guest.getByTestId('environment-tag');
    await expect(tag.textContent()).resolves.toBe(Messages.demoEnvironment);
    await tag.hover();
    await guest.getByRole('tooltip').getByText(Messages.demoEnvironmentTip).waitFor();
    await screenshot(guest, 'environment-demo-tag');
    await guest.context().close();

    const distributor = await newPage(browser);
    await signIn(distributor, await registerDistributor('演示环境观察店'));
    await expect(distributor.getByTestId('environment-tag').textContent()).resolves.toBe(Messages.demoEnvironment);
    await distributor.context().close();
  });

  it('should show nothing in production', async () => {
    const page = await newPage(browser);
    let answered = false;
    await page.route('**/api/abp/application-configuration', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      answered = true;
      await route.fulfill({ response, json: { ...body, environment: { mode: 'production' } } });
    });
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('goods-card').first().waitFor();
    await expect.poll(() => answered).toBe(true);
    await page.waitForTimeout(500);
    await expect(page.getByTestId('environment-tag').count()).resolves.toBe(0);
    await page.context().close();
  });
});
