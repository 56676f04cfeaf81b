/** The youzan sandbox's tokens (see youzan.sandbox.ts): the code, refresh and silent (self-use app) grants. */
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { Grant } from '../auth-service.ts';
import {
  type CallContext,
  exchangeCode,
  type MethodTable,
  openMethod,
  refreshGrant,
  seconds,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';

/** the token lifetimes (ours: a day, a month) */
export const LIFETIMES = { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: false };

/** the token answer's data (`service_expire_at`, seconds, is ours) */
const youzanToken = (grant: Grant) => ({
  access_token: grant.accessToken,
  expires: grant.accessExpiresAt,
  scope: grant.modules.join(' '),
  refresh_token: grant.refreshToken,
  authority_id: grant.shop.shopId,
  service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
});

export const youzanTokenMethods: MethodTable = {
  authorization_code: openMethod((ctx, p) => youzanToken(exchangeCode(ctx, p.code, p.redirect_uri))),
  refresh_token: openMethod((ctx, p) => youzanToken(refreshGrant(ctx, p.refresh_token))),
  // a self-use app's token for a shop (grant_id = kdt_id) that has authorised the app
  silent: openMethod((ctx: CallContext, p) => {
    const shopId = text(p.grant_id) ?? '';
    const shop = ctx.core.state.shop(ctx.platform.name, shopId);
    if (!shop) return fail(SandboxCode.ShopNotAuthorised, `店铺${shopId}未授权该应用`);
    ctx.core.auth.ensureOrdered(ctx.platform.name, ctx.platform.station, shopId, 'goods');
    return youzanToken(ctx.core.auth.issueGrant(ctx.platform.name, ctx.appKey, shopId, ['goods', 'order'], LIFETIMES));
  }),
};
