import { LISTING_TOTAL_CAP } from '../constants.ts';
import type { Locale } from './index.ts';

/**
 * How the product writes numbers and dates in each language, for the web's screens and for what the server draws
 * of them (the market's first screen): one set of rules, the language passed in.
 */

/** Chinese screens write 1234.50 and 12345 as the market does; English ones group thousands (1,234.50). */
const groupsThousands = (locale: Locale) => locale !== 'zh-CN';

/** Making a formatter costs far more than formatting with it: one per kind and language, made on first use. */
function perLocale<F>(make: (locale: Locale) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (!formatter) {
      formatter = make(locale);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

/** Amounts of yuan, with two decimals. */
export const yuanFormatOf = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: groupsThousands(locale),
    }),
);

/** Counts. */
export const countFormatOf = perLocale(
  (locale) => new Intl.NumberFormat(locale, { useGrouping: groupsThousands(locale) }),
);

/** Dates with their time. */
export const dateTimeFormatOf = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);

const compactFormatOf = perLocale(
  (locale) => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
);

/** A count as the screens write it: ungrouped in Chinese (12345), as they always have; grouped elsewhere (12,345). */
export function quantityText(locale: Locale, count: number): string {
  return locale === 'zh-CN' ? String(count) : countFormatOf(locale).format(count);
}

/** The number of goods a listing found: capped, with a + beyond (the listing counts no further). */
export function listingTotalText(locale: Locale, total: number): string {
  return total >= LISTING_TOTAL_CAP ? `${quantityText(locale, LISTING_TOTAL_CAP)}+` : quantityText(locale, total);
}

/**
 * Sales (and goods) counts: 12345 is 1.2万 in Chinese, 12.3K in English. `tenThousands` words a count of
 * ten thousands in Chinese from its value (the market catalogue's `tenThousands`).
 */
export function salesText(locale: Locale, count: number, tenThousands: (value: string) => string): string {
  if (locale !== 'zh-CN') return compactFormatOf(locale).format(count);
  return count >= 10_000 ? tenThousands((count / 10_000).toFixed(1)) : String(count);
}
