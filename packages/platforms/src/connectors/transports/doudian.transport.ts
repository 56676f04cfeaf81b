import { classifyFailure, type KnownCodes } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import { canonicalJson, doudianSign } from '../../core/signing.ts';
import { parseLosslessJson } from './doudian-json.ts';
import { appOf, asRecord, post, retryAfterMs, seconds } from './transport-helpers.ts';

/**
 * doudian's platform codes (`code`, and `code/sub_code` where the sub-code says more), as the platform's
 * "平台基础错误码汇总" (op.jinritemai.com/docs/guide-docs/212/1427) lists them; read in the public copy
 * tb07/jinritemai src/Error/ErrorCode.php. The new sub-codes are what a caller sending the official SDK's
 * `x-open-no-old-err-code: 1` header gets (zsmhub/doudian-sdk core/doudian_op_api_client.go).
 */
export const DOUDIAN_CODES: KnownCodes = {
  // 服务不可用 / 内部服务超时
  '20000': 'transient',
  '20001': 'transient',
  // 操作权限不足: the shop's authorisation lapsed or was closed (re-authorise); the app lacks the API
  // package or is banned (no re-authorisation helps)
  '30001': 'authExpired',
  '30001/dop.authorization-no-existed': 'authExpired',
  '30001/dop.authorization-closed': 'authExpired',
  '30001/isv.app-permissions-insufficient': 'permanent',
  '30001/dop.app-forbidden': 'permanent',
  // 请求来源IP不可信
  '30002': 'permanent',
  '40001': 'permanent',
  '40002': 'permanent',
  '40003': 'permanent',
  // the access token lapsed or was replaced by a refresh: a refresh revives it (the official SDK's
  // DoudianOpApiLight refreshes on exactly these two)
  '40003/isv.access-token-expired': { kind: 'authExpired', refreshable: true },
  '40003/isv.access-token-no-existed': { kind: 'authExpired', refreshable: true },
  '40004': 'permanent',
  // 平台处理失败 while making a token: the code, refresh token or authorisation is spent
  '50001': 'authExpired',
  '50001/dop.token-generate-failed:app-secret-invalid': 'permanent',
  '50001/dop.token-generate-failed:grant-type-invalid': 'permanent',
  '50001/dop.token-generate-failed:app-forbidden': 'permanent',
  '50002': 'permanent',
  // 触发限流，请稍后重试
  '60000': 'rateLimited',
  '70000': 'permanent',
  '80000': 'permanent',
  '90000': 'permanent',
};

/** doudian's success code (the SDK's AccessToken.IsSuccess: `code == 10000`) */
export const DOUDIAN_SUCCESS = 10000;

/**
 * doudian: POST `{gateway}/{method with / for .}` with app_key, method, timestamp (seconds), v=2,
 * sign_method=hmac-sha256, sign and access_token in the query, and the business parameters as the raw
 * JSON body (`param_json`, keys sorted, as the SDK's utils.Marshal writes it); the answer is
 * `{ code, msg, sub_code, sub_msg, data, log_id }` with ids beyond 2^53 kept as text.
 */
export const doudianTransport: Transport = {
  async call(api, method, params, context) {
    const app = appOf(api, context);
    const paramJson = canonicalJson(params);
    const timestamp = seconds(api.now());
    const url = new URL(`${api.options.baseUrl}/${method.replaceAll('.', '/')}`);
    const query: Record<string, string> = {
      app_key: app.appKey,
      method,
      timestamp,
      v: '2',
      sign_method: 'hmac-sha256',
    };
    if (context.shop) query.access_token = context.shop.accessToken;
    query.sign = doudianSign({ appKey: app.appKey, method, paramJson, timestamp, v: '2' }, app.appSecret);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const response = await post(api, url.toString(), { json: paramJson }, { 'x-open-no-old-err-code': '1' });
    const body = asRecord(safeLossless(response.text) ?? response.json);
    if (body.code === DOUDIAN_SUCCESS) return body.data;
    throw classifyFailure(
      {
        station: api.station,
        httpStatus: response.status,
        code: body.code as number | undefined,
        subCode: (body.sub_code as string | undefined) || undefined,
        message: (body.sub_msg || body.msg) as string | undefined,
        retryAfterMs: retryAfterMs(response.headers),
      },
      DOUDIAN_CODES,
    );
  },
};

function safeLossless(text: string): unknown {
  try {
    return parseLosslessJson(text);
  } catch {
    return undefined;
  }
}
