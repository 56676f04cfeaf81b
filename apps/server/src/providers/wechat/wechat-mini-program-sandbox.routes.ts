import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { escapeHtml, phonePage } from './sandbox-page.ts';

/** Where the stand-in serves WeChat's server API (api.weixin.qq.com) on the product's own address. */
export const WECHAT_API_SANDBOX_PREFIX = '/sandbox/wechat-api';
/** the page a scan of the stand-in's code opens: the sandbox phone showing the mini-program */
export const MINI_PROGRAM_PHONE_PATH = '/sandbox/wechat/mini-program';
/** the stand-in's mini-program AppID (wx and 16 characters, as WeChat's) */
export const SANDBOX_MINI_APP_ID = 'wx00puhuo0mini0app';

/** A fault the next code request meets (after its token was checked): an errcode, or an HTTP failure. */
export type MiniProgramFault = { errcode: number; errmsg: string } | { status: number };

export interface WechatMiniProgramSandboxOptions {
  appSecret: string;
  /** the product's configured address: the codes lead to its sandbox phone page */
  publicUrl: string;
  /** the pages the stand-in's mini-program has published (check_path refuses others with 41030) */
  pages: readonly string[];
  clock: Clock;
}

/** WeChat's token lifetime, and the windows stable tokens are handed out in */
const TOKEN_SECONDS = 7200;
/** WeChat's scene: at most 32 of these characters */
const SCENE = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/;
const MIN_WIDTH = 280;
const MAX_WIDTH = 1280;

const withRid = (errmsg: string) =>
  `${errmsg} rid: ${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}`;

/**
 * The WeChat mini-program as the demo stand-in plays it, over HTTP in WeChat's own shapes:
 * `POST /cgi-bin/stable_token` {grant_type, appid, secret, force_refresh} → {access_token, expires_in}
 * (40002 invalid grant_type, 40013 invalid appid, 40125 invalid appsecret), and
 * `POST /wxa/getwxacodeunlimit?access_token=` {scene, page, check_path, env_version, width} → the code's
 * image, or {errcode, errmsg}: 41001 no token, 40001 invalid, 42001 expired, 47001 a body that is not
 * JSON, 40169 a scene that is not 1-32 of the allowed characters, 41030 a page not published (with
 * check_path). Its code is a plain QR code (WeChat's round "sun" code is not open) leading to the sandbox
 * phone's mini-program page with the page and scene. The image is PNG and sent as image/png; WeChat
 * labels its codes image/jpeg, which is why the client reads the bytes, not the header.
 *
 * Tokens carry their own signature, so any instance recognises another's; `revokeTokens` makes every
 * token handed out so far invalid (a test of renewal), `failNext` queues faults.
 */
export class WechatMiniProgramSandbox {
  readonly appId = SANDBOX_MINI_APP_ID;
  /** how many codes were made (a test sees the product's cache at work) */
  codesMade = 0;
  private epoch = 0;
  private readonly faults: MiniProgramFault[] = [];

  constructor(private readonly options: WechatMiniProgramSandboxOptions) {}

  failNext(fault: MiniProgramFault): void {
    this.faults.push(fault);
  }

  revokeTokens(): void {
    this.epoch++;
  }

  /** a token for `expiresAt` (seconds): stable across calls in the same window, new with force_refresh */
  issueToken(forceRefresh: boolean): { access_token: string; expires_in: number } {
    const now = Math.floor(this.options.clock.now().getTime() / 1000);
    const expiresAt = (Math.floor(now / TOKEN_SECONDS) + 1) * TOKEN_SECONDS;
    const nonce = forceRefresh ? randomBytes(6).toString('base64url') : 'stable';
    const payload = Buffer.from(`${this.epoch}.${expiresAt}.${nonce}`).toString('base64url');
    return { access_token: `${payload}.${this.sign(payload)}`, expires_in: expiresAt - now };
  }

  /** 0 when the token is good, else WeChat's errcode for it */
  checkToken(token: string | undefined): number {
    if (!token) return 41001;
    const [payload, signature, ...rest] = token.split('.');
    if (!payload || !signature || rest.length > 0) return 40001;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 40001;
    const [epoch, expiresAt] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
    if (Number(epoch) !== this.epoch) return 40001;
    return Number(expiresAt) * 1000 <= this.options.clock.now().getTime() ? 42001 : 0;
  }

