import { Messages, StationType } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, authorizeSandboxShop, registerDistributor, signIn } from '../support/distributor.ts';
import { fillDistributionList, setPddFreightTemplate } from '../support/publishing.ts';
import { type Api, apiWithToken } from '../support/trade.ts';

/**
 * Publish-result notifications as a distributor meets them: the results drawer asks to turn messages
 * on, the distributor follows the official account with the sandbox phone and turns the publish-result
 * switch on, the banner goes, and each finished publish task (a republish too) lands once in the
 * phone's official-account inbox.
 */

const WECHAT_NICKNAME = '铺货通知测试微信';
const BANNER = '您还未开启消息提醒，铺货结果无法通知到您';

let browser: Browser;
let page: Page;
/** the sandbox phone: WeChat following the official account */
let phone: Page;
let session: ApiSession;
let api: Api;
let shopId: string;

beforeAll(async () => {
  session = await registerDistributor('通知测试商行');
  api = apiWithToken(session.token, session.tenantId);
  // a pdd shop whose template has no freight template yet: its first publish fails, to be republished
  shopId = await authorizeSandboxShop(session, StationType.Pdd, '拼多多通知店');
  await fillDistributionList(api, 2);
  browser = await launchBrowser();
  page = await newPage(browser);
  phone = await (await browser.newContext({ viewport: { width: 400, height: 820 }, locale: 'zh-CN' })).newPage();
  await signIn(page, session);
});

afterAll(async () => {
  await browser?.close();
});

// a closed drawer stays in the page, empty but not hidden: only an open one is the drawer on screen
const openDrawer = (title: string) =>
  page
    .locator('.ant-drawer-open')
    .filter({ has: page.locator('.ant-drawer-title', { hasText: new RegExp(`^${title}$`) }) });
const resultsDrawer = () => openDrawer('铺货结果');
const subscriptionDrawer = () => openDrawer('消息订阅');
const progressModal = () => page.locator('.ant-modal').filter({ has: page.getByTestId('publish-progress') });

/** The phone's official-account inbox, freshly loaded: the template messages as shown, newest first. */
async function inboxMessages(): Promise<string[]> {
  await phone.reload();
  await phone.getByText(`${WECHAT_NICKNAME} 收到的消息`).waitFor();
  return phone.getByTestId('inbox-message').allInnerTexts();
}

async function waitForProgressDone() {
  await progressModal().getByText(Messages.progressTitleDone).waitFor({ timeout: 45_000 });
  await progressModal().getByRole('button', { name: Messages.viewResults }).click();
}

