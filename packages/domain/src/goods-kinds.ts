import { ALIBABA_GOODS_ID_PREFIX, Market, PublishStatus, SupplierType } from './constants.ts';

/**
 * The domain's words for the numbers the spec's payloads carry (goods.status, market, supplierType,
 * publishStatus). Code asks these questions by name instead of comparing with the raw numbers.
 */

/** goods.status: 1 on sale, 0 taken offline by its supplier. */
export const GoodsStatus = { Offline: 0, Online: 1 } as const;

interface GoodKind {
  readonly market?: number | null;
  readonly supplierType?: number | null;
}

/** A good on sale (a missing good is not). */
export const isGoodOnline = (good: { readonly status?: number | null } | null | undefined): boolean =>
  good?.status === GoodsStatus.Online;

/** A 1688 offer (supplier type 4): bought through the 1688 buyer app, never listed as our own good. */
export const isAlibabaGood = (good: GoodKind): boolean => good.supplierType === SupplierType.Alibaba;

/** A good of the market 0: only the distributors its supplier invited see it (内邀). */
export const isInvitedGood = (good: GoodKind): boolean => good.market === Market.Invited;

/** A good of the curated blue-ocean market from a normal supplier (not a 1688 offer). */
export const isBlueOceanGood = (good: GoodKind): boolean =>
  good.market === Market.BlueOcean && good.supplierType === SupplierType.Normal;

/**
 * The "public good" rule: a good of the curated market (blue ocean) or of 1688 is public, every viewer
 * sees it; any other good only the viewers its supplier invited.
 */
export const isPublicGood = (good: GoodKind): boolean =>
  good.market === Market.BlueOcean || good.supplierType === SupplierType.Alibaba;

/** Our goods id of a 1688 offer: `alibaba-<offerId>`. */
export const goodsIdOfOffer = (offerId: string): string => `${ALIBABA_GOODS_ID_PREFIX}${offerId}`;
/** The 1688 offer id behind one of our goods ids, or null for a good of our own market. */
export const offerIdOfGoods = (goodsId: string): string | null =>
  goodsId.startsWith(ALIBABA_GOODS_ID_PREFIX) ? goodsId.slice(ALIBABA_GOODS_ID_PREFIX.length) : null;

/** A publish item (or its republish) still on its way to the platform. */
export const isPublishing = (status: number): boolean => status === PublishStatus.Publishing;
/** A publish item the platform refused, or that could not be sent. */
export const isPublishFailed = (status: number): boolean => status === PublishStatus.Failed;
/** A publish item listed on the platform. */
export const isPublishSucceeded = (status: number): boolean => status === PublishStatus.Succeeded;

/** A goods id, shop id or task id the database made (a UUID), as opposed to an appId or a 1688 id. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