  /** the code's image, or WeChat's refusal */
  async code(body: Record<string, unknown>): Promise<{ png: Buffer } | { errcode: number; errmsg: string }> {
    const scene = body.scene;
    if (typeof scene !== 'string' || !SCENE.test(scene)) {
      return { errcode: 40169, errmsg: 'invalid length for scene, or the data is not json string' };
    }
    const page = body.page === undefined || body.page === '' ? this.options.pages[0] : body.page;
    const checkPath = body.check_path !== false;
    const envVersion = body.env_version ?? 'release';
    if (typeof page !== 'string' || page.startsWith('/') || page.includes('?')) {
      return { errcode: 40129, errmsg: 'invalid scene or page' };
    }
    if (!['release', 'trial', 'develop'].includes(String(envVersion))) {
      return { errcode: 40097, errmsg: 'invalid args' };
    }
    if (checkPath && !this.options.pages.includes(page)) return { errcode: 41030, errmsg: 'invalid page' };
    const asked = typeof body.width === 'number' ? body.width : 430;
    const width = Math.min(Math.max(Math.round(asked), MIN_WIDTH), MAX_WIDTH);
    const target = new URL(MINI_PROGRAM_PHONE_PATH, this.options.publicUrl);
    target.searchParams.set('page', page);
    target.searchParams.set('scene', scene);
    this.codesMade++;
    return { png: await QRCode.toBuffer(target.toString(), { type: 'png', width, margin: 2 }) };
  }

  nextFault(): MiniProgramFault | undefined {
    return this.faults.shift();
  }

  get appSecret(): string {
    return this.options.appSecret;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.options.appSecret).update(`${this.appId}|${payload}`).digest('base64url');
  }
}

const error = (reply: FastifyReply, errcode: number, errmsg: string) =>
  reply
    .status(200)
    .type('application/json; encoding=utf-8')
    .send({ errcode, errmsg: withRid(errmsg) });

/** the body as WeChat reads it: JSON text, whatever the content type says */
function jsonBody(raw: unknown): Record<string, unknown> | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The stand-in's WeChat API routes, and the sandbox phone's page a scan of its code opens. */
export function wechatMiniProgramSandboxRoutes(sandbox: WechatMiniProgramSandbox): FastifyPluginAsyncZod {
  return async (app) => {
    // WeChat reads every body as JSON text itself and answers 47001 when it is not
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      `${WECHAT_API_SANDBOX_PREFIX}/cgi-bin/stable_token`,
      { config: { access: 'sandbox' }, schema: { hide: true } },
      async (request, reply) => {
        const body = jsonBody(request.body);
        if (!body) return error(reply, 47001, 'data format error');
        if (body.grant_type !== 'client_credential') return error(reply, 40002, 'invalid grant_type');
        if (!body.appid) return error(reply, 41002, 'appid missing');
        if (body.appid !== sandbox.appId) return error(reply, 40013, 'invalid appid');
        if (!body.secret) return error(reply, 41004, 'appsecret missing');
        if (body.secret !== sandbox.appSecret) return error(reply, 40125, 'invalid appsecret');
        return reply.type('application/json; encoding=utf-8').send(sandbox.issueToken(body.force_refresh === true));
      },
    );

    app.post(
      `${WECHAT_API_SANDBOX_PREFIX}/wxa/getwxacodeunlimit`,
      {
        config: { access: 'sandbox' },
        schema: { hide: true, querystring: z.object({ access_token: z.string().max(512).optional() }) },
      },
      async (request, reply) => {
        const tokenCode = sandbox.checkToken(request.query.access_token);
        if (tokenCode === 41001) return error(reply, 41001, 'access_token missing');
        if (tokenCode === 40001)
          return error(reply, 40001, 'invalid credential, access_token is invalid or not latest');
        if (tokenCode === 42001) return error(reply, 42001, 'access_token expired');
        const fault = sandbox.nextFault();
        if (fault && 'status' in fault)
          return reply.status(fault.status).type('text/html').send('<html>Bad Gateway</html>');
        if (fault) return error(reply, fault.errcode, fault.errmsg);
        const body = jsonBody(request.body);
        if (!body) return error(reply, 47001, 'data format error');
        const answer = await sandbox.code(body);
        if ('errcode' in answer) return error(reply, answer.errcode, answer.errmsg);
        return reply.type('image/png').send(answer.png);
      },
    );

    app.get(
      MINI_PROGRAM_PHONE_PATH,
      {
        config: { access: 'sandbox' },
        schema: {
          hide: true,
          querystring: z.object({ page: z.string().max(200).optional(), scene: z.string().max(64).optional() }),
        },
      },
      async (request, reply) => {
        reply.type('text/html');
        const { page, scene } = request.query;
        return phonePage(
          '蓝海分销小程序',
          `<div class="card"><h1 data-testid="mini-program-opened">已打开「蓝海分销」小程序</h1>
<p>页面：<code>${escapeHtml(page ?? '')}</code></p>
<p>场景值：<code data-testid="mini-program-scene">${escapeHtml(scene ?? '')}</code></p>
<p>（沙箱手机：真实的微信会在这里打开小程序。）</p></div>`,
        );
      },
    );
  };
}
