import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '@puhuo/domain';
import { ConfigError, type Env, intFromEnv } from './config/env.ts';
import { type PaymentSetting, paymentFromEnv } from './config/payment.ts';
import { type AlibabaSyncSetting, type PlatformSandboxSetting, platformSandboxFromEnv } from './config/platforms.ts';
import { publicUrlFromEnv, trustProxyFromEnv } from './config/public-address.ts';
import { modeFromEnv, type RunMode } from './config/run-mode.ts';
import { type SmsSetting, smsFromEnv } from './config/sms.ts';
import {
  encodingAesKeyFromEnv,
  type WechatMiniSetting,
  type WechatMpSetting,
  wechatMiniFromEnv,
  wechatMpFromEnv,
} from './config/wechat.ts';

export { ConfigError } from './config/env.ts';
export type { PaymentSetting } from './config/payment.ts';
export { type AlibabaSyncSetting, type PlatformSandboxSetting, platformSandboxFromEnv } from './config/platforms.ts';
export type { RunMode } from './config/run-mode.ts';
export type { SmsSetting } from './config/sms.ts';
export type { WechatMiniSetting, WechatMiniTarget, WechatMpSetting } from './config/wechat.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
