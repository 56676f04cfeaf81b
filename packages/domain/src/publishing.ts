import { z } from 'zod';
import { GOODS_FROM_IDS, MAX_SELECTED_GOODS, QUICK_PUBLISH_MARKET, RESULTS_PAGE_SIZE } from './constants.ts';
import { isPublishFailed, isPublishSucceeded } from './goods-kinds.ts';
import { formatMessage } from './i18n/index.ts';
import { Messages } from './i18n/messages.zh-CN.ts';
import { MAX_PAGE_SIZE, pageNumberInSkipCount } from './paging.ts';
import { findStation } from './stations.ts';

const goodsId = z.string().trim().min(1).max(64);
const uuid = z.uuid();

export const MAX_SELECTED_GOODS_MESSAGE = formatMessage(Messages.selectAtMostGoods, { max: MAX_SELECTED_GOODS });
export const PHONE_BINDING_REQUIRED = Messages.phoneNotBound;
export const SHOPS_NOT_PUBLISHABLE = Messages.shopsNotPublishable;
export const PUBLISH_TASK_NOT_FOUND = Messages.publishTaskNotFound;
export const PUBLISH_ITEM_NOT_FOUND = Messages.publishItemNotFound;
export const ONLY_FAILED_REPUBLISH = Messages.onlyFailedRepublish;
export const NO_FAILED_ITEMS = Messages.noFailedItems;
/** a failed item whose later republish succeeded: its listing exists, publishing it again would not help */
export const ALREADY_REPUBLISHED = Messages.alreadyRepublished;
export const ALL_FAILURES_REPUBLISHED = Messages.allFailuresRepublished;

/** The quick-publish payload of spec doc 2 §3: shops x goods, at most 30 goods. */
export const publishRequestSchema = z.object({
  shopInfos: z
    .array(z.object({ shopId: uuid }))
    .max(500)
    .refine((shops) => shops.length > 0, Messages.selectAtLeastOneShop),
  items: z
    .array(
      z.object({
        goodId: goodsId,
        goodsFrom: z.literal(GOODS_FROM_IDS).default(GOODS_FROM_IDS),
        /**
         * ours: the distributor saw that this good sells below its cost (supply price plus the platform's
         * fee) in some chosen shop and publishes it anyway; without it such a publish is refused
         */
        belowCostConfirmed: z.boolean().optional(),
      }),
    )
    .refine((items) => items.length > 0, Messages.selectGoods)
    .refine((items) => new Set(items.map((i) => i.goodId)).size <= MAX_SELECTED_GOODS, MAX_SELECTED_GOODS_MESSAGE),
  market: z.literal(QUICK_PUBLISH_MARKET).default(QUICK_PUBLISH_MARKET),
});
export type PublishRequest = z.infer<typeof publishRequestSchema>;

export const publishProgressQuerySchema = z.object({ taskId: uuid });

const pageSize = z.coerce
  .number()
  .int()
  .min(1)
  .default(RESULTS_PAGE_SIZE)
  .transform((n) => Math.min(n, MAX_PAGE_SIZE));

/** The results list takes a page number in skipCount (spec doc 1 §7: rawPage). */
export const publishResultQuerySchema = z.object({
  skipCount: pageNumberInSkipCount,
  maxResultCount: pageSize,
  tenantId: z.string().optional(),
});

export const publishDetailListQuerySchema = z.object({
  resultId: uuid,
  title: z.string().trim().max(100).optional(),
  status: z
    .union([z.literal(''), z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]))])
    .optional()
    .transform((s) => (s === '' ? undefined : s)),
  skipCount: z.coerce.number().int().min(0).max(1_000_000).default(0),
  maxResultCount: pageSize,
});

export const singleRepublishSchema = z.object({ taskDetailId: uuid });

// the answers of the publishing calls (results, details, progress, preflight) are contracts/publishing.contracts.ts

/** "2026-11-23 16:05:09" in China time, as the results drawer shows it. */
export function formatChinaTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Our estimate of what a platform keeps of a sale where the spec gives no costs for it (commission or
 * technical service fee plus payment processing), in basis points.
 */
const ESTIMATED_SALE_FEE_BP: Readonly<Record<number, number>> = {
  29: 500,
  33: 60,
  34: 60,
  36: 500,
  37: 60,
  38: 60,
  39: 500,
};

/**
 * What a platform keeps of each sale, in basis points of the price. Where the spec gives the station's
 * costs (doc 1 §9 "Costs (interfaceCost/backCost/platformFee): 1688 2000/1800/200; pdd 1000/994/6; ..."),
 * the platform fee is the part of the interface cost the platform keeps (interfaceCost = backCost +
 * platformFee for every station listed), so its share of a sale is platformFee / interfaceCost: pdd and
 * doudian 0.6 %, 1688 10 %, kuaishou, youzan and jd 15 %, taobao (free) nothing. Elsewhere our estimate.
 */
