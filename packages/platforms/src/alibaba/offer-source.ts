/**
 * The 1688 offer source (agreed contract, /work/briefs/offer-source.md): the marketplace's 1688
 * selection reads offers through it, from the sandbox or the real 1688 open API.
 */
import { alibabaConnector } from '../connectors/alibaba.connector.ts';
import { asArray, asRecord, str } from '../connectors/mapping.ts';
import { connectorApi } from '../core/define-connector.ts';
import type { FetchLike } from '../core/http-client.ts';
import { isPlatformError } from '../core/platform-error.ts';
import type { RateLimiter } from '../core/rate-limiter.ts';
import { SandboxCode } from '../core/sandbox-codes.ts';
import { AlibabaApi, chinaDateTimeToIso, fenOfYuan } from './alibaba-protocol.ts';

export interface AlibabaOfferSummary {
  /** numeric string as 1688 gives it, e.g. "712345678901"; WE prefix "alibaba-" */
  offerId: string;
  title: string;
  /** absolute URL served by the sandbox (or the real CDN) */
  imageUrl: string;
  /** 1688 leaf category id */
  categoryId: string;
  categoryName: string;
  /** integer fen */
  minPriceFen: number;
  maxPriceFen: number;
  /** 30-day sales */
  saleCount: number;
  /**
   * 1688 seller company; '' in list summaries, whose 1688 answer (product.search.keywordQuery) does
   * not carry it: getOffer has it
   */
  supplierName: string;
  /**
   * ISO time the offer last changed (the search's modifyDate); '' from getOffer, whose 1688 answer
   * (product.search.queryProductDetail) gives only createDate
   */
  updatedAt: string;
}

export interface AlibabaOfferSku {
  skuId: string;
  /** e.g. [{name:"颜色",value:"黑色"},{name:"尺码",value:"XL"}] */
  specs: { name: string; value: string }[];
  /** wholesale price */
  priceFen: number;
  /** drop-ship (代发) price */
  daifaPriceFen: number;
  stock: number;
}

export interface AlibabaOfferDetail extends AlibabaOfferSummary {
  images: string[];
  detailImages: string[];
  brand: string | null;
  minOrderQty: number;
  /** ascending minQty */
  wholesaleTiers: { minQty: number; priceFen: number }[];
  skus: AlibabaOfferSku[];
  status: 'online' | 'offline';
  /** https://detail.1688.com/offer/<offerId>.html */
  offerUrl: string;
}

export interface AlibabaOfferSource {
  listOffers(query: {
    keyword?: string;
    categoryId?: string;
    page: number;
    pageSize: number;
  }): Promise<{ total: number; items: AlibabaOfferSummary[] }>;
  /** null when the offer does not exist */
  getOffer(offerId: string): Promise<AlibabaOfferDetail | null>;
}

export interface AlibabaOfferSourceOptions {
  /** the 1688 API base, e.g. http://localhost:3000/sandbox/alibaba (real: https://gw.open.1688.com) */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  /** 1688 requires a user's token for the crossborder search and detail; the sandbox serves them without */
  accessToken?: string;
  /** the `country` (language) 1688 translates titles into (subjectTrans); we read the Chinese subject */
  country?: string;
  fetch?: FetchLike;
  limiter?: RateLimiter;
  timeoutMs?: number;
}

