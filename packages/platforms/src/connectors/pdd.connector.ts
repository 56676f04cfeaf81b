/**
 * pdd (拼多多) on its router gateway.
 *
 * Checked against public sources (see also transports/md5-router.transport.ts):
 * - consent page `https://fuwu.pinduoduo.com/service-market/auth?response_type=code&client_id&redirect_uri&state`
 *   (justmd5/pinduoduo-sdk src/Oauth/PreAuth.php, 拼多多店铺 WEB);
 * - token `pdd.pop.auth.token.create` {code} / `.refresh` {refresh_token}, answer `owner_id, owner_name,
 *   access_token, expires_in, refresh_token, refresh_token_expires_in, scope` (lywzx/pdd-node-sdk
 *   PddPopAuthTokenCreate interface);
 * - `pdd.goods.cats.get` items `level, cat_name, parent_cat_id, cat_id`, no leaf flag (niltor/open-pdd-net-sdk
 *   GetGoodsCatsResponse.cs); a leaf is a category without children, at level 3 or 4 ("商品必须有三级或四级分类",
 *   isv.invalid-parameter:cat_id-lever on the pdd.goods.add doc page);
 * - `pdd.goods.add` parameters, units (fen) and types: the doc page open.pinduoduo.com/application/document/api?id=pdd.goods.add
 *   (sku `spec_id_list` is a STRING holding a JSON array, `limit_quantity` only 999, `out_goods_id` the goods-level
 *   merchant code, `shipment_limit_second` 86400 / 172800, `pre_sale_time` when `is_pre_sale`);
 * - reading back with `pdd.goods.detail.get` (goods_detail_get_response: cat_id, carousel_gallery_list, status
 *   1 上架, sku price / multi_price in fen, spec[{parent_name, spec_name}]; SchafferJ/open-pdd
 *   src/http/model/goods/pdd_goods_detail_get.rs); pdd.goods.information.get is "no longer maintained" and
 *   carries neither cat_id nor the gallery;
 * - the merchant-code search `pdd.goods.list.get` with `outer_goods_id` (goods level; `outer_id` is the SKU
 *   code), answer goods_list[].sku_list[].outer_goods_id (doc page ?id=pdd.goods.list.get);
 * - the ISV page code `pdd.cloud.isv.page.code` {mallIdList (string list), httpReferer (a standard URL, or
 *   "client" / "mobile"), userId (the merchant user in the ISV's own accounts)}, answering under `response`
 *   {errorCode, errorMessage, pageCode, success} (the Java pop SDK's PddCloudIsvPageCodeRequest/Response,
 *   lywzx/pdd-node-sdk PddCloudIsvPageCode.ts: "开平ISV前端插件检测页面code获取接口").
 *
 * Ours: `service_expire_at` in the token answer (the sandbox's way to report the app order's end; the real
 * answer has none, so `authorizationExpiresAt` is null there), the title/description cuts, the fallback
 * parent spec when a spec name matches none of the category's, and pictures passed as given URLs (the real
 * platform wants them uploaded first with pdd.goods.img.upload, which the connector does not do).
 */
import type { ConnectorOperations, PageCodeInput, PlatformApi, ShopAccess, TokenGrant } from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import {
  chineseLength,
  type ListingDraft,
  type PublishedListing,
  specTable,
  truncateBy,
} from '../core/listing-draft.ts';
import { PlatformError } from '../core/platform-error.ts';
import {
  asArray,
  asRecord,
  childrenOf,
  consentUrl,
  deliverySeconds,
  field,
  fromSeconds,
  grant,
  inSeconds,
  maxPrice,
  specsFrom,
  str,
} from './mapping.ts';
import { inSeries, locateSkus } from './sku-address.ts';
import { pddGatewayTransport } from './transports/md5-router.transport.ts';

const LIMITS = { titleMax: 30, imagesMax: 10, detailImagesMax: 20 };
/** pdd.goods.add: "sku购买限制，只入参999" */
const SKU_LIMIT_QUANTITY = 999;

/** an absolute time in seconds, or `in` seconds from now */
const expiry = (api: PlatformApi, at: unknown, within: unknown): Date | null => {
  if (within !== undefined && within !== null && within !== '') return inSeconds(api, within);
  return fromSeconds(at);
};

