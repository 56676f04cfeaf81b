import type { FastifyRequest } from 'fastify';
import { type Md5RouterSpec, PDD_ROUTER } from '../../connectors/transports/md5-router.transport.ts';
import { ourNumericCode, SandboxCode } from '../../core/sandbox-codes.ts';
import { md5WrappedSign } from '../../core/signing.ts';
import type { Grant } from '../auth-service.ts';
import type { Dialect, ParsedCall } from '../sandbox-core.ts';
import { requestParams, text } from '../sandbox-core.ts';
import type { SandboxFailure } from '../sandbox-failure.ts';

export const md5RouterAsStrings = (params: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

/**
 * A router gateway signed by MD5 over the sorted parameters wrapped in the secret: pdd (and
 * kuaituantuan on it) and taobao TOP. Errors are `error_response { code, msg, sub_code, sub_msg }`
 * in the platform's field names. The reference gives the shape, not the numbers: the numbers are
 * OURS (ourNumericCode) and sub_code carries our SANDBOX_* code.
 */
export function md5RouterDialect(spec: Md5RouterSpec): Dialect {
  return {
    parse(request: FastifyRequest): ParsedCall {
      const params = requestParams(request);
      const { sign, ...signed } = params;
      return {
        appKey: text(params[spec.appKeyParam]),
        method: text(params[spec.methodParam]) ?? '',
        params,
        accessToken: text(params[spec.tokenParam]),
        verify: (app) => typeof sign === 'string' && md5WrappedSign(md5RouterAsStrings(signed), app.appSecret) === sign,
      };
    },
    success: (data, call) => ({ body: { [spec.responseKey(call.method)]: data } }),
    failure(failure: SandboxFailure) {
      return {
        status: failure.code === SandboxCode.Unavailable ? 503 : 200,
        body: {
          error_response: {
            [spec.errorFields.code]: ourNumericCode(failure.code),
            [spec.errorFields.message]: failure.message,
            sub_code: failure.code,
            sub_msg: failure.message,
            request_id: `${Date.now()}${Math.floor(Math.random() * 1e6)}`,
          },
        },
      };
    },
  };
}

export const pddGatewayDialect = md5RouterDialect(PDD_ROUTER);

/** the token answer of pdd.pop.auth.token.create / refresh (`service_expire_at`, in seconds, is ours) */
export function pddToken(grant: Grant, nowMs: number) {
  const seconds = (ms: number) => Math.floor(ms / 1000);
  return {
    access_token: grant.accessToken,
    expires_in: seconds(grant.accessExpiresAt - nowMs),
    expires_at: seconds(grant.accessExpiresAt),
    refresh_token: grant.refreshToken,
    refresh_token_expires_in: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt - nowMs) : null,
    refresh_token_expires_at: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt) : null,
    owner_id: grant.shop.shopId,
    owner_name: grant.shop.shopName,
    scope: grant.modules,
    service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
  };
}
