/**
 * 1688 (station 1): the distributor's own 1688 shop (categories, freight templates, products) and,
 * with module buy, the buyer account (alibaba-buyer.ts); the offer selection is offer-source.ts.
 *
 * CHECKED against public sources (alibaba/alibaba-protocol.ts names each file):
 * - the gateway: form POST to /openapi/param2/1/<namespace>/<api>/<appKey>, `_aop_timestamp` in ms,
 *   `_aop_signature` = upper hex HMAC-SHA1 over the path + the sorted "k"+"v" strings (official SDK
 *   SignatureUtil, duanyasong/1688-sdk-php; l3n641/open_1688 aop/api/base.py);
 * - OAuth: consent page `https://auth.1688.com/oauth/authorize?client_id&site=1688&redirect_uri&state`
 *   (its host is `authorizeBaseUrl`), token by code POST `/openapi/http/1/system.oauth2/getToken/<appKey>`
 *   (grant_type=authorization_code, need_refresh_token, client_id, client_secret, redirect_uri, code),
 *   refresh POST `/openapi/param2/1/system.oauth2/getToken/<appKey>` (grant_type=refresh_token,
 *   client_id, client_secret, refresh_token), both on the API gateway (`oauthBaseUrl` where the
 *   options have it, which defaults to `baseUrl`: leave it so for 1688); the answer's `expires_in` is
 *   a string of seconds and `refresh_token_timeout` reads "20150626174405000+0800" (ZyLob/1688
 *   AuthApi.cs, bububa/go1688 time.go); a refresh answer may carry no new refresh token;
 * - API names and namespaces, parameter names and types: alibaba.category.get (categoryID; answer
 *   `categoryInfo[0].childCategorys[{id,name,isLeaf}]`), alibaba.logistics.freightTemplate.getList
 *   (namespace com.alibaba.product; answer `freightTemplates[{id,name}]`, no paging),
 *   alibaba.product.add (productType, categoryID, subject, description, language, image{images},
 *   attributes[{attributeID,attributeName,value,isCustom}], skuInfos[{attributes[{attributeID,
 *   attributeValue}], cargoNumber, amountOnSale, price, retailPrice}], saleInfo{..., quoteType},
 *   shippingInfo{freightTemplateID, unitWeight}, webSite; answer `productID`), alibaba.product.get
 *   (productID, webSite; answer `productInfo`), alibaba.product.list.get (cargoNumber, pageNo,
 *   pageSize <= 20, needDetail; answer `result.pageResult.resultList`);
 * - units: prices in yuan (Double), unitWeight in kg, stock whole numbers;
 * - the merchant code: the product attribute 货号 (attributeID 1398), read back as `productCargoNumber`
 *   and searched with list.get's `cargoNumber`;
 * - error codes: ALIBABA_KNOWN_CODES (gw.QosAppFrequencyLimit, 401, gw.SignatureInvalid, ...);
 * - keeping a product in sync (the official SDK's product facade, e.g. a Java ocean-SDK service calling
 *   AlibabaProductModifyStock / Expire / Republish; param classes in duanyasong/1688-sdk-php
 *   src/com/alibaba/openapi/sdk/cbusdk/param/): `alibaba.product.modifyStock` "增量修改产品库存"
 *   {productStockChange[{productId, skuStocks[{skuId: the SKU's specId ("请填写specId，不要填写skuId"),
 *   stockChange: a signed difference}]}]}, `alibaba.product.expire` "商品转为过期" {productIds, webSite} and
 *   `alibaba.product.republish` "未上架商品重新上架" {productIds}, each answering `result[{productId, result,
 *   code, desc}]` (AlibabaProductProductOperateResult). product.get's skuInfos carry `specId` (read as the
 *   platform SKU id) and `cargoNumber` (the SKU code sent).
 *
 * No updatePrice: the product namespace has no price call of its own (the facade lists add, edit, delete,
 * get, getList, getByIdList, list.get, incrementModify (subject, description, image, supportOnlineTrade
 * only), modifyStock, expire, repost, republish); a price changes only through alibaba.product.edit, which
 * rewrites the whole product, so a 1688 listing's price is changed by hand for now.
 *
 * OURS (no public source found): the `module` parameter of the consent page; the token answer's
 * `scope` (modules) and `service_expire_at` (the app order's end), which only the sandbox sends;
 * the SKU attribute ids beyond 颜色/尺码 (we send names); the image count limit; sending the detail
 * images as <img> in `description`; the SANDBOX_* codes the sandbox answers where 1688's are unknown.
 */
