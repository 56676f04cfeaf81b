import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_APP_ID, sandboxOpenIdOf } from '../../providers/wechat/official-account-sandbox.ts';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { asWechat, followOfficialAccount, followQr } from '../../testing/messages-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

const TOKEN = 'safeModeToken123';
const KEY = 'kT3vQ8wZp1Lm6Yc0Rb9Nf2Hd5Jx7Gs4Ua8Ve1Wq3Ez0';
let sut: TestContext;
beforeAll(async () => {
  sut = await createTestContext({ goods: 5, config: { wechatMpToken: TOKEN, wechatMpEncodingAesKey: KEY } });
});
afterAll(async () => sut?.close());

describe('safe mode through the app', () => {
  it('should follow through the sandbox phone in safe mode and refuse plain pushes', async () => {
    const user = await createDistributor(sut);
    const headers = await loginAs(sut, user);
    await followOfficialAccount(sut, headers);
    const state = await sut.app.inject({ url: '/api/weixin/mp/check-subscribe', headers });
    expect(state.json().isSubscribed).toBe(true);

    const other = await createDistributor(sut);
    const otherHeaders = await loginAs(sut, other);
    const qr = await followQr(sut, otherHeaders);
    const xml = asWechat.eventXml({
      FromUserName: sandboxOpenIdOf('x'),
      CreateTime: 1,
      Event: 'subscribe',
      EventKey: `qrscene_${qr.sceneKey}`,
    });
    const plain = asWechat.push({ token: TOKEN, now: sut.clock.now() }, xml);
    const refused = await sut.app.inject({
      method: 'POST',
      url: `/api/weixin/mp/callback?${plain.query}`,
      headers: { 'content-type': 'text/xml' },
      payload: plain.body,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('CallbackNotEncrypted');
    const safe = asWechat.push({ token: TOKEN, now: sut.clock.now(), encodingAesKey: KEY, appId: SANDBOX_APP_ID }, xml);
    const ok = await sut.app.inject({
      method: 'POST',
      url: `/api/weixin/mp/callback?${safe.query}`,
      headers: { 'content-type': 'text/xml' },
      payload: safe.body,
    });
    expect(ok.body).toBe('success');
  });
});
