/**
 * taobao (淘宝) TOP as its public SDKs and docs describe it (gateway in md5-router.dialect.ts):
 * - OAuth on its own host: the consent page `/authorize` and the token endpoint `/token` (real:
 *   https://oauth.taobao.com/authorize and /token; form `grant_type, code | refresh_token, client_id,
 *   client_secret, redirect_uri`), answering `access_token, token_type, expires_in, re_expires_in, expire_time,
 *   refresh_token, refresh_token_valid_time, r1/r2/w1/w2_expires_in, r1/r2/w1/w2_valid, taobao_user_id,
 *   taobao_user_nick` (URL-encoded), as public clients record it; OAuth errors `{error, error_description}`
 *   with RFC 6749 error names; `service_expire_at` and the `sub_code` beside the error are OURS;
 * - `taobao.itemcats.get` {parent_cid | cids, fields} → item_cats.item_cat[{cid, parent_cid, name, is_parent}];
 *   `taobao.itemprops.get` {cid, is_sale_prop, fields} → item_props.item_prop[{pid, name, is_sale_prop,
 *   is_color_prop, prop_values.prop_value[{vid, name}]}]; `taobao.delivery.templates.get` {fields} →
 *   delivery_templates.delivery_template[{template_id, name, ...}], total_results;
 * - `taobao.item.add` (bububa/opentaobao model/product/TaobaoItemAddAPIRequest.go): title ≤60 bytes, desc 5-25000,
 *   `price` and `sku_prices` in yuan with at most 2 decimals, the item price within the SKU prices, `num` the sum of
 *   `sku_quantities`, `sku_properties` (pid:vid;... per SKU, each pair also in `props`), `sku_outer_ids`, all four
 *   lists of one length, custom values as negative vids in `input_custom_cpv`, `pic_path` or `image` for the main
 *   image, `outer_id` ≤64 bytes, `sub_stock` 0/1/2, `approve_status` onsale/instock → item_add_response.item
 *   {num_iid, created};
 * - `taobao.item.seller.get` {num_iid, fields} and `taobao.items.custom.get` {outer_id (≤40), fields}: the Item
 *   shape of model/product/Item.go and Sku.go (prices as yuan text, skus.sku[{sku_id, properties,
 *   properties_name, quantity, price, outer_id}], item_imgs.item_img[{id, url, position}]), only the fields asked for;
 * - stock, price and shelf calls: taobao.maintenance.sandbox.ts.
 *
 * Ours: the category tree, the sale properties (颜色分类 1627207 and 尺码 20509 with the value ids public examples
 * show, e.g. 1627207:28320 白色, 20509:28315 M; the others and their ids are the sandbox's own), the check of a
 * pic_path (any non-empty text: the real one must be in the seller's picture space), item and SKU ids.
 */
import { defineSandboxPlatform } from '../sandbox-core.ts';
import { registerFormData, topRouterDialect } from './md5-router.dialect.ts';
import { secretTokenDialect, tokenGrantMethods } from './secret-token.dialect.ts';
import { oauthError, taobaoToken } from './taobao.auth.sandbox.ts';
import { taobaoGoodsMethods } from './taobao.goods.sandbox.ts';
import { taobaoLookupMethods } from './taobao.lookups.sandbox.ts';
import { taobaoMaintenanceMethods } from './taobao.maintenance.sandbox.ts';

/** taobao (TOP): OAuth2 on its own paths and the /router/rest gateway. */
export const taobaoSandbox = defineSandboxPlatform({
  name: 'taobao',
  station: 3,
  catalog: { categoryIdBase: 50_010_000, brandIdBase: 30_000_000 },
  lifetimes: { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 700_000_000_000,
  // item.taobao.com/item.htm?id={num_iid}
  goodsPage: '/item.htm?id={id}',
  consent: {
    path: '/authorize',
    clientIdParam: 'client_id',
    // the TOP authorisation FAQ's wording for this refusal
    redirectMismatch: { error: 'invalid_client', message: 'application callback can not match the redirect_uri' },
  },
  register(scope, kit) {
    registerFormData(scope);
    kit.serve({
      path: '/token',
      dialect: secretTokenDialect({ clientIdParam: 'client_id', secretParam: 'client_secret', error: oauthError }),
      methods: tokenGrantMethods(taobaoToken),
    });
    kit.serve({
      path: '/router/rest',
      dialect: topRouterDialect,
      methods: { ...taobaoLookupMethods, ...taobaoGoodsMethods, ...taobaoMaintenanceMethods },
    });
  },
});
