import type { PlatformApi, PriceUpdateInput, ShopAccess, StockUpdateInput, TokenGrant } from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import type { PublishedListing } from '../core/listing-draft.ts';
import { chineseLength, truncateBy } from '../core/listing-draft.ts';
import { asArray, asRecord, childrenOf, field, fromSeconds, grant, inSeconds, str } from './mapping.ts';
import { perSkuCalls } from './sku-address.ts';
import { JD_REFRESH_METHOD, JD_TOKEN_METHOD, jdJosTransport } from './transports/jd-jos.transport.ts';

/**
 * jd (京东, station 15) on JD's open platform JOS.
 *
 * Checked against public sources:
 * - the gateway (`POST /routerjson`, system parameters, `360buy_param_json`, the MD5 signature, answers
 *   under `<method>_responce`, `error_response { code, zh_desc, en_desc }`): the JOS SDKs and the dev
 *   guide's worked example (see transports/jd-jos.transport.ts);
 * - OAuth on its own host: consent `GET /oauth2/to_login?app_key&response_type=code&redirect_uri&state&scope`,
 *   tokens `GET /oauth2/access_token` / `/oauth2/refresh_token` answering `access_token, expires_in,
 *   refresh_token, scope, open_id, uid, time` (rise-worlds/jos sdk/client.go, third-party JD providers);
 * - the methods and their fields: `jingdong.seller.vender.info.get` → `vender_info_result { vender_id,
 *   shop_id, shop_name }`; `jingdong.category.read.findByPId { parentCid, field }` → `categories [{ id, fid,
 *   lev, name }]`; `jingdong.pop.vender.cener.venderBrand.query { name }` → `brandList [{ erpBrandId,
 *   brandName }]`; `jingdong.SkuFareTemplateService.getTemplates` → `querySkuFareTemplateResult.templateList
 *   [{ id, templateName }]`; `jingdong.ware.write.add { ware, skus }` (Ware: title, categoryId, brandId,
 *   transportId, wareStatus 1 never listed / 8 on sale, outerId, itemNum, images [{ colorId, imgIndex,
 *   imgUrl }], introduction, mobileDesc, jdPrice and marketPrice in yuan, weight in kg; Sku: saleAttrs
 *   [{ attrId, attrValues, attrValueAlias, index }], jdPrice, stockNum, outerId) → `ware`;
 *   `jingdong.ware.read.findWareById { wareId }` → `ware`; `jingdong.ware.read.searchWare4Valid { itemNum,
 *   pageNo, pageSize }` → `page { data, pageNo, pageSize, totalItem }` (the JOS Python/.NET/Java SDK request
 *   and response classes, rise-worlds/jos api/ware, api/category).
 *
 * Not confirmed, or ours:
 * - JD publishes into third-level categories (the API has no leaf flag): a category of `lev` 3 is a leaf;
 * - sale attributes and images take ids and paths of JD's own (category attribute APIs, the image space);
 *   the draft carries names and URLs, which we send where those go: a known gap;
 * - when the shop's order of our app ends: not in JD's token answer; our sandbox adds `service_expire_at`
 *   (ours, seconds) and a real answer leaves it null;
 * - the `module` parameter on the consent URL (goods or order app) is ours: on JD they are two apps;
 * - the limits (45 characters of title, 6 main images) are ours.
 */
const LIMITS = { titleMax: 45, imagesMax: 6, detailImagesMax: 20 };

/** JD's main images carry the "no colour" id */
const MAIN_IMAGE_COLOR = '0000000000';

const yuan = (fen: number) => fen / 100;
/** numeric ids, the larger (newer) first */
const newestFirst = (a: string, b: string) => b.length - a.length || (b > a ? 1 : b < a ? -1 : 0);
const fenOf = (value: unknown) => Math.round(Number(value) * 100);
const idNumber = (id: string | null | undefined) => (id && /^\d+$/.test(id) ? Number(id) : (id ?? undefined));

/** JD's ware states: 8 on sale; 1, 2, 4 off the shelf; 513-520 and 1028 waiting for or failing review */
function statusOf(wareStatus: unknown): PublishedListing['status'] {
  const status = Number(wareStatus);
  if (status === 8) return 'onSale';
  if (status > 500) return 'reviewing';
  return 'warehouse';
}

