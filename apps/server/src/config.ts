import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@puhuo/domain';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * demo: every outside system is played locally (sandbox pages, SMS outbox, cashier, WeChat phone) and
 * demo data is seeded; production: only real providers, none of the stand-ins mounted (docs/security.md).
 */
export type RunMode = 'demo' | 'production';

export interface Config {
  /** APP_MODE, or production when NODE_ENV=production */
  mode: RunMode;
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database is used */
  databaseUrl: string | undefined;
  /** where PGlite keeps its files, uploads and generated images */
  dataDir: string;
  /** how many demo goods to seed into an empty catalogue on start (0 to skip) */
  seedGoods: number;
  logLevel: string;
  /** the built web app; served when present */
  webDistDir: string;
  /** run background workers in this process */
  runWorkers: boolean;
  /**
   * the address users reach the product at (PUBLIC_URL): every absolute URL the server makes (OAuth
   * redirect_uri, callbacks, QR codes, short links) starts with it, never with a request's Host
   * header. Required in production; `http://localhost:<PORT>` in demo mode.
   */
  publicUrl: string;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For is believed (addresses or CIDRs, `loopback`...);
   * false (the default) takes the client address from the connection alone.
   */
  trustProxy: false | string[];
  /**
   * the per-address and per-account limits on sign-in, texts, captchas and registration
   * (http/abuse-limits.ts); ABUSE_LIMITS=off is for demo runs where every user shares one address
   */
  abuseLimits: boolean;
  /** how long a bearer token lives (ACCESS_TOKEN_LIFETIME_SECONDS in the domain; tests only change it) */
  accessTokenSeconds: number;
  /** SANDBOX_ADMIN_TOKEN: lets a non-loopback caller use the stand-ins' admin pages (demo mode only) */
  sandboxAdminToken: string | undefined;
  /** the web client's OAuth client id and secret (embedded in the web app, as the spec says) */
  clientId: string;
  clientSecret: string;
  /** how texts are sent: the development outbox (demo) or Aliyun SMS */
  sms: SmsSetting;
  /** how orders are paid: the sandbox cashier (demo) or Alipay */
  payment: PaymentSetting;
  /** the WeChat official account: the sandbox phone (demo) or the real account */
  wechatMp: WechatMpSetting;
  /** the WeChat mini-program whose code the footer shows: the WeChat stand-in (demo) or the real app */
  wechatMini: WechatMiniSetting;
  /** where the sales platforms are (PLATFORM_SANDBOX): the sandbox mounted on this server, or a separate one */
  platformSandbox: PlatformSandboxSetting;
  /** how long a market list or goods detail answer is reused by this process (0: never) */
  marketCacheMs: number;
  /**
   * keyword search from the in-process index (SEARCH_INDEX=off answers from the database) and how
   * old the index may be when a search starts (SEARCH_INDEX_REFRESH_MS; 0 reads changes first every time)
   */
  searchIndex: { enabled: boolean; refreshMs: number };
  /** the 1688 selection cache (docs/decisions/0011): refresh schedule, list pages per run (0: no scheduled runs), detail age */
  alibabaSync: AlibabaSyncSetting;
  /** SECRET_KEY: seals shop tokens and signs states; generated into the data directory when unset (demo only) */
  secretKey: string | undefined;
  /** the token shared with the WeChat official account to sign its callbacks; derived from SECRET_KEY when unset */
  wechatMpToken: string | undefined;
  /**
   * WECHAT_MP_ENCODING_AES_KEY: the official account's EncodingAESKey (43 characters) when its
   * callbacks come in safe or compatible mode; set, plain callbacks are refused (docs/security.md
   * "WeChat callbacks"). Unset: plain mode.
   */
  wechatMpEncodingAesKey: string | undefined;
}

export type SmsSetting =
  | { provider: 'local' }
  | {
      provider: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      /** SMS_ENDPOINT: Aliyun's address (a staging fake may stand here) */
      endpoint: string | undefined;
    };

export type PaymentSetting =
  | { provider: 'local' }
  | {
      provider: 'alipay';
      appId: string;
      privateKeyPem: string;
      alipayPublicKeyPem: string;
      /** ALIPAY_GATEWAY: Alipay's gateway (a staging fake may stand here) */
      gateway: string | undefined;
    };

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

export interface AlibabaSyncSetting {
  /** cron of the scheduled refresh runs (ALIBABA_SYNC_CRON) */
  cron: string;
  /** 1688 list pages of 50 offers a run reads (ALIBABA_SYNC_PAGES); 0 turns the scheduled runs off */
  pages: number;
  /** a cached offer's detail older than this is read again when opened (ALIBABA_DETAIL_TTL_MINUTES) */
  detailTtlMs: number;
  /** cached offers read again per run besides the list */
  recheckLimit: number;
}

