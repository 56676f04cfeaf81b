/**
 * The youzan sandbox's gateways (see youzan.sandbox.ts): the unsigned API under /api/, whose token says whose
 * app it is, and `POST /auth/token`; and their answers, gateway and business failures.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { SANDBOX_APPS } from '../sandbox-apps.ts';
import {
  type Dialect,
  type ParsedCall,
  type RenderedReply,
  requestParams,
  type SandboxCore,
  text,
} from '../sandbox-core.ts';
import type { SandboxFailure } from '../sandbox-failure.ts';

const API_PREFIX = '/api/';

const traceId = () => `yz7-sandbox-${randomBytes(6).toString('hex')}`;

/** gateway failures: youzan's gw_err_resp numbers */
const GATEWAY_CODES: Partial<Record<SandboxCode, number>> = {
  [SandboxCode.MethodUnknown]: 4005,
  [SandboxCode.RateLimited]: 4101,
  [SandboxCode.TokenExpired]: 4202,
  // an authorisation that lapsed (app order ended) is "非法的请求凭证" on youzan
  [SandboxCode.ServiceExpired]: 4201,
  [SandboxCode.NoPermission]: 4204,
};
/** business failures with youzan's own numbers */
const BUSINESS_CODES: Partial<Record<SandboxCode, number>> = {
  [SandboxCode.ImagesMissing]: 121009313,
  [SandboxCode.ListingNotFound]: 122001001,
};

function gatewayError(code: number | string, message: string, failure: SandboxFailure): RenderedReply {
  return {
    status: failure.code === SandboxCode.Unavailable ? 503 : 200,
    body: { gw_err_resp: { trace_id: traceId(), err_msg: message, err_code: code, sandbox_code: failure.code } },
    headers: failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined,
  };
}

/** the API gateway: `/api/{api}/{version}`, the token in the query, no signature */
export function apiDialect(core: SandboxCore): Dialect {
  return {
    parse(request: FastifyRequest): ParsedCall {
      const url = new URL(request.url, 'http://sandbox');
      const at = url.pathname.indexOf(API_PREFIX);
      const method = at < 0 ? '' : decodeURIComponent(url.pathname.slice(at + API_PREFIX.length));
      const { access_token: accessToken, ...params } = requestParams(request);
      const token = text(accessToken);
      // no app key travels with a youzan call: the token says whose app it is
      const appKey = (token ? core.state.tokens.get(token)?.appKey : undefined) ?? SANDBOX_APPS.youzan.appKey;
      return { appKey, method, params, accessToken: token, verify: () => true };
    },
    success: (data) => ({
      body: { trace_id: traceId(), code: 200, data, success: true, message: 'successful' },
    }),
    failure(failure, call) {
      if (failure.code === SandboxCode.TokenInvalid) {
        const token = call?.accessToken;
        // 4203 for a token youzan never issued; 4201 for none, or one whose authorisation was withdrawn
        const unknown = token !== undefined && !core.state.tokens.has(token);
        return gatewayError(unknown ? 4203 : 4201, unknown ? 'Token 不存在' : failure.message, failure);
      }
      const gateway = GATEWAY_CODES[failure.code];
      if (gateway !== undefined) return gatewayError(gateway, failure.message, failure);
      if (failure.code === SandboxCode.Unavailable || failure.code === SandboxCode.AppUnknown) {
        return gatewayError(failure.code, failure.message, failure);
      }
      return {
        body: {
          trace_id: traceId(),
          code: BUSINESS_CODES[failure.code] ?? failure.code,
          data: null,
          success: false,
          message: failure.message,
          sandbox_code: failure.code,
        },
      };
    },
  };
}

/** `POST /auth/token`: the client secret in the body; the method is the authorize_type */
export const tokenDialect: Dialect = {
  parse(request) {
    const params = requestParams(request);
    return {
      appKey: text(params.client_id),
      method: text(params.authorize_type) ?? '',
      params,
      verify: (app) => params.client_secret === app.appSecret,
    };
  },
  success: (data) => ({ body: { success: true, code: 200, message: null, data } }),
  failure(failure) {
    const code =
      failure.code === SandboxCode.AppUnknown
        ? 1103
        : failure.code === SandboxCode.SignatureInvalid
          ? 1000
          : failure.code;
    const message = code === 1103 ? 'Client 不存在' : code === 1000 ? 'client_secret 不正确' : failure.message;
    return {
      status: failure.code === SandboxCode.Unavailable ? 503 : 200,
      body: { success: false, code, data: null, message, sandbox_code: failure.code },
    };
  },
};