const OFFER_URL = /^(?:https?:\/\/)?(?:detail|m)\.1688\.com\/offer\/(\d{6,20})\.html(?:[?#].*)?$/i;

/** "https://detail.1688.com/offer/712345678901.html?spm=..." -> "712345678901"; null when not a 1688 offer URL */
export function parseOfferUrl(url: string): string | null {
  return OFFER_URL.exec(url.trim())?.[1] ?? null;
}

export const offerUrlOf = (offerId: string) => `https://detail.1688.com/offer/${offerId}.html`;

/** the category ids of a search row, deepest first (the search gives three levels, no leaf id) */
const deepestCategory = (row: Record<string, unknown>) =>
  [row.thirdCategoryId, row.secondCategoryId, row.topCategoryId].map(str).find((id) => id !== '' && id !== '0') ?? '';

/** product.search.keywordQuery's data row as our summary */
function summaryOf(row: Record<string, unknown>): AlibabaOfferSummary {
  const price = fenOfYuan(asRecord(row.priceInfo).price);
  return {
    offerId: str(row.offerId),
    title: str(row.subject),
    imageUrl: str(row.imageUrl),
    categoryId: deepestCategory(row),
    categoryName: '',
    minPriceFen: price,
    maxPriceFen: price,
    saleCount: Number(row.monthSold ?? 0),
    supplierName: '',
    updatedAt: chinaDateTimeToIso(row.modifyDate),
  };
}

const imagesIn = (html: string) => [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);

/** product.search.queryProductDetail's result as our detail */
function detailOf(d: Record<string, unknown>): AlibabaOfferDetail {
  const offerId = str(d.offerId);
  const images = (
    Array.isArray(asRecord(d.productImage).images) ? (asRecord(d.productImage).images as unknown[]) : []
  ).map(str);
  const skus: AlibabaOfferSku[] = asArray(d.productSkuInfos).map((s) => {
    const fenxiao = asRecord(s.fenxiaoPriceInfo);
    const daifa = fenOfYuan(fenxiao.onePiecePrice ?? fenxiao.offerPrice ?? s.consignPrice);
    const priceFen = fenOfYuan(s.price);
    return {
      skuId: str(s.skuId),
      specs: asArray(s.skuAttributes).map((a) => ({ name: str(a.attributeName), value: str(a.value) })),
      priceFen,
      daifaPriceFen: Number.isNaN(daifa) ? priceFen : daifa,
      stock: Number(s.amountOnSale ?? 0),
    };
  });
  const sale = asRecord(d.productSaleInfo);
  const tiers = asArray(sale.priceRangeList)
    .map((t) => ({ minQty: Number(t.startQuantity ?? 1), priceFen: fenOfYuan(t.price) }))
    .sort((a, b) => a.minQty - b.minQty);
  const prices = skus.length > 0 ? skus.map((s) => s.priceFen) : tiers.map((t) => t.priceFen);
  const brand = asArray(d.productAttribute).find((a) => str(a.attributeName) === '品牌');
  return {
    offerId,
    title: str(d.subject),
    imageUrl: images[0] ?? '',
    categoryId: str(d.categoryId),
    categoryName: str(d.categoryName),
    minPriceFen: prices.length > 0 ? Math.min(...prices) : 0,
    maxPriceFen: prices.length > 0 ? Math.max(...prices) : 0,
    saleCount: Number(d.soldOut ?? 0),
    supplierName: str(d.companyName),
    updatedAt: '',
    images,
    detailImages: imagesIn(str(d.description)),
    brand: brand ? str(brand.value) || null : null,
    minOrderQty: Number(d.minOrderQuantity ?? 1),
    wholesaleTiers: tiers,
    skus,
    status: str(d.status) === 'published' ? 'online' : 'offline',
    offerUrl: offerUrlOf(offerId),
  };
}

/**
 * The 1688 offer source over the open API (the sandbox's or the real one): the crossborder
 * multilingual search (com.alibaba.fenxiao.crossborder:product.search.keywordQuery, `offerQueryParam`)
 * and detail (product.search.queryProductDetail, `offerDetailParam`), field names, types and units
 * (yuan strings) as 1688's API docs give them.
 */
export function createAlibabaOfferSource(options: AlibabaOfferSourceOptions): AlibabaOfferSource {
  const connector = alibabaConnector.create({
    baseUrl: options.baseUrl,
    app: { appKey: options.appKey, appSecret: options.appSecret },
    fetch: options.fetch,
    limiter: options.limiter,
    timeoutMs: options.timeoutMs,
  });
  const api = connectorApi(connector);
  const shop = options.accessToken ? { accessToken: options.accessToken, shopId: '' } : undefined;
  const country = options.country ?? 'en';
  return {
    async listOffers({ keyword, categoryId, page, pageSize }) {
      const offerQueryParam = {
        keyword: keyword ?? '',
        beginPage: page,
        pageSize,
        country,
        ...(categoryId ? { categoryId: Number(categoryId) } : {}),
      };
      const answer = asRecord(
        asRecord(asRecord(await api.call(AlibabaApi.offerSearch, { offerQueryParam }, { shop })).result).result,
      );
      return { total: Number(answer.totalRecords ?? 0), items: asArray(answer.data).map(summaryOf) };
    },
    async getOffer(offerId) {
      try {
        const answer = asRecord(
          await api.call(AlibabaApi.offerDetail, { offerDetailParam: { offerId: Number(offerId), country } }, { shop }),
        );
        const detail = asRecord(asRecord(answer.result).result);
        return str(detail.offerId) === '' ? null : detailOf(detail);
      } catch (error) {
        // 1688's refusal for an offer it does not have (the sandbox's code is ours)
        if (isPlatformError(error) && error.code === SandboxCode.ListingNotFound) return null;
        throw error;
      }
    },
  };
}
