import {
  ALIBABA_KNOWN_CODES,
  alibabaApiPath,
  alibabaTokenByCodePath,
  alibabaTokenRefreshPath,
} from '../../alibaba/alibaba-protocol.ts';
import { classifyFailure } from '../../core/classify.ts';
import type { Transport } from '../../core/connector.ts';
import type { HttpResponse } from '../../core/http-client.ts';
import type { PlatformError } from '../../core/platform-error.ts';
import { alibabaSign } from '../../core/signing.ts';
import { appOf, asRecord, post, retryAfterMs, stringParams, type TransportApi } from './transport-helpers.ts';

/** "com.alibaba.product:alibaba.product.add" -> the path after /openapi/ that 1688 signs */
export const alibabaUrlPath = (method: string, appKey: string) => alibabaApiPath(method, appKey);

const isFalse = (value: unknown) => value === false || value === 'false';
const text = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/**
 * The failure in a 1688 answer, or null for a success:
 * - the gateway's own refusal: `{ error_code, error_message, exception, request_id }` (HTTP 4xx/5xx);
 * - an API's refusal in a 200 answer: `errorCode` / `errorMsg` (product and category results), or
 *   `success: false` with `code` / `message`, at the top or inside `result` (list.get, the crossborder
 *   search and detail, protocolPay.isopen).
 */
export function alibabaFailure(api: { station: number }, response: HttpResponse): PlatformError | null {
  const body = asRecord(response.json);
  const inner = asRecord(body.result);
  let failure: { code: string | undefined; message: string | undefined } | null = null;
  if (text(body.error_code)) {
    failure = { code: text(body.error_code), message: text(body.error_message) ?? text(body.exception) };
  } else if (text(body.errorCode) || isFalse(body.success)) {
    failure = {
      code: text(body.errorCode) ?? text(body.code),
      message: text(body.errorMsg) ?? text(body.errMsg) ?? text(body.errorMessage) ?? text(body.message),
    };
  } else if (isFalse(inner.success)) {
    failure = { code: text(inner.code), message: text(inner.message) };
  } else if (response.status >= 400) {
    failure = { code: undefined, message: undefined };
  }
  if (!failure) return null;
  return classifyFailure(
    {
      station: api.station,
      httpStatus: response.status,
      code: failure.code,
      message: failure.message,
      retryAfterMs: retryAfterMs(response.headers),
    },
    ALIBABA_KNOWN_CODES,
  );
}

/**
 * 1688's param2 protocol: a form POST to /openapi/param2/1/<namespace>/<api>/<appKey> carrying the
 * business parameters (objects as JSON text), `access_token`, `_aop_timestamp` (ms) and
 * `_aop_signature` (core/signing.ts alibabaSign).
 */
export const alibabaTransport: Transport = {
  async call(api, method, params, context) {
    const app = appOf(api, context);
    const urlPath = alibabaUrlPath(method, app.appKey);
    const form: Record<string, string> = { ...stringParams(params), _aop_timestamp: String(api.now().getTime()) };
    if (context.shop?.accessToken) form.access_token = context.shop.accessToken;
    form._aop_signature = alibabaSign(urlPath, form, app.appSecret);
    const response = await post(api, `${api.options.baseUrl}/openapi/${urlPath}`, { form });
    const failure = alibabaFailure(api, response);
    if (failure) throw failure;
    return asRecord(response.json);
  },
};

/**
 * The token endpoint: by code on `http/1`, by refresh token on `param2/1`. On 1688 it lives on the API
 * gateway (gw.open.1688.com), so the token host is `oauthBaseUrl` where the options carry one (it
 * defaults to the gateway) and `baseUrl` otherwise; the consent page's host (auth.1688.com) is
 * `authorizeBaseUrl`. The app secret travels as `client_secret`; the official docs call getToken
 * without a signature.
 */
export async function alibabaTokenCall(
  api: TransportApi,
  grant: 'code' | 'refresh',
  form: Record<string, string>,
): Promise<Record<string, unknown>> {
  const { appKey } = api.options.app;
  const path = grant === 'code' ? alibabaTokenByCodePath(appKey) : alibabaTokenRefreshPath(appKey);
  const host = (api.options as { oauthBaseUrl?: string }).oauthBaseUrl ?? api.options.baseUrl;
  const response = await post(api, `${host}/openapi/${path}`, { form });
  const body = asRecord(response.json);
  // the standard OAuth error shape, should the token endpoint answer with it
  if (text(body.error) && !text(body.error_code)) {
    throw classifyFailure(
      {
        station: api.station,
        httpStatus: response.status,
        code: text(body.error),
        message: text(body.error_description),
      },
      ALIBABA_KNOWN_CODES,
    );
  }
  const failure = alibabaFailure(api, response);
  if (failure) throw failure;
  return body;
}
