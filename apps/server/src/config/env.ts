export type Env = Record<string, string | undefined>;

/** Settings the server cannot start with; every problem is listed at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`configuration refused:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

export function required(env: Env, names: string[], problems: string[], because: string): void {
  for (const name of names) if (!env[name]) problems.push(`${name} is required ${because}`);
}

export function intFromEnv(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}
