/**
 * Finding the SKUs a stock or price update names in a listing as the platform reports it: platforms
 * that take only their own SKU id (or a SKU's properties) get it from a read of the listing first.
 */
import type { PlatformApi, ShopAccess, SkuAddress } from '../core/connector.ts';
import type { PublishedListing, PublishedSku } from '../core/listing-draft.ts';
import { PlatformError } from '../core/platform-error.ts';

/** ours: an update named a SKU the listing does not have (the platform was not asked) */
export const SKU_NOT_IN_LISTING = 'SKU_NOT_IN_LISTING';

export type LocatedSku<T> = T & { platformSkuId: string; current: PublishedSku | undefined };

/** How a platform keeps the SKU codes of ours it was sent when publishing. */
export interface SkuCodeKeeping {
  /** the code as the platform's field keeps it, where the field is shorter than our codes */
  keptAs?: (outerSkuId: string) => string;
  /** the platform keeps no code of ours per SKU: a SKU is found at its place in the listing as published */
  byPosition?: boolean;
}

/**
 * Each SKU of an update with the platform's SKU id: the one given, else the id of the listing's SKU
 * whose outer code is the given `outerSkuId` (as the platform keeps it), else, where the platform keeps
 * no code of ours, the id of the SKU at the given position. A platform SKU id the listing does not show
 * is passed on as it is, so that the platform refuses it in its own words.
 */
export function locateSkus<T extends SkuAddress>(
  station: number,
  listing: Pick<PublishedListing, 'listingId' | 'skus'>,
  skus: readonly T[],
  keeping: SkuCodeKeeping = {},
): LocatedSku<T>[] {
  const keptAs = keeping.keptAs ?? ((code: string) => code);
  return skus.map((sku) => {
    if (sku.platformSkuId) {
      const current = listing.skus.find((s) => s.platformSkuId === sku.platformSkuId);
      return { ...sku, platformSkuId: sku.platformSkuId, current };
    }
    const current = keeping.byPosition ? atPosition(listing, sku.position) : withCode(listing, sku.outerSkuId, keptAs);
    if (!current?.platformSkuId) {
      throw new PlatformError('permanent', `商品${listing.listingId}中没有商家编码为「${sku.outerSkuId ?? ''}」的SKU`, {
        station,
        code: SKU_NOT_IN_LISTING,
      });
    }
    return { ...sku, platformSkuId: current.platformSkuId, current };
  });
}

const atPosition = (listing: ListingSkus, position: number | undefined) =>
  position === undefined ? undefined : listing.skus[position];

const withCode = (listing: ListingSkus, outerSkuId: string | undefined, keptAs: (code: string) => string) => {
  if (!outerSkuId) return undefined;
  const kept = keptAs(outerSkuId);
  return listing.skus.find((s) => s.outerSkuId === kept);
};

/** runs the calls one after another (a listing's SKUs are changed in order, each call its own request) */
export async function inSeries<T>(items: readonly T[], call: (item: T) => Promise<unknown>): Promise<void> {
  for (const item of items) await call(item);
}

type ListingSkus = Pick<PublishedListing, 'listingId' | 'skus'>;

/**
 * An update made of one platform call per SKU, each naming the SKU by the platform's id: the listing is
 * read (`read`) only when some SKU is named by our code alone.
 */
export function perSkuCalls<T extends SkuAddress>(
  read: (api: PlatformApi, shop: ShopAccess, listingId: string) => Promise<ListingSkus>,
  call: (api: PlatformApi, shop: ShopAccess, listingId: string, sku: LocatedSku<T>) => Promise<unknown>,
  keeping: SkuCodeKeeping = {},
): (api: PlatformApi, shop: ShopAccess, input: { listingId: string; skus: T[] }) => Promise<void> {
  return async (api, shop, { listingId, skus }) => {
    const listing = skus.every((s) => s.platformSkuId) ? { listingId, skus: [] } : await read(api, shop, listingId);
    await inSeries(locateSkus(api.station, listing, skus, keeping), (sku) => call(api, shop, listingId, sku));
  };
}
