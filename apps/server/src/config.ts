import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
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
  /** the address users reach the product at (QR codes and OAuth callbacks point here); by default the request's own host */
  publicUrl: string | undefined;
  /** the web client's OAuth client id and secret (embedded in the web app, as the spec says) */
  clientId: string;
  clientSecret: string;
  /** 'local' writes texts to the development outbox; a real provider is configured here */
  smsProvider: 'local';
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
  /** the token shared with the WeChat official account to sign its callbacks; derived from SECRET_KEY when unset */
  wechatMpToken: string | undefined;
}

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

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    port: intFromEnv('PORT', 3000),
    host: process.env.HOST ?? '0.0.0.0',
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir,
    seedGoods: intFromEnv('SEED_GOODS', 2000),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    runWorkers: process.env.RUN_WORKERS !== 'false',
    publicUrl: process.env.PUBLIC_URL || undefined,
    clientId: process.env.CLIENT_ID ?? 'lanhai-web',
    clientSecret: process.env.CLIENT_SECRET ?? 'lanhai-web-secret',
    smsProvider: 'local',
    platformSandbox: platformSandboxFromEnv(process.env.PLATFORM_SANDBOX),
    marketCacheMs: intFromEnv('MARKET_CACHE_MS', 15_000),
    searchIndex: {
      enabled: process.env.SEARCH_INDEX !== 'off',
      refreshMs: intFromEnv('SEARCH_INDEX_REFRESH_MS', 1_000),
    },
    wechatMpToken: process.env.WECHAT_MP_TOKEN || undefined,
    alibabaSync: {
      cron: process.env.ALIBABA_SYNC_CRON || '23 */2 * * *',
      pages: intFromEnv('ALIBABA_SYNC_PAGES', 10),
      detailTtlMs: intFromEnv('ALIBABA_DETAIL_TTL_MINUTES', 60) * 60_000,
      recheckLimit: intFromEnv('ALIBABA_SYNC_RECHECK', 200),
    },
    ...overrides,
  };
}

export const REPO_ROOT = repoRoot;
