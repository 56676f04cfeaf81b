import { formatMessage, type ListingPrices, type ListingSettings, ServerMessages } from '@puhuo/domain';
import type { CategoryNode, ListingDraft } from '@puhuo/platforms';
import type { PublishSource } from '../catalogue/index.ts';

/** A struck-through (划线) price above the sale price where the platform has no formula for it. */
const ORIGINAL_PRICE_PERCENT = 130;

/** The listing a platform receives: the good's title, images and SKUs at the template's prices and settings. */
export function draftListing(
  source: PublishSource,
  settings: ListingSettings,
  prices: ListingPrices,
  leaf: Pick<CategoryNode, 'cId' | 'name' | 'parents'>,
  /** makes stored image paths absolute (the platforms fetch them) */
  assetUrl: (path: string) => string,
): ListingDraft {
  const stock = settings.stock.kind === 'fixed' ? settings.stock.qty : 0;
  const weightGrams = settings.weightGrams ?? source.weightGrams;
  const specNames = [...new Set(source.skus.flatMap((sku) => sku.specs.map((s) => s.name)))];
  const skuPrices = source.skus.map((_, index) => prices.skus[index] ?? { priceFen: prices.maxPriceFen });
  // the struck-through price: pdd's formula, elsewhere a price above every sale price
  const originals = skuPrices.map((price) =>
    Math.max(
      settings.price.kind === 'pdd'
        ? prices.marketPriceFen
        : Math.ceil((price.priceFen * ORIGINAL_PRICE_PERCENT) / 100 / 100) * 100,
      price.priceFen + 100,
    ),
  );
  return {
    title: source.title,
    // the platform's shoppers read it: said in Chinese, the market's language
    description: formatMessage(ServerMessages.listingDescription, {
      title: source.title,
      options: specNames.length
        ? formatMessage(ServerMessages.listingDescriptionOptions, { specs: specNames.join('、') })
        : '',
    }),
    images: source.images.map(assetUrl),
    detailImages: (source.detailImages.length ? source.detailImages : source.images).map(assetUrl),
    categoryId: leaf.cId,
    // the leaf's ancestors, root first (the leaf itself is categoryId)
    categoryPath: leaf.parents.filter((id) => id !== leaf.cId),
    categoryName: leaf.name,
    brandId: settings.brandId,
    freightTemplateId: settings.freightTemplateId,
    logisticsPlanId: settings.logisticsPlanId,
    deliveryTime: settings.deliveryTime ?? undefined,
    listingStatus: settings.listingStatus,
    stockDeduction: settings.stockDeduction ?? undefined,
    presell: settings.presell,
    marketPriceFen: settings.price.kind === 'pdd' ? prices.marketPriceFen : Math.max(...originals),
    limitPerBuyer: settings.limitPerBuyer,
    unlimitedStock: settings.stock.kind === 'unlimited',
    weightGrams,
    sevenDayReturn: settings.sevenDayReturn ?? undefined,
    outerId: source.goodsId,
    skus: source.skus.map((sku, index) => ({
      specs: sku.specs,
      priceFen: skuPrices[index]?.priceFen ?? prices.maxPriceFen,
      groupPriceFen: skuPrices[index]?.groupPriceFen,
      originalPriceFen: originals[index],
      stock,
      weightGrams,
      imageUrl: source.images[0] ? assetUrl(source.images[0]) : undefined,
      outerSkuId: sku.skuId,
    })),
  };
}
