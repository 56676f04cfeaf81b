/**
 * The 1688 offer source (agreed contract, /work/briefs/offer-source.md): the marketplace's 1688
 * selection reads offers through it, from the sandbox or the real 1688 open API.
 */
import { alibabaConnector } from '../connectors/alibaba.connector.ts';
import { asArray, asRecord } from '../connectors/mapping.ts';
import { connectorApi } from '../core/connector.ts';
import type { FetchLike } from '../core/http-client.ts';
import type { RateLimiter } from '../core/rate-limiter.ts';

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
  /** 1688 seller company */
  supplierName: string;
  /** ISO time the offer last changed */
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
  /** the 1688 API base, e.g. http://localhost:3000/sandbox/alibaba */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  accessToken?: string;
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

/** the 1688 offer source over the open API (the sandbox's or the real one) */
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
  return {
    async listOffers({ keyword, categoryId, page, pageSize }) {
      const answer = asRecord(
        await api.call(
          'com.alibaba.fenxiao:alibaba.fenxiao.offer.search',
          { keyword, categoryId, page, pageSize },
          { shop },
        ),
      );
      return { total: Number(answer.total ?? 0), items: asArray(answer.offers) as unknown as AlibabaOfferSummary[] };
    },
    async getOffer(offerId) {
      const answer = asRecord(await api.call('com.alibaba.fenxiao:alibaba.fenxiao.offer.get', { offerId }, { shop }));
      return (answer.offer ?? null) as AlibabaOfferDetail | null;
    },
  };
}
