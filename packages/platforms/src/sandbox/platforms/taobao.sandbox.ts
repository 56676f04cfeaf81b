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
 *   properties_name, quantity, price, outer_id}], item_imgs.item_img[{id, url, position}]), only the fields asked for.
 *
 * Ours: the category tree, the sale properties (颜色分类 1627207 and 尺码 20509 with the value ids public examples
 * show, e.g. 1627207:28320 白色, 20509:28315 M; the others and their ids are the sandbox's own), the check of a
 * pic_path (any non-empty text: the real one must be in the seller's picture space), item and SKU ids.
 */
import { gbkLength } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { Grant } from '../auth-service.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import {
  createListing,
  defineSandboxPlatform,
  type RenderedReply,
  requireListing,
  type ShopCallContext,
  seconds,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail, type SandboxFailure } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { registerFormData, topRouterDialect } from './md5-router.dialect.ts';
import { secretTokenDialect, tokenGrantMethods } from './secret-token.dialect.ts';

const yuanText = (fen: number) => (fen / 100).toFixed(2);
/** TOP's time format, China time */
const topTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const taobaoToken = (grant: Grant, nowMs: number) => {
  const accessIn = seconds(grant.accessExpiresAt - nowMs);
  const refreshIn = grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt - nowMs) : 0;
  return {
    access_token: grant.accessToken,
    token_type: 'Bearer',
    expires_in: accessIn,
    expire_time: grant.accessExpiresAt,
    refresh_token: grant.refreshToken,
    re_expires_in: refreshIn,
    refresh_token_valid_time: grant.refreshExpiresAt ?? grant.accessExpiresAt,
    r1_expires_in: accessIn,
    r2_expires_in: accessIn,
    w1_expires_in: accessIn,
    w2_expires_in: accessIn,
    r1_valid: grant.accessExpiresAt,
    r2_valid: grant.accessExpiresAt,
    w1_valid: grant.accessExpiresAt,
    w2_valid: grant.accessExpiresAt,
    taobao_user_id: grant.shop.shopId,
    taobao_user_nick: encodeURIComponent(grant.shop.shopName),
    // ours: when the shop's order of our app ends
    service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
  };
};

/** OAuth errors in RFC 6749's names (TOP's OAuth2 endpoint), our code beside them */
const OAUTH_ERRORS: Partial<Record<SandboxCode, [string, number]>> = {
  [SandboxCode.AppUnknown]: ['invalid_client', 401],
  [SandboxCode.SignatureInvalid]: ['invalid_client', 401],
  [SandboxCode.MethodUnknown]: ['unsupported_grant_type', 400],
  [SandboxCode.ParamMissing]: ['invalid_request', 400],
};
const oauthError = (failure: SandboxFailure): RenderedReply => {
  const [error, status] = OAUTH_ERRORS[failure.code] ?? ['invalid_grant', 400];
  return { status, body: { error, error_description: failure.message, sub_code: failure.code } };
};

/** the sale properties every leaf offers */
const SALE_PROPS = [
  {
    pid: '1627207',
    name: '颜色分类',
    color: true,
    values: [
      { vid: '28320', name: '白色' },
      { vid: '28341', name: '黑色' },
    ],
  },
  {
    pid: '20509',
    name: '尺码',
    color: false,
    values: [
      { vid: '28314', name: 'S' },
      { vid: '28315', name: 'M' },
      { vid: '28316', name: 'L' },
      { vid: '28317', name: 'XL' },
    ],
  },
  // ours from here on
  { pid: '122216343', name: '规格', color: false, values: [] },
  { pid: '122216344', name: '款式', color: false, values: [] },
  { pid: '122216345', name: '口味', color: false, values: [] },
  { pid: '122216346', name: '容量', color: false, values: [] },
];

const csv = (value: unknown) => (text(value) === undefined ? [] : String(text(value)).split(','));

/** a yuan amount with at most 2 decimals, as fen */
function yuanToFen(value: unknown, label: string): number {
  const t = text(value)?.trim() ?? '';
  if (!/^\d+(\.\d{1,2})?$/.test(t) || Number(t) <= 0 || Number(t) > 100_000_000) {
    return fail(
      SandboxCode.PriceInvalid,
      `${label}必须是0.01-100000000之间、精确到2位小数的金额（单位：元，如200.07），收到：${t}`,
    );
  }
  return Math.round(Number(t) * 100);
}

/** custom values declared in input_custom_cpv: "pid:-1:黑色;pid:-2:白色" */
function customValues(value: unknown): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (text(value) ?? '').split(';').filter(Boolean)) {
    const [pid = '', vid = '', ...name] = part.split(':');
    if (!/^-\d+$/.test(vid)) fail(SandboxCode.ParamInvalid, `input_custom_cpv的自定义属性值ID必须是负整数：${part}`);
    map.set(`${pid}:${vid}`, name.join(':'));
  }
  return map;
}

