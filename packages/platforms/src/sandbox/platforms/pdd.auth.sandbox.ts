/** The pdd sandbox's token calls (see pdd.sandbox.ts), shared with kuaituantuan. */
import type { Grant } from '../auth-service.ts';
import { exchangeCode, type MethodTable, openMethod, refreshGrant, seconds } from '../sandbox-core.ts';

/** the answer of pdd.pop.auth.token.create / .refresh (`service_expire_at`, in seconds, is ours) */
export function pddToken(grant: Grant, nowMs: number) {
  const accessAt = seconds(grant.accessExpiresAt);
  const accessIn = seconds(grant.accessExpiresAt - nowMs);
  return {
    owner_id: grant.shop.shopId,
    owner_name: grant.shop.shopName,
    access_token: grant.accessToken,
    expires_at: accessAt,
    expires_in: accessIn,
    refresh_token: grant.refreshToken,
    refresh_token_expires_at: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt) : null,
    refresh_token_expires_in: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt - nowMs) : null,
    r1_expires_at: accessAt,
    r1_expires_in: accessIn,
    r2_expires_at: accessAt,
    r2_expires_in: accessIn,
    w1_expires_at: accessAt,
    w1_expires_in: accessIn,
    w2_expires_at: accessAt,
    w2_expires_in: accessIn,
    scope: Object.keys(PDD_SANDBOX_METHODS_SCOPE),
    // ours: when the shop's order of our app ends
    service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
  };
}

/** the APIs the sandbox grants (the `scope` of a token) */
const PDD_SANDBOX_METHODS_SCOPE: Record<string, true> = {
  'pdd.goods.cats.get': true,
  'pdd.goods.logistics.template.get': true,
  'pdd.goods.spec.get': true,
  'pdd.goods.spec.id.get': true,
  'pdd.goods.add': true,
  'pdd.goods.list.get': true,
  'pdd.goods.detail.get': true,
  'pdd.goods.information.get': true,
};

/** the token calls, shared with kuaituantuan */
export const pddTokenMethods: MethodTable = {
  'pdd.pop.auth.token.create': openMethod((ctx, p) => pddToken(exchangeCode(ctx, p.code), ctx.core.clock.nowMs())),
  'pdd.pop.auth.token.refresh': openMethod((ctx, p) =>
    pddToken(refreshGrant(ctx, p.refresh_token), ctx.core.clock.nowMs()),
  ),
};
