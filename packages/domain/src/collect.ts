import { z } from 'zod';
import { COLLECT_PAGE_SIZE } from './constants.ts';
import { isAlibabaGood, isInvitedGood, offerIdOfGoods } from './goods-kinds.ts';
import { formatMessage } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';
import { MAX_PAGE_SIZE, pageNumberInSkipCount } from './paging.ts';

const supplierType = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(4)]));
const goodsMarket = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(0), z.literal(2)]));

export const goodsIdSchema = z.string().trim().min(1).max(64);
export const titleFilterSchema = z.string().trim().max(100).optional();

/** POST goods-collect and cancel-goods-collect: the good, its supplier tenant, its kind and market. */
export const goodsRefBodySchema = z.object({
  goodsId: goodsIdSchema,
  tenantId: z.uuid(),
  supplierType,
  market: goodsMarket,
});
export type GoodsRefBody = z.infer<typeof goodsRefBodySchema>;

/**
 * GET goods-collect-list. The client sends the page number as skipCount (rawPage, spec doc 1 §7)
 * and the kind as `SupplierType`.
 */
export const collectListQuerySchema = z.object({
  skipCount: pageNumberInSkipCount,
  maxResultCount: z.coerce
    .number()
    .int()
    .min(1)
    .default(COLLECT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
  title: titleFilterSchema,
  SupplierType: supplierType.optional(),
  market: goodsMarket.optional(),
});
export type CollectListQuery = z.infer<typeof collectListQuerySchema>;

export const collectedGoodSchema = z.object({
  goodsId: z.string(),
  goodsTenantId: z.string(),
  supplierType: z.number().int(),
  market: z.number().int(),
  title: z.string(),
  imgUrl: z.string(),
  /** yuan */
  minLevelPrice: z.number(),
  maxLevelPrice: z.number(),
  brandId: z.number().int().nullable(),
  /** false when the good went offline or was removed since it was collected */
  isOnline: z.boolean(),
});
export type CollectedGood = z.infer<typeof collectedGoodSchema>;
export const collectListResultSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(collectedGoodSchema),
});

/** Counts per kind: normal = invited (内邀), lanhai = blue ocean, alibaba = 1688. */
export const kindCountsSchema = z.object({
  totalCount: z.number().int(),
  normalCount: z.number().int(),
  lanhaiCount: z.number().int(),
  alibabaCount: z.number().int(),
});
export type KindCounts = z.infer<typeof kindCountsSchema>;
export const titleQuerySchema = z.object({ title: titleFilterSchema });

export const goodsIdsSchema = z.array(z.string());

/** Tabs of the collect drawer and their filters (spec doc 1 §4). */
export const COLLECT_TABS = [
  { key: 'all', label: Messages.tabAll, filter: {}, countKey: 'totalCount' },
  { key: 'invited', label: Messages.tabInvited, filter: { supplierType: 1, market: 0 }, countKey: 'normalCount' },
  { key: 'blue-ocean', label: Messages.tabBlueOcean, filter: { supplierType: 1, market: 2 }, countKey: 'lanhaiCount' },
  { key: '1688', label: '1688', filter: { supplierType: 4 }, countKey: 'alibabaCount' },
] as const satisfies readonly {
  key: string;
  label: string;
  filter: { supplierType?: 1 | 4; market?: 0 | 2 };
  countKey: keyof KindCounts;
}[];

/** Which kind a good is, for the per-kind counts. */
export function goodsKind(good: { supplierType: number; market: number }): 'normal' | 'lanhai' | 'alibaba' {
  if (isAlibabaGood(good)) return 'alibaba';
  return isInvitedGood(good) ? 'normal' : 'lanhai';
}

/** The offer page of a 1688 good on 1688 itself. */
export function alibabaOfferUrl(goodsId: string): string {
  return `https://detail.1688.com/offer/${offerIdOfGoods(goodsId) ?? goodsId}.html`;
}

export const GOOD_REF_MISMATCH = Messages.goodRefMismatch;
export const COLLECT_LIMIT = 2_000;
export const COLLECT_LIMIT_REACHED = formatMessage(Messages.collectLimitReached, { max: COLLECT_LIMIT });

/** Per-kind counts from rows counted per (supplier type, market). */
export function toKindCounts(rows: readonly { supplierType: number; market: number; n: number }[]): KindCounts {
  const counts: KindCounts = { totalCount: 0, normalCount: 0, lanhaiCount: 0, alibabaCount: 0 };
  for (const row of rows) {
    counts.totalCount += row.n;
    counts[`${goodsKind(row)}Count`] += row.n;
  }
  return counts;
}
