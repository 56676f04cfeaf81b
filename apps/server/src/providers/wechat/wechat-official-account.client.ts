import { callProvider, type FetchLike, ProviderUnreachableError } from '../provider-http.ts';
import type {
  FollowerInfo,
  OfficialAccountClient,
  SceneQr,
  TemplateMessage,
  TemplateSendResult,
} from './official-account.client.ts';

export const WECHAT_API_BASE = 'https://api.weixin.qq.com';
export const WECHAT_QR_IMAGE_BASE = 'https://mp.weixin.qq.com/cgi-bin/showqrcode';

export interface WechatOfficialAccountOptions {
  appId: string;
  appSecret: string;
  /** default https://api.weixin.qq.com */
  apiBase?: string;
  /** where a ticket's QR image is; default https://mp.weixin.qq.com/cgi-bin/showqrcode */
  qrImageBase?: string;
  fetch?: FetchLike;
  now?: () => Date;
  /** default 10 s */
  timeoutMs?: number;
}

/** A WeChat call failed. The message names the call and WeChat's errcode, never the secret or a token. */
export class WechatApiError extends Error {
  constructor(
    readonly call: string,
    message: string,
    readonly errcode?: number,
    readonly errmsg?: string,
  ) {
    super(message);
    this.name = 'WechatApiError';
  }
}

/** The token was refused: 40001 invalid credential, 40014 invalid access_token, 42001 access_token expired. */
const TOKEN_ERRCODES = new Set([40001, 40014, 42001]);
/** A token is renewed this long before WeChat says it expires. */
const RENEW_BEFORE_MS = 5 * 60_000;

interface CachedToken {
  value: string;
  renewAt: number;
}

interface WechatAnswer {
  body: Record<string, unknown>;
  text: string;
  errcode: number;
  errmsg: string;
}

/**
 * The official account through WeChat's server API. The access token is fetched once and shared:
 * WeChat invalidates the previous token (after five minutes) each time a new one is fetched, so
 * concurrent callers wait on the one fetch in flight, and a refused token is renewed once per refusal.
 */
export class WechatOfficialAccountClient implements OfficialAccountClient {
  private readonly apiBase: string;
  private readonly qrImageBase: string;
  private readonly fetchImpl: FetchLike;
  private readonly now: () => Date;
  private token: CachedToken | null = null;
  private tokenFetch: Promise<CachedToken> | null = null;

  constructor(private readonly options: WechatOfficialAccountOptions) {
    this.apiBase = (options.apiBase ?? WECHAT_API_BASE).replace(/\/+$/, '');
    this.qrImageBase = options.qrImageBase ?? WECHAT_QR_IMAGE_BASE;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
  }

  get appId(): string {
    return this.options.appId;
  }

  /** A temporary QR code whose scan carries `scene` (`publicUrl` is the sandbox's concern). */
  async createSceneQr(scene: string, expireSeconds: number, _publicUrl: string): Promise<SceneQr> {
    const call = 'WeChat qrcode/create';
    const answer = await this.api(
      call,
      'POST',
      '/cgi-bin/qrcode/create',
      {},
      {
        expire_seconds: expireSeconds,
        action_name: 'QR_STR_SCENE',
        action_info: { scene: { scene_str: scene } },
      },
    );
    this.throwOnErrcode(call, answer);
    const { ticket, url, expire_seconds } = answer.body;
    if (typeof ticket !== 'string' || typeof url !== 'string') {
      throw new WechatApiError(call, `${call}: the answer has no ticket`);
    }
    return {
      scanUrl: url,
      qrCodeUrl: `${this.qrImageBase}?ticket=${encodeURIComponent(ticket)}`,
      expireSeconds: typeof expire_seconds === 'number' ? expire_seconds : expireSeconds,
    };
  }

  /** WeChat's answer as it is: a refusal such as 43004 (require subscribe) is the caller's to read. */
  async sendTemplateMessage(message: TemplateMessage): Promise<TemplateSendResult> {
    const answer = await this.api(
      'WeChat message/template/send',
      'POST',
      '/cgi-bin/message/template/send',
      {},
      message,
    );
    // msgid is a 64-bit number: read from the text, it keeps digits a JavaScript number would round
    const msgid = /"msgid"\s*:\s*"?(\d+)/.exec(answer.text)?.[1];
    return { errcode: answer.errcode, errmsg: answer.errmsg, ...(msgid ? { msgid } : {}) };
  }

