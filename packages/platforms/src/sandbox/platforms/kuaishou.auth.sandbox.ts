/**
 * The kuaishou sandbox's authorisation (see kuaishou.sandbox.ts): the module a consent link's `scope` asks
 * for, and the /oauth2/access_token and /oauth2/refresh_token grants.
 */
import type { Grant } from '../auth-service.ts';
import { exchangeCode, type MethodTable, openMethod, refreshGrant, seconds } from '../sandbox-core.ts';

/** the module kuaishou's `scope` asks for: both apps, the goods one or the order one */
export function scopeModule(form: Record<string, string | undefined>): string | undefined {
  const scopes = (form.scope ?? '').split(',');
  const goods = scopes.includes('merchant_item');
  const order = scopes.includes('merchant_order');
  if (goods && !order) return 'goods';
  if (order && !goods) return 'order';
  return form.module;
}

const scopesOf = (grant: Grant) => [
  'user_info',
  ...grant.modules.map((m) => (m === 'order' ? 'merchant_order' : 'merchant_item')),
  'merchant_servicemarket',
];
/** /oauth2/access_token answer (APP授权说明 §2.3) */
const accessTokenAnswer = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  refresh_token: grant.refreshToken,
  open_id: grant.shop.shopId,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  scopes: scopesOf(grant),
});
/** /oauth2/refresh_token answer (§2.4): no open_id */
const refreshTokenAnswer = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  refresh_token: grant.refreshToken,
  refresh_token_expires_in: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt - nowMs) : 0,
  scopes: scopesOf(grant),
});

export const kuaishouAccessTokenMethods: MethodTable = {
  code: openMethod((ctx, p) => accessTokenAnswer(exchangeCode(ctx, p.code), ctx.core.clock.nowMs())),
};

export const kuaishouRefreshTokenMethods: MethodTable = {
  refresh_token: openMethod((ctx, p) => refreshTokenAnswer(refreshGrant(ctx, p.refresh_token), ctx.core.clock.nowMs())),
};
