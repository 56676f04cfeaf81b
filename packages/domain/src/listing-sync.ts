import { z } from 'zod';
import { type ListingSettings, listingPrices } from './listing-settings.ts';
import { yuanToFen } from './price.ts';
import { saleMarginFen } from './publishing.ts';

/**
 * How a shop's listings follow their supplier goods (the workbench's sync policy, one per shop), and
 * the decision a supplier change comes to for one listing. Pure: the server reads the listing, the good
 * and the policy, and carries the decision out through the platform's stock, price and shelf calls.
 */

export const OUT_OF_STOCK_ACTIONS = ['nothing', 'stockZero', 'delist'] as const;
export const PRICE_CHANGE_ACTIONS = ['nothing', 'notify', 'reprice'] as const;
export const BELOW_FLOOR_ACTIONS = ['hold', 'delist'] as const;
export const OFFLINE_ACTIONS = ['nothing', 'delist'] as const;

export const syncPolicySchema = z.object({
  /** a SKU (or the whole good) the supplier has no stock of: leave it, set its stock 0, or delist */
  outOfStock: z.enum(OUT_OF_STOCK_ACTIONS),
  /** the supply price changed: leave it, tell the distributor, or reprice by the shop template's formula */
  priceChange: z.enum(PRICE_CHANGE_ACTIONS),
  /** yuan a sale must keep above supply price + platform fee; a price that would keep less is never sent */
  marginFloor: z.number().min(0).max(100_000),
  /** a listing whose price would fall under the floor: keep the price it has (hold), or delist it */
  belowFloor: z.enum(BELOW_FLOOR_ACTIONS),
  /** the supplier took the good offline */
  offline: z.enum(OFFLINE_ACTIONS),
});
export type SyncPolicy = z.infer<typeof syncPolicySchema>;

/** what a shop without a policy of its own does: nothing sold that cannot be shipped, nothing sold at a loss */
export const DEFAULT_SYNC_POLICY: SyncPolicy = {
  outOfStock: 'stockZero',
  priceChange: 'notify',
  marginFloor: 0,
  belowFloor: 'hold',
  offline: 'delist',
};

/** One SKU of a listing as it was last sent to the platform. */
export interface ListedSku {
  skuId: string;
  priceFen: number;
  groupPriceFen: number | null;
  /** the stock the platform has now (0 once set so for want of supply) */
  stock: number;
  /** the stock the shop's template listed it with, given back when the supplier has stock again */
  templateStock: number;
  supplyPriceFen: number;
}

export interface SyncInput {
  station: number;
  /** the template's price rule the listing was priced by; null when unknown (back-filled listings) */
  priceRule: ListingSettings['price'] | null;
  listed: { status: 'onSale' | 'warehouse' | 'reviewing' | 'removed'; skus: ListedSku[] };
  /** the supplier good now; null when it left the catalogue */
  good: { online: boolean; skus: { skuId: string; supplyPriceFen: number; stock: number }[] } | null;
  policy: SyncPolicy;
}

export type DelistReason = 'offline' | 'outOfStock' | 'belowFloor';

/**
 * What a listing should come to: delisted (nothing else is sent), or SKUs' stock and prices set; a price
 * under the floor is never sent (held), and a supply price change not repriced is told to the distributor.
 */
export interface SyncDecision {
  delist: DelistReason | null;
  /** the distributor asked for it in 我的铺货 (a bulk action): a supplier change meanwhile keeps what it asked */
  manual?: boolean;
  /** the distributor's own shelf move: take it off sale, or put it on sale again */
  shelf?: 'off' | 'on';
  /** read the listing back from the platform first (sync now): one the platform no longer has is marked removed */
  refresh?: boolean;
  stock: { skuId: string; stock: number }[];
  /** new prices, each with the supply price it was worked out from */
  prices: { skuId: string; priceFen: number; groupPriceFen: number | null; supplyPriceFen: number }[];
  /** the lowest margin the listing would keep, when under the floor and held */
  heldBelowFloor: { lowestMarginFen: number } | null;
  notifyPriceChanged: boolean;
}

const NOTHING: SyncDecision = { delist: null, stock: [], prices: [], heldBelowFloor: null, notifyPriceChanged: false };

/** Whether a decision asks anything of the platform. */
export const changesListing = (decision: SyncDecision) =>
  decision.delist !== null ||
  decision.stock.length > 0 ||
  decision.prices.length > 0 ||
  decision.shelf !== undefined ||
  decision.refresh === true;