/** taobao.item.add's parameters and rules */
function itemAdd(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const title = rules.title(p.title, { max: 60, measure: gbkLength, unit: '字节（汉字算2字节）' });
  rules.textLength(p.desc, 5, 25_000, '宝贝描述desc');
  const category = rules.leafCategory(ctx.catalog, p.cid);
  const freight = rules.freightTemplate(ctx.catalog, ctx.shop.shopId, p.postage_id, { label: '运费模板postage_id' });
  rules.oneOf(text(p.type), ['fixed', 'auction'], '发布类型type');
  rules.oneOf(text(p.stuff_status), ['new', 'unused', 'second'], '新旧程度stuff_status');
  const status = rules.oneOf(text(p.approve_status) ?? 'onsale', ['onsale', 'instock'], '上架状态approve_status');
  rules.oneOf(Number(p.sub_stock ?? 0), [0, 1, 2], '拍下减库存sub_stock');
  if (gbkLength(text(p.outer_id) ?? '') > 64) fail(SandboxCode.ParamInvalid, '商家编码outer_id最长64个字节');
  const mainImage = text(p.pic_path) ?? text(p.image);
  if (!mainImage) fail(SandboxCode.ImagesMissing, '宝贝主图至少1张（pic_path或image）');
  const num = rules.stock(rules.requireValue(p.num, '商品数量num'), '商品数量num', 900_000_000);
  const price = yuanToFen(rules.requireValue(p.price, '商品价格price'), '商品价格price');

  const properties = csv(p.sku_properties);
  const quantities = csv(p.sku_quantities);
  const prices = csv(p.sku_prices);
  const outerIds = csv(p.sku_outer_ids);
  let skus: NewListing['skus'];
  if (properties.length === 0) {
    skus = [{ specs: [], priceFen: price, stock: num }];
  } else {
    if (quantities.length !== properties.length || prices.length !== properties.length) {
      fail(SandboxCode.ParamInvalid, 'sku_properties、sku_quantities、sku_prices的个数必须一一对应');
    }
    if (p.sku_outer_ids !== undefined && outerIds.length !== properties.length) {
      fail(SandboxCode.ParamInvalid, 'sku_outer_ids的个数必须与sku_properties一一对应');
    }
    const props = new Set((text(p.props) ?? '').split(';').filter(Boolean));
    const custom = customValues(p.input_custom_cpv);
    skus = properties.map((skuProps, i) => ({
      specs: skuProps.split(';').map((pair) => {
        const [pid = '', vid = ''] = pair.split(':');
        const prop = SALE_PROPS.find((s) => s.pid === pid);
        if (!prop) return fail(SandboxCode.ParamInvalid, `销售属性${pid}不是类目${category.id}的销售属性`);
        const value = prop.values.find((v) => v.vid === vid)?.name ?? custom.get(`${pid}:${vid}`);
        if (value === undefined) return fail(SandboxCode.ParamInvalid, `属性值${pair}不存在`);
        if (!props.has(pair)) fail(SandboxCode.ParamInvalid, `sku_properties中的${pair}必须同时包含在props中`);
        return { name: prop.name, value };
      }),
      priceFen: yuanToFen(prices[i], `第${i + 1}个SKU的价格sku_prices`),
      stock: rules.stock(quantities[i], `第${i + 1}个SKU的数量sku_quantities`, 900_000_000),
    }));
    rules.skuSpecs(
      skus.map((s) => s.specs),
      { fullCombination: true, maxSkus: 600 },
    );
    const total = skus.reduce((n, s) => n + s.stock, 0);
    if (total !== num) fail(SandboxCode.StockInvalid, `商品数量num（${num}）必须等于所有SKU数量之和（${total}）`);
    const low = Math.min(...skus.map((s) => s.priceFen));
    const high = Math.max(...skus.map((s) => s.priceFen));
    if (price < low || price > high) {
      fail(SandboxCode.PriceRelation, `商品价格price必须在SKU价格区间${yuanText(low)}-${yuanText(high)}之内`);
    }
  }
  return {
    title,
    images: [mainImage as string],
    detailImages: [],
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    status: status === 'onsale' ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}

/** the full Item of a listing; the calls return the fields asked for */
function itemOf(ctx: ShopCallContext, l: ListingRecord): Record<string, unknown> {
  const p = l.payload && typeof l.payload === 'object' ? (l.payload as Record<string, unknown>) : {};
  const properties = csv(p.sku_properties);
  const outerIds = csv(p.sku_outer_ids);
  const price = Math.min(...l.skus.map((s) => s.priceFen));
  return {
    num_iid: Number(l.listingId),
    title: l.title,
    nick: ctx.shop.shopName,
    type: text(p.type) ?? 'fixed',
    cid: Number(l.categoryId),
    approve_status: l.status === 'onSale' ? 'onsale' : 'instock',
    outer_id: l.externalId ?? '',
    pic_url: l.images[0] ?? '',
    price: yuanText(price),
    num: l.skus.reduce((n, s) => n + s.stock, 0),
    props: text(p.props) ?? '',
    created: topTime(l.createdAt),
    item_imgs: { item_img: l.images.map((url, i) => ({ id: i + 1, url, position: i })) },
    skus: {
      sku: properties.map((pairs, i) => {
        const sku = l.skus[i];
        return {
          sku_id: Number(`${l.listingId.slice(-9)}${String(i + 1).padStart(3, '0')}`),
          properties: pairs,
          properties_name: pairs
            .split(';')
            .map((pair, j) => `${pair}:${sku?.specs[j]?.name ?? ''}:${sku?.specs[j]?.value ?? ''}`)
            .join(';'),
          quantity: sku?.stock ?? 0,
          price: yuanText(sku?.priceFen ?? 0),
          outer_id: outerIds[i] ?? '',
        };
      }),
    },
  };
}

/** TOP answers only what `fields` names (sku, item_img name the skus and item_imgs lists) */
function project(item: Record<string, unknown>, fields: unknown): Record<string, unknown> {
  const names = String(rules.requireValue(text(fields), 'fields'))
    .split(',')
    .map((f) => f.trim())
    .map((f) => (f === 'sku' ? 'skus' : f === 'item_img' ? 'item_imgs' : f));
  return Object.fromEntries(Object.entries(item).filter(([key]) => names.includes(key)));
}

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
      methods: {
        'taobao.itemcats.get': shopMethod((ctx, p) => {
          const cids = text(p.cids)?.split(',').filter(Boolean);
          const cats = cids
            ? cids.flatMap((id) => ctx.catalog.category(id) ?? [])
            : ctx.catalog.childrenOf(text(p.parent_cid) ?? '0');
          return {
            item_cats: {
              item_cat: cats.map((c, i) => ({
                cid: Number(c.id),
                parent_cid: Number(c.parentId),
                name: c.name,
                is_parent: !c.isLeaf,
                status: 'normal',
                sort_order: i + 1,
              })),
            },
          };
        }),
        'taobao.itemprops.get': shopMethod((ctx, p) => {
          rules.leafCategory(ctx.catalog, p.cid);
          const saleOnly = text(p.is_sale_prop);
          const props = saleOnly === 'false' ? [] : SALE_PROPS;
          return {
            item_props: {
              item_prop: props.map((prop) => ({
                pid: Number(prop.pid),
                name: prop.name,
                is_sale_prop: true,
                is_color_prop: prop.color,
                must: false,
                multi: true,
                prop_values: { prop_value: prop.values.map((v) => ({ vid: Number(v.vid), name: v.name })) },
              })),
            },
          };
        }),
        'taobao.delivery.templates.get': shopMethod((ctx, p) => {
          rules.requireValue(text(p.fields), 'fields');
          const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
          return {
            delivery_templates: {
              delivery_template: all.map((t) => ({
                template_id: Number(t.id),
                name: t.name,
                assumer: 0,
                valuation: t.costType,
              })),
            },
            total_results: all.length,
          };
        }),
        'taobao.item.add': shopMethod((ctx, p) => {
          const { listing } = createListing(ctx, text(p.outer_id), () => itemAdd(ctx, p));
          return { item: { num_iid: Number(listing.listingId), created: topTime(listing.createdAt) } };
        }),
        'taobao.item.seller.get': shopMethod((ctx, p) => ({
          item: project(itemOf(ctx, requireListing(ctx, p.num_iid)), p.fields),
        })),
        'taobao.items.custom.get': shopMethod((ctx, p) => {
          const codes = String(rules.requireValue(text(p.outer_id), 'outer_id'))
            .split(',')
            .filter(Boolean);
          if (codes.length > 40) fail(SandboxCode.ParamInvalid, 'outer_id最多不超过40个');
          const items = ctx.core.listings
            .list(ctx.platform.name, ctx.shop.shopId)
            .filter((l) => codes.includes(l.externalId ?? ''))
            .map((l) => project(itemOf(ctx, l), p.fields));
          return items.length === 0 ? {} : { items: { item: items } };
        }),
      },
    });
  },
});
