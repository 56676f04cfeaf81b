import { readFileSync } from 'node:fs';
import { type Env, required } from './env.ts';

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

export function paymentFromEnv(env: Env, problems: string[]): PaymentSetting {
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
