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
