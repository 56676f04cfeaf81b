import type { Grant } from '../auth-service.ts';
import {
  type Dialect,
  exchangeCode,
  type MethodTable,
  openMethod,
  type RenderedReply,
  refreshGrant,
  requestParams,
  text,
} from '../sandbox-core.ts';
import type { SandboxFailure } from '../sandbox-failure.ts';

/**
 * OAuth token endpoints that take the app secret in the request (taobao, kuaishou, 1688) rather than
 * a signature: the "signature" check is the secret itself; the method is the grant type.
 */
export function secretTokenDialect(spec: {
  clientIdParam: string;
  secretParam: string;
  wrap?(data: unknown): unknown;
  error(failure: SandboxFailure): RenderedReply;
}): Dialect {
  return {
    parse(request) {
      const params = requestParams(request);
      return {
        appKey: text(params[spec.clientIdParam]),
        method: text(params.grant_type) ?? '',
        params,
        verify: (app) => params[spec.secretParam] === app.appSecret,
      };
    },
    success: (data) => ({ body: spec.wrap ? spec.wrap(data) : data }),
    failure: (failure) => spec.error(failure),
  };
}

/** the standard OAuth error answer, with our code beside it */
export const oauthError = (failure: SandboxFailure): RenderedReply => ({
  status: 400,
  body: { error: 'invalid_grant', error_description: failure.message, sub_code: failure.code },
});

/** code and refresh grants rendered in the platform's token shape */
export const tokenGrantMethods = (
  render: (grant: Grant, nowMs: number) => unknown,
  codeGrant = 'authorization_code',
): MethodTable => ({
  [codeGrant]: openMethod((ctx, p) => render(exchangeCode(ctx, p.code, p.redirect_uri), ctx.core.clock.nowMs())),
  refresh_token: openMethod((ctx, p) => render(refreshGrant(ctx, p.refresh_token), ctx.core.clock.nowMs())),
});
