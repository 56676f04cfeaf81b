import { callProviderBytes, type FetchLike, ProviderUnreachableError } from '../provider-http.ts';
import { sniffImage } from '../storage/image-storage.ts';
import type { MiniProgramClient, MiniProgramCode, MiniProgramCodeRequest } from './mini-program.client.ts';
import { WECHAT_API_BASE, WechatApiError } from './wechat-official-account.client.ts';

export interface WechatMiniProgramOptions {
  appId: string;
  appSecret: string;
  /** default https://api.weixin.qq.com */
  apiBase?: string;
  fetch?: FetchLike;
  now?: () => Date;
  /** default 10 s */
  timeoutMs?: number;
}

/** The token was refused: 40001 invalid credential, 40014 invalid access_token, 42001 access_token expired. */
const TOKEN_ERRCODES = new Set([40001, 40014, 42001]);
/** A token is used until this long before WeChat says it expires. */
const RENEW_BEFORE_MS = 5 * 60_000;

interface CachedToken {
  value: string;
  renewAt: number;
}

interface WechatJson {
  body: Record<string, unknown>;
  errcode: number;
  errmsg: string;
}

/**
 * The mini-program through WeChat's server API. Its access token comes from `/cgi-bin/stable_token`
 * (获取稳定版接口调用凭据): every instance asking gets the same token until it expires, so instances
 * never invalidate each other's token as `/cgi-bin/token` would. A refused token is fetched again once,
 * with `force_refresh` (WeChat allows that 20 times a day).
 *
 * The code: `POST /wxa/getwxacodeunlimit?access_token=` with JSON {scene, page, check_path, env_version,
 * width}; WeChat answers the image's bytes, or JSON {errcode, errmsg} (40169 invalid scene, 41030 page
 * not published, 45009 call limit, -1 busy) — https://developers.weixin.qq.com/miniprogram/dev/server/API/qrcode-link/qr-code/api_getunlimitedqrcode
 */
export class WechatMiniProgramClient implements MiniProgramClient {
  private readonly apiBase: string;
  private readonly fetchImpl: FetchLike;
  private readonly now: () => Date;
  private token: CachedToken | null = null;
  private tokenFetch: Promise<CachedToken> | null = null;

  constructor(private readonly options: WechatMiniProgramOptions) {
    this.apiBase = (options.apiBase ?? WECHAT_API_BASE).replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
  }

  get appId(): string {
    return this.options.appId;
  }

  async unlimitedCode(request: MiniProgramCodeRequest): Promise<MiniProgramCode> {
    const call = 'WeChat wxa/getwxacodeunlimit';
    const body = JSON.stringify({
      scene: request.scene,
      page: request.page,
      // a page of the published app only: a typo in the configured page is an error, not a dead code
      check_path: true,
      env_version: request.envVersion,
      width: request.width,
    });
    let token = await this.accessToken(false);
    for (let attempt = 0; ; attempt++) {
      const url = `${this.apiBase}/wxa/getwxacodeunlimit?${new URLSearchParams({ access_token: token })}`;
      const answer = await this.send(call, url, body);
      const image = sniffImage(answer.bytes);
      if (answer.status < 300 && image) return { bytes: answer.bytes, contentType: image.contentType };
      const json = this.json(call, answer.status, answer.bytes, token);
      if (TOKEN_ERRCODES.has(json.errcode) && attempt === 0) {
        this.forget(token);
        token = await this.accessToken(true);
        continue;
      }
      if (json.errcode === 0) throw new WechatApiError(call, `${call}: the answer is not an image`);
      throw new WechatApiError(
        call,
        `${call} failed: errcode ${json.errcode} ${json.errmsg}`,
        json.errcode,
        json.errmsg,
      );
    }
  }

  private async accessToken(forceRefresh: boolean): Promise<string> {
    if (!forceRefresh && this.token && this.now().getTime() < this.token.renewAt) return this.token.value;
    this.tokenFetch ??= this.fetchToken(forceRefresh).finally(() => {
      this.tokenFetch = null;
    });
    return (await this.tokenFetch).value;
  }

  private async fetchToken(forceRefresh: boolean): Promise<CachedToken> {
    const call = 'WeChat stable_token';
    const fetchedAt = this.now().getTime();
    const answer = await this.send(
      call,
      `${this.apiBase}/cgi-bin/stable_token`,
      JSON.stringify({
        grant_type: 'client_credential',
        appid: this.options.appId,
        secret: this.options.appSecret,
        force_refresh: forceRefresh,
      }),
    );
    const json = this.json(call, answer.status, answer.bytes);
    const { access_token, expires_in } = json.body;
    if (json.errcode !== 0 || typeof access_token !== 'string' || typeof expires_in !== 'number') {
      throw new WechatApiError(
        call,
        `${call} failed: errcode ${json.errcode} ${json.errmsg}`,
        json.errcode,
        json.errmsg,
      );
    }
    const lifetimeMs = expires_in * 1000;
    this.token = { value: access_token, renewAt: fetchedAt + Math.max(lifetimeMs - RENEW_BEFORE_MS, lifetimeMs / 2) };
    return this.token;
  }

  private forget(token: string): void {
    if (this.token?.value === token) this.token = null;
  }

  private async send(call: string, url: string, body: string) {
    try {
      return await callProviderBytes(
        this.fetchImpl,
        call,
        url,
        { method: 'POST', headers: { 'content-type': 'application/json;charset=utf-8' }, body },
        this.options.timeoutMs,
      );
    } catch (error) {
      if (error instanceof ProviderUnreachableError) throw new WechatApiError(call, error.message);
      throw error;
    }
  }

  /** WeChat's JSON answer; an HTTP failure or a body that is not JSON throws (it names no secret) */
  private json(call: string, status: number, bytes: Buffer, token?: string): WechatJson {
    if (status >= 500) throw new WechatApiError(call, `${call}: HTTP ${status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new WechatApiError(call, `${call}: HTTP ${status} without a WeChat answer`);
    }
    const body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    const errcode = typeof body.errcode === 'number' ? body.errcode : 0;
    const errmsg = typeof body.errmsg === 'string' ? this.scrub(body.errmsg, token) : 'ok';
    return { body, errcode, errmsg };
  }

  /** WeChat's errmsg does not quote secrets today; this keeps it so if it ever echoes a parameter */
  private scrub(text: string, token?: string): string {
    let out = text;
    for (const secret of [this.options.appSecret, token]) if (secret) out = out.split(secret).join('***');
    return out;
  }
}
