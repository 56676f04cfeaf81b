import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMarket, screenshot } from '../support/browser.ts';
import {
  dragLikeAPerson,
  findCaptchaGap,
  freshPhone,
  loginWithPassword,
  openLoginModal,
  smsCodeFor,
} from '../support/identity.ts';

const LOGO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/logo.png');
const DEMO = { userName: 'demo', password: 'Demo@2026', company: '演示分销商贸易有限公司' };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function freshSession(): Promise<Page> {
  await page?.context().close();
  page = await openMarket(browser);
  return page;
}

async function logOut(p: Page) {
  await p.getByTestId('company-name').hover();
  await p.getByRole('button', { name: '退出登录' }).click();
  await p.getByRole('button', { name: '请登录' }).waitFor();
}

describe('identity journeys', () => {
  it('should register a distributor by phone, then complete the basic information', async () => {
    const p = await freshSession();
    await p.getByRole('button', { name: '注册成为分销商' }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByText('注册成为分销商').first().waitFor();

    await dialog.getByRole('button', { name: '注册' }).click();
    await dialog.getByText('请填写手机号').waitFor();
    await dialog.getByText('请填写验证码').waitFor();
    await dialog.getByText('请阅读并同意协议').waitFor();
    await screenshot(p, 'register-step0-validation');

    await dialog.getByText('《用户服务协议》').click();
    await p.getByTestId('legal-text').getByText('生效日期：2023-08-18', { exact: false }).waitFor();
    await screenshot(p, 'legal-agreement');
    // 6.1 links to the privacy policy (spec doc 2 §9), which opens in its place
    await p.getByTestId('legal-text').getByTestId('legal-link-privacy').click();
    await p.getByRole('dialog', { name: '隐私政策' }).waitFor();
    await p.getByRole('dialog', { name: '隐私政策' }).locator('.ant-modal-close').click();
    await p.getByTestId('legal-text').waitFor({ state: 'detached' });

    const phone = freshPhone();
    await dialog.getByPlaceholder('请输入手机号').fill(phone.slice(0, 10));
    await dialog.getByTestId('sms-send').click();
    await dialog.getByText('请填写正确的手机号').waitFor();
    await dialog.getByPlaceholder('请输入手机号').fill(phone);
    await dialog.getByTestId('sms-send').click();
    await dialog.getByText(/\d+秒后重发/).waitFor();
    await dialog.getByPlaceholder('请输入验证码').fill(await smsCodeFor(phone));
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: '注册' }).click();
    await p.getByText('注册成功').waitFor();

    await p.getByRole('dialog').getByText('完善基础信息').first().waitFor();
    await p.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await p.getByText('请填写商家名称').waitFor();
    await p.getByText('请上传Logo').waitFor();
    await p.getByRole('dialog').getByPlaceholder('请输入公司或商家名称').fill('晨光服饰分销部');
    await p.locator('input[type=file]').setInputFiles(LOGO);
    await p.getByRole('dialog').getByAltText('Logo').waitFor();
    await screenshot(p, 'register-step1');
    await p.getByRole('dialog').getByRole('button', { name: '保存' }).click();
    await p.getByText('保存成功').waitFor();
    // the toast comes before the session is read again: wait for the name, do not race it
    await expect.poll(() => p.getByTestId('company-name').textContent()).toBe('晨光服饰分销部');
    await logOut(p);
  });

  it('should log in by password with 登录成功', async () => {
    const p = await freshSession();
    await loginWithPassword(p, DEMO.userName, DEMO.password);
    await p.getByText('登录成功').waitFor();
    await expect(p.getByTestId('company-name').textContent()).resolves.toBe(DEMO.company);
    await screenshot(p, 'logged-in');
    await logOut(p);
  });

  it('should ask for the slide captcha after five wrong passwords and accept a solved one', async () => {
    const p = await freshSession();
    await openLoginModal(p);
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('button', { name: '登录' }).click();
    await dialog.getByText('请填写账号').waitFor();
    await dialog.getByText('请填写密码').waitFor();

    await dialog.getByPlaceholder('请输入账号').fill(DEMO.userName);
    const submitAndWait = () =>
      Promise.all([
        p.waitForResponse((r) => r.url().endsWith('/connect/token')),
        dialog.getByRole('button', { name: '登录' }).click(),
      ]);
    for (let i = 0; i < 5; i++) {
      await dialog.getByPlaceholder('请输入密码').fill(`wrong-${i}`);
      await submitAndWait();
    }
    await p.getByText('用户名或密码错误').first().waitFor();
    await dialog.getByPlaceholder('请输入密码').fill(DEMO.password);
    await submitAndWait();
    await p.getByTestId('slide-captcha').waitFor();
    await p.getByTestId('captcha-background').waitFor();

    // a careless drag fails, shows the tip and refreshes the picture
    const firstPicture = await p.getByTestId('captcha-background').getAttribute('src');
    await dragLikeAPerson(p, 10);
    await p.getByText('验证未通过，拖动滑块将悬浮图像正确合并').waitFor();
    await screenshot(p, 'captcha-failed');
    await p.waitForFunction(
      (src) => document.querySelector('[data-testid="captcha-background"]')?.getAttribute('src') !== src,
      firstPicture,
    );

    const gap = await findCaptchaGap(p);
    await dragLikeAPerson(p, gap);
    await p.getByText('验证通过').waitFor();
    await p.getByText('登录成功').waitFor();
    await expect(p.getByTestId('company-name').textContent()).resolves.toBe(DEMO.company);
    await logOut(p);
  });

  it('should log in by WeChat scan through the sandbox phone', async () => {
    const p = await freshSession();
    await openLoginModal(p);
    await p.getByRole('dialog').getByRole('tab', { name: '微信扫码' }).click();
    const qr = p.getByAltText('微信扫码登录');
    await qr.waitFor();
    await screenshot(p, 'wechat-qr');
    const scanUrl = await qr.getAttribute('data-scan-url');
    if (!scanUrl) throw new Error('the QR has no scan address');

    const phone = await p.context().newPage();
    await phone.goto(scanUrl);
    await p.getByText('扫码成功，请在手机上确认登录').waitFor();
    await phone.getByLabel('演示分销商（微信）').check();
    await screenshot(phone, 'wechat-sandbox-phone');
    await phone.getByRole('button', { name: '确认登录' }).click();
    await phone.getByText('已确认登录').waitFor();

    await p.getByText('登录成功').waitFor();
    await expect(p.getByTestId('company-name').textContent()).resolves.toBe(DEMO.company);
    await phone.close();
    await logOut(p);
  });

  it('should register by WeChat through steps 1 and 2, then bind a phone', async () => {
    const p = await freshSession();
    await openLoginModal(p);
    await p.getByRole('dialog').getByRole('tab', { name: '微信扫码' }).click();
    const scanUrl = await p.getByAltText('微信扫码登录').getAttribute('data-scan-url');
    const phonePage = await p.context().newPage();
    await phonePage.goto(scanUrl ?? '');
    await phonePage.getByLabel('新的微信号').check();
    await phonePage.getByPlaceholder('微信昵称').fill('小李');
    await phonePage.getByRole('button', { name: '确认登录' }).click();
    // closing the phone before its answer arrives would cancel the confirmation
    await phonePage.getByText('已确认登录').waitFor();
    await phonePage.close();

    await p.getByText('该微信尚未注册分销商账号').waitFor();
    await p.getByRole('button', { name: '用此微信注册' }).click();
    await p.getByText('注册成功').waitFor();

    const dialog = p.getByRole('dialog');
    await dialog.getByText('完善基础信息').first().waitFor();
    await dialog.getByPlaceholder('请输入公司或商家名称').fill('小李百货');
    await p.locator('input[type=file]').setInputFiles(LOGO);
    await dialog.getByAltText('Logo').waitFor();
    await dialog.getByRole('button', { name: '保存' }).click();

    await dialog.getByText('请输入邀请码').first().waitFor();
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText('请填写邀请码').waitFor();
    await screenshot(p, 'register-step2');
    await dialog.getByPlaceholder('请输入邀请码').fill('00LANHAI');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(p.getByTestId('company-name').textContent()).resolves.toBe('小李百货');

    await p.getByTestId('company-name').hover();
    await p.getByRole('button', { name: '绑定手机号' }).click();
    const bind = p.getByRole('dialog', { name: '绑定手机号' });
    const number = freshPhone();
    await bind.getByPlaceholder('请输入手机号').fill(number);
    await bind.getByTestId('sms-send').click();
    await bind.getByPlaceholder('请输入验证码').fill(await smsCodeFor(number));
    await bind.getByRole('button', { name: '提交' }).click();
    await p.getByText('绑定成功').waitFor();
    await p.getByTestId('company-name').hover();
    await expect.poll(() => p.getByRole('button', { name: '绑定手机号' }).count()).toBe(0);
  });

  it('should ask a guest to log in before a protected action', async () => {
    const p = await freshSession();
    await p.getByRole('button', { name: '收藏' }).click();
    await p.getByText('未登录').waitFor();
    await p.getByRole('dialog').getByText('账号登录').waitFor();
  });
});
