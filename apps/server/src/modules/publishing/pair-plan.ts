import {
  formatYuan,
  isGoodOnline,
  type ListingPrices,
  listingPrices,
  Messages,
  PreflightReason,
  platformFeeFen,
  type ResolvedListingSettings,
  saleMarginFen,
  supplyPriceFen,
} from '@puhuo/domain';
import type { PublishSource } from '../catalogue/index.ts';
import type { ListingFigures } from './publish-ports.ts';

/** What a pair would come to, before any platform call. */
export interface PairPlan {
  problems: string[];
  prices: ListingPrices | null;
  figures: ListingFigures | null;
  /** per-sale margin range after the platform's share, fen */
  marginFen: { min: number; max: number } | null;
  /**
   * the SKU with the lowest margin when it is negative: its price under its supply price plus the
   * platform's fee on the sale (the cost), fen
   */
  belowCost: { priceFen: number; costFen: number } | null;
}

/** The checks and figures of a pair that need no platform call. */
export function planPair(
  station: number,
  source: PublishSource,
  resolved: ResolvedListingSettings,
  blacklisted: boolean,
): PairPlan {
  const problems: string[] = [];
  if (!isGoodOnline(source)) problems.push(PreflightReason.goodOffline);
  if (source.salesChannels && !source.salesChannels.includes(station)) problems.push(Messages.channelNotEnabled);
  if (blacklisted) problems.push(Messages.shopRestricted);
  if (resolved.problems.length > 0) problems.push(PreflightReason.templateIncomplete(resolved.problems));
  if (source.skus.length === 0)
    return {
      problems: [...problems, PreflightReason.goodMissing],
      prices: null,
      figures: null,
      marginFen: null,
      belowCost: null,
    };

  const supply = source.skus.map((sku) => supplyPriceFen(sku));
  const prices = listingPrices(supply, resolved.settings.price);
  if (source.priceControlMinFen !== null && prices.minPriceFen < source.priceControlMinFen) {
    problems.push(PreflightReason.belowPriceControl(formatYuan(source.priceControlMinFen)));
  }
  // pdd's group price is the lowest a buyer pays: the margin is taken at the price each SKU sells lowest
  const sold = prices.skus.map((sku) => sku.groupPriceFen ?? sku.priceFen);
  const margins = sold.map((price, i) => saleMarginFen(station, price, supply[i] ?? 0));
  const worst = margins.indexOf(Math.min(...margins));
  const worstPrice = sold[worst] ?? 0;
  const stock = resolved.settings.stock;
  return {
    problems,
    prices,
    figures: {
      minPriceFen: prices.minPriceFen,
      maxPriceFen: prices.maxPriceFen,
      stock: stock.kind === 'fixed' ? stock.qty * source.skus.length : 0,
    },
    marginFen: { min: Math.min(...margins), max: Math.max(...margins) },
    belowCost:
      (margins[worst] ?? 0) < 0
        ? { priceFen: worstPrice, costFen: (supply[worst] ?? 0) + platformFeeFen(station, worstPrice) }
        : null,
  };
}
