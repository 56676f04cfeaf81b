import { z } from 'zod';
import { GOODS_FROM_IDS, MAX_SELECTED_GOODS, QUICK_PUBLISH_MARKET, RESULTS_PAGE_SIZE } from './constants.ts';
import { Messages } from './messages.ts';
import { MAX_PAGE_SIZE } from './paging.ts';

const goodsId = z.string().trim().min(1).max(64);
const uuid = z.uuid();

export const MAX_SELECTED_GOODS_MESSAGE = `最多选择${MAX_SELECTED_GOODS}个商品`;
export const PHONE_BINDING_REQUIRED = '请先绑定手机号';
export const SHOPS_NOT_PUBLISHABLE = '所选店铺不存在或授权已过期，请刷新店铺列表';
export const PUBLISH_TASK_NOT_FOUND = '铺货记录不存在';
export const PUBLISH_ITEM_NOT_FOUND = '铺货明细不存在';
export const ONLY_FAILED_REPUBLISH = '只能重新铺货失败的商品';
export const NO_FAILED_ITEMS = '没有铺货失败的商品';

/** The quick-publish payload of spec doc 2 §3: shops x goods, at most 30 goods. */
export const publishRequestSchema = z.object({
  shopInfos: z
    .array(z.object({ shopId: uuid }))
    .max(500)
    .refine((shops) => shops.length > 0, Messages.selectAtLeastOneShop),
  items: z
    .array(z.object({ goodId: goodsId, goodsFrom: z.literal(GOODS_FROM_IDS).default(GOODS_FROM_IDS) }))
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
  skipCount: z.coerce.number().int().min(1).max(100_000).default(1),
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

export interface PublishResultItem {
  id: string;
  creationTimeFormat: string;
  orderStations: number[];
  totalCount: number;
  successCount: number;
  failCount: number;
  isPublishing: boolean;
  creatorName: string;
}

export interface PublishDetailItem {
  id: string;
  goodsId: string;
  imgUrl: string;
  title: string;
  minPrice: number | null;
  maxPrice: number | null;
  stock: number | null;
  orderStation: number;
  shopId: string;
  shopName: string;
  publishStatus: 0 | 1 | 2;
  reason: string | null;
}

export interface PublishProgress {
  progress: number;
  totalCount: number;
  successCount: number;
  failCount: number;
}

/** "2026-11-23 16:05:09" in China time, as the results drawer shows it. */
export function formatChinaTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3600_000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Our estimate of what each platform keeps of a sale (commission or technical service fee plus payment
 * processing), in basis points, for the margin shown before publishing. Real rates vary by category
 * and campaign: the dialog labels the margin as an estimate.
 */
export const PLATFORM_SALE_FEE_BP: Readonly<Record<number, number>> = {
  1: 60,
  2: 60,
  3: 60,
  4: 500,
  11: 500,
  15: 800,
  29: 500,
  32: 60,
  33: 60,
  34: 60,
  36: 500,
  37: 60,
  38: 60,
  39: 500,
};

/** What the distributor keeps of one sale: the price, less the supply price and the platform's share. */
export function saleMarginFen(station: number, priceFen: number, supplyFen: number): number {
  const feeFen = Math.round((priceFen * (PLATFORM_SALE_FEE_BP[station] ?? 60)) / 10_000);
  return priceFen - supplyFen - feeFen;
}

/** Reasons a pair fails before any platform call (preflight), shown in the details drawer. */
export const PreflightReason = {
  goodOffline: '商品已下架，无法铺货',
  goodMissing: '商品不存在或已下架',
  shopMissing: '店铺不存在或已解除授权',
  categoryNotMatched: '未能智能匹配到平台类目，请在铺货模板中手动选择类目',
  templateIncomplete: (problems: readonly string[]) => `铺货模板未设置完整：${problems.join('；')}`,
  belowPriceControl: (minYuan: string) => `售价低于供应商控价¥${minYuan}，请调整铺货模板的价格设置`,
} as const;
