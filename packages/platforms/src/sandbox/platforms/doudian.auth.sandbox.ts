/** The doudian sandbox's token.create and token.refresh (see doudian.sandbox.ts). */
import type { Grant } from '../auth-service.ts';
import * as rules from '../listing-rules.ts';
import { exchangeCode, type MethodTable, openMethod, refreshGrant, seconds, text } from '../sandbox-core.ts';

/** token.create / token.refresh data (the SDK's api/token_create/response) */
const doudianToken = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  refresh_token: grant.refreshToken,
  scope: grant.modules.join(','),
  shop_id: Number(grant.shop.shopId),
  shop_name: grant.shop.shopName,
  authority_id: '',
  auth_subject_type: '',
  // ours, not doudian's: when the shop's order of our app ends
  sandbox_service_expire_time: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
});

export const doudianTokenMethods: MethodTable = {
  'token.create': openMethod((ctx, p) => {
    rules.oneOf(text(p.grant_type), ['authorization_code'], 'grant_type');
    return doudianToken(exchangeCode(ctx, p.code), ctx.core.clock.nowMs());
  }),
  'token.refresh': openMethod((ctx, p) => {
    rules.oneOf(text(p.grant_type), ['refresh_token'], 'grant_type');
    return doudianToken(refreshGrant(ctx, p.refresh_token), ctx.core.clock.nowMs());
  }),
};
