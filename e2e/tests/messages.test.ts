import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { loginWithPassword } from '../support/identity.ts';

const DEMO = { userName: 'demo', password: 'Demo@2026', wechat: '演示分销商（微信）' };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});
afterAll(async () => {
  await browser?.close();
});

const drawer = (p: Page) => p.getByRole('dialog').filter({ hasText: '消息订阅' });

describe('message subscription journey', () => {
  it('should follow the official account from the drawer, switch to toggles live, and keep a toggle', async () => {
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('goods-card').first().waitFor();

    // a guest is asked to log in first
    await page.getByRole('button', { name: '消息设置' }).click();
    await page.getByText('未登录').waitFor();
    await page.getByRole('dialog').getByText('账号登录').waitFor();
    await page.getByRole('dialog').locator('.ant-modal-close').click();

    await loginWithPassword(page, DEMO.userName, DEMO.password);
    await page.getByTestId('company-name').waitFor();
    await page.getByRole('button', { name: '消息设置' }).click();
    const panel = drawer(page);
    const qr = panel.getByAltText('关注公众号二维码');
    await qr.waitFor();
    await panel.getByText('应用到期').waitFor();
    expect(await panel.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(600);
    await screenshot(page, 'messages-drawer-follow-qr');

    // the sandbox phone scans the QR and follows the account
    const scanUrl = await qr.getAttribute('data-scan-url');
    if (!scanUrl) throw new Error('the QR has no scan address');
    const phone = await (
      await browser.newContext({ viewport: { width: 400, height: 820 }, locale: 'zh-CN' })
    ).newPage();
    await phone.goto(scanUrl);
    await phone.getByText('关注后接收消息推送').waitFor();
    await phone.getByLabel(DEMO.wechat).check();
    await screenshot(phone, 'messages-sandbox-phone-follow');
    await phone.getByRole('button', { name: '关注公众号' }).click();
    await phone.getByTestId('follow-done').waitFor();
    await phone.getByText('消息将推送到这个微信号').waitFor();

    // the drawer hears it and shows the switches without a reload
    const publishResult = panel.getByRole('switch', { name: '铺货结果通知' });
    await publishResult.waitFor();
    await panel.getByText('已关注「蓝海分销市场」公众号').waitFor();
    expect(await publishResult.getAttribute('aria-checked')).toBe('false');
    expect(await panel.getByRole('switch', { name: '订单付款通知' }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'messages-drawer-switches');

    await publishResult.click();
    await page.getByText('保存成功').waitFor();
    await expect.poll(() => publishResult.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'messages-drawer-switch-on');

    // kept after a reload
    await page.reload();
    await page.getByTestId('company-name').waitFor();
    await page.getByRole('button', { name: '消息设置' }).click();
    const again = drawer(page).getByRole('switch', { name: '铺货结果通知' });
    await again.waitFor();
    await expect.poll(() => again.getAttribute('aria-checked')).toBe('true');

    // the phone's inbox of the official account
    await phone.getByRole('link', { name: '查看公众号消息' }).click();
    await phone.getByText('收到的消息').waitFor();
    await screenshot(phone, 'messages-sandbox-inbox');
    await phone.context().close();
  });

  it("should follow a toggle made in another of the tenant's browsers without a reload", async () => {
    const other = await newPage(browser);
    await other.context().addCookies(await page.context().cookies());
    await other.goto(`${baseUrl()}/market`);
    await other.getByTestId('company-name').waitFor();
    await other.getByRole('button', { name: '消息设置' }).click();
    const watched = drawer(other).getByRole('switch', { name: '订单付款通知' });
    await watched.waitFor();
    // the switch is drawn before the tenant's switches arrive: wait for them
    await expect.poll(() => watched.getAttribute('aria-checked')).toBe('true');

    const toggled = drawer(page).getByRole('switch', { name: '订单付款通知' });
    await toggled.click();
    await expect.poll(() => toggled.getAttribute('aria-checked')).toBe('false');
    // the other browser hears TenantSettingsChanged and reads the switches again
    await expect.poll(() => watched.getAttribute('aria-checked')).toBe('false');
    await screenshot(other, 'messages-switch-followed-elsewhere');
    await toggled.click();
    await expect.poll(() => watched.getAttribute('aria-checked')).toBe('true');
    await other.context().close();
  });
});
