/** The taobao sandbox's OAuth endpoint `/token` (see taobao.sandbox.ts): its token answer and its errors. */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { Grant } from '../auth-service.ts';
import { type RenderedReply, seconds } from '../sandbox-core.ts';
import type { SandboxFailure } from '../sandbox-failure.ts';

export const taobaoToken = (grant: Grant, nowMs: number) => {
  const accessIn = seconds(grant.accessExpiresAt - nowMs);
  const refreshIn = grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt - nowMs) : 0;
  return {
    access_token: grant.accessToken,
    token_type: 'Bearer',
    expires_in: accessIn,
    expire_time: grant.accessExpiresAt,
    refresh_token: grant.refreshToken,
    re_expires_in: refreshIn,
    refresh_token_valid_time: grant.refreshExpiresAt ?? grant.accessExpiresAt,
    r1_expires_in: accessIn,
    r2_expires_in: accessIn,
    w1_expires_in: accessIn,
    w2_expires_in: accessIn,
    r1_valid: grant.accessExpiresAt,
    r2_valid: grant.accessExpiresAt,
    w1_valid: grant.accessExpiresAt,
    w2_valid: grant.accessExpiresAt,
    taobao_user_id: grant.shop.shopId,
    taobao_user_nick: encodeURIComponent(grant.shop.shopName),
    // ours: when the shop's order of our app ends
    service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
  };
};

/** OAuth errors in RFC 6749's names (TOP's OAuth2 endpoint), our code beside them */
const OAUTH_ERRORS: Partial<Record<SandboxCode, [string, number]>> = {
  [SandboxCode.AppUnknown]: ['invalid_client', 401],
  [SandboxCode.SignatureInvalid]: ['invalid_client', 401],
  [SandboxCode.MethodUnknown]: ['unsupported_grant_type', 400],
  [SandboxCode.ParamMissing]: ['invalid_request', 400],
};
export const oauthError = (failure: SandboxFailure): RenderedReply => {
  const [error, status] = OAUTH_ERRORS[failure.code] ?? ['invalid_grant', 400];
  return { status, body: { error, error_description: failure.message, sub_code: failure.code } };
};
