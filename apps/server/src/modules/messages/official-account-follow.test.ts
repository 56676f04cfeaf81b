import { NotificationMessages } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOpenIdOf } from '../../providers/wechat/official-account-sandbox.ts';
import { signedCallbackQuery, signWechatCallback } from '../../providers/wechat/wechat-callback-signature.ts';
import { createDistributor, loginAs, type TestDistributor } from '../../testing/identity-helpers.ts';
import { followOfficialAccount, followQr, listeningUrl, scanAndFollow } from '../../testing/messages-helpers.ts';
import { bearerOf, connectRealtime } from '../../testing/realtime-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

const TOKEN = 'test-official-account-token';
let sut: TestContext;
let alice: TestDistributor;
let aliceHeaders: Record<string, string>;

beforeAll(async () => {
  sut = await createTestContext({ goods: 10, config: { wechatMpToken: TOKEN } });
  alice = await createDistributor(sut);
  aliceHeaders = await loginAs(sut, alice);
});
afterAll(async () => {
  await sut?.close();
});

const checkSubscribe = async (headers: Record<string, string>) =>
  (await sut.app.inject({ method: 'GET', url: '/api/weixin/mp/check-subscribe', headers })).json() as {
    isSubscribed: boolean;
    followedAt: string | null;
  };

function callback(body: string, query: URLSearchParams) {
  return sut.app.inject({
    method: 'POST',
    url: `/api/weixin/mp/callback?${query}`,
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
}

const subscribeEvent = (openId: string, scene: string, createTime = Math.floor(sut.clock.now().getTime() / 1000)) =>
  JSON.stringify({
    ToUserName: 'gh_puhuo_sandbox',
    FromUserName: openId,
    CreateTime: createTime,
    MsgType: 'event',
    Event: 'subscribe',
    EventKey: `qrscene_${scene}`,
  });

describe('following the official account', () => {
  it('should give a scene-2 QR only to the signed-in user it names', async () => {
    const own = await sut.app.inject({
      method: 'GET',
      url: `/api/weixin/mp/qr-code?scene=2&userId=${alice.userId}&tenantId=${alice.tenantId}`,
      headers: aliceHeaders,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().scanUrl).toContain('/sandbox/wechat/follow?scene=');
    expect(own.json().qrCodeUrl).toMatch(/^data:image\/png;base64,/);

    const bob = await createDistributor(sut);
    const forOther = await sut.app.inject({
      method: 'GET',
      url: `/api/weixin/mp/qr-code?scene=2&userId=${bob.userId}&tenantId=${bob.tenantId}`,
      headers: aliceHeaders,
    });
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().error.message).toBe(NotificationMessages.followQrForOtherUser);

    const guest = await sut.app.inject({ method: 'GET', url: '/api/weixin/mp/qr-code?scene=2' });
    expect(guest.statusCode).toBe(401);
  });

  it('should follow through the sandbox phone and tell the user’s pages live', async () => {
    const user = await createDistributor(sut);
    const headers = await loginAs(sut, user);
    const page = await connectRealtime(sut, bearerOf(headers));
    const bystander = await connectRealtime(sut, bearerOf(aliceHeaders));
    expect((await checkSubscribe(headers)).isSubscribed).toBe(false);

    const unionId = await sut.app.services.wechat.addSandboxUser('小李');
    const qr = await followQr(sut, headers);
    const phone = await scanAndFollow(sut, qr.scanUrl, unionId);
    expect(phone).toContain('已关注公众号');

    const event = await page.next('OfficialAccountFollow');
    expect(event.data.isSubscribed).toBe(true);
    const state = await checkSubscribe(headers);
    expect(state.isSubscribed).toBe(true);
    expect(state.followedAt).not.toBeNull();
    expect(bystander.pending('OfficialAccountFollow')).toEqual([]);

    // unfollowing on the phone reaches the product too
    const base = await listeningUrl(sut);
    await fetch(`${base}/sandbox/wechat/unfollow`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ unionId }).toString(),
    });
    expect((await page.next('OfficialAccountFollow')).data.isSubscribed).toBe(false);
    expect((await checkSubscribe(headers)).isSubscribed).toBe(false);

    // scanning again when already following the account (SCAN event) binds as well
    await followOfficialAccount(sut, headers);
    expect((await checkSubscribe(headers)).isSubscribed).toBe(true);
    page.socket.terminate();
    bystander.socket.terminate();
  });

  it('should ignore callbacks that are not signed with our token', async () => {
    const victim = await createDistributor(sut);
    const victimHeaders = await loginAs(sut, victim);
    const qr = await followQr(sut, victimHeaders);
    const body = subscribeEvent(sandboxOpenIdOf('attacker'), qr.sceneKey);

    const unsigned = await callback(body, new URLSearchParams());
    expect(unsigned.statusCode).toBe(400);

    const wrongToken = await callback(body, signedCallbackQuery('guessed-token', body, sut.clock.now()));
    expect(wrongToken.statusCode).toBe(403);
    expect(wrongToken.json().error.message).toBe(NotificationMessages.callbackSignatureInvalid);

    // a genuine signature over another body does not carry over to a changed body
    const genuine = signedCallbackQuery(
      TOKEN,
      subscribeEvent(sandboxOpenIdOf('someone'), 'other-scene'),
      sut.clock.now(),
    );
    const tampered = await callback(body, genuine);
    expect(tampered.statusCode).toBe(403);

    const stale = new Date(sut.clock.now().getTime() - 10 * 60_000);
    const old = await callback(body, signedCallbackQuery(TOKEN, body, stale));
    expect(old.statusCode).toBe(403);

    expect((await checkSubscribe(victimHeaders)).isSubscribed).toBe(false);
  });

  it('should accept a signed callback once and refuse its replay', async () => {
    const user = await createDistributor(sut);
    const headers = await loginAs(sut, user);
    const qr = await followQr(sut, headers);
    const body = subscribeEvent(sandboxOpenIdOf('replayed'), qr.sceneKey);
    const query = signedCallbackQuery(TOKEN, body, sut.clock.now());
    expect(query.get('msg_signature')).toBe(
      signWechatCallback(TOKEN, query.get('timestamp') ?? '', query.get('nonce') ?? '', body),
    );

    const first = await callback(body, query);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('success');
    expect((await checkSubscribe(headers)).isSubscribed).toBe(true);

    const replay = await callback(body, query);
    expect(replay.statusCode).toBe(403);
  });

  it('should not bind a follow through an expired QR', async () => {
    const user = await createDistributor(sut);
    const headers = await loginAs(sut, user);
    const qr = await followQr(sut, headers);
    sut.clock.advance((qr.expireSeconds + 1) * 1000);
    const body = subscribeEvent(sandboxOpenIdOf('late'), qr.sceneKey);
    const late = await callback(body, signedCallbackQuery(TOKEN, body, sut.clock.now()));
    expect(late.statusCode).toBe(200);
    expect((await checkSubscribe(headers)).isSubscribed).toBe(false);
  });

  it('should refuse a signed callback whose body is not an event', async () => {
    const body = '{"not":"an event"';
    const response = await callback(body, signedCallbackQuery(TOKEN, body, sut.clock.now()));
    expect(response.statusCode).toBe(400);
  });
});
