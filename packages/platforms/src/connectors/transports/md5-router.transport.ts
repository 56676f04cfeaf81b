/**
 * The two router gateways signed by MD5 over the sorted parameters wrapped in the secret: pdd's
 * `gw-api.pinduoduo.com/api/router` (pdd and kuaituantuan) and taobao TOP's `/router/rest`.
 *
 * Checked against public sources:
 * - pdd: the official PHP pop SDK (webwlsong/pddsdk src/pddsdk/PopHttpClient.php, PopBaseHttpRequest.php:
 *   `type, client_id, access_token, timestamp` in seconds, `data_type=JSON`, `version=V1`, objects as JSON
 *   text, values `""` left out of the sign); answer keys from the pop SDK response classes' `@JsonProperty`
 *   (lywzx/pdd-node-sdk `*_RESPONSE_KEY`, niltor/open-pdd-net-sdk src/PddOpenSdk/Models/Response/Goods/*.cs,
 *   the Java pop SDK's PddKtt*Response classes); error codes from the pdd.goods.add / pdd.goods.list.get doc
 *   pages (open.pinduoduo.com/application/document/api?id=pdd.goods.add, "返回错误码说明").
 * - TOP: TopClient.php of the public TOP SDK (copy in xxl4/laravel-store app/Libs/Taobao/top/TopClient.php:
 *   `method, app_key, session, timestamp "yyyy-MM-dd HH:mm:ss", format, v=2.0, sign_method=md5`) and the
 *   Java SDK's TaobaoUtils.signTopRequest (empty values are not signed); the answer key is the method
 *   without `taobao.`, dots as `_`, plus `_response` (bububa/opentaobao model/product/*APIResponse.go); the
 *   platform error codes from TOP's 错误码一览 (copies: blog.csdn.net/ye1992/article/details/8616047,
 *   cnblogs.com/zhuolaiqiang/archive/2011/06/17/2088918.html).
 */
import { classifyFailure, type KnownCodes, unexpectedAnswer } from '../../core/classify.ts';
import type { PlatformPage, Transport } from '../../core/connector.ts';
import { md5WrappedSign } from '../../core/signing.ts';
import { appOf, asRecord, post, retryAfterMs, seconds, stringParams } from './transport-helpers.ts';

/** A router gateway signed by MD5 over the sorted parameters wrapped in the secret (pdd and taobao TOP). */
export interface Md5RouterSpec {
  path: string;
  /** parameter names: the API name, our app key, the shop's token */
  methodParam: string;
  appKeyParam: string;
  tokenParam: string;
  timestamp(date: Date): string;
  fixed: Record<string, string>;
  /** the key the answer comes under; undefined for a method whose key is not known */
  answerKey(method: string): string | undefined;
  /** error_response field names */
  errorFields: { code: string; message: string; subCode: string; subMessage: string };
  /** the platform's documented codes */
  known: KnownCodes;
  /** a few more rules than exact codes allow (TOP's `isp.*` sub-codes, its ban length) */
  refine?(failure: { code: string; subCode: string; message: string }): { known?: KnownCodes; retryAfterMs?: number };
  /** the HTTP headers that carry the page a call is made for (pdd's front-end risk plugin) */
  pageHeaders?(page: PlatformPage): Record<string, string>;
}

/**
 * pdd's answer keys, per method: the pop SDK response classes' `@JsonProperty`. Not derivable from the
 * method name (pdd.goods.information.get answers under goods_info_get_response, the kuaituantuan group
 * calls under a bare `response`).
 */
export const PDD_ANSWER_KEYS: Readonly<Record<string, string>> = {
  'pdd.pop.auth.token.create': 'pop_auth_token_create_response',
  'pdd.pop.auth.token.refresh': 'pop_auth_token_refresh_response',
  'pdd.goods.cats.get': 'goods_cats_get_response',
  'pdd.goods.authorization.cats': 'goods_auth_cats_get_response',
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
  // PddCloudIsvPageCodeResponse: @JsonProperty("response") {errorCode, errorMessage, pageCode, success}
  'pdd.cloud.isv.page.code': 'response',
  // kuaituantuan (the Java pop SDK's PddKtt*Response classes)
  'pdd.ktt.goods.create.spec': 'response',
  'pdd.ktt.group.create': 'response',
  'pdd.ktt.group.query.status': 'response',
  'pdd.ktt.group.query.list': 'ktt_group_query_list_response',
  'pdd.ktt.goods.query.list': 'ktt_goods_query_list_response',
  'pdd.ktt.goods.query.single': 'response',
  // PddKttGoodsIncrQuantityResponse: @JsonProperty("ktt_goods_incr_quantity_response") {success}
  'pdd.ktt.goods.incr.quantity': 'ktt_goods_incr_quantity_response',
};

/**
 * pdd's gateway codes as its API doc pages list them ("返回错误码说明" of pdd.goods.add and
 * pdd.goods.list.get). Everything else (10000/21001 parameter errors, 20004 bad sign, 20031 API not in the
 * app's permission packages, 50001 business refusals with `isv.*` sub-codes) is permanent.
 */
export const PDD_KNOWN_CODES: KnownCodes = {
  /** access_token已过期: refresh it, or authorise again */
  '10019': { kind: 'authExpired', refreshable: true },
  /** access_token或client_id错误 */
  '20032': 'authExpired',
  /** 当前接口被限流，请稍后重试 */
  '52101': 'rateLimited',
  /** 调用过于频繁，请调整调用频率 */
  '70031': 'rateLimited',
  /** 系统内部错误 / 业务系统内部异常 / 网关业务服务错误 / 网关系统内部异常 */
  '50000': 'transient',
  '50002': 'transient',
  '52001': 'transient',
  '52002': 'transient',
  /** 当前接口暂时不可用 / 服务暂时不可用，请稍后重试 */
  '52102': 'transient',
  '52103': 'transient',
  /** 当前接口因系统维护，暂时下线，请稍后再试 */
  '70033': 'transient',
};