async function toGrant(api: PlatformApi, answer: unknown): Promise<TokenGrant> {
  const t = asRecord(answer);
  const accessToken = str(field(api, t, 'access_token'));
  // the token answer names no shop: ask the seller API with the new token
  const vender = asRecord(
    asRecord(await api.call('jingdong.seller.vender.info.get', {}, { shop: { accessToken, shopId: '' } }))
      .vender_info_result,
  );
  return grant({
    accessToken,
    accessTokenExpiresAt: inSeconds(api, t.expires_in),
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: null,
    shopId: str(vender.shop_id ?? field(api, vender, 'vender_id')),
    shopName: str(vender.shop_name),
    authorizationExpiresAt: fromSeconds(t.service_expire_at),
  });
}

function listingOf(ware: Record<string, unknown>): PublishedListing {
  return {
    listingId: str(ware.wareId),
    title: str(ware.title),
    categoryId: str(ware.categoryId),
    status: statusOf(ware.wareStatus),
    images: asArray(ware.images).map((i) => str(i.imgUrl)),
    externalId: str(ware.itemNum ?? ware.outerId) || null,
    skus: asArray(ware.skus).map((s) => ({
      specs: asArray(s.saleAttrs).map((a) => ({
        name: str(a.attrId),
        value: str(asArray(a.attrValueAlias)[0] ?? asArray(a.attrValues)[0] ?? ''),
      })),
      priceFen: fenOf(s.jdPrice),
      stock: Number(s.stockNum ?? 0),
      platformSkuId: str(s.skuId),
      outerSkuId: str(s.outerId) || undefined,
    })),
  };
}

async function getWare(api: PlatformApi, shop: ShopAccess, wareId: string): Promise<PublishedListing> {
  const answer = asRecord(await api.call('jingdong.ware.read.findWareById', { wareId: idNumber(wareId) }, { shop }));
  return listingOf(asRecord(field(api, answer, 'ware')));
}

/** the JOS SDKs' jingdong.stock.write.updateSkuStock {skuId, stockNum} (Python jd/api/rest/StockWriteUpdateSkuStockRequest) */
const updateStock = perSkuCalls<StockUpdateInput['skus'][number]>(getWare, (api, shop, _wareId, sku) =>
  api.call(
    'jingdong.stock.write.updateSkuStock',
    { skuId: idNumber(sku.platformSkuId), stockNum: sku.stock },
    { shop },
  ),
);

/**
 * jingdong.price.write.updateSkuJdPrice {skuId, jdPrice} (Python jd/api/rest/PriceWriteUpdateSkuJdPriceRequest):
 * jdPrice in yuan, as jingdong.ware.write.add takes it
 */
const updatePrice = perSkuCalls<PriceUpdateInput['skus'][number]>(getWare, (api, shop, _wareId, sku) =>
  api.call(
    'jingdong.price.write.updateSkuJdPrice',
    { skuId: idNumber(sku.platformSkuId), jdPrice: yuan(sku.priceFen) },
    { shop },
  ),
);

