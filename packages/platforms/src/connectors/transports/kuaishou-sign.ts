import { createHash, createHmac } from 'node:crypto';

/**
 * kuaishou's request signature, as the platform's "API调用说明" gives it (the official Java sample in the
 * public copy AndersonBY/kwaixiaodian-python-sdk docs/开发指南和规则协议/开发文档/API调用说明.md):
 * the system parameters access_token, appkey, method, param, signMethod, timestamp and version (those
 * present; nothing else is signed) sorted by name and joined as `k=v&...`, then `&signSecret=<secret>`;
 * `signMethod=HMAC_SHA256` signs that with HMAC-SHA256 keyed by the sign secret, base64; `MD5` (the
 * default when signMethod is absent, and the default of the public SDKs such as
 * crywolfx/kuaishou-merchant-open-api) is its lower-case hex MD5.
 */
export const KUAISHOU_SIGNED_PARAMS = [
  'access_token',
  'appkey',
  'method',
  'param',
  'signMethod',
  'timestamp',
  'version',
];

export type KuaishouSignMethod = 'HMAC_SHA256' | 'MD5';

export function kuaishouSignature(params: Record<string, unknown>, signSecret: string): string {
  const joined = KUAISHOU_SIGNED_PARAMS.filter((key) => params[key] !== undefined && params[key] !== null)
    .sort()
    .map((key) => `${key}=${String(params[key])}`)
    .join('&');
  const text = `${joined}&signSecret=${signSecret}`;
  if (params.signMethod === 'HMAC_SHA256')
    return createHmac('sha256', signSecret).update(text, 'utf8').digest('base64');
  return createHash('md5').update(text, 'utf8').digest('hex');
}
