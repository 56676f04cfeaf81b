import { NotificationMessages } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OfficialAccountSandbox,
  SANDBOX_APP_ID,
  sandboxOpenIdOf,
} from '../../providers/wechat/official-account-sandbox.ts';
import { createDistributor, loginAs, type TestDistributor } from '../../testing/identity-helpers.ts';
import {
  asWechat,
  followOfficialAccount,
  followQr,
  listeningUrl,
  scanAndFollow,
  wechatSandbox,
} from '../../testing/messages-helpers.ts';
import { bearerOf, connectRealtime } from '../../testing/realtime-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { OfficialAccountRepository } from './official-account.repository.ts';
import { OfficialAccountFollowService } from './official-account-follow.service.ts';

const TOKEN = 'test-official-account-token';
/** an EncodingAESKey as WeChat's console makes them: 43 of a-z, A-Z, 0-9 */
const SAFE_KEY = 'kT3vQ8wZp1Lm6Yc0Rb9Nf2Hd5Jx7Gs4Ua8Ve1Wq3Ez0';
const OTHER_KEY = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

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

/** a push to the callback as WeChat posts it (text/xml) */
function callback(body: string, query: URLSearchParams, contentType = 'text/xml') {
  return sut.app.inject({
    method: 'POST',
    url: `/api/weixin/mp/callback?${query}`,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

const nowSeconds = () => Math.floor(sut.clock.now().getTime() / 1000);

const subscribeXml = (openId: string, scene: string) =>
  asWechat.eventXml({
    FromUserName: openId,
    CreateTime: nowSeconds(),
    Event: 'subscribe',
    EventKey: `qrscene_${scene}`,
  });

/** a plain-mode push (明文模式) of `xml`, signed with `token` at `now` */
const plainPush = (xml: string, token = TOKEN, now = sut.clock.now()) => asWechat.push({ token, now }, xml);

async function newUserWithQr() {
  const user = await createDistributor(sut);
  const headers = await loginAs(sut, user);
  const qr = await followQr(sut, headers);
  return { user, headers, qr };
}

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
});

describe('the callback URL check (GET, when the URL is saved in the WeChat console)', () => {
  const urlCheck = (query: Record<string, string>) =>
    sut.app.inject({ method: 'GET', url: `/api/weixin/mp/callback?${new URLSearchParams(query)}` });

  it('should answer the echostr as text when signature = sha1(sorted token, timestamp, nonce)', async () => {
    const timestamp = String(nowSeconds());
    const nonce = '1514711492';
    const response = await urlCheck({
      signature: asWechat.sign(TOKEN, timestamp, nonce),
      echostr: '4375120948345356249',
      timestamp,
      nonce,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('4375120948345356249');
  });

  it('should refuse the check with 403 when the signature is not from our token', async () => {
    const timestamp = String(nowSeconds());
    const nonce = '1514711492';
    const wrongToken = await urlCheck({
      signature: asWechat.sign('guessed-token', timestamp, nonce),
      echostr: '4375120948345356249',
      timestamp,
      nonce,
    });
    expect(wrongToken.statusCode).toBe(403);
    expect(wrongToken.json().error.message).toBe(NotificationMessages.callbackSignatureInvalid);
    expect(wrongToken.body).not.toContain('4375120948345356249');

    const otherNonce = await urlCheck({
      signature: asWechat.sign(TOKEN, timestamp, nonce),
      echostr: '4375120948345356249',
      timestamp,
      nonce: '1514711493',
    });
    expect(otherNonce.statusCode).toBe(403);
    expect((await urlCheck({ echostr: '1', timestamp, nonce })).statusCode).toBe(400);
  });
});

describe('plain-mode pushes (明文模式)', () => {
  it('should bind the follower of a plain-mode subscribe through a scene QR, then SCAN and unsubscribe', async () => {
    const { headers, qr } = await newUserWithQr();
    const openId = sandboxOpenIdOf('plain-follower');
    const push = plainPush(subscribeXml(openId, qr.sceneKey));
    expect(push.query.has('msg_signature')).toBe(false);

    const subscribed = await callback(push.body, push.query);
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.body).toBe('success');
    expect((await checkSubscribe(headers)).isSubscribed).toBe(true);

    const left = plainPush(asWechat.eventXml({ FromUserName: openId, CreateTime: nowSeconds(), Event: 'unsubscribe' }));
    expect((await callback(left.body, left.query)).statusCode).toBe(200);
    expect((await checkSubscribe(headers)).isSubscribed).toBe(false);

    // a follower scanning the QR again: SCAN carries the bare scene
    const scan = plainPush(
      asWechat.eventXml({ FromUserName: openId, CreateTime: nowSeconds(), Event: 'SCAN', EventKey: qr.sceneKey }),
    );
    expect((await callback(scan.body, scan.query)).statusCode).toBe(200);
    expect((await checkSubscribe(headers)).isSubscribed).toBe(true);
  });

  it('should refuse pushes that are not signed with our token, or are stale', async () => {
    const { headers, qr } = await newUserWithQr();
    const body = subscribeXml(sandboxOpenIdOf('attacker'), qr.sceneKey);

    const unsigned = await callback(body, new URLSearchParams());
    expect(unsigned.statusCode).toBe(400);

    const wrongToken = plainPush(body, 'guessed-token');
    const refused = await callback(wrongToken.body, wrongToken.query);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(NotificationMessages.callbackSignatureInvalid);

    const stale = plainPush(body, TOKEN, new Date(sut.clock.now().getTime() - 10 * 60_000));
    const old = await callback(stale.body, stale.query);
    expect(old.statusCode).toBe(403);
    expect(old.json().error.code).toBe('CallbackExpired');

    expect((await checkSubscribe(headers)).isSubscribed).toBe(false);
  });

  it('should not let a genuine plain-mode query, once used or once old, carry a changed body', async () => {
    // In plain mode `signature` covers token, timestamp and nonce, NOT the body: a body changed under a
    // genuine query passes the signature. What protects us: only WeChat's servers know the token, so
    // only a query WeChat made can be genuine; such a query is good once (its timestamp and nonce are
    // claimed) and for five minutes; it travels in the https URL, which an onlooker does not see. A
    // forger who did see one could race WeChat's own push with another body: safe mode (msg_signature
    // over Encrypt) closes that, hence WECHAT_MP_ENCODING_AES_KEY in production.
    const follower = await newUserWithQr();
    const victim = await newUserWithQr();
    const genuine = plainPush(subscribeXml(sandboxOpenIdOf('genuine'), follower.qr.sceneKey));
    expect((await callback(genuine.body, genuine.query)).statusCode).toBe(200);
    expect((await checkSubscribe(follower.headers)).isSubscribed).toBe(true);

    const forged = subscribeXml(sandboxOpenIdOf('forger'), victim.qr.sceneKey);
    const reused = await callback(forged, genuine.query);
    expect(reused.statusCode).toBe(403);
    expect(reused.json().error.code).toBe('CallbackReplayed');

    const captured = plainPush('<xml/>');
    sut.clock.advance(6 * 60_000);
    const late = await callback(forged, captured.query);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.code).toBe('CallbackExpired');
    expect((await checkSubscribe(victim.headers)).isSubscribed).toBe(false);
  });

  it('should accept a signed push once and refuse its replay', async () => {
    const { headers, qr } = await newUserWithQr();
    const push = plainPush(subscribeXml(sandboxOpenIdOf('replayed'), qr.sceneKey));

    const first = await callback(push.body, push.query);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('success');
    expect((await checkSubscribe(headers)).isSubscribed).toBe(true);

    const replay = await callback(push.body, push.query);
    expect(replay.statusCode).toBe(403);
  });

  it('should not bind a follow through an expired QR', async () => {
    const { headers, qr } = await newUserWithQr();
    sut.clock.advance((qr.expireSeconds + 1) * 1000);
    const push = plainPush(subscribeXml(sandboxOpenIdOf('late'), qr.sceneKey));
    const late = await callback(push.body, push.query);
    expect(late.statusCode).toBe(200);
    expect((await checkSubscribe(headers)).isSubscribed).toBe(false);
  });

  it('should refuse a signed push whose body is not WeChat’s XML, JSON included', async () => {
    for (const [body, contentType] of [
      ['<xml><FromUserName><![CDATA[o1]]></FromUserName>', 'text/xml'],
      [
        '<!DOCTYPE xml [<!ENTITY e SYSTEM "file:///etc/passwd">]><xml><FromUserName>&e;</FromUserName></xml>',
        'text/xml',
      ],
      ['<xml><MsgType><![CDATA[event]]></MsgType></xml>', 'text/xml'],
      [JSON.stringify({ FromUserName: 'o1', MsgType: 'event', Event: 'subscribe' }), 'application/json'],
    ] as const) {
      const push = plainPush(body);
      const response = await callback(push.body, push.query, contentType);
      expect(response.statusCode, body).toBe(400);
      expect(response.json().error.code).toBe('CallbackBodyInvalid');
    }
  });

  it('should answer success to a signed message that is not an event, and read a compatible-mode push’s plain fields', async () => {
    const text = plainPush(
      '<xml><ToUserName><![CDATA[gh_puhuo_sandbox]]></ToUserName><FromUserName><![CDATA[o1]]></FromUserName><CreateTime>1</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[你好]]></Content><MsgId>1</MsgId></xml>',
    );
    expect((await callback(text.body, text.query)).body).toBe('success');

    // compatible mode (兼容模式) sends the plain fields beside Encrypt: without an EncodingAESKey we read those
    const { headers, qr } = await newUserWithQr();
    const xml = subscribeXml(sandboxOpenIdOf('compatible'), qr.sceneKey);
    const safe = asWechat.push(
      { token: TOKEN, now: sut.clock.now(), encodingAesKey: SAFE_KEY, appId: SANDBOX_APP_ID },
      xml,
    );
    const compatible = xml.replace('</xml>', `<Encrypt><![CDATA[${safe.encrypt}]]></Encrypt>\n</xml>`);
    expect((await callback(compatible, safe.query)).statusCode).toBe(200);
    expect((await checkSubscribe(headers)).isSubscribed).toBe(true);

    // a safe-mode push carries Encrypt alone: unreadable without the key, said so
    const other = await newUserWithQr();
    const unreadable = asWechat.push(
      { token: TOKEN, now: sut.clock.now(), encodingAesKey: SAFE_KEY, appId: SANDBOX_APP_ID },
      subscribeXml(sandboxOpenIdOf('unreadable'), other.qr.sceneKey),
    );
    const refused = await callback(unreadable.body, unreadable.query);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('CallbackEncryptedWithoutKey');
  });
});

describe('safe-mode pushes (安全模式, encrypt_type=aes)', () => {
  const loginScans: Array<{ sceneKey: string; openId: string }> = [];
  /** the product's callback with WECHAT_MP_ENCODING_AES_KEY set: the same database, the sandbox's AppID */
  const safeService = () =>
    new OfficialAccountFollowService(
      new OfficialAccountRepository(sut.database.db),
      wechatSandbox(sut),
      sut.app.services.hub,
      sut.clock,
      { token: TOKEN, encodingAesKey: SAFE_KEY },
      async (sceneKey, openId) => {
        loginScans.push({ sceneKey, openId });
      },
    );
  const queryOf = (query: URLSearchParams) =>
    Object.fromEntries(query) as { signature: string; timestamp: string; nonce: string };
  const safePush = (xml: string, options: { encodingAesKey?: string; appId?: string } = {}) =>
    asWechat.push(
      { token: TOKEN, now: sut.clock.now(), encodingAesKey: SAFE_KEY, appId: SANDBOX_APP_ID, ...options },
      xml,
    );

  it('should decrypt a subscribe encrypted the WeChat way and bind the follower', async () => {
    const { headers, qr } = await newUserWithQr();
    const push = safePush(subscribeXml(sandboxOpenIdOf('safe-follower'), qr.sceneKey));
    expect(push.body).not.toContain(qr.sceneKey);

    await safeService().handleCallback(queryOf(push.query), push.body);
    expect((await checkSubscribe(headers)).isSubscribed).toBe(true);
  });

  it('should hand a login_ scene to the login handler', async () => {
    const openId = sandboxOpenIdOf('scan-login');
    const push = safePush(subscribeXml(openId, 'login_abc123'));
    await safeService().handleCallback(queryOf(push.query), push.body);
    expect(loginScans).toContainEqual({ sceneKey: 'abc123', openId });
  });

  it('should refuse a push encrypted for another AppID', async () => {
    const { headers, qr } = await newUserWithQr();
    const push = safePush(subscribeXml(sandboxOpenIdOf('other-app'), qr.sceneKey), { appId: 'wx2c2769f8efd9abc2' });
    await expect(safeService().handleCallback(queryOf(push.query), push.body)).rejects.toMatchObject({
      statusCode: 403,
      options: { code: 'CallbackAppIdMismatch' },
    });
    expect((await checkSubscribe(headers)).isSubscribed).toBe(false);
  });

  it('should refuse a push whose Encrypt was changed, by msg_signature', async () => {
    const victim = await newUserWithQr();
    const genuine = safePush(subscribeXml(sandboxOpenIdOf('genuine-safe'), 'some-other-scene'));
    // a forger without the token swaps in an Encrypt of their own under WeChat's query
    const forged = safePush(subscribeXml(sandboxOpenIdOf('forger'), victim.qr.sceneKey));
    const body = genuine.body.replace(genuine.encrypt ?? '', forged.encrypt ?? '');
    await expect(safeService().handleCallback(queryOf(genuine.query), body)).rejects.toMatchObject({
      statusCode: 403,
      options: { code: 'CallbackSignatureInvalid' },
    });
    // one changed character is enough
    const encrypt = genuine.encrypt ?? '';
    const flipped = genuine.body.replace(encrypt, `${encrypt.startsWith('A') ? 'B' : 'A'}${encrypt.slice(1)}`);
    await expect(safeService().handleCallback(queryOf(genuine.query), flipped)).rejects.toMatchObject({
      options: { code: 'CallbackSignatureInvalid' },
    });
    expect((await checkSubscribe(victim.headers)).isSubscribed).toBe(false);
  });

  it('should refuse a push encrypted with another EncodingAESKey', async () => {
    const { headers, qr } = await newUserWithQr();
    // signed with our token, so only the key tells it apart
    const push = safePush(subscribeXml(sandboxOpenIdOf('other-key'), qr.sceneKey), { encodingAesKey: OTHER_KEY });
    await expect(safeService().handleCallback(queryOf(push.query), push.body)).rejects.toMatchObject({
      statusCode: 403,
      options: { code: 'CallbackDecryptFailed' },
    });
    expect((await checkSubscribe(headers)).isSubscribed).toBe(false);
  });

  it('should refuse a plain push while safe mode is configured, even one signed with our token', async () => {
    const { headers, qr } = await newUserWithQr();
    const push = plainPush(subscribeXml(sandboxOpenIdOf('downgrade'), qr.sceneKey));
    await expect(safeService().handleCallback(queryOf(push.query), push.body)).rejects.toMatchObject({
      statusCode: 403,
      options: { code: 'CallbackNotEncrypted' },
    });
    expect((await checkSubscribe(headers)).isSubscribed).toBe(false);
  });

  it('should push the sandbox’s follow events encrypted as WeChat does when an EncodingAESKey is shared', async () => {
    const service = safeService();
    const sent: Array<{ url: URL; contentType: string | null; body: string }> = [];
    const deliver = (async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      const body = String(init?.body);
      sent.push({ url, contentType: new Headers(init?.headers).get('content-type'), body });
      try {
        await service.handleCallback(queryOf(url.searchParams), body);
        return new Response('success');
      } catch {
        return new Response('refused', { status: 403 });
      }
    }) as typeof fetch;
    const phone = new OfficialAccountSandbox(
      sut.database.db,
      sut.clock,
      { token: TOKEN, encodingAesKey: SAFE_KEY },
      { callbackUrl: 'https://puhuo.example/api/weixin/mp/callback', fetch: deliver },
    );
    const { headers, qr } = await newUserWithQr();
    const unionId = await sut.app.services.wechat.addSandboxUser('安全模式');
    expect(await phone.follow(qr.sceneKey, unionId)).toBe(true);
    expect((await checkSubscribe(headers)).isSubscribed).toBe(true);

    const [push] = sent;
    if (!push) throw new Error('nothing pushed');
    const q = push.url.searchParams;
    expect(push.contentType).toBe('text/xml');
    expect([...q.keys()].sort()).toEqual([
      'encrypt_type',
      'msg_signature',
      'nonce',
      'openid',
      'signature',
      'timestamp',
    ]);
    expect(q.get('encrypt_type')).toBe('aes');
    expect(q.get('nonce')).toMatch(/^\d{9,10}$/);
    expect(q.get('signature')).toBe(asWechat.sign(TOKEN, q.get('timestamp') ?? '', q.get('nonce') ?? ''));
    const encrypt = /<Encrypt><!\[CDATA\[([^\]]+)\]\]><\/Encrypt>/.exec(push.body)?.[1] ?? '';
    expect(q.get('msg_signature')).toBe(asWechat.sign(TOKEN, q.get('timestamp') ?? '', q.get('nonce') ?? '', encrypt));
    expect(push.body).toBe(
      `<xml><ToUserName><![CDATA[gh_puhuo_sandbox]]></ToUserName><Encrypt><![CDATA[${encrypt}]]></Encrypt></xml>`,
    );
    const opened = asWechat.decrypt(SAFE_KEY, encrypt);
    expect(opened.appId).toBe(SANDBOX_APP_ID);
    expect(opened.message).toContain(`<FromUserName><![CDATA[${q.get('openid')}]]></FromUserName>`);
    expect(opened.message).toContain('<MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event>');
    expect(opened.message).toContain(`<EventKey><![CDATA[qrscene_${qr.sceneKey}]]></EventKey>`);

    expect(await phone.unfollow(unionId)).toBe('heard');
    expect((await checkSubscribe(headers)).isSubscribed).toBe(false);
  });
});

