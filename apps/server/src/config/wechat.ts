import { type Env, required } from './env.ts';

export type WechatMpSetting =
  | { provider: 'sandbox' }
  | {
      provider: 'wechat';
      appId: string;
      appSecret: string;
      /** WECHAT_API_BASE: api.weixin.qq.com (a staging fake may stand here) */
      apiBase: string | undefined;
      /** WECHAT_QR_IMAGE_BASE: where a scene QR's image is fetched by ticket (mp.weixin.qq.com's showqrcode) */
      qrImageBase: string | undefined;
    };

/** where the mini-program's code opens it (WECHAT_MINI_PAGE, WECHAT_MINI_ENV_VERSION) */
export interface WechatMiniTarget {
  /** a published page of the mini-program, e.g. pages/index/index (no leading slash, no query) */
  page: string;
  /** release, trial or develop */
  envVersion: 'release' | 'trial' | 'develop';
}

export type WechatMiniSetting =
  | ({ provider: 'sandbox' } & WechatMiniTarget)
  | ({
      provider: 'wechat';
      appId: string;
      appSecret: string;
      /** WECHAT_API_BASE: api.weixin.qq.com (a staging fake may stand here) */
      apiBase: string | undefined;
    } & WechatMiniTarget);

export function wechatMpFromEnv(env: Env, problems: string[]): WechatMpSetting {
  const provider = env.WECHAT_MP_PROVIDER || 'sandbox';
  if (provider === 'sandbox') return { provider };
  if (provider !== 'wechat') {
    problems.push(`WECHAT_MP_PROVIDER must be "sandbox" or "wechat", got "${provider}"`);
    return { provider: 'sandbox' };
  }
  required(
    env,
    ['WECHAT_MP_APP_ID', 'WECHAT_MP_APP_SECRET', 'WECHAT_MP_TOKEN'],
    problems,
    'with WECHAT_MP_PROVIDER=wechat',
  );
  return {
    provider,
    appId: env.WECHAT_MP_APP_ID ?? '',
    appSecret: env.WECHAT_MP_APP_SECRET ?? '',
    apiBase: env.WECHAT_API_BASE || undefined,
    qrImageBase: env.WECHAT_QR_IMAGE_BASE || undefined,
  };
}

export function wechatMiniFromEnv(env: Env, problems: string[]): WechatMiniSetting {
  const page = env.WECHAT_MINI_PAGE || 'pages/index/index';
  if (page.startsWith('/') || page.includes('?')) {
    problems.push(`WECHAT_MINI_PAGE must be a page path without a leading slash or query, got "${page}"`);
  }
  const envVersion = env.WECHAT_MINI_ENV_VERSION || 'release';
  if (envVersion !== 'release' && envVersion !== 'trial' && envVersion !== 'develop') {
    problems.push(`WECHAT_MINI_ENV_VERSION must be "release", "trial" or "develop", got "${envVersion}"`);
  }
  const target: WechatMiniTarget = { page, envVersion: envVersion as WechatMiniTarget['envVersion'] };
  const provider = env.WECHAT_MINI_PROVIDER || 'sandbox';
  if (provider === 'sandbox') return { provider, ...target };
  if (provider !== 'wechat') {
    problems.push(`WECHAT_MINI_PROVIDER must be "sandbox" or "wechat", got "${provider}"`);
    return { provider: 'sandbox', ...target };
  }
  required(env, ['WECHAT_MINI_APP_ID', 'WECHAT_MINI_APP_SECRET'], problems, 'with WECHAT_MINI_PROVIDER=wechat');
  return {
    provider,
    appId: env.WECHAT_MINI_APP_ID ?? '',
    appSecret: env.WECHAT_MINI_APP_SECRET ?? '',
    apiBase: env.WECHAT_API_BASE || undefined,
    ...target,
  };
}

/** WeChat's console makes an EncodingAESKey of 43 characters from a-z, A-Z, 0-9. */
export function encodingAesKeyFromEnv(raw: string | undefined, problems: string[]): string | undefined {
  if (!raw) return undefined;
  if (!/^[A-Za-z0-9]{43}$/.test(raw)) {
    problems.push('WECHAT_MP_ENCODING_AES_KEY must be the 43 letters and digits of the WeChat console');
    return undefined;
  }
  return raw;
}