function toGrant(api: PlatformApi, answer: unknown): TokenGrant {
  const t = asRecord(answer);
  return grant({
    accessToken: str(field(api, t, 'access_token')),
    accessTokenExpiresAt: expiry(api, t.expires_at, t.expires_in) ?? inSeconds(api, 0),
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: expiry(api, t.refresh_token_expires_at, t.refresh_token_expires_in),
    shopId: str(field(api, t, 'owner_id')),
    shopName: str(t.owner_name),
    // ours: only the sandbox reports the app order's end here
    authorizationExpiresAt: fromSeconds(t.service_expire_at),
  });
}

/** custom spec ids (pdd.goods.spec.id.get), cached per connector, shop, parent spec and value */
const specIdCache = new WeakMap<PlatformApi, Map<string, number>>();

async function specIds(api: PlatformApi, shop: ShopAccess, draft: ListingDraft): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const table = specTable(draft.skus);
  if (table.length === 0) return ids;
  const cache = specIdCache.get(api) ?? new Map<string, number>();
  specIdCache.set(api, cache);
  const parents = asArray(
    asRecord(await api.call('pdd.goods.spec.get', { cat_id: draft.categoryId }, { shop })).goods_spec_list,
  );
  const fallback = parents.find((p) => p.parent_spec_name === '规格') ?? parents[0];
  for (const { name, values } of table) {
    const parent = parents.find((p) => p.parent_spec_name === name) ?? fallback;
    const parentId = str(parent?.parent_spec_id);
    for (const value of values) {
      const cacheKey = `${shop.shopId}|${parentId}|${value}`;
      let id = cache.get(cacheKey);
      if (id === undefined) {
        const answer = asRecord(
          await api.call('pdd.goods.spec.id.get', { parent_spec_id: parentId, spec_name: value }, { shop }),
        );
        id = Number(field(api, answer, 'spec_id'));
        cache.set(cacheKey, id);
      }
      ids.set(`${name}=${value}`, id);
    }
  }
  return ids;
}

/** token exchange and refresh on the pdd gateway (pdd and kuaituantuan) */
export const pddOperations: Pick<ConnectorOperations, 'exchangeCode' | 'refreshToken'> = {
  exchangeCode: async (api, { code }) =>
    toGrant(api, await api.call('pdd.pop.auth.token.create', { code }, { anonymous: true })),
  refreshToken: async (api, refreshToken) =>
    toGrant(api, await api.call('pdd.pop.auth.token.refresh', { refresh_token: refreshToken }, { anonymous: true })),
};

async function categoriesUnder(api: PlatformApi, shop: ShopAccess, parentId: string) {
  const answer = asRecord(await api.call('pdd.goods.cats.get', { parent_cat_id: parentId }, { shop }));
  return asArray(answer.goods_cats_list);
}

/** pdd sends no leaf flag: level 4 is the bottom, levels 1-2 never hold goods, level 3 is a leaf without children */
async function isLeaf(api: PlatformApi, shop: ShopAccess, category: Record<string, unknown>): Promise<boolean> {
  const level = Number(category.level);
  if (level >= 4) return true;
  if (level <= 2) return false;
  return (await categoriesUnder(api, shop, str(category.cat_id))).length === 0;
}

/** the listing as pdd.goods.detail.get answers it */
function listingOf(detail: Record<string, unknown>): PublishedListing {
  return {
    listingId: str(detail.goods_id),
    title: str(detail.goods_name),
    categoryId: str(detail.cat_id),
    status: Number(detail.status) === 1 ? 'onSale' : 'warehouse',
    images: asArray(detail.carousel_gallery_list).map(str),
    externalId: str(detail.outer_goods_id) || null,
    skus: asArray(detail.sku_list).map((s) => ({
      specs: specsFrom(s.spec, 'parent_name', 'spec_name'),
      priceFen: Number(s.price),
      stock: Number(s.quantity),
      platformSkuId: str(s.sku_id),
      outerSkuId: str(s.out_sku_sn) || undefined,
    })),
  };
}

