import { defineSandboxPlatform } from '../sandbox-core.ts';
import { LIFETIMES, youzanTokenMethods } from './youzan.auth.sandbox.ts';
import { apiDialect, tokenDialect } from './youzan.gateway.sandbox.ts';
import { youzanGoodsMethods } from './youzan.goods.sandbox.ts';
import { youzanLookupMethods } from './youzan.lookups.sandbox.ts';
import { youzanMaintenanceMethods } from './youzan.maintenance.sandbox.ts';

/**
 * youzan cloud as youzan/open-sdk-node speaks it (sources in connectors/youzan.connector.ts and
 * transports/youzan.transport.ts): unsigned `POST /api/{api}/{version}?access_token=` (JSON; GET with the
 * parameters in the query too), `POST /auth/token` with `authorize_type`, the consent page
 * `/oauth/authorize`, answers `{ trace_id, code: 200, success, message, data }`, gateway failures
 * `{ gw_err_resp: { trace_id, err_code, err_msg } }` and business failures `{ success: false, code,
 * message, data: null }`, with youzan's numbers where they are documented (4101, 4201-4204, 4005, 1000,
 * 1103, 121009313, 122001001).
 *
 * OURS: `sandbox_code` beside youzan's number, our SANDBOX_* code as the number where youzan's is not
 * known, `service_expire_at` (seconds) in the token answer, the token lifetimes (a day, a month), the
 * image upload by `image_url` and its `image_id` (see the connector), the listing rules' wording.
 */
export const youzanSandbox = defineSandboxPlatform({
  name: 'youzan',
  station: 32,
  catalog: { categoryIdBase: 320_000, brandIdBase: 3_200_000 },
  lifetimes: LIFETIMES,
  listingIdBase: 320_000_000_000,
  // h5.youzan.com/wscgoods/detail/{alias}: the sandbox's alias is the item id
  goodsPage: '/wscgoods/detail/{id}',
  consent: { path: '/oauth/authorize', clientIdParam: 'client_id' },
  register(_scope, kit) {
    // the material centre of each shop: image id -> URL (in memory: a restart forgets uploads)
    const images = new Map<string, string>();
    kit.serve({
      path: '/api/*',
      httpMethods: ['GET', 'POST'],
      dialect: apiDialect(kit.core),
      methods: { ...youzanLookupMethods, ...youzanGoodsMethods(images), ...youzanMaintenanceMethods },
    });
    kit.serve({ path: '/auth/token', dialect: tokenDialect, methods: youzanTokenMethods });
  },
});
