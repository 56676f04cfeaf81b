import { type Env, required } from './env.ts';

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

export function smsFromEnv(env: Env, problems: string[]): SmsSetting {
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