const goodsDetail = async (api: PlatformApi, shop: ShopAccess, listingId: string) =>
  asRecord(await api.call('pdd.goods.detail.get', { goods_id: listingId }, { shop }));

const getListing = async (api: PlatformApi, shop: ShopAccess, listingId: string) =>
  listingOf(await goodsDetail(api, shop, listingId));

/**
 * pdd.goods.quantity.update, one SKU a call, addressed by sku_id or by its SKU code (`outer_id`, the
 * out_sku_sn the goods was created with): quantity is absolute with update_type 1 (全量更新)
 * (lywzx/pdd-node-sdk src/pddApi/shangPin/PddGoodsQuantityUpdate.ts).
 */
const updateStock: NonNullable<ConnectorOperations['updateStock']> = (api, shop, { listingId, skus }) =>
  inSeries(skus, (sku) =>
    api.call(
      'pdd.goods.quantity.update',
      {
        goods_id: listingId,
        ...(sku.platformSkuId ? { sku_id: sku.platformSkuId } : { outer_id: sku.outerSkuId }),
        quantity: sku.stock,
        update_type: 1,
      },
      { shop },
    ),
  );

/**
 * pdd.goods.sku.price.update {goods_id, sku_price_list [{sku_id, single_price, group_price (fen),
 * is_onsale}], market_price (fen)} (lywzx/pdd-node-sdk src/pddApi/shangPin/PddGoodsSkuPriceUpdate.ts):
 * addressed by sku_id only, so the goods is read first (pdd.goods.detail.get) for the ids, each SKU's
 * is_onsale and the group price of a SKU whose change gives none. The single price must stay below the
 * market price: ours, the market price keeps its gap above the highest single price, as the template
 * formula made it (market = highest single-buy + an addition).
 */
const updatePrice: NonNullable<ConnectorOperations['updatePrice']> = async (api, shop, { listingId, skus }) => {
  const detail = await goodsDetail(api, shop, listingId);
  const rows = asArray(detail.sku_list);
  const located = locateSkus(api.station, listingOf(detail), skus);
  const prices = new Map(rows.map((r) => [str(r.sku_id), Number(r.price)]));
  const gap = Number(detail.market_price) - Math.max(...prices.values());
  for (const sku of located) prices.set(sku.platformSkuId, sku.priceFen);
  await api.call(
    'pdd.goods.sku.price.update',
    {
      goods_id: listingId,
      sku_price_list: located.map((sku) => {
        const row = rows.find((r) => str(r.sku_id) === sku.platformSkuId);
        return {
          sku_id: sku.platformSkuId,
          single_price: sku.priceFen,
          group_price: sku.groupPriceFen ?? (row ? Number(row.multi_price) : undefined),
          is_onsale: row ? Number(row.is_onsale ?? 1) : 1,
        };
      }),
      ...(gap > 0 ? { market_price: Math.max(...prices.values()) + gap } : {}),
    },
    { shop },
  );
};

/**
 * The code pdd's front-end detection plugin starts with on a page of ours showing the shop's data. A
 * refusal comes inside the answer (`success` false with errorCode and errorMessage), not as error_response.
 */
async function pageCode(api: PlatformApi, shop: ShopAccess, { pageUrl, userId }: PageCodeInput): Promise<string> {
  const answer = asRecord(
    await api.call(
      'pdd.cloud.isv.page.code',
      { mallIdList: [shop.shopId], httpReferer: pageUrl, userId },
      // the page code is asked for the shop itself, not from a page: no page headers on this call
      { shop: { ...shop, page: undefined } },
    ),
  );
  const code = str(answer.pageCode);
  if (answer.success === true && code) return code;
  throw new PlatformError('permanent', str(answer.errorMessage) || '拼多多没有给出页面码', {
    station: api.station,
    code: str(answer.errorCode) || 'NO_PAGE_CODE',
  });
}