/**
 * TOP's platform codes (错误码一览): 7 App Call Limited, 10 Service Currently Unavailable, 27 Invalid
 * session (seen in public clients as `{"code":27,"msg":"Invalid session","sub_code":"invalid-sessionkey"}`;
 * a session that merely lapsed revives with the refresh token). 15 Remote service error is the business
 * error: its `isv.*` sub-codes are permanent, its `isp.*` ones (the platform's own trouble, "隔一段时间再重试")
 * transient (see `refine`).
 */
export const TOP_KNOWN_CODES: KnownCodes = {
  '7': 'rateLimited',
  '10': 'transient',
  '27': 'authExpired',
  '27/invalid-sessionkey': { kind: 'authExpired', refreshable: true },
};

/**
 * The page headers pdd reads on the calls an ISV page makes: the names ISV integrations send them under
 * (an ERP's pdd channel forwarding `X-PDD-PageCode` and `X-PDD-Pati` to the gateway, a decrypt page sending
 * `x-pdd-pagecode` / `x-pdd-pati`; public source copies). Not part of the sign.
 */
export function pddPageHeaders(page: PlatformPage): Record<string, string> {
  const headers: Record<string, string> = {};
  if (page.pageCode) headers['X-PDD-PageCode'] = page.pageCode;
  if (page.pati) headers['X-PDD-Pati'] = page.pati;
  return headers;
}

/** "yyyy-MM-dd HH:mm:ss" in China time, as TOP wants its timestamp */
export const topTimestamp = (date: Date) =>
  new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

export const PDD_ROUTER: Md5RouterSpec = {
  path: '/api/router',
  methodParam: 'type',
  appKeyParam: 'client_id',
  tokenParam: 'access_token',
  timestamp: seconds,
  fixed: { data_type: 'JSON', version: 'V1' },
  answerKey: (method) => PDD_ANSWER_KEYS[method],
  errorFields: { code: 'error_code', message: 'error_msg', subCode: 'sub_code', subMessage: 'sub_msg' },
  known: PDD_KNOWN_CODES,
  pageHeaders: pddPageHeaders,
};

/** "This ban will last for 22238 more seconds" in TOP's App Call Limited answers */
const BAN_SECONDS = /ban will last for (\d+) more seconds/i;

export const TOP_ROUTER: Md5RouterSpec = {
  path: '/router/rest',
  methodParam: 'method',
  appKeyParam: 'app_key',
  tokenParam: 'session',
  timestamp: topTimestamp,
  fixed: { format: 'json', v: '2.0', sign_method: 'md5' },
  answerKey: (method) => `${method.replace(/^taobao\./, '').replaceAll('.', '_')}_response`,
  errorFields: { code: 'code', message: 'msg', subCode: 'sub_code', subMessage: 'sub_msg' },
  known: TOP_KNOWN_CODES,
  refine({ code, subCode, message }) {
    const ban = BAN_SECONDS.exec(message);
    return {
      known: subCode.startsWith('isp.') ? { [`${code}/${subCode}`]: 'transient' } : undefined,
      retryAfterMs: ban ? Number(ban[1]) * 1000 : undefined,
    };
  },
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function md5RouterTransport(spec: Md5RouterSpec): Transport {
  return {
    async call(api, method, params, context) {
      const app = appOf(api, context);
      const form: Record<string, string> = {
        // an empty value is neither sent nor signed (the SDKs leave it out of the sign)
        ...Object.fromEntries(Object.entries(stringParams(params)).filter(([, v]) => v !== '')),
        ...spec.fixed,
        [spec.methodParam]: method,
        [spec.appKeyParam]: app.appKey,
        timestamp: spec.timestamp(api.now()),
      };
      if (context.shop) form[spec.tokenParam] = context.shop.accessToken;
      form.sign = md5WrappedSign(form, app.appSecret);
      const page = context.shop?.page;
      const headers = page && spec.pageHeaders ? spec.pageHeaders(page) : {};
      const response = await post(api, `${api.options.baseUrl}${spec.path}`, { form }, headers);
      const body = asRecord(response.json);
      if (body.error_response) {
        const error = asRecord(body.error_response);
        const fields = spec.errorFields;
        const code = text(error[fields.code]);
        const subCode = text(error[fields.subCode]);
        // pdd sends sub_msg "" when the main message says it all
        const message = text(error[fields.subMessage]) || text(error[fields.message]);
        const refined = spec.refine?.({ code, subCode, message }) ?? {};
        throw classifyFailure(
          {
            station: api.station,
            httpStatus: response.status,
            code,
            // a sub-code that repeats the main code adds nothing
            subCode: subCode && subCode !== code ? subCode : undefined,
            message,
            retryAfterMs: refined.retryAfterMs ?? retryAfterMs(response.headers),
          },
          { ...spec.known, ...refined.known },
        );
      }
      const key = spec.answerKey(method);
      if (key === undefined) throw new Error(`no known answer key for ${method}`);
      if (body[key] === undefined) throw unexpectedAnswer(api.station, key);
      return body[key];
    },
  };
}

/** the pdd gateway (pdd and kuaituantuan) */
export const pddGatewayTransport = () => md5RouterTransport(PDD_ROUTER);
