/**
 * The 1688 sandbox's gateway (see alibaba.sandbox.ts): how the API and the token endpoint read a request and
 * check its `_aop_signature`, and how they answer a refusal.
 */
import { ALIBABA_GATEWAY_ANSWERS, AlibabaApi, alibabaApiPath } from '../../alibaba/alibaba-protocol.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { alibabaSign } from '../../core/signing.ts';
import { type Dialect, jsonParam, type ParsedCall, type RenderedReply, requestParams, text } from '../sandbox-core.ts';
import type { SandboxFailure } from '../sandbox-failure.ts';

export type Params = Record<string, unknown>;

/** the parameters as the text that was sent (form values are text already) */
const asStrings = (params: Params): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

/** the gateway's own refusals: 1688's code where public clients show it, else ours */
const GATEWAY: Partial<Record<SandboxCode, { code: string; status: number; message?: string }>> = {
  [SandboxCode.RateLimited]: ALIBABA_GATEWAY_ANSWERS.rateLimited,
  [SandboxCode.TokenExpired]: ALIBABA_GATEWAY_ANSWERS.unauthorized,
  [SandboxCode.TokenInvalid]: ALIBABA_GATEWAY_ANSWERS.unauthorized,
  [SandboxCode.SignatureInvalid]: { code: ALIBABA_GATEWAY_ANSWERS.signatureInvalid.code, status: 400 },
  [SandboxCode.MethodUnknown]: { code: ALIBABA_GATEWAY_ANSWERS.apiUnsupported.code, status: 400 },
  // ours
  [SandboxCode.AppUnknown]: { code: SandboxCode.AppUnknown, status: 400 },
  [SandboxCode.ServiceExpired]: { code: SandboxCode.ServiceExpired, status: 401 },
  [SandboxCode.NoPermission]: { code: SandboxCode.NoPermission, status: 401 },
  [SandboxCode.Unavailable]: { code: SandboxCode.Unavailable, status: 503 },
  [SandboxCode.CodeInvalid]: { code: SandboxCode.CodeInvalid, status: 400 },
  [SandboxCode.RefreshTokenInvalid]: { code: SandboxCode.RefreshTokenInvalid, status: 400 },
};

/** APIs whose answers wrap `{ success, code, message, result }` in `result` */
const RESULT_WRAPPED = new Set<string>([AlibabaApi.offerSearch, AlibabaApi.offerDetail, AlibabaApi.protocolPayIsOpen]);

let requestSeq = 0;
const requestId = () => `sandbox-${Date.now().toString(36)}-${(++requestSeq).toString(36)}`;

function alibabaFailure(failure: SandboxFailure, call: ParsedCall | undefined): RenderedReply {
  const gateway = GATEWAY[failure.code];
  if (gateway) {
    return {
      status: gateway.status,
      body: {
        error_code: gateway.code,
        error_message: gateway.message ?? failure.message,
        // our own words beside 1688's
        exception: failure.message,
        request_id: requestId(),
      },
    };
  }
  // an API's refusal: a 200 answer in the API's result shape, the code ours
  if (call && RESULT_WRAPPED.has(call.method)) {
    return { body: { result: { success: false, code: failure.code, message: failure.message } } };
  }
  return { body: { success: false, errorCode: failure.code, errorMsg: failure.message } };
}

/** the signature the official SDK sends, over the path after /openapi/ and every other parameter */
const signatureHolds = (urlPath: string, params: Params, secret: string) => {
  const { _aop_signature: sign, ...signed } = params;
  return typeof sign === 'string' && alibabaSign(urlPath, asStrings(signed), secret) === sign;
};

const urlPathOf = (url: string) => {
  const path = new URL(url, 'http://sandbox').pathname;
  return path.slice(path.indexOf('/openapi/') + '/openapi/'.length);
};

/** /openapi/param2/1/<namespace>/<api>/<appKey>: access_token, _aop_timestamp, _aop_signature */
export const apiDialect: Dialect = {
  parse(request) {
    const urlPath = urlPathOf(request.url);
    const [, , namespace = '', name = '', appKey] = urlPath.split('/');
    const method = `${namespace}:${name}`;
    const params = requestParams(request);
    return {
      appKey,
      method,
      params,
      accessToken: text(params.access_token),
      verify: (app) => urlPath === alibabaApiPath(method, app.appKey) && signatureHolds(urlPath, params, app.appSecret),
    };
  },
  success: (data) => ({ body: data }),
  failure: alibabaFailure,
};

/**
 * getToken on either protocol: the app key in the path and as client_id, the secret as client_secret;
 * a signature is optional (the docs call getToken unsigned, the C# ocean SDK signs its refresh) but
 * checked when sent.
 */
export const tokenDialect: Dialect = {
  parse(request) {
    const urlPath = urlPathOf(request.url);
    const appKey = urlPath.split('/').at(-1);
    const params = requestParams(request);
    return {
      appKey,
      method: text(params.grant_type) ?? '',
      params,
      verify: (app) =>
        text(params.client_id) === app.appKey &&
        params.client_secret === app.appSecret &&
        (params._aop_signature === undefined || signatureHolds(urlPath, params, app.appSecret)),
    };
  },
  success: (data) => ({ body: data }),
  failure: (failure) => alibabaFailure(failure, undefined),
};

/** a parameter the APIs take as JSON text: an object, or a list of them */
export const json = (value: unknown, label: string): Params => {
  const parsed = jsonParam(value, label);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Params) : {};
};
export const jsonList = (value: unknown, label: string): Params[] => {
  const parsed = jsonParam(value, label);
  return Array.isArray(parsed) ? (parsed as Params[]) : [];
};
