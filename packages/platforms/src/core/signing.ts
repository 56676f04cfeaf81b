import { createHash, createHmac } from 'node:crypto';

/**
 * The signing schemes of the platforms (reference/platforms.md), shared by the connectors that sign and
 * the sandbox that verifies. Every function is pure: same input, same signature.
 */

type Params = Record<string, string>;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const hmac = (algorithm: 'sha1' | 'sha256', key: string, text: string) =>
  createHmac(algorithm, key).update(text, 'utf8');

const sortedEntries = (params: Params) => Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * pdd (and taobao TOP): sort by key, join as k1v1k2v2..., wrap in the secret on both sides, MD5,
 * upper-case hex. `sign` itself is never part of the signed text.
 */
export function md5WrappedSign(params: Params, secret: string): string {
  const joined = sortedEntries(params)
    .filter(([key]) => key !== 'sign')
    .map(([key, value]) => `${key}${value}`)
    .join('');
  return md5(`${secret}${joined}${secret}`).toUpperCase();
}

/** JSON with object keys sorted at every level and no spaces: the form doudian signs `param_json` in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface DoudianSignInput {
  appKey: string;
  method: string;
  paramJson: string;
  timestamp: string;
  v: string;
}

/** doudian: HMAC-SHA256 keyed by the secret over secret + app_key.. method.. param_json.. timestamp.. v.. + secret, hex. */
export function doudianSign(input: DoudianSignInput, secret: string): string {
  const text =
    `${secret}app_key${input.appKey}method${input.method}param_json${input.paramJson}` +
    `timestamp${input.timestamp}v${input.v}${secret}`;
  return hmac('sha256', secret, text).digest('hex');
}

/** kuaishou: sorted `k=v&...` plus `&signSecret=...`, HMAC-SHA256 keyed by the sign secret, base64. */
export function kuaishouSign(params: Params, signSecret: string): string {
  const joined = sortedEntries(params)
    .filter(([key]) => key !== 'sign')
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return hmac('sha256', signSecret, `${joined}&signSecret=${signSecret}`).digest('base64');
}

export interface XiaohongshuSignInput {
  method: string;
  appId: string;
  timestamp: string;
  version: string;
}

/** xiaohongshu: lower-case MD5 of method + "?appId=...&timestamp=...&version=..." + appSecret. */
export function xiaohongshuSign(input: XiaohongshuSignInput, appSecret: string): string {
  return md5(`${input.method}?appId=${input.appId}&timestamp=${input.timestamp}&version=${input.version}${appSecret}`);
}

/**
 * 1688: HMAC-SHA1 keyed by the secret over the URL path (after /openapi/) + the "k"+"v" strings
 * sorted as strings (not by key: they differ when one key prefixes another), upper hex. As the
 * official SDK's SignatureUtil does (duanyasong/1688-sdk-php, src/com/alibaba/openapi/client/util/SignatureUtil.class.php).
 */
export function alibabaSign(urlPath: string, params: Params, secret: string): string {
  const joined = Object.entries(params)
    .filter(([key]) => key !== '_aop_signature')
    .map(([key, value]) => `${key}${value}`)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join('');
  return hmac('sha1', secret, `${urlPath}${joined}`).digest('hex').toUpperCase();
}

export interface PuhuoSignInput {
  httpMethod: string;
  /** the request path without the query, e.g. /sandbox/jd/routerjson */
  path: string;
  timestamp: string;
  body: string;
}

/**
 * OUR scheme, for platforms whose signing is not publicly known (jd, youzan, qunjielong, WeChat video
 * shop, fanmeng, jubaozan, taogongchang): HMAC-SHA256 keyed by the app secret over
 * "METHOD\npath\ntimestamp\nsha256hex(body)", hex; sent in the x-puhuo-* headers.
 */
export function puhuoSign(input: PuhuoSignInput, secret: string): string {
  const bodyHash = createHash('sha256').update(input.body, 'utf8').digest('hex');
  return hmac(
    'sha256',
    secret,
    `${input.httpMethod.toUpperCase()}\n${input.path}\n${input.timestamp}\n${bodyHash}`,
  ).digest('hex');
}

export const PUHUO_SIGN_HEADERS = {
  appKey: 'x-puhuo-app-key',
  timestamp: 'x-puhuo-timestamp',
  sign: 'x-puhuo-sign',
} as const;
