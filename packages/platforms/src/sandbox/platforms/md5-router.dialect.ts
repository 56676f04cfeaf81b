/**
 * The sandbox side of the two MD5 router gateways: pdd's `/api/router` (pdd and kuaituantuan) and taobao
 * TOP's `/router/rest`. Written from the platforms' public SDKs and docs, not from our connectors (nothing
 * here is imported from connectors/): a request a real SDK sends is accepted and answered in the real shape.
 *
 * What a real SDK sends, and so what is accepted:
 * - pdd: a POST of `type, client_id, access_token, timestamp, data_type, version` plus the business
 *   parameters (objects as JSON text), as multipart/form-data (the official PHP pop SDK posts its parameter
 *   array through curl: webwlsong/pddsdk src/pddsdk/PopHttpClient.php) or x-www-form-urlencoded (other SDKs);
 *   the sign leaves out values that are `""` (PopHttpClient::toUrlParams), so both readings are accepted.
 * - TOP: system parameters in the query string and business ones in an urlencoded body (TopClient.php,
 *   copy in xxl4/laravel-store app/Libs/Taobao/top/TopClient.php), `sign_method` md5 (the PHP SDK's default),
 *   `hmac` (HMAC-MD5, the Java SDK's) or `hmac-sha256`; empty values are not signed (TaobaoUtils.signTopRequest).
 *
 * Errors come as HTTP 200 with `error_response` in the platform's field names and with the platform's real
 * codes where a public source gives one (pdd: the "返回错误码说明" tables of its API doc pages; TOP: its
 * 错误码一览). `sub_code` carries OUR SANDBOX_* code (TOP's invalid-sessionkey apart, the one real sub-code
 * used), so a test can tell our refusals apart; business refusals whose real codes we do not know use the
 * platform's generic business error (pdd 50001 业务服务错误, TOP 15 Remote service error).
 */
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppCredentials } from '../../core/connector.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { md5WrappedSign } from '../../core/signing.ts';
import type { Dialect, ParsedCall } from '../sandbox-core.ts';
import { requestParams, text } from '../sandbox-core.ts';
import type { SandboxFailure } from '../sandbox-failure.ts';

export const md5RouterAsStrings = (params: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

/**
 * multipart/form-data text fields (the official PHP pop SDK's way of posting); file parts are skipped, as
 * the platforms leave files out of the sign. Registered on the pdd, kuaituantuan and taobao scopes only.
 */
export function registerFormData(scope: FastifyInstance): void {
  scope.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (request, body, done) => {
    const type = String(request.headers['content-type'] ?? '');
    const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
    const boundary = match?.[1] ?? match?.[2];
    const fields: Record<string, string> = {};
    if (boundary) {
      for (const part of String(body).split(`--${boundary}`)) {
        const split = part.indexOf('\r\n\r\n');
        if (split < 0) continue;
        const headers = part.slice(0, split);
        const name = /name="([^"]*)"/i.exec(headers)?.[1];
        if (name === undefined || /filename=/i.test(headers)) continue;
        fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
      }
    }
    done(null, fields);
  });
}

const sortedJoin = (params: Record<string, string>) =>
  Object.keys(params)
    .sort()
    .map((k) => `${k}${params[k]}`)
    .join('');

/**
 * The signs a real client may have made over these parameters: MD5 wrapped in the secret (pdd, TOP md5),
 * or for TOP HMAC-MD5 / HMAC-SHA256 keyed by the secret; each over all values or over the non-empty ones.
 */
function signMatches(params: Record<string, unknown>, secret: string, allowHmac: boolean): boolean {
  const { sign, ...rest } = params;
  if (typeof sign !== 'string') return false;
  const all = md5RouterAsStrings(rest);
  const nonEmpty = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== ''));
  const method = String(all.sign_method ?? 'md5').toLowerCase();
  const expected = (p: Record<string, string>) => {
    if (allowHmac && method === 'hmac') return createHmac('md5', secret).update(sortedJoin(p), 'utf8').digest('hex');
    if (allowHmac && method === 'hmac-sha256') {
      return createHmac('sha256', secret).update(sortedJoin(p), 'utf8').digest('hex');
    }
    return md5WrappedSign(p, secret);
  };
  const given = sign.toUpperCase();
  return expected(all).toUpperCase() === given || expected(nonEmpty).toUpperCase() === given;
}

const requestId = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** both gateways put the call's request_id into every answer object */
const withRequestId = (data: unknown) =>
  data && typeof data === 'object' && !Array.isArray(data) ? { ...data, request_id: requestId() } : data;

/**
 * pdd's answer keys: the pop SDK response classes' `@JsonProperty` (lywzx/pdd-node-sdk `*_RESPONSE_KEY`,
 * niltor/open-pdd-net-sdk Models/Response, the Java pop SDK's PddKtt*Response classes).
 */
