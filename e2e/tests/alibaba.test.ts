import { OFFER_NOT_FOUND, OFFER_URL_INVALID } from '@puhuo/domain';
import { createAlibabaOfferSource, SANDBOX_APPS } from '@puhuo/platforms';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { registerDistributor, signIn } from '../support/distributor.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

/** an offer of the 1688 selection, read from the (in-process) 1688 sandbox as any 1688 client would */
async function someOffer() {
  const source = createAlibabaOfferSource({ baseUrl: `${baseUrl()}/sandbox/alibaba`, ...SANDBOX_APPS.alibaba });
  const [offer] = (await source.listOffers({ page: 3, pageSize: 1 })).items;
  if (!offer) throw new Error('the 1688 sandbox has no offers');
  return offer;
}

async function paste(p: Page, url: string) {
  const box = p.getByTestId('offer-url-box');
  await box.getByPlaceholder('粘贴1688商品链接').fill(url);
  await box.getByRole('button', { name: '查看' }).click();
}

describe('1688 offer by URL', () => {
  it('should ask a guest to log in before looking up a pasted offer', async () => {
    await page.goto(`${baseUrl()}/market-1688`);
    await paste(page, 'https://detail.1688.com/offer/600000000001.html');
    await page.getByTestId('offer-url-error').getByText('请先登录后再查看1688商品').waitFor();
    await page.getByRole('dialog').getByPlaceholder('请输入账号').waitFor();
  });

  it('should open the detail of a pasted 1688 offer, and say what is wrong with other addresses', async () => {
    const offer = await someOffer();
    await page.context().clearCookies();
    await signIn(page, await registerDistributor('一八八八选品商行'), '/market-1688');

    await paste(page, 'https://item.taobao.com/item.htm?id=712345678901');
    await page.getByTestId('offer-url-error').getByText(OFFER_URL_INVALID).waitFor();
    await screenshot(page, 'alibaba-paste-box');
    await paste(page, 'https://detail.1688.com/offer/123456789012.html');
    await page.getByTestId('offer-url-error').getByText(OFFER_NOT_FOUND).waitFor();

    await paste(page, `https://detail.1688.com/offer/${offer.offerId}.html?spm=a26352.13672862`);
    await page.waitForURL(new RegExp(`/detail/alibaba-${offer.offerId}\\?tenantId=`));
    await page.getByRole('heading', { level: 1, name: offer.title }).waitFor();
    expect(await page.locator('h1').first().textContent()).toContain(offer.title);
    await screenshot(page, 'alibaba-offer-by-url');
  });
});
