/**
 * 1688 (open.1688.com, the AOP "ocean" gateway): the wire facts the connector, the offer source, the
 * buyer side and the sandbox share. Each fact names the public source it was checked against; what
 * no public source shows is marked OURS.
 *
 * Sources (read with the search tool, 2026-11):
 * - official PHP SDK copy `duanyasong/1688-sdk-php`: `src/com/alibaba/openapi/client/util/SignatureUtil.class.php`
 *   (signature), `.../client/SyncAPIClient.class.php` + `.../policy/RequestPolicy.class.php` (param2
 *   protocol, POST form, `_aop_datePattern`, errors as HTTP 4xx/5xx), `src/com/alibaba/product/param/*`
 *   (product.add / product.get / product.list.get / category.get field names and types),
 *   `src/com/alibaba/logistics/param/AlibabaLogisticsFreightTemplate*.class.php` (freight templates)
 * - `l3n641/open_1688` `aop/api/base.py` (the same sorted "k"+"v" signature, `_aop_timestamp` in ms,
 *   error answer `error_code` / `error_message` / `exception` / `request_id`)
 * - `bububa/go1688` `time.go` (dates as yyyyMMddHHmmssSSS+zone), `response.go`, `requests/alibaba/product/categoryGet.go`
 *   (`childCategorys` with `isLeaf`), `requests/alibaba/trade/payProtocolPay*.go`
 * - `ZyLob/1688` `ZyLob.Ali1688.Op/Authorization/AuthApi.cs` (token answer fields, token by code on
 *   `http/1`), the ocean C# / Java SyncAPIClient copies (refresh on `param2/1`, `redirect_uri=default`,
 *   the refresh token sent as `refreshToken`)
 */
import type { KnownCodes } from '../core/classify.ts';

/** "namespace:name" of every API we call (namespaces as the SDKs' APIId give them) */
export const AlibabaApi = {
  categoryGet: 'com.alibaba.product:alibaba.category.get',
  /** sic: the freight-template list lives in the product namespace (the SDK facade's APIId) */
  freightTemplates: 'com.alibaba.product:alibaba.logistics.freightTemplate.getList',
  productAdd: 'com.alibaba.product:alibaba.product.add',
  productGet: 'com.alibaba.product:alibaba.product.get',
  /** the seller's products, filterable by `cargoNumber` (货号) */
  productList: 'com.alibaba.product:alibaba.product.list.get',
  /** 增量修改产品库存: productStockChange[{productId, skuStocks[{skuId (the specId), stockChange}]}] */
  productModifyStock: 'com.alibaba.product:alibaba.product.modifyStock',
  /** 商品转为过期 (off sale): productIds, webSite */
  productExpire: 'com.alibaba.product:alibaba.product.expire',
  /** 未上架商品重新上架 (back on sale): productIds */
  productRepublish: 'com.alibaba.product:alibaba.product.republish',
  offerSearch: 'com.alibaba.fenxiao.crossborder:product.search.keywordQuery',
  offerDetail: 'com.alibaba.fenxiao.crossborder:product.search.queryProductDetail',
  protocolPayIsOpen: 'com.alibaba.trade:alibaba.trade.pay.protocolPay.isopen',
} as const;

/** the path after /openapi/ that is also the signed prefix: param2/1/<namespace>/<name>/<appKey> */
export function alibabaApiPath(method: string, appKey: string, version = 1): string {
  const [namespace, name] = method.split(':');
  return `param2/${version}/${namespace}/${name}/${appKey}`;
}

/** token by code: the `http` protocol (ZyLob AuthApi.cs, ocean SDKs' getToken) */
export const alibabaTokenByCodePath = (appKey: string) => `http/1/system.oauth2/getToken/${appKey}`;
/** token by refresh token: the `param2` protocol (ocean SDKs' refreshToken) */
export const alibabaTokenRefreshPath = (appKey: string) => `param2/1/system.oauth2/getToken/${appKey}`;

const CHINA_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 1688's date text, China time: "20150626174405000+0800" (yyyyMMddHHmmssSSS+zone) */
export function formatAlibabaTime(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}${pad(d.getUTCMilliseconds(), 3)}+0800`
  );
}

const ALIBABA_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})?([+-])(\d{2})(\d{2})$/;

/**
 * Reads 1688's date text: yyyyMMddHHmmss, milliseconds optional (docs show both "20121222222222+0800"
 * and "20150626174405000+0800"), then the zone; null for anything else.
 */
export function parseAlibabaTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = ALIBABA_TIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, ms = '0', sign, zh, zm] = m as unknown as string[];
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms));
  const offset = (Number(zh) * 60 + Number(zm)) * 60_000 * (sign === '-' ? -1 : 1);
  const date = new Date(utc - offset);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2024-04-20 08:00:00" in China time (the crossborder search's createDate / modifyDate) as ISO */
export function chinaDateTimeToIso(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return '';
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s) - CHINA_OFFSET_MS).toISOString();
}

/** the inverse of chinaDateTimeToIso */
export function isoToChinaDateTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + CHINA_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** prices are yuan (Double in the product SDK, String in the crossborder answers); we keep fen */
export const yuanOfFen = (fen: number): number => fen / 100;
export const fenOfYuan = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
};

/**
 * The product attribute "货号" (the goods-level merchant code; `productCargoNumber` on the way back):
 * attributeID 1398 in a public product.add example; `alibaba.product.list.get` filters by it as
 * `cargoNumber` (its SDK param class).
 */
export const CARGO_NUMBER_ATTRIBUTE = { attributeID: 1398, attributeName: '货号' } as const;

/**
 * SKU attribute ids seen in the same public product.add example (颜色 3216, 尺码 450). Others come
 * from alibaba.category.attribute.get, which we do not call: such specs go by name only (OURS).
 */
export const KNOWN_SPEC_ATTRIBUTE_IDS: Readonly<Record<string, number>> = { 颜色: 3216, 尺码: 450 };

/**
 * 1688's gateway codes as public clients meet them (found with the search tool in public 1688
 * clients, their repositories not shown by the index): "gw.QosAppFrequencyLimit" ("App call exceeds
 * limited frequency", clients back off and retry), "401" with "Request need user authorized"
 * (clients refresh the access token and retry), "gw.SignatureInvalid", "gw.APIACLDecline" ("AppKey is
 * not allowed(acl)", HTTP 400), "gw.APIUnsupported", "gw.NoUsageLeftError" ("SLA bill has no usage
 * left"). Everything else, and our SANDBOX_* codes, go by the shared classification.
 */
export const ALIBABA_KNOWN_CODES: KnownCodes = {
  'gw.QosAppFrequencyLimit': 'rateLimited',
  '401': { kind: 'authExpired', refreshable: true },
  'gw.SignatureInvalid': 'permanent',
  'gw.APIACLDecline': 'permanent',
  'gw.APIUnsupported': 'permanent',
  'gw.NoUsageLeftError': 'permanent',
};

/**
 * The real gateway answers the sandbox gives: the codes and the two messages public clients quote;
 * the HTTP statuses are 4xx as the SDKs expect of a refusal (400 seen with gw.* codes in one public
 * client's log; 401 for "401" is our reading), the other messages ours.
 */
export const ALIBABA_GATEWAY_ANSWERS = {
  rateLimited: { code: 'gw.QosAppFrequencyLimit', status: 400, message: 'App call exceeds limited frequency' },
  unauthorized: { code: '401', status: 401, message: 'Request need user authorized' },
  signatureInvalid: { code: 'gw.SignatureInvalid', status: 400 },
  apiUnsupported: { code: 'gw.APIUnsupported', status: 400 },
} as const;