export const PDD_SANDBOX_ANSWER_KEYS: Readonly<Record<string, string>> = {
  'pdd.pop.auth.token.create': 'pop_auth_token_create_response',
  'pdd.pop.auth.token.refresh': 'pop_auth_token_refresh_response',
  'pdd.goods.cats.get': 'goods_cats_get_response',
  'pdd.goods.logistics.template.get': 'goods_logistics_template_get_response',
  'pdd.goods.spec.get': 'goods_spec_get_response',
  'pdd.goods.spec.id.get': 'goods_spec_id_get_response',
  'pdd.goods.add': 'goods_add_response',
  'pdd.goods.list.get': 'goods_list_get_response',
  'pdd.goods.detail.get': 'goods_detail_get_response',
  'pdd.goods.information.get': 'goods_info_get_response',
  'pdd.goods.quantity.update': 'goods_quantity_update_response',
  // not derived from the name: PddGoodsSkuPriceUpdate's response key
  'pdd.goods.sku.price.update': 'goods_update_sku_price_response',
  'pdd.goods.sale.status.set': 'goods_sale_status_set_response',
  'pdd.cloud.isv.page.code': 'response',
  'pdd.ktt.goods.create.spec': 'response',
  'pdd.ktt.group.create': 'response',
  'pdd.ktt.group.query.status': 'response',
  'pdd.ktt.goods.query.list': 'ktt_goods_query_list_response',
  'pdd.ktt.goods.query.single': 'response',
  // PddKttGoodsIncrQuantityResponse: @JsonProperty("ktt_goods_incr_quantity_response") {success}
  'pdd.ktt.goods.incr.quantity': 'ktt_goods_incr_quantity_response',
};

/** pdd's codes (pdd.goods.add doc page, 返回错误码说明) for our neutral refusals; others are 50001 业务服务错误 */
const PDD_ERRORS: Partial<Record<SandboxCode, [number, string]>> = {
  [SandboxCode.SignatureInvalid]: [20004, '签名sign校验失败'],
  [SandboxCode.AppUnknown]: [10016, 'client下线或者clientId不正确'],
  [SandboxCode.MethodUnknown]: [10017, 'type不正确'],
  [SandboxCode.ParamMissing]: [21002, '请求参数不能为空'],
  [SandboxCode.ParamInvalid]: [21001, '请求参数错误'],
  [SandboxCode.TokenExpired]: [10019, 'access_token已过期'],
  [SandboxCode.TokenInvalid]: [20032, 'access_token或client_id错误'],
  // no public code for a lapsed app order: the token is refused as invalid, our sub_code says why
  [SandboxCode.ServiceExpired]: [20032, 'access_token或client_id错误'],
  [SandboxCode.NoPermission]: [20031, '用户没有授权访问此接口'],
  [SandboxCode.RateLimited]: [70031, '调用过于频繁，请调整调用频率'],
  [SandboxCode.Unavailable]: [52103, '服务暂时不可用，请稍后重试'],
};

/** pdd's gateway: `type` names the API, HTTP 200 with `error_response {error_code, error_msg, sub_code, sub_msg}` */
export const pddGatewayDialect: Dialect = {
  parse(request: FastifyRequest): ParsedCall {
    const params = requestParams(request);
    return {
      appKey: text(params.client_id),
      method: text(params.type) ?? '',
      params,
      accessToken: text(params.access_token),
      verify: (app: AppCredentials) => signMatches(params, app.appSecret, false),
    };
  },
  success: (data, call) => ({ body: { [PDD_SANDBOX_ANSWER_KEYS[call.method] ?? 'response']: withRequestId(data) } }),
  failure(failure: SandboxFailure) {
    const [code, message] = PDD_ERRORS[failure.code] ?? [50001, '业务服务错误'];
    return {
      body: {
        error_response: {
          error_code: code,
          error_msg: message,
          sub_code: failure.code,
          sub_msg: failure.message,
          request_id: requestId(),
        },
      },
    };
  },
};

/** TOP's codes (错误码一览) for our neutral refusals; business refusals are 15 Remote service error */
const TOP_ERRORS: Partial<Record<SandboxCode, [number, string, string?]>> = {
  [SandboxCode.SignatureInvalid]: [25, 'Invalid signature'],
  [SandboxCode.AppUnknown]: [29, 'Invalid app Key'],
  [SandboxCode.MethodUnknown]: [22, 'Invalid method'],
  [SandboxCode.ParamMissing]: [40, 'Missing required arguments'],
  [SandboxCode.ParamInvalid]: [41, 'Invalid arguments'],
  // {"code":27,"msg":"Invalid session","sub_code":"invalid-sessionkey"} as public clients record it
  [SandboxCode.TokenExpired]: [27, 'Invalid session', 'invalid-sessionkey'],
  [SandboxCode.TokenInvalid]: [27, 'Invalid session', 'invalid-sessionkey'],
  [SandboxCode.ServiceExpired]: [27, 'Invalid session'],
  [SandboxCode.NoPermission]: [12, 'Insufficient user permissions'],
  [SandboxCode.RateLimited]: [7, 'App Call Limited'],
  [SandboxCode.Unavailable]: [10, 'Service currently unavailable'],
};

/** TOP: `method` names the API, answers under `<method without taobao., dots as _>_response` */
export const topRouterDialect: Dialect = {
  parse(request: FastifyRequest): ParsedCall {
    const params = requestParams(request);
    return {
      appKey: text(params.app_key),
      method: text(params.method) ?? '',
      params,
      accessToken: text(params.session) ?? text(params.access_token),
      verify: (app: AppCredentials) => signMatches(params, app.appSecret, true),
    };
  },
  success: (data, call) => ({
    body: { [`${call.method.replace(/^taobao\./, '').replaceAll('.', '_')}_response`]: withRequestId(data) },
  }),
  failure(failure: SandboxFailure) {
    const [code, msg, realSub] = TOP_ERRORS[failure.code] ?? [15, 'Remote service error'];
    const subMsg =
      failure.code === SandboxCode.RateLimited
        ? `This ban will last for ${failure.retryAfterSeconds ?? 1} more seconds`
        : failure.message;
    return {
      body: {
        error_response: {
          code,
          msg,
          sub_code: realSub ?? failure.code,
          sub_msg: subMsg,
          request_id: requestId(),
        },
      },
    };
  },
};