describe('the sandbox’s plain-mode pushes', () => {
  it('should push XML signed by signature alone, as WeChat in plain mode', async () => {
    const sent: Array<{ url: URL; body: string }> = [];
    const capture = (async (input: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: new URL(String(input)), body: String(init?.body) });
      return new Response('success');
    }) as typeof fetch;
    const phone = new OfficialAccountSandbox(sut.database.db, sut.clock, TOKEN, {
      callbackUrl: 'https://puhuo.example/api/weixin/mp/callback',
      fetch: capture,
    });
    const unionId = await sut.app.services.wechat.addSandboxUser('明文模式');
    await phone.follow('scene-x', unionId);
    const [push] = sent;
    if (!push) throw new Error('nothing pushed');
    const q = push.url.searchParams;
    expect([...q.keys()].sort()).toEqual(['nonce', 'openid', 'signature', 'timestamp']);
    expect(q.get('signature')).toBe(asWechat.sign(TOKEN, q.get('timestamp') ?? '', q.get('nonce') ?? ''));
    expect(push.body).toMatch(
      /^<xml><ToUserName><!\[CDATA\[gh_puhuo_sandbox\]\]><\/ToUserName><FromUserName><!\[CDATA\[oMp[\w-]+\]\]><\/FromUserName><CreateTime>\d+<\/CreateTime><MsgType><!\[CDATA\[event\]\]><\/MsgType><Event><!\[CDATA\[subscribe\]\]><\/Event><EventKey><!\[CDATA\[qrscene_scene-x\]\]><\/EventKey><Ticket><!\[CDATA\[gQ[^\]]+\]\]><\/Ticket><\/xml>$/,
    );
  });
});