/** in-process: the platform sandbox is mounted on the product's server under /sandbox; url: one running elsewhere */
export type PlatformSandboxSetting = { kind: 'in-process' } | { kind: 'url'; url: string };

export function platformSandboxFromEnv(raw: string | undefined): PlatformSandboxSetting {
  if (raw === undefined || raw === '' || raw === 'in-process') return { kind: 'in-process' };
  if (/^https?:\/\/\S+$/.test(raw)) return { kind: 'url', url: raw.replace(/\/+$/, '') };
  throw new Error(
    `PLATFORM_SANDBOX must be "in-process" or the sandbox's URL (http://host:port/sandbox), got "${raw}"`,
  );
}

type Env = Record<string, string | undefined>;

function modeFromEnv(env: Env): RunMode {
  const raw = env.APP_MODE;
  if (raw === 'demo' || raw === 'production') return raw;
  if (raw !== undefined && raw !== '') throw new ConfigError([`APP_MODE must be "demo" or "production", got "${raw}"`]);
  return env.NODE_ENV === 'production' ? 'production' : 'demo';
}

/** Settings the server cannot start with; every problem is listed at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`configuration refused:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** the contents of a PEM setting: the text itself, or the file it names */
function pemFromEnv(env: Env, name: string, problems: string[]): string {
  const raw = env[name] ?? '';
  if (raw.includes('-----BEGIN')) return raw.replace(/\\n/g, '\n');
  if (raw === '') return '';
  try {
    return readFileSync(raw, 'utf8');
  } catch {
    problems.push(`${name} names a file that cannot be read: ${raw}`);
    return '';
  }
}

function required(env: Env, names: string[], problems: string[], because: string): void {
  for (const name of names) if (!env[name]) problems.push(`${name} is required ${because}`);
}

function smsFromEnv(env: Env, problems: string[]): SmsSetting {
  const provider = env.SMS_PROVIDER || 'local';
  if (provider === 'local') return { provider };
  if (provider !== 'aliyun') {
    problems.push(`SMS_PROVIDER must be "local" or "aliyun", got "${provider}"`);
    return { provider: 'local' };
  }
  const names = [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ];
  required(env, names, problems, 'with SMS_PROVIDER=aliyun');
  return {
    provider,
    accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
    accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
    signName: env.ALIYUN_SMS_SIGN_NAME ?? '',
    templateCode: env.ALIYUN_SMS_TEMPLATE_CODE ?? '',
    endpoint: env.SMS_ENDPOINT || undefined,
  };
}

