/** The 1688 sandbox's token endpoint (see alibaba.sandbox.ts): the code and refresh grants and their answer. */
import { formatAlibabaTime } from '../../alibaba/alibaba-protocol.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { Grant } from '../auth-service.ts';
import { exchangeCode, type MethodTable, openMethod, refreshGrant, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';

/** 1688's token answer: every value a string, as the public examples show */
const alibabaToken = (grant: Grant, nowMs: number) => ({
  aliId: grant.shop.shopId,
  resource_owner: grant.shop.shopName,
  memberId: `b2b-${grant.shop.shopId}`,
  expires_in: String(Math.round((grant.accessExpiresAt - nowMs) / 1000)),
  access_token: grant.accessToken,
  ...(grant.refreshToken
    ? {
        refresh_token: grant.refreshToken,
        refresh_token_timeout: formatAlibabaTime(grant.refreshExpiresAt ?? nowMs),
      }
    : {}),
  // ours: which modules the authorisation covers, and when the order of our app ends (seconds)
  scope: grant.modules,
  service_expire_at: grant.serviceExpiresAt ? String(Math.floor(grant.serviceExpiresAt / 1000)) : null,
});

export const alibabaTokenMethods: MethodTable = {
  // the ocean SDKs send redirect_uri=default: no address to compare
  authorization_code: openMethod((ctx, p) => {
    const redirectUri = text(p.redirect_uri);
    const grant = exchangeCode(ctx, p.code, redirectUri === 'default' ? undefined : redirectUri);
    return alibabaToken(grant, ctx.core.clock.nowMs());
  }),
  // the ocean Java / C# SDKs send the refresh token as `refreshToken`
  refresh_token: openMethod((ctx, p) => {
    const refreshToken = p.refresh_token ?? p.refreshToken;
    // a cancelled authorisation voids the refresh token too (ZyLob/1688 AuthApi.cs: 取消授权 -> 重新授权)
    const record = ctx.core.state.tokens.get(text(refreshToken) ?? '');
    if (record && ctx.core.auth.forcedExpiry.has(`${record.platform}|${record.shopId}`)) {
      fail(SandboxCode.RefreshTokenInvalid, '授权已被取消，请重新授权');
    }
    return alibabaToken(refreshGrant(ctx, refreshToken), ctx.core.clock.nowMs());
  }),
};
