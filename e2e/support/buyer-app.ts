import type { Locator, Page } from 'playwright-core';

/**
 * Clicks in the page and answers the window it opens. The click is awaited first, so a click that
 * cannot be made fails with Playwright's account of why (covered, moving, gone), not as a missing window.
 */
export async function popupOf(p: Page, click: () => Promise<void>): Promise<Page> {
  const opened = p.context().waitForEvent('page');
  try {
    await click();
  } catch (error) {
    opened.catch(() => undefined);
    throw error;
  }
  const popup = await opened;
  await popup.waitForLoadState();
  return popup;
}

/** Buyer-app modal, step 0: orders the buyer app on 1688's service market, in the window it opens. */
export async function orderBuyerApp(page: Page, modal: Locator, accountName: string): Promise<void> {
  const market = await popupOf(page, () => modal.getByRole('button', { name: '去订购' }).click());
  await market.getByLabel('店铺名称').fill(accountName);
  await market.getByRole('button', { name: '立即订购' }).click();
  await market.getByText('订购成功', { exact: false }).waitFor();
  await market.close();
}

/** Step 1: the 1688 account agrees on 1688's consent page; `look` sees the page before agreeing. */
export async function authorizeBuyerAccount(
  page: Page,
  modal: Locator,
  accountName: string,
  look?: (consent: Page) => Promise<unknown>,
): Promise<void> {
  const consent = await popupOf(page, () => modal.getByRole('button', { name: '去授权' }).click());
  await consent.getByLabel('店铺名称').fill(accountName);
  await look?.(consent);
  await consent.getByRole('button', { name: '同意授权' }).click();
  await consent.getByText('1688账号授权成功').waitFor();
  await consent.close();
}

/** Step 2: the buyer opens password-free payment on 1688's own page. */
export async function openProtocolPay(page: Page, modal: Locator, accountName: string): Promise<void> {
  const pay = await popupOf(page, () => modal.getByRole('link', { name: '去开通免密支付' }).click());
  await pay.getByLabel('买家账号').fill(accountName);
  await pay.getByRole('button', { name: '同意协议并开通' }).click();
  await pay.getByText('已开通免密支付', { exact: false }).waitFor();
  await pay.close();
}

/**
 * Back from the 1688 page, the buyer-app modal may see the payment open by itself (it reads the
 * status again when the window regains focus); otherwise 我已开通 asks for it. Waits for 已就绪 either way.
 */
export async function confirmProtocolPayOpen(modal: Locator): Promise<void> {
  const ready = modal.getByText('1688买家应用已就绪');
  const confirm = modal.getByRole('button', { name: '我已开通' });
  await ready.or(confirm).first().waitFor();
  if (await confirm.isVisible()) await confirm.click({ timeout: 3_000 }).catch(() => undefined);
  await ready.waitFor();
}
