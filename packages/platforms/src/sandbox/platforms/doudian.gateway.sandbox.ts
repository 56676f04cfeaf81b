/**
 * The doudian sandbox's gateway (see doudian.sandbox.ts): the query's system parameters and signature, the raw
 * body as `param_json`, and the `{ code, msg, sub_code, sub_msg, data, log_id }` answer.
 */
import { DOUDIAN_SUCCESS } from '../../connectors/transports/doudian.transport.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { doudianSign } from '../../core/signing.ts';
import { rawBodyOf } from '../raw-body.ts';
import type { Dialect } from '../sandbox-core.ts';
import { fail, type SandboxFailure } from '../sandbox-failure.ts';

/** our refusal as doudian's `code` and `sub_code` (the platform's where published, else our SANDBOX_* code) */
function doudianError(failure: SandboxFailure): [number, string] {
  switch (failure.code) {
    case SandboxCode.Unavailable:
      return [20000, 'dop.service-error'];
    case SandboxCode.TokenInvalid:
      if (failure.message.includes('缺失')) return [40001, 'isv.access-token-missing'];
      // a shop whose authorisation lapsed, against a token that simply does not exist
      if (failure.message.includes('授权已失效')) return [30001, 'dop.authorization-no-existed'];
      return [40003, 'isv.access-token-no-existed'];
    case SandboxCode.TokenExpired:
      return [40003, 'isv.access-token-expired'];
    case SandboxCode.SignatureInvalid:
      return [40003, 'isv.signature-invalid'];
    case SandboxCode.AppUnknown:
      return [40001, 'isv.app-id-missing'];
    case SandboxCode.ServiceExpired:
    case SandboxCode.NoPermission:
      return [30001, failure.code];
    case SandboxCode.CodeInvalid:
      return [
        50001,
        failure.message.includes('过期')
          ? 'dop.token-generate-failed:code-expired'
          : 'dop.token-generate-failed:code-invalid',
      ];
    case SandboxCode.RefreshTokenInvalid:
      return [
        50001,
        failure.message.includes('过期')
          ? 'dop.token-generate-failed:token-expired'
          : 'dop.token-generate-failed:token-invalid',
      ];
    case SandboxCode.RateLimited:
      return [60000, failure.code];
    case SandboxCode.MethodUnknown:
      return [70000, 'isp.api-service-off'];
    case SandboxCode.ParamMissing:
      return [40002, failure.code];
    case SandboxCode.DailyLimit:
    case SandboxCode.ListingNotFound:
      return [50002, failure.code];
    default:
      // 非法的参数（业务校验）
      return [40004, failure.code];
  }
}

const logId = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** the body as JSON, or doudian's "业务参数json解析失败" */
function paramJsonOf(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // below
  }
  return fail(SandboxCode.ParamInvalid, '业务参数json解析失败，所有参数需为string类型');
}

export const doudianDialect: Dialect = {
  parse(request) {
    const query = request.query as Record<string, string | undefined>;
    const raw = rawBodyOf(request);
    return {
      appKey: query.app_key,
      method: query.method ?? '',
      get params() {
        return paramJsonOf(raw);
      },
      accessToken: query.access_token,
      verify: (app) =>
        query.sign !== undefined &&
        (query.sign_method ?? 'hmac-sha256') === 'hmac-sha256' &&
        doudianSign(
          {
            appKey: app.appKey,
            method: query.method ?? '',
            paramJson: raw,
            timestamp: query.timestamp ?? '',
            v: query.v ?? '',
          },
          app.appSecret,
        ) === query.sign,
    };
  },
  success: (data) => ({
    body: { code: DOUDIAN_SUCCESS, msg: 'success', sub_code: '', sub_msg: '', data, log_id: logId() },
  }),
  failure(failure) {
    const [code, subCode] = doudianError(failure);
    return {
      status: 200,
      body: { code, msg: failure.message, sub_code: subCode, sub_msg: failure.message, log_id: logId() },
    };
  },
};
