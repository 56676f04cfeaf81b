import { ConfigError, type Env } from './env.ts';

/**
 * demo: every outside system is played locally (sandbox pages, SMS outbox, cashier, WeChat phone) and
 * demo data is seeded; production: only real providers, none of the stand-ins mounted (docs/security.md).
 */
export type RunMode = 'demo' | 'production';

export function modeFromEnv(env: Env): RunMode {
  const raw = env.APP_MODE;
  if (raw === 'demo' || raw === 'production') return raw;
  if (raw !== undefined && raw !== '') throw new ConfigError([`APP_MODE must be "demo" or "production", got "${raw}"`]);
  return env.NODE_ENV === 'production' ? 'production' : 'demo';
}
