/**
 * The 1688 sandbox, imitating the open platform as its public SDKs and docs show it (sources in
 * alibaba/alibaba-protocol.ts): the gateway at /openapi/param2/1/<namespace>/<api>/<appKey> checking
 * `_aop_signature` as the official SDK computes it (sorted "k"+"v" strings, so a request with keys
 * that prefix one another, e.g. `a` and `ab`, is accepted exactly when the SDK would be), the token
 * endpoint at /openapi/http/1/... (code) and /openapi/param2/1/... (refresh) answering `expires_in`
 * as a string and `refresh_token_timeout` as "yyyyMMddHHmmssSSS+0800", the consent page at
 * /oauth/authorize (auth.1688.com's path), the product, category, freight-template, product-list,
 * product stock and shelf (alibaba.maintenance.sandbox.ts), crossborder offer search/detail and
 * protocolPay APIs in their real names, parameters, units (yuan, kg) and answer shapes, and 1688's
 * gateway error envelope `{ error_code, error_message, exception, request_id }` with its real codes
 * where public clients show them (gw.QosAppFrequencyLimit, 401, gw.SignatureInvalid, gw.APIUnsupported).
 *
 * OURS, and named so: the SANDBOX_* codes (app unknown, app order lapsed, module not authorised,
 * service unavailable, listing rules, not found) in `error_code` or in the API's own `errorCode` /
 * `result.code`; the token answer's `scope` and `service_expire_at`; rotating the refresh token on
 * every refresh (1688 keeps it for half a year; the shared contract refuses a spent one); the offer
 * search and detail served without an access_token (1688 requires one); the listing rules' limits
 * where 1688 publishes none (5 main images).
 */
import { type CallContext, defineSandboxPlatform } from '../sandbox-core.ts';
import { alibabaTokenMethods } from './alibaba.auth.sandbox.ts';
import { alibabaBuyerMethods, registerProtocolPayPage } from './alibaba.buyer.sandbox.ts';
import { apiDialect, tokenDialect } from './alibaba.gateway.sandbox.ts';
import { alibabaLookupMethods } from './alibaba.lookups.sandbox.ts';
import { alibabaMaintenanceMethods } from './alibaba.maintenance.sandbox.ts';
import { alibabaOfferMethods, offerSelection, registerOfferImages } from './alibaba.offers.sandbox.ts';
import { alibabaProductMethods } from './alibaba.products.sandbox.ts';

/** 1688: products for distributors' own shops, the offer selection, and the buyer side. */
export function createAlibabaSandbox(offerCount = 3000) {
  const offersOf = offerSelection(offerCount);
  return defineSandboxPlatform({
    name: 'alibaba',
    station: 1,
    catalog: { categoryIdBase: 1_031_000, brandIdBase: 1_000_000 },
    // 10 hours (expires_in "36000" in the public examples), the refresh token half a year
    lifetimes: { accessSeconds: 10 * 3600, refreshSeconds: 180 * 86_400, reauthVoidsEarlier: false },
    listingIdBase: 800_000_000_000,
    // detail.1688.com/offer/{offerId}.html
    goodsPage: '/offer/{id}.html',
    consent: { path: '/oauth/authorize', clientIdParam: 'client_id' },
    modules: ['goods', 'order', 'buy'],
    register(_scope, kit) {
      for (const path of [
        '/openapi/http/1/system.oauth2/getToken/:appKey',
        '/openapi/param2/1/system.oauth2/getToken/:appKey',
      ]) {
        kit.serve({ path, httpMethods: ['GET', 'POST'], dialect: tokenDialect, methods: alibabaTokenMethods });
      }
      const base = (ctx: CallContext) => `${ctx.core.baseUrlOf(ctx.request)}/alibaba`;
      kit.serve({
        path: '/openapi/param2/1/*',
        httpMethods: ['GET', 'POST'],
        dialect: apiDialect,
        methods: {
          ...alibabaLookupMethods(kit),
          ...alibabaProductMethods,
          ...alibabaMaintenanceMethods,
          ...alibabaOfferMethods(kit, offersOf, base),
          ...alibabaBuyerMethods(base),
        },
      });
      registerOfferImages(kit);
      registerProtocolPayPage(kit);
    },
  });
}

export const alibabaSandbox = createAlibabaSandbox();
