/**
 * kuaishou (快手小店) as its documents and SDKs describe it (sources in connectors/kuaishou.connector.ts):
 * the consent page `/oauth/authorize?app_id&redirect_uri&scope&response_type=code&state`, the OAuth
 * endpoints `/oauth2/access_token` and `/oauth2/refresh_token` (GET or POST, parameters in the query or a
 * form, `{ result, error, error_msg }` with the 1002001xx codes), and the signed API `/open/...` (GET or
 * POST form; MD5 and HMAC_SHA256 signatures both accepted) answering `{ result: 1, data }`, or
 * `{ result, error_msg }` with 24 AUTHORIZATION_REVOKED where the platform publishes it, our own `result`
 * numbers (ourNumericCode) and our SANDBOX_* code in `sub_code` elsewhere.
 */
import { defineSandboxPlatform } from '../sandbox-core.ts';
import { kuaishouAccessTokenMethods, kuaishouRefreshTokenMethods, scopeModule } from './kuaishou.auth.sandbox.ts';
import { apiDialect, oauthDialect } from './kuaishou.gateway.sandbox.ts';
import { kuaishouGoodsMethods } from './kuaishou.goods.sandbox.ts';
import { kuaishouLookupMethods } from './kuaishou.lookups.sandbox.ts';
import { kuaishouMaintenanceMethods } from './kuaishou.maintenance.sandbox.ts';

/** kuaishou (快手): oauth2 with the app secret, signed calls (MD5 or HMAC), daily limit of new items. */
export const kuaishouSandbox = defineSandboxPlatform({
  name: 'kuaishou',
  station: 4,
  catalog: { categoryIdBase: 40_000, brandIdBase: 4_000_000 },
  // access 48 h, refresh 180 days (APP授权说明 §2.3)
  lifetimes: { accessSeconds: 48 * 3600, refreshSeconds: 180 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 40_000_000_000,
  // app.kwaixiaodian.com/merchant/shop/detail?id={itemId} (the item share link)
  goodsPage: '/merchant/shop/detail?id={id}',
  consent: { path: '/oauth/authorize', clientIdParam: 'app_id', moduleOf: scopeModule },
  register(_scope, kit) {
    kit.serve({
      path: '/oauth2/access_token',
      httpMethods: ['GET', 'POST'],
      dialect: oauthDialect,
      methods: kuaishouAccessTokenMethods,
    });
    kit.serve({
      path: '/oauth2/refresh_token',
      httpMethods: ['GET', 'POST'],
      dialect: oauthDialect,
      methods: kuaishouRefreshTokenMethods,
    });
    kit.serve({
      path: '/open/*',
      httpMethods: ['GET', 'POST'],
      dialect: apiDialect,
      methods: { ...kuaishouLookupMethods, ...kuaishouGoodsMethods, ...kuaishouMaintenanceMethods },
    });
  },
});
