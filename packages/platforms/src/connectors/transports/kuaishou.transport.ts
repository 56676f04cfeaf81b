import { classifyFailure, type KnownCodes } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { type HttpResponse, sendHttp } from '../../core/http-client.ts';
import { type KuaishouSignMethod, kuaishouSignature } from './kuaishou-sign.ts';
import { appOf, asRecord, retryAfterMs, type TransportApi } from './transport-helpers.ts';

/** kuaishou's hosts: the API gateway, which also serves /oauth2/* (baseUrl, oauthBaseUrl), and the consent page's */
export const KUAISHOU_HOSTS = { api: 'https://openapi.kwaixiaodian.com', consent: 'https://open.kwaixiaodian.com' };

/**
 * The methods kuaishou's SDKs call with GET (params in the query); the others are POSTed as a form
 * (crywolfx/kuaishou-merchant-open-api packages/common/constant/api.default.method.ts).
 */
export const KUAISHOU_GET_METHODS: ReadonlySet<string> = new Set([
  'open.item.category',
  'open.item.get',
  'open.item.list.get',
  'open.logistics.express.template.list',
  'open.user.info.get',
  'open.service.market.buyer.service.info',
]);

/**
 * kuaishou's published codes: `result` 24 AUTHORIZATION_REVOKED (the user cancelled the authorisation,
 * a test user's 10 days ran out or the service-market order ended: only a new authorisation helps;
 * AndersonBY/kwaixiaodian-python-sdk docs/开发者支持文档/开放平台/应用授权/K0006 - 错误信息：AUTHORIZATION_REVOKED.md),
 * and the OAuth endpoints' 1002001xx codes (same repository, docs/开发指南和规则协议/开发文档/APP授权说明.md §4).
 */
export const KUAISHOU_CODES: KnownCodes = {
  '24': 'authExpired',
  // invalid_request, unauthorized_client, unsupported_response_type, unsupported_grant_type
  '100200100': 'permanent',
  '100200101': 'permanent',
  '100200103': 'permanent',
  '100200104': 'permanent',
  // access_denied (invalid or spent refresh token, revoked authorisation), invalid_grant (bad code),
  // invalid_scope, invalid_openid: a new authorisation is needed
  '100200102': 'authExpired',
  '100200105': 'authExpired',
  '100200106': 'authExpired',
  '100200107': 'authExpired',
  '100200500': 'transient',
};

/**
 * kuaishou answers rate limits and lapsed tokens in words only, under `result` numbers it does not
 * publish: "Exceed qps limit, KEY [...]" / "Exceed quota limit, KEY [...]" (K1008 - API调用触发限流告警.md)
 * and "鉴权失败" / "TOKEN过期", which a refresh may cure (K0004 - 访问接口时返回“鉴权失败”是什么原因？.md),
 * both in AndersonBY/kwaixiaodian-python-sdk docs/开发者支持文档/开放平台/.
 */
const MESSAGE_KINDS: [RegExp, KnownCodes[string]][] = [
  [/exceed (qps|quota) limit/i, 'rateLimited'],
  [/鉴权失败|token\s*过期/i, { kind: 'authExpired', refreshable: true }],
];

/** a failed kuaishou answer (API or OAuth) as a classified PlatformError */
export function kuaishouFailure(station: number, response: HttpResponse, body: Record<string, unknown>) {
  const result = body.result as number | string | undefined;
  const message = String(body.error_msg ?? body.message ?? body.error ?? '');
  const byWords = MESSAGE_KINDS.find(([pattern]) => pattern.test(message))?.[1];
  const known =
    byWords && !(String(result) in KUAISHOU_CODES) ? { ...KUAISHOU_CODES, [String(result)]: byWords } : KUAISHOU_CODES;
  return classifyFailure(
    {
      station,
      httpStatus: response.status,
      code: result,
      subCode: (body.sub_code as string | undefined) || undefined,
      message: message || undefined,
      retryAfterMs: retryAfterMs(response.headers),
    },
    known,
  );
}

/** the signature method we sign with (the platform recommends HMAC_SHA256; the sandbox takes both) */
const SIGN_METHOD: KuaishouSignMethod = 'HMAC_SHA256';

/**
 * kuaishou: `{gateway}/{method with / for .}` with appkey, method, version=1, param (the business
 * parameters as JSON), access_token, timestamp (ms), signMethod and sign; GET methods carry them in the
 * query, the others as an x-www-form-urlencoded body. Success is `result == 1`, the payload in `data`.
 */
export const kuaishouTransport: Transport = {
  async call(api, method, params, context) {
    const app = appOf(api, context);
    const fields: Record<string, string> = {
      appkey: app.appKey,
      method,
      version: '1',
      param: JSON.stringify(params),
      timestamp: String(api.now().getTime()),
      signMethod: SIGN_METHOD,
    };
    if (context.shop) fields.access_token = context.shop.accessToken;
    fields.sign = kuaishouSignature(fields, app.signSecret ?? app.appSecret);
    const url = `${api.options.baseUrl}/${method.replaceAll('.', '/')}`;
    const response = KUAISHOU_GET_METHODS.has(method)
      ? await kuaishouHttp(api, 'GET', `${url}?${new URLSearchParams(fields)}`)
      : await kuaishouHttp(api, 'POST', url, fields);
    const body = asRecord(response.json);
    if (body.result === 1) return body.data;
    throw kuaishouFailure(api.station, response, body);
  },
};

/** one exchange with kuaishou: GET with the query as given, or POST the fields as a form */
export function kuaishouHttp(
  api: TransportApi,
  httpMethod: 'GET' | 'POST',
  url: string,
  form?: Record<string, string>,
): Promise<HttpResponse> {
  return sendHttp(api.options.fetch, {
    url,
    method: httpMethod,
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
    timeoutMs: api.options.timeoutMs,
    station: api.station,
  });
}
