import type { FastifyRequest } from 'fastify';
import { josResponseKey } from '../../connectors/transports/jd-jos.transport.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { md5WrappedSign } from '../../core/signing.ts';
import type { Dialect, ParsedCall, RenderedReply } from '../sandbox-core.ts';
import { requestParams, text } from '../sandbox-core.ts';
import { SandboxFailure } from '../sandbox-failure.ts';

const asStrings = (params: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/**
 * JOS gateway numbers for our neutral codes where JD's are known (see JD_KNOWN_CODES); the others are
 * answered with our SANDBOX_* code itself in `code`. `sandbox_code` (ours) travels beside JD's number.
 */
const JOS_CODES: Partial<Record<SandboxCode, { code: string; en: string }>> = {
  [SandboxCode.RateLimited]: { code: '2', en: 'App Call Limited' },
  [SandboxCode.SignatureInvalid]: { code: '12', en: 'Invalid Signature' },
  [SandboxCode.MethodUnknown]: { code: '15', en: 'Invalid Method' },
  [SandboxCode.TokenInvalid]: { code: '19', en: 'Invalid access_token' },
  [SandboxCode.TokenExpired]: { code: '19', en: 'Invalid access_token' },
};

export function josError(failure: SandboxFailure): RenderedReply {
  const known = JOS_CODES[failure.code];
  return {
    status: failure.code === SandboxCode.Unavailable ? 503 : 200,
    body: {
      error_response: known
        ? { code: known.code, zh_desc: failure.message, en_desc: known.en, sandbox_code: failure.code }
        : { code: failure.code, zh_desc: failure.message, en_desc: failure.code },
    },
    headers: failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined,
  };
}

/**
 * JD's router gateway as the JOS SDKs call it: the parameters in a form body (.NET SDK), in the query of
 * a POST (official Python SDK) or of a GET (Go SDKs); the business parameters are the JSON text
 * `360buy_param_json`; `sign` is the upper hex MD5 of the secret-wrapped sorted k+v of every other
 * parameter (the dev guide's worked example).
 */
export const josDialect: Dialect = {
  parse(request: FastifyRequest): ParsedCall {
    const raw = asStrings(requestParams(request));
    const { sign, ...signed } = raw;
    const json = raw['360buy_param_json'];
    let params: Record<string, unknown> = {};
    if (json !== undefined && json !== '') {
      try {
        const parsed: unknown = JSON.parse(json);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) params = parsed as Record<string, unknown>;
        else throw new Error('not an object');
      } catch {
        throw new SandboxFailure(SandboxCode.ParamInvalid, '360buy_param_json不是合法的JSON对象');
      }
    }
    return {
      appKey: text(raw.app_key),
      method: text(raw.method) ?? '',
      params,
      accessToken: text(raw.access_token),
      verify: (app) => sign !== undefined && md5WrappedSign(signed, app.appSecret) === sign,
    };
  },
  success: (data, call) => ({ body: { [josResponseKey(call.method)]: { code: '0', ...(data as object) } } }),
  failure: (failure) => josError(failure),
};
