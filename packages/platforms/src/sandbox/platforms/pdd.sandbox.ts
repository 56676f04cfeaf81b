/**
 * pdd (拼多多) as its public docs and SDKs describe it (see md5-router.dialect.ts for the gateway):
 * - consent page `/service-market/auth` (real: https://fuwu.pinduoduo.com/service-market/auth, justmd5/pinduoduo-sdk
 *   src/Oauth/PreAuth.php); tokens by `pdd.pop.auth.token.create` / `.refresh` answering `owner_id, owner_name,
 *   access_token, expires_at, expires_in, refresh_token, refresh_token_expires_at, refresh_token_expires_in,
 *   scope, r1/r2/w1/w2_expires_at/_in` (lywzx/pdd-node-sdk PddPopAuthTokenCreate); `service_expire_at` is OURS;
 * - `pdd.goods.cats.get` items `level, cat_name, parent_cat_id, cat_id`, no leaf flag (niltor/open-pdd-net-sdk
 *   GetGoodsCatsResponse.cs); `pdd.goods.logistics.template.get` {page, page_size ≤100} → logistics_template_list
 *   [{template_id, template_name, cost_type, last_updated_time}], total_count; `pdd.goods.spec.get` {cat_id} →
 *   goods_spec_list[{cat_id, parent_spec_id, parent_spec_name}]; `pdd.goods.spec.id.get` {parent_spec_id,
 *   spec_name} → {parent_spec_id, spec_name, spec_id} (lywzx/pdd-node-sdk PddGoodsSpec*Get);
 * - `pdd.goods.add`: parameters, units (fen), types (sku `spec_id_list` a STRING "[20,5]" — an array is taken
 *   too) and rules from its doc page (open.pinduoduo.com/application/document/api?id=pdd.goods.add):
 *   goods_desc 20-500, detail_gallery 1-20, limit_quantity only 999, shipment_limit_second 86400/172800 unless
 *   is_pre_sale (then pre_sale_time), single price below market_price, group price below single price, a
 *   repeated out_goods_id refused by nothing (a second create makes a second goods);
 * - `pdd.goods.list.get` {outer_goods_id (≤10, comma), outer_id | is_onsale | goods_name (one of them, in that
 *   priority: is_onsale > outer_id > goods_name), created_at_from/end, page, page_size ≤100} (doc page
 *   ?id=pdd.goods.list.get); `pdd.goods.detail.get` (SchafferJ/open-pdd pdd_goods_detail_get.rs, status 1
 *   上架 2 下架); `pdd.goods.information.get`, the older read (goods_info_get_response, prices as yuan text).
 *
 * The ISV page code and the page headers: pdd-page-code.sandbox.ts; stock, price and shelf calls:
 * pdd.maintenance.sandbox.ts.
 *
 * Ours: the category tree and parent spec ids, the 30-character title count (pdd's own is not published as
 * a number here), the shop's templates, ids of goods, commits and SKUs, and listings going on sale at once
 * (the real platform reviews a commit first).
 */
import { defineSandboxPlatform, type MethodTable } from '../sandbox-core.ts';
import { pddGatewayDialect, registerFormData } from './md5-router.dialect.ts';
import { pddTokenMethods } from './pdd.auth.sandbox.ts';
import { pddGoodsMethods } from './pdd.goods.sandbox.ts';
import { pddLookupMethods } from './pdd.lookups.sandbox.ts';
import { pddMaintenanceMethods } from './pdd.maintenance.sandbox.ts';
import { pddPageCodeMethod, recordPageHeaders } from './pdd-page-code.sandbox.ts';

export const pddMethods: MethodTable = {
  ...pddTokenMethods,
  ...pddLookupMethods,
  ...pddGoodsMethods,
  ...pddMaintenanceMethods,
  'pdd.cloud.isv.page.code': pddPageCodeMethod,
};

export const pddSandbox = defineSandboxPlatform({
  name: 'pdd',
  station: 2,
  catalog: { categoryIdBase: 10_000, brandIdBase: 3_000_000 },
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: true },
  listingIdBase: 600_000_000_000,
  // mobile.yangkeduo.com/goods.html?goods_id={goods_id}
  goodsPage: '/goods.html?goods_id={id}',
  consent: { path: '/service-market/auth', clientIdParam: 'client_id' },
  observe: recordPageHeaders,
  register(scope, kit) {
    registerFormData(scope);
    kit.serve({ path: '/api/router', dialect: pddGatewayDialect, methods: pddMethods });
  },
});
