import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeHttpServer } from '../fake-http-server.ts';
import type { TemplateMessage } from './official-account.client.ts';
import { WechatApiFake } from './wechat-api.fake.ts';
import {
  WechatApiError,
  WechatOfficialAccountClient,
  type WechatOfficialAccountOptions,
} from './wechat-official-account.client.ts';

const APP = { appId: 'wx5f2c1a9e0b7d3c41', appSecret: '9c1f0e6b2d8a4f7e3b5c0d9a1e2f3b4c' } as const;
const TEMPLATE_ID = 'Xk3vTQ-order-paid-template-id';

const orderPaid = (touser: string): TemplateMessage => ({
  touser,
  template_id: TEMPLATE_ID,
  url: 'https://puhuo.example.com/orders/1',
  data: { thing1: { value: '采购单 PO-1' }, amount2: { value: '12.34元' } },
});

async function caught(promise: Promise<unknown>): Promise<WechatApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WechatApiError);
  return error as WechatApiError;
}

describe('WechatOfficialAccountClient against the fake WeChat API', () => {
  let fake: WechatApiFake;
  let base: string;
  let clock: Date;
  const requestedUrls: string[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    requestedUrls.push(String(input));
    return fetch(input, init);
  };

  const client = (overrides: Partial<WechatOfficialAccountOptions> = {}) =>
    new WechatOfficialAccountClient({
      ...APP,
      apiBase: base,
      qrImageBase: `${base}/cgi-bin/showqrcode`,
      fetch: recordingFetch,
      now: () => clock,
      ...overrides,
    });

  beforeAll(async () => {
    clock = new Date('2026-11-22T08:00:00Z');
    fake = new WechatApiFake({ ...APP, templateIds: [TEMPLATE_ID], now: () => clock });
    base = await fake.start();
    fake.setFollower('oFollower', { subscribed: true, unionId: 'oUnion-follower' });
    fake.setFollower('oNoUnion', { subscribed: true });
    fake.setFollower('oLeft', { subscribed: false, unionId: 'oUnion-left' });
  });
  afterAll(async () => {
    await fake.stop();
  });
  beforeEach(() => {
    requestedUrls.length = 0;
  });

  describe('access token', () => {
    it('should fetch the token once for many concurrent calls', async () => {
      const sut = client();
      const before = fake.tokenRequests;

      await Promise.all([
        ...Array.from({ length: 10 }, () => sut.followerInfo('oFollower')),
        ...Array.from({ length: 10 }, () => sut.sendTemplateMessage(orderPaid('oFollower'))),
      ]);

      expect(fake.tokenRequests - before).toBe(1);
    });

    it('should keep the token until five minutes before it expires', async () => {
      const sut = client();
      await sut.followerInfo('oFollower');
      const before = fake.tokenRequests;

      clock = new Date(clock.getTime() + (7200 - 301) * 1000);
      await sut.followerInfo('oFollower');
      const keptUntilMargin = fake.tokenRequests - before;
      clock = new Date(clock.getTime() + 2000);
      await sut.followerInfo('oFollower');

      expect(keptUntilMargin).toBe(0);
      expect(fake.tokenRequests - before).toBe(1);
    });

    it('should renew an expired token once and repeat the call', async () => {
      const sut = client();
      await sut.followerInfo('oFollower');
      fake.expireTokens();
      const before = fake.tokenRequests;

      const answers = await Promise.all(Array.from({ length: 5 }, () => sut.followerInfo('oFollower')));

      expect(answers.every((a) => a.subscribed)).toBe(true);
      expect(fake.tokenRequests - before).toBe(1);
    });

    it('should renew the token on 40014 invalid access_token and repeat the call', async () => {
      const sut = client();
      await sut.followerInfo('oFollower');
      fake.failNext('/cgi-bin/message/template/send', { errcode: 40014, errmsg: 'invalid access_token' });
      const before = fake.tokenRequests;

      const result = await sut.sendTemplateMessage(orderPaid('oFollower'));

      expect(result.errcode).toBe(0);
      expect(fake.tokenRequests - before).toBe(1);
    });

    it('should give up when the renewed token is refused too', async () => {
      const sut = client();
      fake.failNext('/cgi-bin/user/info', { errcode: 40001, errmsg: 'invalid credential' });
      fake.failNext('/cgi-bin/user/info', { errcode: 40001, errmsg: 'invalid credential' });

      const error = await caught(sut.followerInfo('oFollower'));

      expect(error.errcode).toBe(40001);
    });

    it('should surface a wrong secret as an error that names neither the secret nor a token', async () => {
      const sut = client({ appSecret: 'wrong-secret-0123456789abcdef' });

      const error = await caught(sut.followerInfo('oFollower'));

      expect(error.errcode).toBe(40125);
      expect(error.message).toContain('WeChat token');
      expect(error.message).not.toContain('wrong-secret-0123456789abcdef');
      expect(JSON.stringify(error)).not.toContain('wrong-secret-0123456789abcdef');
    });

    it('should surface a wrong appid as 40013', async () => {
      const error = await caught(client({ appId: 'wx0000000000000000' }).followerInfo('oFollower'));

      expect(error).toMatchObject({ errcode: 40013, call: 'WeChat token' });
    });

    it('should name the call, not the secret or the token, when WeChat cannot be reached', async () => {
      const sut = client();
      await sut.followerInfo('oFollower');
      const token = new URL(requestedUrls.at(-1) ?? '').searchParams.get('access_token') ?? '';
      const closed = new FakeHttpServer(() => undefined);
      const deadBase = await closed.start();
      await closed.stop();

      const unreachable = await caught(client({ apiBase: deadBase }).followerInfo('oFollower'));
      fake.failNext('/cgi-bin/user/info', { status: 502 });
      const badGateway = await caught(sut.followerInfo('oFollower'));

      expect(token).not.toBe('');
      expect(unreachable.message).toContain('WeChat token');
      expect(badGateway.message).toBe('WeChat user/info: HTTP 502');
      for (const error of [unreachable, badGateway]) {
        expect(error.message).not.toContain(APP.appSecret);
        expect(error.message).not.toContain(token);
      }
    });
  });

  describe('sendTemplateMessage', () => {
    it('should return WeChat success with the msgid as a string, every digit kept', async () => {
      const result = await client().sendTemplateMessage(orderPaid('oFollower'));

      const sent = fake.sentTemplates.at(-1);
      expect(result).toEqual({ errcode: 0, errmsg: 'ok', msgid: sent?.msgid });
      expect(sent?.msgid.length).toBeGreaterThan(16);
      expect(sent?.message).toEqual(orderPaid('oFollower'));
    });

    it('should return 43004 require subscribe as WeChat answered it', async () => {
      const result = await client().sendTemplateMessage(orderPaid('oLeft'));

      expect(result.errcode).toBe(43004);
      expect(result.errmsg).toMatch(/^require subscribe/);
      expect(result.msgid).toBeUndefined();
    });

    it('should return 40037 for a template the account does not have and 40003 for an unknown openid', async () => {
      const sut = client();

      const badTemplate = await sut.sendTemplateMessage({ ...orderPaid('oFollower'), template_id: 'nope' });
      const badOpenId = await sut.sendTemplateMessage(orderPaid('oStranger'));

      expect([badTemplate.errcode, badOpenId.errcode]).toEqual([40037, 40003]);
    });

    it('should throw on errcode -1, WeChat being busy', async () => {
      fake.failNext('/cgi-bin/message/template/send', { errcode: -1, errmsg: 'system error' });

      const error = await caught(client().sendTemplateMessage(orderPaid('oFollower')));

      expect(error).toMatchObject({ call: 'WeChat message/template/send', errcode: -1 });
    });
  });

  describe('createSceneQr', () => {
    it('should create a temporary string-scene QR code and point at its image', async () => {
      const qr = await client().createSceneQr('login:abc123', 300, 'https://ignored.example.com');

      const created = fake.qrCodes.at(-1);
      expect(created).toMatchObject({ scene: 'login:abc123', expireSeconds: 300 });
      expect(qr).toEqual({
        scanUrl: created?.url,
        qrCodeUrl: `${base}/cgi-bin/showqrcode?ticket=${encodeURIComponent(created?.ticket ?? '')}`,
        expireSeconds: 300,
      });
      const image = await fetch(qr.qrCodeUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
    });

    it('should throw with WeChat errcode for a scene WeChat refuses', async () => {
      const error = await caught(client().createSceneQr('x'.repeat(65), 300, ''));

      expect(error).toMatchObject({ call: 'WeChat qrcode/create', errcode: 40097 });
    });
  });

  describe('followerInfo', () => {
    it('should read a follower with their union id', async () => {
      expect(await client().followerInfo('oFollower')).toEqual({
        openId: 'oFollower',
        subscribed: true,
        unionId: 'oUnion-follower',
      });
    });

    it('should read a follower without a union id as null and one who left as not subscribed', async () => {
      const sut = client();

      expect(await sut.followerInfo('oNoUnion')).toMatchObject({ subscribed: true, unionId: null });
      expect(await sut.followerInfo('oLeft')).toMatchObject({ openId: 'oLeft', subscribed: false });
    });

    it('should throw with errcode 40003 for an openid that is not a follower', async () => {
      const error = await caught(client().followerInfo('oStranger'));

      expect(error).toMatchObject({ call: 'WeChat user/info', errcode: 40003 });
      expect(error.message).toContain('40003 invalid openid');
    });
  });
});