/** pdd (拼多多): the pdd gateway, group and single-buy prices, spec ids, cost templates. */
export const pddConnector = defineConnector({
  station: 2,
  authorization: 'oauth',
  freightTemplateKind: 'freight',
  goodsPage: '/goods.html?goods_id={id}',
  limits: LIMITS,
  transport: pddGatewayTransport(),
  operations: {
    authorizeUrl: (api, input) =>
      consentUrl(api, '/service-market/auth', input, { response_type: 'code', client_id: api.options.app.appKey }),
    ...pddOperations,
    async listCategories(api, shop, parent) {
      const items = await categoriesUnder(api, shop, parent?.cId ?? '0');
      const leaves = await Promise.all(items.map((c) => isLeaf(api, shop, c)));
      return childrenOf(
        parent,
        items.map((c, i) => ({ cId: c.cat_id, name: c.cat_name, isLeaf: leaves[i], level: c.level })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(
        await api.call('pdd.goods.logistics.template.get', { page, page_size: Math.min(pageSize, 100) }, { shop }),
      );
      return {
        items: asArray(answer.logistics_template_list).map((t) => ({
          id: str(t.template_id),
          name: str(t.template_name),
        })),
        total: Number(answer.total_count ?? 0),
      };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const ids = await specIds(api, shop, draft);
      const onSale = draft.listingStatus === 'onSale' ? 1 : 0;
      const preSaleEnd = draft.presell?.type === 'presale' && draft.presell.endTime ? draft.presell.endTime : null;
      const answer = asRecord(
        await api.call(
          'pdd.goods.add',
          {
            goods_name: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            goods_type: 1,
            goods_desc: (draft.description ?? '').slice(0, 500),
            cat_id: draft.categoryId,
            cost_template_id: draft.freightTemplateId,
            country_id: 0,
            market_price: draft.marketPriceFen ?? maxPrice(draft.skus, (s) => s.originalPriceFen ?? s.priceFen),
            is_folt: true,
            is_pre_sale: preSaleEnd !== null,
            pre_sale_time: preSaleEnd === null ? undefined : Math.floor(Date.parse(preSaleEnd) / 1000),
            is_refundable: draft.sevenDayReturn ?? true,
            second_hand: false,
            shipment_limit_second: preSaleEnd === null ? deliverySeconds(draft) : undefined,
            buy_limit: draft.limitPerBuyer ?? undefined,
            carousel_gallery: draft.images.slice(0, LIMITS.imagesMax),
            detail_gallery: draft.detailImages.slice(0, LIMITS.detailImagesMax),
            out_goods_id: merchantCode,
            sku_list: draft.skus.map((sku) => ({
              is_onsale: onSale,
              limit_quantity: SKU_LIMIT_QUANTITY,
              multi_price: sku.groupPriceFen,
              price: sku.priceFen,
              quantity: sku.stock,
              // a STRING holding the JSON array of spec ids, as the doc's example sends it ("[25]")
              spec_id_list: JSON.stringify(sku.specs.map((s) => ids.get(`${s.name}=${s.value}`))),
              thumb_url: sku.imageUrl ?? draft.images[0],
              weight: sku.weightGrams ?? draft.weightGrams ?? 0,
              out_sku_sn: sku.outerSkuId,
            })),
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, answer, 'goods_id')) };
    },
    getListing,
    updateStock,
    updatePrice,
    // pdd.goods.sale.status.set {goods_id, is_onsale 1 上架 | 0 下架} (lywzx/pdd-node-sdk PddGoodsSaleStatusSet.ts)
    setShelf: async (api, shop, { listingId, onSale }) => {
      await api.call('pdd.goods.sale.status.set', { goods_id: listingId, is_onsale: onSale ? 1 : 0 }, { shop });
    },
    pageCode,
    async findByMerchantCode(api, shop, merchantCode) {
      const answer = asRecord(
        await api.call('pdd.goods.list.get', { outer_goods_id: merchantCode, page: 1, page_size: 100 }, { shop }),
      );
      const carriesCode = (g: Record<string, unknown>) => {
        const codes = asArray(g.sku_list).map((s) => s.outer_goods_id);
        return codes.every((c) => c === undefined) || codes.some((c) => str(c) === merchantCode);
      };
      const newest = asArray(answer.goods_list)
        .filter(carriesCode)
        .sort((a, b) => Number(b.created_at) - Number(a.created_at) || Number(b.goods_id) - Number(a.goods_id))[0];
      return newest ? getListing(api, shop, str(newest.goods_id)) : null;
    },
  },
});
