import { applyPriceFormula, type PddPriceTemplate, type PriceFormula, pddPrices } from './price.ts';

/**
 * What a shop's publish template decides for a listing, in platform-neutral terms. The templates
 * module maps each platform's form (spec doc 2 §3 field names) to it; the publish engine builds the
 * listing from it and the template form's preview prices a real good with it.
 */
export interface ListingSettings {
  station: number;
  category:
    | { mode: 'smart' }
    | {
        mode: 'manual';
        categoryId: string;
        categoryPath: string[];
        categoryName?: string;
        /**
         * the category of ours (leaf) the manual choice was made for: only goods of that category take
         * it, the others are matched smartly; absent on a template saved before this was recorded (then
         * no good takes it, see `manualCategoryApplies`)
         */
        chosenFor?: { id: number; name: string };
      };
  /** pdd prices group / single-buy / market; every other platform applies one formula per SKU */
  price: { kind: 'formula'; formula: PriceFormula } | { kind: 'pdd'; template: PddPriceTemplate };
  /** stock sent per SKU: a fixed number (the template's stock field) or unlimited (kuaituantuan) */
  stock: { kind: 'fixed'; qty: number } | { kind: 'unlimited' };
  freightTemplateId: string | null;
  /** xiaohongshu logistics plan */
  logisticsPlanId: string | null;
  brandId: string | null;
  /**
   * doudian smart category: the brand of each category row of the template. A listing whose matched
   * category is one of these, or lies under one, takes that row's brand (see `brandForCategory`).
   */
  brandByCategory?: { categoryId: string; brandId: string; brandName: string | null }[];
  deliveryTime: 'sameDay' | '24h' | '48h' | null;
  listingStatus: 'onSale' | 'warehouse';
  /** youzan scheduled listing (saleTimeType 2): kept in the warehouse, listed automatically at this ISO time */
  autoListingTime?: string | null;
  stockDeduction: 'onOrder' | 'onPayment' | null;
  presell: { type: 'presale' | 'stepped'; deliveryDays: number; endTime?: string } | null;
  limitPerBuyer: number | null;
  sevenDayReturn: boolean | null;
  weightGrams: number | null;
  /** youzan uniform postage (freightType 0), in fen */
  postageFen: number | null;
}

/**
 * The brand for a listing in `categoryPath` (ids from the top category down to the leaf): the template's
 * brand, or in doudian smart mode the row of the deepest category on that path.
 */
export function brandForCategory(
  settings: Pick<ListingSettings, 'brandId' | 'brandByCategory'>,
  categoryPath: readonly string[],
): string | null {
  const rules = settings.brandByCategory ?? [];
  for (const id of [...categoryPath].reverse()) {
    const rule = rules.find((r) => r.categoryId === id);
    if (rule) return rule.brandId;
  }
  return settings.brandId;
}

/** A template resolved for publishing: its settings and, when incomplete, the form's messages. */
export interface ResolvedListingSettings {
  settings: ListingSettings;
  /** empty when the template may publish; otherwise the spec's validation messages (doc 2 §5) */
  problems: string[];
}

export interface ListingSkuPrice {
  /** the sale price; on pdd the single-buy price */
  priceFen: number;
  /** pdd only */
  groupPriceFen?: number;
}

export interface ListingPrices {
  skus: ListingSkuPrice[];
  /** pdd: highest single-buy + maketPriceAdditionY; others: the highest SKU price */
  marketPriceFen: number;
  minPriceFen: number;
  maxPriceFen: number;
}

/**
 * Prices of a listing from the supply (drop-ship) price of each SKU, in the SKUs' order. The same
 * function serves the template preview and the publish engine, so what the distributor sees is what
 * is sent.
 */
export function listingPrices(supplyFens: readonly number[], price: ListingSettings['price']): ListingPrices {
  if (supplyFens.length === 0) throw new RangeError('a good needs at least one SKU price');
  if (price.kind === 'pdd') {
    const pdd = pddPrices(supplyFens, price.template);
    const singles = pdd.skus.map((s) => s.singlePriceFen);
    return {
      skus: pdd.skus.map((s) => ({ priceFen: s.singlePriceFen, groupPriceFen: s.groupPriceFen })),
      marketPriceFen: pdd.marketPriceFen,
      minPriceFen: Math.min(...pdd.skus.map((s) => s.groupPriceFen)),
      maxPriceFen: Math.max(...singles),
    };
  }
  const skus = supplyFens.map((supplyFen) => ({ priceFen: applyPriceFormula(supplyFen, price.formula) }));
  const prices = skus.map((s) => s.priceFen);
  const maxPriceFen = Math.max(...prices);
  return { skus, marketPriceFen: maxPriceFen, minPriceFen: Math.min(...prices), maxPriceFen };
}

/** Whether a template's manual category is for a good of our category `categoryId` (its leaf). */
export function manualCategoryApplies(category: ListingSettings['category'], categoryId: number): boolean {
  return category.mode === 'manual' && category.chosenFor?.id === categoryId;
}
