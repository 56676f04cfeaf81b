import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import QRCode from 'qrcode';
import { FakeHttpServer, queryOf, sendJson, sendText } from '../fake-http-server.ts';
import type { TemplateMessage } from './official-account.client.ts';

export interface WechatApiFakeOptions {
  appId: string;
  appSecret: string;
  /** the template ids the account has added; others answer 40037 */
  templateIds?: string[];
  /** seconds a token lives (WeChat: 7200) */
  tokenLifetimeSeconds?: number;
  now?: () => Date;
}

export interface FakeFollower {
  subscribed: boolean;
  unionId?: string;
  nickname?: string;
}

export interface FakeSceneQr {
  ticket: string;
  scene: string;
  expireSeconds: number;
  url: string;
}

/** A fault the next call to a path meets (after its token was checked), or no answer at all. */
export type WechatInjectedFailure = { status: number } | { errcode: number; errmsg: string } | 'stall';

/** WeChat keeps the previous token valid this long after a new one is fetched. */
const OVERLAP_MS = 5 * 60_000;
const MAX_EXPIRE_SECONDS = 2_592_000;

/**
 * A fake api.weixin.qq.com: /cgi-bin/token, qrcode/create, message/template/send and user/info with
 * WeChat's `{errcode, errmsg}` refusals (errmsg carries a "rid" as WeChat's does), tokens that expire
 * (or are expired on demand) and are superseded five minutes after a new fetch, followers set by the
 * test, and /cgi-bin/showqrcode serving the ticket's QR image (mp.weixin.qq.com's, on the same base).
 */
export class WechatApiFake {
  readonly sentTemplates: { message: TemplateMessage; msgid: string }[] = [];
  readonly qrCodes: FakeSceneQr[] = [];
  tokenRequests = 0;
  private readonly tokens = new Map<string, number>();
  private readonly followers = new Map<string, FakeFollower>();
  private readonly injected = new Map<string, WechatInjectedFailure[]>();
  private readonly server = new FakeHttpServer((request, response, body) => this.handle(request, response, body));
  private readonly now: () => Date;
  private msgSequence = 0n;

  constructor(private readonly options: WechatApiFakeOptions) {
    this.now = options.now ?? (() => new Date());
  }

