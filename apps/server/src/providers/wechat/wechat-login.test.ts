import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, ensureDemoAccount } from '../../modules/identity/demo-account.ts';
import { LoginMessages } from '../../modules/identity/login.service.ts';
import { tokenRequest } from '../../testing/identity-helpers.ts';
import { connectRealtime } from '../../testing/realtime-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let sut: TestContext;
beforeAll(async () => {
  sut = await createTestContext({ goods: 20 });
  await ensureDemoAccount(sut.database);
});
afterAll(async () => {
  await sut?.close();
});

const connect = () => connectRealtime(sut);

async function qrFor(connectionId: string) {
  const response = await sut.app.inject({
    method: 'GET',
    url: `/api/weixin/mp/qr-code?scene=1&connectionId=${connectionId}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { sceneKey: string; scanUrl: string; qrCodeUrl: string };
}

const scanPage = (sceneKey: string) => sut.app.inject({ method: 'GET', url: `/sandbox/wechat/scan?scene=${sceneKey}` });
const confirm = (scene: string, unionId: string, nickname = '') =>
  sut.app.inject({
    method: 'POST',
    url: '/sandbox/wechat/scan/confirm',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ scene, unionId, nickname }).toString(),
  });

describe('WeChat scan login', () => {
  it('should push scanned and confirmed UserLogin events, then log in by union id once', async () => {
    const browser = await connect();
    const qr = await qrFor(browser.connectionId);
    expect(qr.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(qr.scanUrl).toContain(`/sandbox/wechat/scan?scene=${qr.sceneKey}`);

    const page = await scanPage(qr.sceneKey);
    expect(page.body).toContain(DEMO_ACCOUNT.wechatNickname);
    expect((await browser.next('UserLogin')).data).toEqual({ status: 'scanned' });

    await confirm(qr.sceneKey, DEMO_ACCOUNT.unionId);
    const confirmed = await browser.next('UserLogin');
    expect(confirmed.data).toEqual({ status: 'confirmed', unionId: DEMO_ACCOUNT.unionId, registered: true });

    const login = await tokenRequest(sut, { grant_type: 'unionid_credentials', union_id: DEMO_ACCOUNT.unionId });
    expect(login.status).toBe(200);
    const replay = await tokenRequest(sut, { grant_type: 'unionid_credentials', union_id: DEMO_ACCOUNT.unionId });
    expect(replay.body.error_description).toBe(LoginMessages.wechatScanInvalid);
    browser.socket.terminate();
  });

  it('should refuse a union id that no scan confirmed', async () => {
    const { body } = await tokenRequest(sut, { grant_type: 'unionid_credentials', union_id: DEMO_ACCOUNT.unionId });
    expect(body.error_description).toBe(LoginMessages.wechatScanInvalid);
  });

  it('should only tell the connection that asked for the QR', async () => {
    const asker = await connect();
    const bystander = await connect();
    const qr = await qrFor(asker.connectionId);
    await scanPage(qr.sceneKey);
    await asker.next('UserLogin');
    await expect(bystander.next('UserLogin', 500)).rejects.toThrow('no UserLogin frame');
    asker.socket.terminate();
    bystander.socket.terminate();
  });

  it('should register a new WeChat user who then completes profile steps 1 and 2', async () => {
    const browser = await connect();
    const qr = await qrFor(browser.connectionId);
    await scanPage(qr.sceneKey);
    await confirm(qr.sceneKey, 'new', '小王');
    await browser.next('UserLogin');
    const confirmed = await browser.next('UserLogin');
    expect(confirmed.data.registered).toBe(false);
    const unionId = confirmed.data.unionId as string;

    const unbound = await tokenRequest(sut, { grant_type: 'unionid_credentials', union_id: unionId });
    expect(unbound.body.error_description).toBe(LoginMessages.wechatNotBound);

    // the scan was spent by that attempt: registering needs a fresh confirmation
    const again = await qrFor(browser.connectionId);
    await scanPage(again.sceneKey);
    await confirm(again.sceneKey, unionId);
    const registered = await sut.app.inject({ method: 'POST', url: '/api/register/third-app', payload: { unionId } });
    expect(registered.statusCode).toBe(200);
    const token = await tokenRequest(sut, { grant_type: 'ticket', ticket: registered.json().ticket });
    const headers = { Authorization: `Bearer ${token.body.access_token}` };
    const me = async () =>
      (await sut.app.inject({ method: 'GET', url: '/api/multi-tenancy/tenants/buy-user', headers })).json();
    expect((await me()).profileStep).toBe(1);
    await sut.app.inject({
      method: 'PUT',
      url: '/api/multi-tenancy/tenants/update-companyname',
      headers,
      payload: { companyName: '小王的店' },
    });
    expect((await me()).profileStep).toBe(2);
    browser.socket.terminate();
  });

  it('should refuse a QR for no connection and an expired QR', async () => {
    const none = await sut.app.inject({ method: 'GET', url: '/api/weixin/mp/qr-code?scene=1' });
    expect(none.statusCode).toBe(400);
    const browser = await connect();
    const qr = await qrFor(browser.connectionId);
    sut.clock.advance(301_000);
    expect((await scanPage(qr.sceneKey)).body).toContain('二维码已失效');
    browser.socket.terminate();
  });

  it('should close a realtime connection that brings a bad token', async () => {
    const socket = await sut.app.injectWS('/api/realtime?access_token=not-a-real-token-at-all-xxxxxxxx');
    const code = await new Promise<number>((resolve) => socket.on('close', (c: number) => resolve(c)));
    expect(code).toBe(4401);
  });
});