import {
  ALIBABA_KNOWN_CODES,
  AlibabaApi,
  CARGO_NUMBER_ATTRIBUTE,
  fenOfYuan,
  KNOWN_SPEC_ATTRIBUTE_IDS,
  parseAlibabaTime,
  yuanOfFen,
} from '../alibaba/alibaba-protocol.ts';
import { classifyFailure } from '../core/classify.ts';
import type { CategoryNode, ConnectorOperations, PlatformApi, ShopAccess, TokenGrant } from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import type { ListingDraft, PublishedListing } from '../core/listing-draft.ts';
import { truncateBy } from '../core/listing-draft.ts';
import { asArray, asRecord, childrenOf, consentUrl, field, fromSeconds, grant, inSeconds, str } from './mapping.ts';
import { locateSkus } from './sku-address.ts';
import { alibabaTokenCall, alibabaTransport } from './transports/alibaba.transport.ts';

/** subject: "最多128个字符" (the SDK's AlibabaProductAddParam); 5 main images and 30 detail images are ours */
const LIMITS = { titleMax: 128, imagesMax: 5, detailImagesMax: 30 };
const characters = (text: string) => [...text].length;
/** list.get answers at most 20 a page (its SDK param class) */
const LIST_PAGE_SIZE = 20;
const MODULES = new Set(['goods', 'order', 'buy']);

const token = async (api: PlatformApi, kind: 'code' | 'refresh', form: Record<string, string>, given?: string) => {
  const { appKey, appSecret } = api.options.app;
  const t = await alibabaTokenCall(api, kind, { ...form, client_id: appKey, client_secret: appSecret });
  // OURS: only the sandbox says which modules the authorisation covers
  const scope = Array.isArray(t.scope) ? t.scope.map(str) : [];
  const granted = scope.filter((m) => MODULES.has(m)) as TokenGrant['modules'];
  const refreshToken = str(t.refresh_token) || given || null;
  return grant({
    accessToken: str(field(api, t, 'access_token')),
    // a string of seconds on 1688 ("36000")
    accessTokenExpiresAt: inSeconds(api, Number(str(field(api, t, 'expires_in')))),
    refreshToken,
    refreshTokenExpiresAt: parseAlibabaTime(t.refresh_token_timeout),
    shopId: str(field(api, t, 'aliId')),
    shopName: str(t.resource_owner),
    authorizationExpiresAt: fromSeconds(t.service_expire_at),
    modules: granted.length > 0 ? granted : ['goods', 'order'],
  });
};

/** a numeric id as a JSON number (Long in the SDK), anything else as given */
const idNumber = (id: string | null | undefined) => (id && /^\d{1,15}$/.test(id) ? Number(id) : (id ?? undefined));

const SPEC_NAMES_BY_ID = new Map(Object.entries(KNOWN_SPEC_ATTRIBUTE_IDS).map(([name, id]) => [id, name]));

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : []);

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** the detail description: the text, then the detail images (the SDK: "可包含图片中心的图片URL") */
function descriptionHtml(draft: ListingDraft): string {
  const paragraph = draft.description ? `<p>${escapeHtml(draft.description)}</p>` : '';
  const pictures = draft.detailImages
    .slice(0, LIMITS.detailImagesMax)
    .map((url) => `<p><img src="${escapeHtml(url)}"/></p>`)
    .join('');
  return paragraph + pictures;
}

const specAttribute = (name: string, value: string, imageUrl?: string) => ({
  ...(KNOWN_SPEC_ATTRIBUTE_IDS[name] === undefined ? {} : { attributeID: KNOWN_SPEC_ATTRIBUTE_IDS[name] }),
  attributeName: name,
  attributeValue: value,
  ...(imageUrl ? { skuImageUrl: imageUrl } : {}),
});

