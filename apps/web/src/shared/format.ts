import { type GoodsListItem, LISTING_TOTAL_CAP } from '@puhuo/domain';
import { currentLocale, formatCount, formatYuanAmount, i18n } from '../i18n/index.ts';

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
  return currentLocale() === 'zh-CN' ? String(count) : formatCount(count);
}

/** The number of goods a listing found: capped, with a + beyond (the listing counts no further). */
export function formatTotal(total: number): string {
  return total >= LISTING_TOTAL_CAP ? `${formatQuantity(LISTING_TOTAL_CAP)}+` : formatQuantity(total);
}

/** Sales (and goods) counts: 12345 is 1.2万 in Chinese, 12.3K in English. */
export function formatSales(count: number): string {
  if (currentLocale() !== 'zh-CN') {
    return new Intl.NumberFormat(currentLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(count);
  }
  return count >= 10_000 ? i18n.t('market:tenThousands', { value: (count / 10_000).toFixed(1) }) : String(count);
}

/** The detail page of a good. */
export function detailPath(good: Pick<GoodsListItem, 'id' | 'tenantId'>): string {
  return `/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`;
}
