import { classifyFailure, type KnownCodes, unexpectedAnswer } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { sendHttp } from '../../core/http-client.ts';
import { canonicalJson, md5WrappedSign } from '../../core/signing.ts';
import { appOf, asRecord, post, retryAfterMs, type TransportApi } from './transport-helpers.ts';

/**
 * JD JOS (京东宙斯), checked against the JOS SDKs (the official Python SDK `jd/api/base.py`, e.g.
 * PsKs/jd-sdk; the JOS .NET SDK `DefaultJdClient.cs`, e.g. aimerhuang/HS.Admin
 * Hyt.Extra/Extra.UpGrade/SDK/JingDong; rise-worlds/jos `sdk/client.go`) and the dev guide's worked
 * example (open.jd.com/v2/#/doc/dev-guide?listId=2643, reproduced in core/signing.test.ts):
 * - `POST /routerjson` with `method, app_key, access_token, timestamp, v=2.0, 360buy_param_json` (the
 *   business parameters as one JSON text) and `sign` = upper hex MD5(secret + sorted k+v + secret);
 *   the SDKs send them as a form body (.NET), in the query of a POST (Python) or of a GET (Go);
 * - the answer comes under `<method with _>_responce` (sic) with `code: "0"`; a failure is
 *   `error_response { code, zh_desc, en_desc }`.
 * OAuth lives on its own host (`open-oauth.jd.com`, our `oauthBaseUrl`): `GET /oauth2/access_token`
 * and `/oauth2/refresh_token` with `app_key, app_secret, grant_type, code | refresh_token`
 * (rise-worlds/jos `sdk/client.go`, third-party clients).
 */
export const JOS_PATH = '/routerjson';
export const JD_TOKEN_METHOD = 'oauth2/access_token';
export const JD_REFRESH_METHOD = 'oauth2/refresh_token';

/** `yyyy-MM-dd HH:mm:ss.SSS+0800`, China time, as the dev guide's example timestamp */
export function josTimestamp(date: Date): string {
  const china = new Date(date.getTime() + 8 * 3_600_000).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 23)}+0800`;
}

/** jingdong.ware.write.add answers under jingdong_ware_write_add_responce */
export const josResponseKey = (method: string) => `${method.replaceAll('.', '_')}_responce`;

/**
 * JOS gateway codes, from JD's system error table as republished by third parties (e.g.
 * blog.csdn.net/DianSan_ERP/article/details/142364242, diansan.com/n/123725.htm: 2 App Call Limited,
 * 12 Invalid Signature, 15 Invalid Method) and 19 Invalid access_token as quoted in public JOS PHP
 * clients (`{"error_response":{"code":"19","zh_desc":"无效access_token","en_desc":"Invalid access_token"}}`).
 * JD's "service unavailable" number was not found: 5xx answers are transient by their status.
 */
export const JD_KNOWN_CODES: KnownCodes = {
  '2': 'rateLimited',
  '12': 'permanent',
  '15': 'permanent',
  // an access token that lapsed can be renewed with the refresh token; a revoked one fails that refresh
  '19': { kind: 'authExpired', refreshable: true },
};

/** the form JOS signs and receives: system parameters and the business JSON, then `sign` */
export function josForm(input: {
  method: string;
  appKey: string;
  appSecret: string;
  accessToken?: string;
  timestamp: string;
  params: Record<string, unknown>;
}): Record<string, string> {
  const form: Record<string, string> = {
    method: input.method,
    app_key: input.appKey,
    timestamp: input.timestamp,
    v: '2.0',
    // the Java SDK writes the parameters from a TreeMap: keys sorted
    '360buy_param_json': canonicalJson(input.params),
  };
  if (input.accessToken) form.access_token = input.accessToken;
  form.sign = md5WrappedSign(form, input.appSecret);
  return form;
}

function failure(
  api: TransportApi,
  status: number,
  headers: Headers,
  error: Record<string, unknown>,
  codeKey = 'code',
) {
  return classifyFailure(
    {
      station: api.station,
      httpStatus: status,
      code: error[codeKey] as string | number | undefined,
      // our sandbox adds the neutral SANDBOX_* code beside JD's number (a real answer has none)
      subCode: error.sandbox_code as string | undefined,
      message: (error.zh_desc ?? error.error_description ?? error.msg ?? error.en_desc) as string | undefined,
      retryAfterMs: retryAfterMs(headers),
    },
    JD_KNOWN_CODES,
  );
}

/** the OAuth token endpoints on the OAuth host: a GET with the app secret in the query */
async function josToken(api: TransportApi, method: string, params: Record<string, unknown>) {
  const app = api.options.app;
  const url = new URL(`${api.options.oauthBaseUrl}/${method}`);
  url.searchParams.set('app_key', app.appKey);
  url.searchParams.set('app_secret', app.appSecret);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  const response = await sendHttp(api.options.fetch, {
    url: url.toString(),
    method: 'GET',
    timeoutMs: api.options.timeoutMs,
    station: api.station,
  });
  const body = asRecord(response.json);
  // success carries the token; a failure carries a non-zero `code` and `msg`
  if (body.access_token !== undefined && (body.code === undefined || Number(body.code) === 0)) return body;
  throw failure(api, response.status, response.headers, body);
}

/** JD's router gateway and its OAuth host */
export function jdJosTransport(): Transport {
  return {
    async call(api, method, params, context) {
      if (method === JD_TOKEN_METHOD || method === JD_REFRESH_METHOD) return josToken(api, method, params);
      const app = appOf(api, context);
      const form = josForm({
        method,
        appKey: app.appKey,
        appSecret: app.appSecret,
        accessToken: context.shop?.accessToken,
        timestamp: josTimestamp(api.now()),
        params,
      });
      const response = await post(api, `${api.options.baseUrl}${JOS_PATH}`, { form });
      const body = asRecord(response.json);
      if (body.error_response) {
        throw failure(api, response.status, response.headers, asRecord(body.error_response));
      }
      const key = josResponseKey(method);
      if (body[key] === undefined) throw unexpectedAnswer(api.station, key);
      const inner = asRecord(body[key]);
      // some JOS services report a failure inside the answer: code other than "0" with error_description
      if (inner.code !== undefined && String(inner.code) !== '0') {
        throw failure(api, response.status, response.headers, inner);
      }
      return inner;
    },
  };
}