/** alibaba.product.add's parameters for a draft, the merchant code as the 货号 attribute */
export function productAddParams(draft: ListingDraft, merchantCode: string): Record<string, unknown> {
  const firstSpec = draft.skus[0]?.specs[0]?.name;
  const retail = (fen: number | undefined) => (fen && fen > 0 ? { retailPrice: yuanOfFen(fen) } : {});
  return {
    productType: 'wholesale',
    categoryID: draft.categoryId,
    subject: truncateBy(draft.title, LIMITS.titleMax, characters),
    description: descriptionHtml(draft),
    language: 'CHINESE',
    image: { images: draft.images.slice(0, LIMITS.imagesMax) },
    attributes: [
      { ...CARGO_NUMBER_ATTRIBUTE, value: merchantCode, isCustom: false },
      ...(draft.attributes ?? []).map((a) => ({ attributeName: a.name, value: a.value, isCustom: true })),
    ],
    skuInfos: draft.skus.map((s) => ({
      // the picture goes with the first spec (颜色), as 1688 shows one picture per value of it
      attributes: s.specs.map((x) => specAttribute(x.name, x.value, x.name === firstSpec ? s.imageUrl : undefined)),
      ...(s.outerSkuId ? { cargoNumber: s.outerSkuId } : {}),
      amountOnSale: s.stock,
      price: yuanOfFen(s.priceFen),
      ...retail(s.originalPriceFen ?? draft.marketPriceFen),
    })),
    saleInfo: {
      supportOnlineTrade: true,
      mixWholeSale: false,
      priceAuth: false,
      amountOnSale: draft.skus.reduce((sum, s) => sum + s.stock, 0),
      unit: '件',
      minOrderQuantity: 1,
      // 1: has SKUs, priced by spec
      quoteType: 1,
    },
    shippingInfo: {
      // a Long in the SDK
      freightTemplateID: idNumber(draft.freightTemplateId),
      ...(draft.weightGrams ? { unitWeight: draft.weightGrams / 1000 } : {}),
    },
    webSite: '1688',
  };
}

/** one 1688 product (product.get's productInfo, a list.get row) as a published listing */
export function listingOf(info: Record<string, unknown>): PublishedListing {
  const status = str(info.status);
  const cargo =
    str(info.productCargoNumber) ||
    str(asArray(info.attributes).find((a) => Number(a.attributeID) === CARGO_NUMBER_ATTRIBUTE.attributeID)?.value);
  return {
    listingId: str(info.productID),
    title: str(info.subject),
    categoryId: str(info.categoryID),
    status: status === 'published' ? 'onSale' : status === 'auditing' || status === 'new' ? 'reviewing' : 'warehouse',
    images: stringsOf(asRecord(info.image).images),
    externalId: cargo || null,
    skus: asArray(info.skuInfos).map((s) => ({
      specs: asArray(s.attributes).map((a) => ({
        // product.get's SKU attributes may carry the id alone (the public example does)
        name: str(a.attributeName ?? a.attributeDisplayName ?? SPEC_NAMES_BY_ID.get(Number(a.attributeID))),
        value: str(a.attributeValue),
      })),
      priceFen: fenOfYuan(s.price),
      stock: Number(s.amountOnSale ?? 0),
      ...(str(s.specId) ? { platformSkuId: str(s.specId) } : {}),
      ...(str(s.cargoNumber) ? { outerSkuId: str(s.cargoNumber) } : {}),
    })),
  };
}

async function categoryInfo(api: PlatformApi, shop: ShopAccess, id: string): Promise<Record<string, unknown>> {
  const answer = asRecord(await api.call(AlibabaApi.categoryGet, { categoryID: id, webSite: '1688' }, { shop }));
  // an array in the official SDK's result class; a single object in some third-party clients
  return Array.isArray(answer.categoryInfo) ? asRecord(answer.categoryInfo[0]) : asRecord(answer.categoryInfo);
}

const getListing = async (api: PlatformApi, shop: ShopAccess, listingId: string) => {
  const answer = asRecord(await api.call(AlibabaApi.productGet, { productID: listingId, webSite: '1688' }, { shop }));
  return listingOf(asRecord(field(api, answer, 'productInfo')));
};