export function platformFeeBp(station: number): number {
  const costs = findStation(station)?.costs;
  if (costs) return costs.interfaceCost > 0 ? Math.round((costs.platformFee * 10_000) / costs.interfaceCost) : 0;
  return ESTIMATED_SALE_FEE_BP[station] ?? 60;
}

/** The platform's fee on a sale at `priceFen`, fen. */
export function platformFeeFen(station: number, priceFen: number): number {
  return Math.round((priceFen * platformFeeBp(station)) / 10_000);
}

/** What the distributor keeps of one sale: the price, less the supply price and the platform's fee. */
export function saleMarginFen(station: number, priceFen: number, supplyFen: number): number {
  return priceFen - supplyFen - platformFeeFen(station, priceFen);
}

/** A listing price under its cost: the supply price plus the platform's fee on the sale. */
export function isBelowCost(station: number, priceFen: number, supplyFen: number): boolean {
  return saleMarginFen(station, priceFen, supplyFen) < 0;
}

/** Goods named in a message: 《title》、《title》, at most five, then 等N个商品. */
export function namedGoods(titles: readonly string[]): string {
  const shown = titles.slice(0, 5).map((t) => `《${t}》`);
  return titles.length > 5
    ? formatMessage(Messages.namedGoodsMore, { goods: shown.join('、'), count: titles.length })
    : shown.join('、');
}

/**
 * A publish refused because some goods would sell below their cost and the distributor did not confirm
 * it: 400 with the goods named, in the spec's way of saying what to do (doc 2 §5 "请至少勾选一个店铺").
 */
export const belowCostRefused = (titles: readonly string[]) =>
  formatMessage(Messages.belowCostRefused, { goods: namedGoods(titles) });

/** Reasons a pair fails before any platform call (preflight), shown in the details drawer. */
export const PreflightReason = {
  goodOffline: Messages.preflightGoodOffline,
  goodMissing: Messages.preflightGoodMissing,
  shopMissing: Messages.preflightShopMissing,
  categoryNotMatched: Messages.preflightCategoryNotMatched,
  templateIncomplete: (problems: readonly string[]) =>
    formatMessage(Messages.preflightTemplateIncomplete, { problems: problems.join('；') }),
  belowPriceControl: (minYuan: string) => formatMessage(Messages.preflightBelowPriceControl, { minPrice: minYuan }),
} as const;

/** The words of the publish dialog's two questions before publishing (shown and tested verbatim). */
export const PublishAsk = {
  categoryTitle: Messages.askCategoryTitle,
  categoryIntro: (manual: string, chosenFor: string) => formatMessage(Messages.askCategoryIntro, { manual, chosenFor }),
  categoryIntroUnknown: (manual: string) => formatMessage(Messages.askCategoryIntroUnknown, { manual }),
  smartAs: (name: string) => formatMessage(Messages.askSmartAs, { name }),
  needsCategory: Messages.askNeedsCategory,
  needsCategoryNote: Messages.askNeedsCategoryNote,
  categoryOk: Messages.republishConfirmOk,
  belowCostTitle: Messages.askBelowCostTitle,
  belowCostIntro: Messages.askBelowCostIntro,
  belowCostLine: (price: string, cost: string) => formatMessage(Messages.askBelowCostLine, { price, cost }),
  belowCostOk: Messages.askBelowCostOk,
  belowCostAdjust: Messages.askBelowCostAdjust,
  cancel: Messages.republishConfirmCancel,
} as const;

/** A shop's count of successful publishes, on the publish dialog's shop cards and the shop list. */
export const shopPublishCount = (count: number) => formatMessage(Messages.shopPublishCount, { count });

/** The links between a batch and its republishes, in the results drawers (both ways). */
export const taskLinkText = {
  /** on a republish batch: the batch whose failures it publishes again */
  source: (time: string) => formatMessage(Messages.taskLinkSource, { time }),
  /** on a batch: a batch that published its failures again */
  republish: (time: string) => formatMessage(Messages.taskLinkRepublish, { time }),
  /** on a failed item: where its republish went, and how it ended */
  itemRepublished: (status: number) =>
    isPublishSucceeded(status)
      ? Messages.itemRepublished
      : isPublishFailed(status)
        ? Messages.itemRepublishFailed
        : Messages.itemRepublishing,
  view: Messages.view,
} as const;