function paymentFromEnv(env: Env, problems: string[]): PaymentSetting {
  const provider = env.PAYMENT_PROVIDER || 'local';
  if (provider === 'local') return { provider };
  if (provider !== 'alipay') {
    problems.push(`PAYMENT_PROVIDER must be "local" or "alipay", got "${provider}"`);
    return { provider: 'local' };
  }
  required(env, ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'], problems, 'with PAYMENT_PROVIDER=alipay');
  return {
    provider,
    appId: env.ALIPAY_APP_ID ?? '',
    privateKeyPem: pemFromEnv(env, 'ALIPAY_PRIVATE_KEY', problems),
    alipayPublicKeyPem: pemFromEnv(env, 'ALIPAY_PUBLIC_KEY', problems),
    gateway: env.ALIPAY_GATEWAY || undefined,
  };
}

function wechatMpFromEnv(env: Env, problems: string[]): WechatMpSetting {
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

function wechatMiniFromEnv(env: Env, problems: string[]): WechatMiniSetting {
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
function encodingAesKeyFromEnv(raw: string | undefined, problems: string[]): string | undefined {
  if (!raw) return undefined;
  if (!/^[A-Za-z0-9]{43}$/.test(raw)) {
    problems.push('WECHAT_MP_ENCODING_AES_KEY must be the 43 letters and digits of the WeChat console');
    return undefined;
  }
  return raw;
}

function publicUrlFromEnv(raw: string | undefined, problems: string[]): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    if (url.search || url.hash || url.username) throw new Error('parts');
    return url.href.replace(/\/+$/, '');
  } catch {
    problems.push(`PUBLIC_URL must be an http(s) address without query, e.g. https://puhuo.example.com, got "${raw}"`);
    return undefined;
  }
}

function trustProxyFromEnv(raw: string | undefined): false | string[] {
  if (!raw || raw === 'false' || raw === 'off') return false;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Production runs only with real providers and its own address and key: a stand-in left configured
 * would let anyone read sign-in codes or mark orders paid (docs/security.md). A stand-in running
 * elsewhere for staging is allowed when named explicitly (PLATFORM_SANDBOX=<url>, SMS_ENDPOINT ...).
 */
function productionProblems(config: Config, env: Env): string[] {
  const problems: string[] = [];
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL is required in production (the address users reach the product at)');
  if (!config.secretKey) problems.push('SECRET_KEY is required in production (shared by every instance)');
  if (config.platformSandbox.kind === 'in-process') {
    problems.push(
      'PLATFORM_SANDBOX must name the sales platforms (a separately run sandbox for staging), not in-process',
    );
  }
  if (!config.abuseLimits) problems.push('ABUSE_LIMITS=off is for demo runs only');
  if (config.sms.provider === 'local')
    problems.push('SMS_PROVIDER=aliyun is required in production (the local outbox is demo only)');
  if (config.payment.provider === 'local') {
    problems.push('PAYMENT_PROVIDER=alipay is required in production (the sandbox cashier is demo only)');
  }
  if (config.wechatMp.provider === 'sandbox') {
    problems.push('WECHAT_MP_PROVIDER=wechat is required in production (the WeChat sandbox is demo only)');
  }
  if (config.wechatMini.provider === 'sandbox') {
    problems.push('WECHAT_MINI_PROVIDER=wechat is required in production (the WeChat stand-in is demo only)');
  }
  return problems;
}

function intFromEnv(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

/**
 * Every setting, from the environment, with `overrides` on top (tests). Throws ConfigError listing
 * every problem when the settings cannot run, in production above all.
 */
export function loadConfig(overrides: Partial<Config> = {}, env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const problems: string[] = [];
  const mode = overrides.mode ?? modeFromEnv(env);
  const port = overrides.port ?? intFromEnv(env, 'PORT', 3000);
  const config: Config = {
    mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    // demo data never lands in a production database unless asked for
    seedGoods: intFromEnv(env, 'SEED_GOODS', mode === 'demo' ? 2000 : 0),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    runWorkers: env.RUN_WORKERS !== 'false',
    publicUrl: publicUrlFromEnv(env.PUBLIC_URL, problems) ?? `http://localhost:${port}`,
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    sandboxAdminToken: env.SANDBOX_ADMIN_TOKEN || undefined,
    abuseLimits: env.ABUSE_LIMITS !== 'off',
    accessTokenSeconds: ACCESS_TOKEN_LIFETIME_SECONDS,
    clientId: env.CLIENT_ID ?? 'lanhai-web',
    clientSecret: env.CLIENT_SECRET ?? 'lanhai-web-secret',
    sms: smsFromEnv(env, problems),
    payment: paymentFromEnv(env, problems),
    wechatMp: wechatMpFromEnv(env, problems),
    wechatMini: wechatMiniFromEnv(env, problems),
    platformSandbox: platformSandboxFromEnv(env.PLATFORM_SANDBOX),
    marketCacheMs: intFromEnv(env, 'MARKET_CACHE_MS', 15_000),
    searchIndex: {
      enabled: env.SEARCH_INDEX !== 'off',
      refreshMs: intFromEnv(env, 'SEARCH_INDEX_REFRESH_MS', 1_000),
    },
    wechatMpToken: env.WECHAT_MP_TOKEN || undefined,
    wechatMpEncodingAesKey: encodingAesKeyFromEnv(env.WECHAT_MP_ENCODING_AES_KEY, problems),
    secretKey: env.SECRET_KEY || undefined,
    alibabaSync: {
      cron: env.ALIBABA_SYNC_CRON || '23 */2 * * *',
      pages: intFromEnv(env, 'ALIBABA_SYNC_PAGES', 10),
      detailTtlMs: intFromEnv(env, 'ALIBABA_DETAIL_TTL_MINUTES', 60) * 60_000,
      recheckLimit: intFromEnv(env, 'ALIBABA_SYNC_RECHECK', 200),
    },
    ...overrides,
  };
  if (config.mode === 'production')
    problems.push(...productionProblems(config, { ...env, ...overridesAsEnv(overrides) }));
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** settings given as overrides count as given (tests build production configs without an environment) */
function overridesAsEnv(overrides: Partial<Config>): Env {
  return {
    ...(overrides.publicUrl ? { PUBLIC_URL: overrides.publicUrl } : {}),
  };
}

export const REPO_ROOT = repoRoot;
