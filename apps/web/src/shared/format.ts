import { type GoodsListItem, goodsDetailPath, listingTotalText, quantityText, salesText } from '@puhuo/domain';
import { currentLocale, formatYuanAmount, i18n } from '../i18n/index.ts';

/** How the screens write prices, counts and links to goods: one place for every feature. */

/** A price in yuan with two decimals, grouped per the screen's language (12.50; 1,234.00 in English). */
export function formatPrice(yuan: number): string {
  return formatYuanAmount(yuan);
}

/**
 * A price, or a range of prices, with the ¥ sign (spec doc 1 §2): one value when the lowest equals the
 * highest, otherwise lowest~highest; '-' when there is none (e.g. a publish that failed before pricing).
 */
export function formatPriceRange(min: number | null, max: number | null): string {
  if (min === null || max === null) return '-';
  return min === max ? `¥${formatPrice(min)}` : `¥${formatPrice(min)}~${formatPrice(max)}`;
}

/** A count as the screens write it: ungrouped in Chinese (12345), as they always have; grouped per the language elsewhere (12,345). */
export function formatQuantity(count: number): string {
  return quantityText(currentLocale(), count);
}

/** The number of goods a listing found: capped, with a + beyond (the listing counts no further). */
export function formatTotal(total: number): string {
  return listingTotalText(currentLocale(), total);
}

/** Sales (and goods) counts: 12345 is 1.2万 in Chinese, 12.3K in English. */
export function formatSales(count: number): string {
  return salesText(currentLocale(), count, (value) => i18n.t('market:tenThousands', { value }));
}

/** The detail page of a good. */
export function detailPath(good: Pick<GoodsListItem, 'id' | 'tenantId'>): string {
  return goodsDetailPath(good);
}