  async followerInfo(openId: string): Promise<FollowerInfo> {
    const call = 'WeChat user/info';
    const answer = await this.api(call, 'GET', '/cgi-bin/user/info', { openid: openId, lang: 'zh_CN' });
    this.throwOnErrcode(call, answer);
    const { subscribe, openid, unionid } = answer.body;
    return {
      openId: typeof openid === 'string' ? openid : openId,
      subscribed: subscribe === 1,
      unionId: typeof unionid === 'string' && unionid !== '' ? unionid : null,
    };
  }

  /**
   * One API call with the shared token. A token error renews the token once and repeats the call;
   * network faults, HTTP 5xx and errcode -1 (system busy) throw; other errcodes are the caller's.
   */
  private async api(
    call: string,
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body?: unknown,
  ): Promise<WechatAnswer> {
    let token = await this.accessToken();
    for (let attempt = 0; ; attempt++) {
      const answer = await this.request(call, method, path, { access_token: token, ...query }, body, token);
      if (!TOKEN_ERRCODES.has(answer.errcode)) {
        if (answer.errcode === -1) throw this.failure(call, answer, token);
        return answer;
      }
      if (attempt > 0) throw this.failure(call, answer, token);
      this.forget(token);
      token = await this.accessToken();
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now().getTime() < this.token.renewAt) return this.token.value;
    this.tokenFetch ??= this.fetchToken().finally(() => {
      this.tokenFetch = null;
    });
    return (await this.tokenFetch).value;
  }

  private async fetchToken(): Promise<CachedToken> {
    const call = 'WeChat token';
    const fetchedAt = this.now().getTime();
    const answer = await this.request(call, 'GET', '/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: this.options.appId,
      secret: this.options.appSecret,
    });
    const { access_token, expires_in } = answer.body;
    if (answer.errcode !== 0 || typeof access_token !== 'string' || typeof expires_in !== 'number') {
      throw this.failure(call, answer);
    }
    const lifetimeMs = expires_in * 1000;
    // a short-lived token (shorter than the margin) is still used for half its life
    this.token = { value: access_token, renewAt: fetchedAt + Math.max(lifetimeMs - RENEW_BEFORE_MS, lifetimeMs / 2) };
    return this.token;
  }

  /** Drops the cached token, unless another caller already replaced it. */
  private forget(token: string): void {
    if (this.token?.value === token) this.token = null;
  }

  private async request(
    call: string,
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string>,
    body?: unknown,
    token?: string,
  ): Promise<WechatAnswer> {
    const url = `${this.apiBase}${path}?${new URLSearchParams(query).toString()}`;
    let status: number;
    let text: string;
    try {
      ({ status, text } = await callProvider(
        this.fetchImpl,
        call,
        url,
        method === 'POST'
          ? { method, headers: { 'content-type': 'application/json;charset=utf-8' }, body: JSON.stringify(body) }
          : { method },
        this.options.timeoutMs,
      ));
    } catch (error) {
      if (error instanceof ProviderUnreachableError) throw new WechatApiError(call, error.message);
      throw error;
    }
    if (status >= 500) throw new WechatApiError(call, `${call}: HTTP ${status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new WechatApiError(call, `${call}: HTTP ${status} without a WeChat answer`);
    }
    const answerBody = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    const errcode = typeof answerBody.errcode === 'number' ? answerBody.errcode : 0;
    const errmsg = typeof answerBody.errmsg === 'string' ? this.scrub(answerBody.errmsg, token) : 'ok';
    return { body: answerBody, text, errcode, errmsg };
  }

  private throwOnErrcode(call: string, answer: WechatAnswer): void {
    if (answer.errcode !== 0) throw this.failure(call, answer);
  }

  private failure(call: string, answer: WechatAnswer, token?: string): WechatApiError {
    const errmsg = this.scrub(answer.errmsg, token);
    return new WechatApiError(call, `${call} failed: errcode ${answer.errcode} ${errmsg}`, answer.errcode, errmsg);
  }

  /** WeChat's errmsg does not quote secrets today; this keeps it so if it ever echoes a parameter. */
  private scrub(text: string, token?: string): string {
    let out = text;
    for (const secret of [this.options.appSecret, token]) if (secret) out = out.split(secret).join('***');
    return out;
  }
}
