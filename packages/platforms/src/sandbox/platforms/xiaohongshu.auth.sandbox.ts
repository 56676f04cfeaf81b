/** The xiaohongshu sandbox's oauth.getAccessToken and oauth.refreshToken (see xiaohongshu.sandbox.ts). */
import type { Grant } from '../auth-service.ts';
import { exchangeCode, type MethodTable, openMethod, refreshGrant } from '../sandbox-core.ts';

/** oauth.getAccessToken / oauth.refreshToken data (038_授权流程（软件服务商）.md) */
const xiaohongshuToken = (grant: Grant) => ({
  accessToken: grant.accessToken,
  accessTokenExpiresAt: grant.accessExpiresAt,
  refreshToken: grant.refreshToken,
  refreshTokenExpiresAt: grant.refreshExpiresAt,
  sellerId: grant.shop.shopId,
  sellerName: grant.shop.shopName,
  // ours, not xiaohongshu's: when the shop's order of our app ends (ms)
  sandboxServiceExpireAt: grant.serviceExpiresAt,
});

export const xiaohongshuTokenMethods: MethodTable = {
  'oauth.getAccessToken': openMethod((ctx, p) => xiaohongshuToken(exchangeCode(ctx, p.code))),
  'oauth.refreshToken': openMethod((ctx, p) => xiaohongshuToken(refreshGrant(ctx, p.refreshToken))),
};
