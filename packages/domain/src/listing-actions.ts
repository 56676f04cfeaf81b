import { z } from 'zod';
import { decideSync, reprice, type SyncDecision, type SyncInput } from './listing-sync.ts';
import { yuanToFen } from './price.ts';
import { saleMarginFen } from './publishing.ts';

/**
 * The bulk actions of 我的铺货 on a selection of listings: sync now, reprice by the template's formula,
 * set stock 0, delist, relist, and delete from the registry. Each becomes a pending decision the sync
 * runner carries out through the platform's own calls, or is settled at once (skipped, held, deleted).
 */

export const LISTING_ACTIONS = ['sync', 'reprice', 'stockZero', 'delist', 'relist', 'delete'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

/** listings one action takes: a few pages of 我的铺货 */
export const MAX_LISTING_ACTION_SIZE = 200;

export const listingActionRequestSchema = z.object({
  action: z.enum(LISTING_ACTIONS),
  listingIds: z
    .array(z.uuid())
    .min(1)
    .max(MAX_LISTING_ACTION_SIZE)
    .transform((ids) => [...new Set(ids)]),
});
export type ListingActionRequest = z.infer<typeof listingActionRequestSchema>;

/** waiting for the platform, carried out, refused by the platform, not needed or not possible, kept by the floor */
export const ACTION_ITEM_STATES = ['pending', 'done', 'refused', 'skipped', 'held'] as const;
export type ActionItemState = (typeof ACTION_ITEM_STATES)[number];

/** why a listing was left as it was */
export const ACTION_SKIP_REASONS = [
  /** the platform no longer holds it */
  'removed',
  /** recorded before its SKUs were kept: no stock or price can be set SKU by SKU */
  'noSkus',
  /** recorded without the formula it was priced by */
  'noFormula',
  /** the supplier good left the catalogue or went offline */
  'goodGone',
  'alreadyDelisted',
  'alreadyOnSale',
  /** its prices are what the formula gives already */
  'pricesCurrent',
  /** deleted from 我的铺货 before it was carried out */
  'deleted',
] as const;
export type ActionSkipReason = (typeof ACTION_SKIP_REASONS)[number];

export const listingActionSchema = z.object({
  id: z.string(),
  action: z.enum(LISTING_ACTIONS),
  createdAt: z.string(),
  total: z.number().int(),
  counts: z.object({
    pending: z.number().int(),
    done: z.number().int(),
    refused: z.number().int(),
    skipped: z.number().int(),
    held: z.number().int(),
  }),
  items: z.array(
    z.object({
      listingId: z.string(),
      title: z.string().nullable(),
      shopName: z.string().nullable(),
      station: z.number().int(),
      state: z.enum(ACTION_ITEM_STATES),
      /** why a listing was skipped */
      skipReason: z.enum(ACTION_SKIP_REASONS).nullable(),
      /** the platform's words for a refusal, or why a pending one waits (a lapsed authorisation, a busy platform) */
      reason: z.string().nullable(),
      /** the lowest margin (yuan) a held reprice would have kept */
      lowestMargin: z.number().nullable(),
    }),
  ),
});
export type ListingActionProgress = z.infer<typeof listingActionSchema>;

/** What an action comes to for one listing, before anything is sent. */
export type ActionPlan =
  | { kind: 'decision'; decision: SyncDecision }
  | { kind: 'skipped'; reason: ActionSkipReason }
  | { kind: 'held'; lowestMarginFen: number };

const manual = (decision: Partial<SyncDecision>): ActionPlan => ({
  kind: 'decision',
  decision: {
    delist: null,
    stock: [],
    prices: [],
    heldBelowFloor: null,
    notifyPriceChanged: false,
    manual: true,
    ...decision,
  },
});

/** The plan of a platform action (all but delete) for one listing as it is now. */
export function planAction(action: Exclude<ListingAction, 'delete'>, input: SyncInput): ActionPlan {
  const { listed } = input;
  if (listed.status === 'removed') return { kind: 'skipped', reason: 'removed' };
  switch (action) {
    case 'sync': {
      // the shop's policy against the supplier good now, after reading the listing back from the platform
      return manual({ ...decideSync(input), refresh: true });
    }
    case 'stockZero':
      if (listed.skus.length === 0) return { kind: 'skipped', reason: 'noSkus' };
      return manual({ stock: listed.skus.map((sku) => ({ skuId: sku.skuId, stock: 0 })) });
    case 'delist':
      if (listed.status === 'warehouse') return { kind: 'skipped', reason: 'alreadyDelisted' };
      return manual({ shelf: 'off' });
    case 'relist':
      if (listed.status === 'onSale') return { kind: 'skipped', reason: 'alreadyOnSale' };
      return manual({ shelf: 'on' });
    case 'reprice':
      return planReprice(input);
  }
}

/** Prices by the listing's formula from the supply prices now; never under the shop's margin floor. */
function planReprice(input: SyncInput): ActionPlan {
  const { listed, good, policy } = input;
  if (listed.skus.length === 0) return { kind: 'skipped', reason: 'noSkus' };
  if (!input.priceRule) return { kind: 'skipped', reason: 'noFormula' };
  if (!good?.online) return { kind: 'skipped', reason: 'goodGone' };
  const current = new Map(good.skus.map((sku) => [sku.skuId, sku]));
  const repriced = reprice(input, current) ?? [];
  const lowestMarginFen = Math.min(
    ...repriced.map((next) => saleMarginFen(input.station, next.groupPriceFen ?? next.priceFen, next.supplyPriceFen)),
  );
  if (lowestMarginFen < yuanToFen(policy.marginFloor)) return { kind: 'held', lowestMarginFen };
  const prices = repriced.filter((next, index) => {
    const sku = listed.skus[index];
    return sku !== undefined && (next.priceFen !== sku.priceFen || next.groupPriceFen !== sku.groupPriceFen);
  });
  if (prices.length === 0) return { kind: 'skipped', reason: 'pricesCurrent' };
  return manual({ prices });
}