/** a product operation's answer: one row per product, a refused product in its row (result false, code, desc) */
async function productOperation(api: PlatformApi, shop: ShopAccess, method: string, params: Record<string, unknown>) {
  const answer = asRecord(await api.call(method, params, { shop }));
  const refused = asArray(answer.result).find((row) => row.result === false || row.result === 'false');
  if (refused) {
    throw classifyFailure(
      { station: api.station, httpStatus: 200, code: str(refused.code) || undefined, message: str(refused.desc) },
      ALIBABA_KNOWN_CODES,
    );
  }
}

/**
 * modifyStock changes stock by a difference, so the product is read first (product.get) for each SKU's
 * specId and stock on sale; a SKU already at its stock is left out. Between that read and the change an
 * order may sell from the SKU: the stock set is then off by what it sold (1688 offers no absolute call).
 */
const updateStock: NonNullable<ConnectorOperations['updateStock']> = async (api, shop, { listingId, skus }) => {
  const listing = await getListing(api, shop, listingId);
  const skuStocks = locateSkus(api.station, listing, skus)
    .map((sku) => ({ skuId: sku.platformSkuId, stockChange: sku.stock - (sku.current?.stock ?? 0) }))
    .filter((change) => change.stockChange !== 0);
  if (skuStocks.length === 0) return;
  await productOperation(api, shop, AlibabaApi.productModifyStock, {
    productStockChange: [{ productId: idNumber(listingId), skuStocks }],
  });
};

export const alibabaConnector = defineConnector({
  station: 1,
  authorization: 'oauth',
  freightTemplateKind: 'freight',
  goodsPage: '/offer/{id}.html',
  limits: LIMITS,
  transport: alibabaTransport,
  operations: {
    authorizeUrl: (api, input) =>
      consentUrl(api, '/oauth/authorize', input, { client_id: api.options.app.appKey, site: '1688' }),
    exchangeCode: (api, { code, redirectUri }) =>
      token(api, 'code', {
        grant_type: 'authorization_code',
        need_refresh_token: 'true',
        redirect_uri: redirectUri,
        code,
      }),
    refreshToken: (api, refreshToken) =>
      token(api, 'refresh', { grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken),
    async listCategories(api, shop, parent) {
      const self = await categoryInfo(api, shop, parent?.cId ?? '0');
      const children = asArray(self.childCategorys);
      // childCategorys carry isLeaf in bububa/go1688; the older SDK shows only id and name: ask each child
      const nodes: { cId: unknown; name: unknown; isLeaf: unknown }[] = await Promise.all(
        children.map(async (c) => ({
          cId: c.id,
          name: c.name,
          isLeaf: c.isLeaf ?? (await categoryInfo(api, shop, str(c.id))).isLeaf,
        })),
      );
      return childrenOf(parent, nodes) satisfies CategoryNode[];
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(await api.call(AlibabaApi.freightTemplates, { webSite: '1688' }, { shop }));
      const all = asArray(answer.freightTemplates).map((t) => ({ id: str(t.id), name: str(t.name) }));
      const start = (Math.max(1, page) - 1) * pageSize;
      return { items: all.slice(start, start + pageSize), total: all.length };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const answer = asRecord(await api.call(AlibabaApi.productAdd, productAddParams(draft, merchantCode), { shop }));
      return { listingId: str(field(api, answer, 'productID')) };
    },
    getListing,
    updateStock,
    setShelf: (api, shop, { listingId, onSale }) =>
      onSale
        ? productOperation(api, shop, AlibabaApi.productRepublish, { productIds: [idNumber(listingId)] })
        : productOperation(api, shop, AlibabaApi.productExpire, { productIds: [idNumber(listingId)], webSite: '1688' }),
    async findByMerchantCode(api, shop, merchantCode) {
      const answer = asRecord(
        await api.call(
          AlibabaApi.productList,
          { cargoNumber: merchantCode, pageNo: 1, pageSize: LIST_PAGE_SIZE, needDetail: true },
          { shop },
        ),
      );
      const rows = asArray(asRecord(asRecord(answer.result).pageResult).resultList)
        .map(listingOf)
        // the search may match more loosely than the code itself
        .filter((l) => l.externalId === merchantCode);
      // the newest first: product ids grow
      rows.sort((a, b) => (BigInt(b.listingId || '0') > BigInt(a.listingId || '0') ? 1 : -1));
      return rows[0] ?? null;
    },
  },
});
