/**
 * doudian (抖店) as its official Go SDK `doudian.com/open/sdk_golang` speaks to it (public copy
 * zsmhub/doudian-sdk): POST `/{method path}` (the SDK writes `//product/addV2`; both are served) with
 * app_key, method, timestamp, v, sign_method, sign and access_token in the query and `param_json` as the
 * raw body, whatever the Content-Type says (the SDK sends the value "Content-Type: application/json").
 * Answers `{ code, msg, sub_code, sub_msg, data, log_id }`, success 10000; refusals with the platform's
 * codes and sub-codes (tb07/jinritemai src/Error/ErrorCode.php), our SANDBOX_* sub-code where the platform
 * publishes none. Request and answer fields as the SDK's api/<method>/request|response structs.
 */
import { DOUDIAN_NO_BRAND_ID } from '../../connectors/doudian.connector.ts';
import { defineSandboxPlatform } from '../sandbox-core.ts';
import { doudianTokenMethods } from './doudian.auth.sandbox.ts';
import { doudianDialect } from './doudian.gateway.sandbox.ts';
import { doudianGoodsMethods } from './doudian.goods.sandbox.ts';
import { doudianLookupMethods } from './doudian.lookups.sandbox.ts';
import { doudianMaintenanceMethods } from './doudian.maintenance.sandbox.ts';

export { DOUDIAN_NO_BRAND_ID };

/** doudian (抖店): token create/refresh, categories, freight templates, brands, product/addV2, detail, listV2. */
export const doudianSandbox = defineSandboxPlatform({
  name: 'doudian',
  station: 11,
  catalog: { categoryIdBase: 20_000_000, brandIdBase: 700_000, noBrandId: DOUDIAN_NO_BRAND_ID },
  // 7 days and 14 days (the SDK's CreateTokenData comments)
  lifetimes: { accessSeconds: 7 * 86_400, refreshSeconds: 14 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 3_600_000_000_000,
  // haohuo.jinritemai.com/views/product/detail?id={product_id}
  goodsPage: '/views/product/detail?id={id}',
  // fuwu.jinritemai.com/authorize?service_id&state: the code goes to the app's registered callback; a
  // redirect_uri, where a link adds one, must still be a registered one
  consent: { path: '/authorize', clientIdParam: 'service_id', defaultsToRegisteredCallback: true },
  register(scope, kit) {
    // the Go SDK sets the header to the value "Content-Type: application/json" (core/http/doudian_op_http_client.go);
    // the gateway reads the body as JSON whatever the header says
    scope.addHook('onRequest', async (request) => {
      const type = request.headers['content-type'];
      if (typeof type === 'string' && /^\s*content-type\s*:/i.test(type)) {
        request.headers['content-type'] = type.replace(/^\s*content-type\s*:\s*/i, '');
      }
    });
    kit.serve({
      path: '/*',
      dialect: doudianDialect,
      methods: {
        ...doudianTokenMethods,
        ...doudianLookupMethods,
        ...doudianGoodsMethods,
        ...doudianMaintenanceMethods,
      },
    });
  },
});
