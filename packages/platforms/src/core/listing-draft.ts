/**
 * A listing on its way to a platform, in platform-neutral terms. Every connector maps it to its own
 * payload (field names, units, enumerations, its own limits) and the sandbox checks the result.
 * Money is integer fen throughout.
 */
export interface SpecPair {
  /** e.g. 颜色 */
  name: string;
  /** e.g. 黑色 */
  value: string;
}

export interface ListingDraftSku {
  specs: SpecPair[];
  /** the sale price; on pdd the single-buy price */
  priceFen: number;
  /** pdd only: the group (拼单) price, below the single-buy price */
  groupPriceFen?: number;
  /** market / original / reference price of this SKU, when the platform wants one per SKU */
  originalPriceFen?: number;
  stock: number;
  weightGrams?: number;
  imageUrl?: string;
  /** the seller's own SKU code */
  outerSkuId?: string;
}

export type ListingStatus = 'onSale' | 'warehouse';
/** when stock is taken: when the order is placed or when it is paid */
export type StockDeduction = 'onOrder' | 'onPayment';
/** promised dispatch: the same day, within 24 h, within 48 h */
export type DeliveryTime = 'sameDay' | '24h' | '48h';

export interface PresellDraft {
  /** presale (whole goods) or stepped presale (per SKU) */
  type: 'presale' | 'stepped';
  /** days after payment (stepped) or after the presale end (presale) within which goods ship */
  deliveryDays: number;
  /** presale only: ISO time the presale ends */
  endTime?: string;
}

export interface ListingDraft {
  title: string;
  /** plain-text description; some platforms require one of a minimum length */
  description?: string;
  /** main (carousel) images, absolute URLs; the first is the cover */
  images: string[];
  /** detail (description) images, absolute URLs */
  detailImages: string[];
  /** the platform's leaf category id */
  categoryId: string;
  /** the leaf's ancestor ids, root first, for platforms that take the whole path (WeChat video shop) */
  categoryPath?: string[];
  /** the category's name, for platforms that take a name (kuaituantuan) */
  categoryName?: string;
  brandId?: string | null;
  /** freight / express / carriage / logistics template id, as the platform calls it */
  freightTemplateId?: string | null;
  /** xiaohongshu logistics plan */
  logisticsPlanId?: string | null;
  deliveryTime?: DeliveryTime;
  listingStatus: ListingStatus;
  stockDeduction?: StockDeduction;
  presell?: PresellDraft | null;
  /** goods-level market (划线) price, when the platform has one goods-wide */
  marketPriceFen?: number;
  /** per-buyer purchase limit; null or absent = unlimited */
  limitPerBuyer?: number | null;
  /** kuaituantuan: unlimited stock */
  unlimitedStock?: boolean;
  weightGrams?: number;
  sevenDayReturn?: boolean;
  /** the seller's own goods code */
  outerId?: string;
  attributes?: SpecPair[];
  skus: ListingDraftSku[];
}

/** One SKU of a published listing as the platform reports it. */
export interface PublishedSku {
  specs: SpecPair[];
  priceFen: number;
  stock: number;
  /** the platform's own SKU id, where it reports one */
  platformSkuId?: string;
  /** the seller's SKU code (our SKU id, sent as the draft SKU's `outerSkuId`), where the platform keeps it */
  outerSkuId?: string;
}

/** A listing as the platform holds it, read back through the connector. */
export interface PublishedListing {
  listingId: string;
  title: string;
  categoryId: string;
  /** `removed`: the platform still answers for it but reports it deleted (most platforms answer "not found": null) */
  status: ListingStatus | 'reviewing' | 'removed';
  images: string[];
  skus: PublishedSku[];
  /** the idempotency key the listing was created with, when the platform keeps it */
  externalId: string | null;
}

export interface PublishResult {
  listingId: string;
  /** true when the platform answered with an earlier listing of the same idempotency key */
  existing?: boolean;
}

/** Characters counted the way Chinese platforms count title length: two ASCII characters make one. */
export function chineseLength(text: string): number {
  let halves = 0;
  for (const char of text) halves += char.charCodeAt(0) < 0x80 ? 1 : 2;
  return Math.ceil(halves / 2);
}

/** Bytes as GBK would count them (taobao's title limit): ASCII one, everything else two. */
export function gbkLength(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}

/** Cuts text to at most `max` by the given measure, never splitting a character. */
export function truncateBy(text: string, max: number, measure: (text: string) => number): string {
  if (measure(text) <= max) return text;
  let out = '';
  for (const char of text) {
    if (measure(out + char) > max) break;
    out += char;
  }
  return out;
}

/** The distinct values of each spec name, in first-seen order (the platform's spec table). */
export function specTable(skus: readonly ListingDraftSku[]): { name: string; values: string[] }[] {
  const table = new Map<string, string[]>();
  for (const sku of skus) {
    for (const { name, value } of sku.specs) {
      const values = table.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      table.set(name, values);
    }
  }
  return [...table].map(([name, values]) => ({ name, values }));
}