  start(): Promise<string> {
    return this.server.start();
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  setFollower(openId: string, follower: FakeFollower): void {
    this.followers.set(openId, follower);
  }

  /** Every token handed out so far expires now (calls with it answer 42001). */
  expireTokens(): void {
    const now = this.now().getTime();
    for (const token of this.tokens.keys()) this.tokens.set(token, now);
  }

  /** The next call to `path` (e.g. '/cgi-bin/message/template/send') fails this way, in order. */
  failNext(path: string, failure: WechatInjectedFailure): void {
    this.injected.set(path, [...(this.injected.get(path) ?? []), failure]);
  }

  private async handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const { path, query } = queryOf(request);
    const method = request.method ?? 'GET';
    const error = (errcode: number, errmsg: string) => sendJson(response, 200, { errcode, errmsg: withRid(errmsg) });

    if (path === '/cgi-bin/showqrcode' && method === 'GET') return this.showQr(response, query.ticket ?? '');
    if (path === '/cgi-bin/token' && method === 'GET') {
      if (this.injectedFailure(path, response)) return;
      return this.issueToken(response, query);
    }
    const route = ROUTES[path];
    if (!route || route !== method) return sendText(response, 404, '<html><body>404</body></html>', 'text/html');

    const token = query.access_token;
    if (!token) return error(41001, 'access_token missing');
    const expiresAt = this.tokens.get(token);
    if (expiresAt === undefined) return error(40001, 'invalid credential, access_token is invalid or not latest');
    if (expiresAt <= this.now().getTime()) return error(42001, 'access_token expired');
    if (this.injectedFailure(path, response)) return;

    if (path === '/cgi-bin/user/info') return this.userInfo(response, query);
    let json: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(body);
      if (!parsed || typeof parsed !== 'object') throw new Error('not an object');
      json = parsed as Record<string, unknown>;
    } catch {
      return error(47001, 'data format error');
    }
    if (path === '/cgi-bin/qrcode/create') return this.createQr(response, json);
    return this.sendTemplate(response, json);
  }

  /** Answers an injected failure for `path`, if one waits. */
  private injectedFailure(path: string, response: ServerResponse): boolean {
    const failure = this.injected.get(path)?.shift();
    if (!failure) return false;
    if (failure === 'stall') return true;
    if ('status' in failure) sendText(response, failure.status, 'Bad Gateway', 'text/html');
    else sendJson(response, 200, { errcode: failure.errcode, errmsg: withRid(failure.errmsg) });
    return true;
  }

  private issueToken(response: ServerResponse, query: Record<string, string>) {
    this.tokenRequests++;
    const error = (errcode: number, errmsg: string) => sendJson(response, 200, { errcode, errmsg: withRid(errmsg) });
    if (query.grant_type !== 'client_credential') return error(40002, 'invalid grant_type');
    if (!query.appid) return error(41002, 'appid missing');
    if (query.appid !== this.options.appId) return error(40013, 'invalid appid');
    if (!query.secret) return error(41004, 'appsecret missing');
    if (query.secret !== this.options.appSecret) return error(40125, 'invalid appsecret');
    const now = this.now().getTime();
    // a new token supersedes the earlier ones, which keep working for five more minutes
    for (const [token, expiresAt] of this.tokens) this.tokens.set(token, Math.min(expiresAt, now + OVERLAP_MS));
    const lifetime = this.options.tokenLifetimeSeconds ?? 7200;
    const token = randomBytes(96).toString('base64url').replace(/[-_]/g, 'A').slice(0, 136);
    this.tokens.set(token, now + lifetime * 1000);
    sendJson(response, 200, { access_token: token, expires_in: lifetime });
  }

  private createQr(response: ServerResponse, body: Record<string, unknown>) {
    const actionInfo = body.action_info as { scene?: { scene_str?: unknown; scene_id?: unknown } } | undefined;
    const actionName = body.action_name;
    const scene = actionInfo?.scene?.scene_str ?? actionInfo?.scene?.scene_id;
    const stringScene = actionName === 'QR_STR_SCENE' || actionName === 'QR_LIMIT_STR_SCENE';
    const validScene = stringScene
      ? typeof scene === 'string' && scene.length >= 1 && scene.length <= 64
      : typeof scene === 'number' && scene > 0;
    if (
      !['QR_SCENE', 'QR_STR_SCENE', 'QR_LIMIT_SCENE', 'QR_LIMIT_STR_SCENE'].includes(String(actionName)) ||
      !validScene
    ) {
      return sendJson(response, 200, { errcode: 40097, errmsg: withRid('invalid args') });
    }
    const asked = typeof body.expire_seconds === 'number' ? body.expire_seconds : 60;
    const expireSeconds = Math.min(Math.max(Math.floor(asked), 1), MAX_EXPIRE_SECONDS);
    const ticket = `gQ${randomBytes(48).toString('base64')}`;
    const url = `http://weixin.qq.com/q/${randomBytes(16).toString('base64url').slice(0, 22)}`;
    this.qrCodes.push({ ticket, scene: String(scene), expireSeconds, url });
    sendJson(response, 200, { ticket, expire_seconds: expireSeconds, url });
  }

  private async showQr(response: ServerResponse, ticket: string) {
    const qr = this.qrCodes.find((q) => q.ticket === ticket);
    if (!qr) return sendText(response, 404, '', 'text/html');
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    response.end(await QRCode.toBuffer(qr.url, { margin: 1, width: 220 }));
  }

  private sendTemplate(response: ServerResponse, body: Record<string, unknown>) {
    const error = (errcode: number, errmsg: string) => sendJson(response, 200, { errcode, errmsg: withRid(errmsg) });
    if (typeof body.touser !== 'string' || !body.touser) return error(40003, 'invalid openid');
    if (typeof body.template_id !== 'string' || !(this.options.templateIds ?? []).includes(body.template_id)) {
      return error(40037, 'invalid template_id');
    }
    if (!body.data || typeof body.data !== 'object') return error(47001, 'data format error');
    const follower = this.followers.get(body.touser);
    if (!follower) return error(40003, 'invalid openid');
    if (!follower.subscribed) return error(43004, 'require subscribe');
    // msgids are 64-bit: written as a bare number in the text, as WeChat does
    const msgid = (BigInt(this.now().getTime()) * 1_000_000n + ++this.msgSequence).toString();
    this.sentTemplates.push({ message: body as unknown as TemplateMessage, msgid });
    sendJson(response, 200, `{"errcode":0,"errmsg":"ok","msgid":${msgid}}`);
  }

  private userInfo(response: ServerResponse, query: Record<string, string>) {
    const openId = query.openid ?? '';
    const follower = this.followers.get(openId);
    if (!follower) return sendJson(response, 200, { errcode: 40003, errmsg: withRid('invalid openid') });
    const union = follower.unionId ? { unionid: follower.unionId } : {};
    if (!follower.subscribed) return sendJson(response, 200, { subscribe: 0, openid: openId, ...union });
    sendJson(response, 200, {
      subscribe: 1,
      openid: openId,
      nickname: follower.nickname ?? '',
      language: query.lang ?? 'zh_CN',
      subscribe_time: Math.floor(this.now().getTime() / 1000),
      ...union,
      remark: '',
      groupid: 0,
      tagid_list: [],
      subscribe_scene: 'ADD_SCENE_QR_CODE',
      qr_scene: 0,
      qr_scene_str: '',
    });
  }
}

const ROUTES: Record<string, 'GET' | 'POST'> = {
  '/cgi-bin/qrcode/create': 'POST',
  '/cgi-bin/message/template/send': 'POST',
  '/cgi-bin/user/info': 'GET',
};

const withRid = (errmsg: string) =>
  `${errmsg} rid: ${randomBytes(12).toString('hex').slice(0, 8)}-${randomBytes(8).toString('hex')}`;