export const jdConnector = defineConnector({
  station: 15,
  authorization: 'oauth',
  freightTemplateKind: 'freight',
  goodsPage: '/{id}.html',
  limits: LIMITS,
  transport: jdJosTransport(),
  operations: {
    authorizeUrl(api, input) {
      // the JOS consent URL: app_key, response_type=code, redirect_uri, state, scope (rise-worlds/jos)
      const url = new URL(`${api.options.authorizeBaseUrl}/oauth2/to_login`);
      url.searchParams.set('app_key', api.options.app.appKey);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('redirect_uri', input.redirectUri);
      url.searchParams.set('state', input.state);
      url.searchParams.set('scope', 'snsapi_base');
      // OURS: on JD the goods and the order app are two apps; with one app key we name the app
      // (module) as an extra parameter, which the sandbox's consent page reads
      if (input.module) url.searchParams.set('module', input.module);
      return url.toString();
    },
    // JD's token exchange carries no redirect_uri
    exchangeCode: async (api, { code }) =>
      toGrant(api, await api.call(JD_TOKEN_METHOD, { grant_type: 'authorization_code', code }, { anonymous: true })),
    refreshToken: async (api, refreshToken) =>
      toGrant(
        api,
        await api.call(
          JD_REFRESH_METHOD,
          { grant_type: 'refresh_token', refresh_token: refreshToken },
          { anonymous: true },
        ),
      ),
    async listCategories(api, shop, parent) {
      const answer = asRecord(
        await api.call(
          'jingdong.category.read.findByPId',
          { parentCid: parent ? idNumber(parent.cId) : 0, field: 'id,fid,lev,name,order' },
          { shop },
        ),
      );
      return childrenOf(
        parent,
        asArray(answer.categories).map((c) => ({ cId: c.id, name: c.name, isLeaf: Number(c.lev) >= 3, level: c.lev })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      // the shop's templates come in one list: paged here
      const answer = asRecord(await api.call('jingdong.SkuFareTemplateService.getTemplates', {}, { shop }));
      const all = asArray(asRecord(answer.querySkuFareTemplateResult).templateList);
      const from = (Math.max(1, page) - 1) * pageSize;
      return {
        items: all.slice(from, from + pageSize).map((t) => ({ id: str(t.id), name: str(t.templateName) })),
        total: all.length,
      };
    },
    async listBrands(api, shop, { query, page, pageSize }) {
      // the brands authorised to the shop, by a fuzzy name: narrowed here to the prefix our interface promises
      const name = query?.trim() ?? '';
      const answer = asRecord(
        await api.call('jingdong.pop.vender.cener.venderBrand.query', name ? { name } : {}, { shop }),
      );
      const all = asArray(answer.brandList)
        .map((b) => ({ brandId: str(b.erpBrandId), nameCn: str(b.brandName), nameEn: '' }))
        .filter((b) => name === '' || b.nameCn.startsWith(name));
      const from = (Math.max(1, page) - 1) * pageSize;
      return { items: all.slice(from, from + pageSize), total: all.length };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const prices = draft.skus.map((s) => s.priceFen);
      const market = Math.max(draft.marketPriceFen ?? 0, ...draft.skus.map((s) => s.originalPriceFen ?? 0), ...prices);
      const detail = draft.detailImages.slice(0, LIMITS.detailImagesMax);
      const introduction = `<p>${draft.description ?? ''}</p>${detail.map((u) => `<img src="${u}"/>`).join('')}`;
      const ware = {
        title: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
        categoryId: idNumber(draft.categoryId),
        brandId: idNumber(draft.brandId),
        transportId: idNumber(draft.freightTemplateId),
        wareStatus: draft.listingStatus === 'onSale' ? 8 : 1,
        outerId: merchantCode,
        itemNum: merchantCode,
        images: draft.images
          .slice(0, LIMITS.imagesMax)
          .map((imgUrl, i) => ({ colorId: MAIN_IMAGE_COLOR, imgIndex: i + 1, imgUrl })),
        introduction,
        mobileDesc: introduction,
        jdPrice: yuan(Math.min(...prices)),
        marketPrice: yuan(market),
        weight: draft.weightGrams === undefined ? undefined : draft.weightGrams / 1000,
      };
      const skus = draft.skus.map((sku, i) => ({
        saleAttrs: sku.specs.map((spec, index) => ({
          attrId: spec.name,
          attrValues: [spec.value],
          attrValueAlias: [spec.value],
          index: index + 1,
        })),
        jdPrice: yuan(sku.priceFen),
        stockNum: sku.stock,
        outerId: sku.outerSkuId ?? `${merchantCode}-${i + 1}`,
      }));
      const answer = asRecord(await api.call('jingdong.ware.write.add', { ware, skus }, { shop }));
      return { listingId: str(field(api, asRecord(field(api, answer, 'ware')), 'wareId')) };
    },
    getListing: (api, shop, listingId) => getWare(api, shop, listingId),
    updateStock,
    updatePrice,
    // jingdong.ware.write.upOrDown {wareId, opType} (Python jd/api/rest/WareWriteUpOrDownRequest; opType 1 上架,
    // 2 下架 is ours: the SDKs name the field, not its values)
    setShelf: async (api, shop, { listingId, onSale }) => {
      await api.call('jingdong.ware.write.upOrDown', { wareId: idNumber(listingId), opType: onSale ? 1 : 2 }, { shop });
    },
    async findByMerchantCode(api, shop, merchantCode) {
      const answer = asRecord(
        await api.call(
          'jingdong.ware.read.searchWare4Valid',
          { itemNum: merchantCode, pageNo: 1, pageSize: 20 },
          { shop },
        ),
      );
      const ids = asArray(asRecord(answer.page).data)
        .filter((w) => str(w.itemNum ?? w.outerId) === merchantCode)
        .map((w) => str(w.wareId))
        .sort(newestFirst);
      // the newest of them (a code repeated after a lost answer may have made more than one)
      return ids[0] ? getWare(api, shop, ids[0]) : null;
    },
  },
});
