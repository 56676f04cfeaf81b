/**
 * The kuaishou sandbox's gateways (see kuaishou.sandbox.ts): the OAuth endpoints, taking the app secret, and
 * the signed API; and how each answers a refusal.
 */
import { kuaishouSignature } from '../../connectors/transports/kuaishou-sign.ts';
import { ourNumericCode, SandboxCode } from '../../core/sandbox-codes.ts';
import { type Dialect, jsonParam, type ParsedCall, type RenderedReply, requestParams, text } from '../sandbox-core.ts';
import type { SandboxFailure } from '../sandbox-failure.ts';

const revoked = (failure: SandboxFailure) =>
  failure.code === SandboxCode.ServiceExpired ||
  (failure.code === SandboxCode.TokenInvalid && failure.message.includes('授权已失效'));

/** API refusals: 24 AUTHORIZATION_REVOKED where kuaishou says so; our numbers and SANDBOX_* sub-code otherwise */
function kuaishouApiError(failure: SandboxFailure, call: ParsedCall | undefined): RenderedReply {
  if (revoked(failure)) return { body: { result: 24, error_msg: 'AUTHORIZATION_REVOKED' } };
  const message =
    failure.code === SandboxCode.RateLimited
      ? `Exceed qps limit, KEY [apiId:${call?.method ?? ''};appkey:${call?.appKey ?? ''}]`
      : failure.code === SandboxCode.TokenExpired
        ? `鉴权失败：${failure.message}`
        : failure.message;
  return { body: { result: ourNumericCode(failure.code), error_msg: message, sub_code: failure.code } };
}

/** the OAuth endpoints' refusals (APP授权说明 §4) */
function kuaishouOauthError(failure: SandboxFailure, call: ParsedCall | undefined): RenderedReply {
  const oauth = (result: number, error: string, message = failure.message) => ({
    body: { result, error, error_msg: message },
  });
  switch (failure.code) {
    case SandboxCode.AppUnknown:
    case SandboxCode.SignatureInvalid:
      return oauth(100200101, 'unauthorized_client');
    case SandboxCode.MethodUnknown:
      return oauth(100200104, 'unsupported_grant_type');
    case SandboxCode.CodeInvalid:
      return oauth(100200105, 'invalid_grant');
    case SandboxCode.RefreshTokenInvalid:
      return oauth(
        100200102,
        'access_denied',
        failure.message.includes('过期') ? failure.message : 'refreshToken.discarded',
      );
    case SandboxCode.Unavailable:
      return oauth(100200500, 'server_error');
    case SandboxCode.RateLimited:
      return kuaishouApiError(failure, call);
    default:
      return oauth(100200100, 'invalid_request');
  }
}

/** the OAuth endpoints: the app secret is the credential, grant_type the "method" */
export const oauthDialect: Dialect = {
  parse(request) {
    const params = requestParams(request);
    return {
      appKey: text(params.app_id),
      method: text(params.grant_type) ?? '',
      params,
      verify: (app) => params.app_secret === app.appSecret,
    };
  },
  success: (data) => ({ body: { result: 1, ...(data as object) } }),
  failure: kuaishouOauthError,
};

/** the signed API: system parameters in the query or the form, business parameters as JSON in `param` */
export const apiDialect: Dialect = {
  parse(request) {
    const params = requestParams(request);
    const method = text(params.method) ?? '';
    const path = request.url.split('?')[0] ?? '';
    return {
      appKey: text(params.appkey),
      // the gateway routes by path: a method sent to another API's path is not that API
      method: path.endsWith(`/${method.replaceAll('.', '/')}`) ? method : `${method} (${path})`,
      get params() {
        const value = jsonParam(params.param ?? '{}', 'param');
        return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      },
      accessToken: text(params.access_token),
      verify: (app) =>
        typeof params.sign === 'string' &&
        (params.signMethod === undefined || params.signMethod === 'MD5' || params.signMethod === 'HMAC_SHA256') &&
        kuaishouSignature(params, app.signSecret ?? app.appSecret) === params.sign,
    };
  },
  success: (data) => ({ body: { result: 1, error_msg: 'success', data } }),
  failure: kuaishouApiError,
};
