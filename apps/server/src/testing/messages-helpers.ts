import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { TestContext } from './test-app.ts';

/** The WeChat official account's sandbox (demo mode): its followers' inboxes and faults. */
export function wechatSandbox(ctx: TestContext) {
  const sandbox = ctx.app.services.standIns?.officialAccount;
  if (!sandbox) throw new Error('the WeChat sandbox is not in use');
  return sandbox;
}

/** The app served over real HTTP too (the sandbox calls the product back over HTTP, as WeChat does). */
export async function listeningUrl(ctx: TestContext): Promise<string> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

export async function followQr(ctx: TestContext, headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/weixin/mp/qr-code?scene=2', headers });
  if (response.statusCode !== 200) throw new Error(`no follow QR: ${response.body}`);
  return response.json() as { sceneKey: string; scanUrl: string; qrCodeUrl: string; expireSeconds: number };
}

/** The sandbox phone scans the user's scene-2 QR with a WeChat user and taps follow; returns the page. */
export async function scanAndFollow(ctx: TestContext, scanUrl: string, unionId: string): Promise<string> {
  const base = await listeningUrl(ctx);
  const scan = new URL(scanUrl);
  const page = await fetch(`${base}${scan.pathname}${scan.search}`);
  if (!page.ok) throw new Error(`follow page answered ${page.status}`);
  const confirm = await fetch(`${base}/sandbox/wechat/follow/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ scene: scan.searchParams.get('scene') ?? '', unionId }).toString(),
  });
  return confirm.text();
}

/** A signed-in user follows the official account with a new sandbox WeChat user; returns its union id. */
export async function followOfficialAccount(
  ctx: TestContext,
  headers: Record<string, string>,
  nickname = '测试微信',
): Promise<string> {
  const unionId = await ctx.app.services.wechat.addSandboxUser(nickname);
  const qr = await followQr(ctx, headers);
  const page = await scanAndFollow(ctx, qr.scanUrl, unionId);
  if (!page.includes('消息将推送到这个微信号')) throw new Error(`follow not heard by the product: ${page}`);
  return unionId;
}

/**
 * WeChat's side of a callback, written here apart from the product's code (providers/wechat) from
 * WeChat's own description and WXBizMsgCrypt samples, so that each checks the other:
 * signature = sha1 of the sorted strings joined; safe mode encrypts random(16) + length(4, big-endian)
 * + message + appId, PKCS#7-padded to 32 bytes, with AES-256-CBC, key = base64(EncodingAESKey + "="),
 * IV = the key's first 16 bytes.
 */
export const asWechat = {
  sign: (...parts: string[]) => createHash('sha1').update(parts.sort().join('')).digest('hex'),

  encrypt(encodingAesKey: string, message: string, appId: string, random = randomBytes(16)): string {
    const key = Buffer.from(`${encodingAesKey}=`, 'base64');
    const xml = Buffer.from(message);
    const length = Buffer.from([
      xml.length >>> 24,
      (xml.length >>> 16) & 255,
      (xml.length >>> 8) & 255,
      xml.length & 255,
    ]);
    const body = Buffer.concat([random, length, xml, Buffer.from(appId)]);
    const pad = 32 - (body.length % 32);
    const aes = createCipheriv('aes-256-cbc', key, key.subarray(0, 16));
    aes.setAutoPadding(false);
    return Buffer.concat([aes.update(Buffer.concat([body, Buffer.alloc(pad, pad)])), aes.final()]).toString('base64');
  },

  decrypt(encodingAesKey: string, encrypt: string): { message: string; appId: string } {
    const key = Buffer.from(`${encodingAesKey}=`, 'base64');
    const aes = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16));
    aes.setAutoPadding(false);
    const plain = Buffer.concat([aes.update(Buffer.from(encrypt, 'base64')), aes.final()]);
    const unpadded = plain.subarray(0, plain.length - (plain[plain.length - 1] ?? 0));
    const length = unpadded.readUInt32BE(16);
    return {
      message: unpadded.subarray(20, 20 + length).toString(),
      appId: unpadded.subarray(20 + length).toString(),
    };
  },

  /** an event's XML as WeChat writes it */
  eventXml(fields: {
    ToUserName?: string;
    FromUserName: string;
    CreateTime: number;
    Event: string;
    EventKey?: string;
  }) {
    return [
      '<xml>',
      `<ToUserName><![CDATA[${fields.ToUserName ?? 'gh_puhuo_sandbox'}]]></ToUserName>`,
      `<FromUserName><![CDATA[${fields.FromUserName}]]></FromUserName>`,
      `<CreateTime>${fields.CreateTime}</CreateTime>`,
      '<MsgType><![CDATA[event]]></MsgType>',
      `<Event><![CDATA[${fields.Event}]]></Event>`,
      fields.EventKey === undefined ? '' : `<EventKey><![CDATA[${fields.EventKey}]]></EventKey>`,
      '</xml>',
    ].join('\n');
  },

  /**
   * A push of `message` as WeChat sends it at `now`: plain, or (with an EncodingAESKey) safe mode
   * encrypted for `appId`. Returns the query and the body; `sign` lets a test sign with another token.
   */
  push(
    options: { token: string; now: Date; encodingAesKey?: string; appId?: string; openId?: string },
    message: string,
  ): { query: URLSearchParams; body: string; encrypt?: string } {
    const timestamp = String(Math.floor(options.now.getTime() / 1000));
    const nonce = String(1_000_000_000 + (randomBytes(4).readUInt32BE() % 1_000_000_000));
    const query = new URLSearchParams({
      signature: asWechat.sign(options.token, timestamp, nonce),
      timestamp,
      nonce,
      openid: options.openId ?? 'oSomeone',
    });
    if (!options.encodingAesKey) return { query, body: message };
    const encrypt = asWechat.encrypt(options.encodingAesKey, message, options.appId ?? '');
    query.set('encrypt_type', 'aes');
    query.set('msg_signature', asWechat.sign(options.token, timestamp, nonce, encrypt));
    const body = `<xml>\n    <ToUserName><![CDATA[gh_puhuo_sandbox]]></ToUserName>\n    <Encrypt><![CDATA[${encrypt}]]></Encrypt>\n</xml>`;
    return { query, body, encrypt };
  },
};