/**
 * A supplier change's decision over one the distributor asked for and that is not yet carried out: what
 * the distributor asked stays (their shelf move, the read-back, stock or prices the change does not set),
 * unless the shop's policy now delists the listing.
 */
export function keepManual(pending: SyncDecision | null, next: SyncDecision): SyncDecision {
  if (!pending?.manual) return next;
  const shelf = next.delist ? undefined : pending.shelf;
  return {
    ...next,
    manual: true,
    ...(shelf ? { shelf } : {}),
    ...(pending.refresh ? { refresh: true } : {}),
    stock: next.stock.length > 0 ? next.stock : pending.stock,
    prices: next.prices.length > 0 ? next.prices : pending.prices,
  };
}

/** The decision a listing comes to after its supplier good changed. Several changes at once make one. */
export function decideSync(input: SyncInput): SyncDecision {
  const { listed, good, policy } = input;
  if (listed.status === 'removed') return NOTHING;
  if (!good?.online) return policy.offline === 'delist' ? delist(listed, 'offline') : NOTHING;

  const current = new Map(good.skus.map((sku) => [sku.skuId, sku]));
  const supplierStock = (skuId: string) => current.get(skuId)?.stock ?? 0;
  const soldOut = listed.skus.length > 0 && listed.skus.every((sku) => supplierStock(sku.skuId) === 0);
  if (soldOut && policy.outOfStock === 'delist') return delist(listed, 'outOfStock');

  const stock: SyncDecision['stock'] = [];
  if (policy.outOfStock !== 'nothing') {
    for (const sku of listed.skus) {
      const has = supplierStock(sku.skuId);
      if (has === 0 && sku.stock !== 0) stock.push({ skuId: sku.skuId, stock: 0 });
      else if (has > 0 && sku.stock === 0 && sku.templateStock > 0)
        stock.push({ skuId: sku.skuId, stock: sku.templateStock });
    }
  }

  const supplyChanged = listed.skus.some((sku) => {
    const now = current.get(sku.skuId);
    return now !== undefined && now.supplyPriceFen !== sku.supplyPriceFen;
  });
  if (!supplyChanged) return { ...NOTHING, stock };

  const repriced = policy.priceChange === 'reprice' ? reprice(input, current) : null;
  // the lowest margin the listing keeps after this change: at its new prices, or its old ones when not repriced
  const margins = listed.skus.map((sku, index) => {
    const next = repriced?.[index];
    const price = next ? (next.groupPriceFen ?? next.priceFen) : (sku.groupPriceFen ?? sku.priceFen);
    return saleMarginFen(input.station, price, current.get(sku.skuId)?.supplyPriceFen ?? sku.supplyPriceFen);
  });
  const lowestMarginFen = Math.min(...margins);
  if (lowestMarginFen < yuanToFen(policy.marginFloor)) {
    if (policy.belowFloor === 'delist') return delist(listed, 'belowFloor');
    return { ...NOTHING, stock, heldBelowFloor: { lowestMarginFen } };
  }
  if (!repriced) return { ...NOTHING, stock, notifyPriceChanged: policy.priceChange !== 'nothing' };
  const prices = repriced.filter((next, index) => {
    const sku = listed.skus[index];
    return sku !== undefined && (next.priceFen !== sku.priceFen || next.groupPriceFen !== sku.groupPriceFen);
  });
  return { ...NOTHING, stock, prices };
}

function delist(listed: SyncInput['listed'], reason: DelistReason): SyncDecision {
  // a listing already off sale stays as it is
  return listed.status === 'warehouse' ? NOTHING : { ...NOTHING, delist: reason };
}

/** The listing's SKUs priced again by its rule from the supply prices now (null without a rule). */
export function reprice(input: SyncInput, current: Map<string, { supplyPriceFen: number }>) {
  const { priceRule, listed } = input;
  if (!priceRule || listed.skus.length === 0) return null;
  const supply = listed.skus.map((sku) => current.get(sku.skuId)?.supplyPriceFen ?? sku.supplyPriceFen);
  const prices = listingPrices(supply, priceRule);
  return listed.skus.map((sku, index) => ({
    skuId: sku.skuId,
    priceFen: prices.skus[index]?.priceFen ?? sku.priceFen,
    groupPriceFen: prices.skus[index]?.groupPriceFen ?? null,
    supplyPriceFen: supply[index] ?? sku.supplyPriceFen,
  }));
}