describe('publish-result notifications journey', () => {
  it('should ask in the results drawer to turn messages on, until following with the switch on', async () => {
    await page.getByRole('button', { name: '铺货结果', exact: true }).click();
    const banner = resultsDrawer().getByTestId('results-banner');
    await banner.getByText(BANNER).waitFor();
    await screenshot(page, 'notify-results-banner');

    await banner.getByRole('button', { name: '立即开启' }).click();
    const qr = subscriptionDrawer().getByAltText('关注公众号二维码');
    await qr.waitFor();
    const scanUrl = await qr.getAttribute('data-scan-url');
    if (!scanUrl) throw new Error('the QR has no scan address');
    await screenshot(page, 'notify-subscription-qr');

    // the sandbox phone scans the QR and follows the account with a new WeChat user
    await phone.goto(scanUrl);
    await phone.getByText('关注后接收消息推送').waitFor();
    await phone.getByLabel('新的微信号').check();
    await phone.getByPlaceholder('微信昵称').fill(WECHAT_NICKNAME);
    await phone.getByRole('button', { name: '关注公众号' }).click();
    await phone.getByTestId('follow-done').waitFor();
    await phone.getByText('消息将推送到这个微信号').waitFor();
    await phone.getByRole('link', { name: '查看公众号消息' }).click();
    await phone.getByText(`${WECHAT_NICKNAME} 收到的消息`).waitFor();

    // following alone does not bring publish results: the switch is off until turned on
    const publishResult = subscriptionDrawer().getByRole('switch', { name: '铺货结果通知' });
    await publishResult.waitFor();
    expect(await publishResult.getAttribute('aria-checked')).toBe('false');
    await subscriptionDrawer().locator('.ant-drawer-close').click();
    await subscriptionDrawer().waitFor({ state: 'detached' });
    await banner.getByText(BANNER).waitFor();
    await screenshot(page, 'notify-following-switch-off');

    await banner.getByRole('button', { name: '立即开启' }).click();
    await publishResult.click();
    await page.getByText(Messages.saved).waitFor();
    await expect.poll(() => publishResult.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'notify-switch-on');
    await subscriptionDrawer().locator('.ant-drawer-close').click();
    await subscriptionDrawer().waitFor({ state: 'detached' });

    // the banner goes at once, and stays gone after a reload
    await banner.waitFor({ state: 'detached' });
    await resultsDrawer().getByText('暂无铺货记录').waitFor();
    await screenshot(page, 'notify-results-no-banner');
    await page.reload();
    await page.getByTestId('company-name').waitFor();
    await page.getByRole('button', { name: '铺货结果', exact: true }).click();
    await resultsDrawer().getByTestId('results-table').waitFor();
    await expect(resultsDrawer().getByTestId('results-banner').count()).resolves.toBe(0);
    await resultsDrawer().locator('.ant-drawer-close').click();
    await resultsDrawer().waitFor({ state: 'detached' });

    expect(await inboxMessages()).toEqual([]);
  });

  it('should send the finished publish task to the phone once', async () => {
    await page.getByRole('complementary', { name: '工具栏' }).getByRole('button', { name: '分销清单' }).click();
    const list = page.locator('.ant-drawer').filter({ hasText: '选择店铺铺货' });
    await list.getByTestId('list-title').first().waitFor();
    await list.locator('thead .ant-checkbox-input').check();
    await list.getByRole('button', { name: '选择店铺铺货' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '选择铺货店铺' });
    await dialog.getByText('已选2个商品').waitFor();
    await dialog.getByText('全选').click();
    await dialog.getByTestId('preflight-row').first().waitFor();
    await dialog.getByTestId('publish-now').click();
    const notice = page.locator('.ant-modal').filter({ hasText: '我知道了' });
    await notice.getByRole('button', { name: '我知道了' }).click();
    await waitForProgressDone();

    await resultsDrawer().getByText('失败：2').waitFor();
    await expect(resultsDrawer().getByTestId('results-banner').count()).resolves.toBe(0);
    await screenshot(page, 'notify-results-after-publish');

    await expect.poll(inboxMessages, { timeout: 15_000 }).toHaveLength(1);
    const [message] = await inboxMessages();
    expect(message).toContain('铺货结果通知');
    expect(message).toContain('成功0个，失败2个');
    expect(message).toContain('失败的商品可在铺货结果中重新铺货');
    await screenshot(phone, 'notify-inbox-first-task');
  });

  it('should send the republish task once too, and not the first task again', async () => {
    // the distributor sets the pdd shop's freight template, then republishes the failures
    await setPddFreightTemplate(api, shopId);

    await resultsDrawer().getByRole('button', { name: '查看', exact: true }).click();
    const details = openDrawer('铺货结果详情');
    await details.getByRole('button', { name: '全部失败重新铺货' }).click();
    await waitForProgressDone();
    await details.getByRole('tab', { name: '铺货成功' }).click();
    await expect
      .poll(async () => details.locator('tbody tr').filter({ hasText: '铺货成功' }).count(), { timeout: 15_000 })
      .toBe(2);

    await expect.poll(inboxMessages, { timeout: 15_000 }).toHaveLength(2);
    const [newest] = await inboxMessages();
    expect(newest).toContain('成功2个，失败0个');
    await screenshot(phone, 'notify-inbox-republish');

    // the first task's counts changed with the republish, but it finished once: still two messages
    await details.locator('.ant-drawer-close').click();
    await resultsDrawer().getByText('成功：2').first().waitFor();
    await expect(inboxMessages()).resolves.toHaveLength(2);
  });

  it('should bring the banner back at once when the phone stops following the account', async () => {
    await expect(resultsDrawer().getByTestId('results-banner').count()).resolves.toBe(0);
    await phone.getByRole('button', { name: '取消关注' }).click();
    await phone.getByText('未关注公众号').waitFor();
    await resultsDrawer().getByTestId('results-banner').getByText(BANNER).waitFor();
    await screenshot(page, 'notify-banner-after-unfollow');
  });
});
