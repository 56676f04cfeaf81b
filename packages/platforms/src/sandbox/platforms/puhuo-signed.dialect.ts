import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../core/envelopes.ts';
import { PUHUO_SIGN_HEADERS, puhuoSign } from '../../core/signing.ts';
import { rawBodyOf } from '../raw-body.ts';
import type { Dialect, ParsedCall } from '../sandbox-core.ts';
import { text } from '../sandbox-core.ts';

const header = (request: FastifyRequest, name: string) => text(request.headers[name]);

/**
 * Reads calls of OUR generic goods API, signed with OUR scheme (the platforms of which no public
 * protocol source was found, and WeChat video shop's shop-name token check): the method is the rest of
 * the path after `apiPrefix`, the token a query parameter, the body JSON; answers in our envelope.
 */
export function puhuoSignedDialect(spec: { apiPrefix: string; tokenParam: string; envelope: Envelope }): Dialect {
  return {
    parse(request): ParsedCall {
      const url = new URL(request.url, 'http://sandbox');
      const prefixAt = url.pathname.indexOf(spec.apiPrefix);
      const method = prefixAt < 0 ? '' : url.pathname.slice(prefixAt + spec.apiPrefix.length + 1);
      const body = request.body;
      const params = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      const timestamp = header(request, PUHUO_SIGN_HEADERS.timestamp) ?? '';
      const sign = header(request, PUHUO_SIGN_HEADERS.sign);
      return {
        appKey: header(request, PUHUO_SIGN_HEADERS.appKey),
        method,
        params,
        accessToken: url.searchParams.get(spec.tokenParam) ?? undefined,
        verify: (app) =>
          sign !== undefined &&
          puhuoSign(
            { httpMethod: request.method, path: url.pathname, timestamp, body: rawBodyOf(request) },
            app.appSecret,
          ) === sign,
      };
    },
    success: (data) => ({ body: spec.envelope.ok(data) }),
    failure: (failure) => {
      const { status, body } = spec.envelope.error(failure.code, failure.message);
      return {
        status,
        body,
        headers: failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined,
      };
    },
  };
}
