/**
 * xiaohongshu (小红书) as its documents describe it (AndersonBY/xiaohongshu-ecommerce-python-sdk
 * docs/小红书官方文档/; sources per field in connectors/xiaohongshu.connector.ts): the consent page
 * `/ark/authorization?appId&redirectUri&state`, one JSON gateway `/ark/open_api/v3/common_controller`
 * (system parameters and the method's own in one body, MD5 signature over method?appId&timestamp&version
 * + secret), answers `{ error_code: 0, success: true, data }`. xiaohongshu publishes no error codes: ours
 * are negative numbers (ourNumericCode) with our SANDBOX_* code in `sub_code`. Ours too: brands required
 * in every category, the title (50) and image (9 main, 30 detail) limits, new items going to the
 * warehouse, numeric item ids (the platform's are 24-digit hex) and `sandboxServiceExpireAt`.
 */
import { XIAOHONGSHU_GATEWAY } from '../../connectors/transports/xiaohongshu.transport.ts';
import { defineSandboxPlatform } from '../sandbox-core.ts';
import { xiaohongshuTokenMethods } from './xiaohongshu.auth.sandbox.ts';
import { xiaohongshuDialect } from './xiaohongshu.gateway.sandbox.ts';
import { xiaohongshuGoodsMethods } from './xiaohongshu.goods.sandbox.ts';
import { xiaohongshuLookupMethods } from './xiaohongshu.lookups.sandbox.ts';
import { xiaohongshuMaintenanceMethods } from './xiaohongshu.maintenance.sandbox.ts';

/** xiaohongshu (小红书): the ark gateway, 100 QPS per app. */
export const xiaohongshuSandbox = defineSandboxPlatform({
  name: 'xiaohongshu',
  station: 29,
  catalog: { categoryIdBase: 290_000, brandIdBase: 2_900_000 },
  // "accessToken有效期为7天，refreshToken有效时间为14天"
  lifetimes: { accessSeconds: 7 * 86_400, refreshSeconds: 14 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 290_000_000_000,
  // www.xiaohongshu.com/goods-detail/{itemId}
  goodsPage: '/goods-detail/{id}',
  consent: { path: '/ark/authorization', clientIdParam: 'appId', redirectUriParam: 'redirectUri' },
  register(_scope, kit) {
    kit.serve({
      path: XIAOHONGSHU_GATEWAY,
      dialect: xiaohongshuDialect,
      methods: {
        ...xiaohongshuTokenMethods,
        ...xiaohongshuLookupMethods,
        ...xiaohongshuGoodsMethods,
        ...xiaohongshuMaintenanceMethods,
      },
    });
  },
});
