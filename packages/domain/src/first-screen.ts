import type { GoodsListItem } from './goods.ts';
import type { Locale } from './i18n/index.ts';

/**
 * The market's first screen as the web build writes it (apps/web/build/first-screen.ts) and the server
 * fills it in (apps/server/src/http/market-first-screen.ts): a static picture of /market, drawn in the
 * page before the application's scripts arrive (docs/decisions/0017-market-first-screen.md).
 *
 * Markup holds two kinds of places: `{{name}}` for a text, which the server escapes, and
 * `<!--first-screen:name-->` for markup the server builds from the other templates.
 */
export interface FirstScreenMarkup {
  /** the critical CSS of what antd would draw (the page's own classes come with its stylesheets) */
  style: string;
  /** the page's frame: top bar, header, banner, section title, category row, sort bar and the grid */
  frame: string;
  /** one good: {{href}} {{imgUrl}} {{title}} {{price}} {{wholesalePrice}} {{sales}} {{supplierName}} {{loading}} {{fetchPriority}} */
  card: string;
  /** one top-level category of the category row: {{id}} {{name}} {{count}} */
  category: string;
  /** the recommended categories' row, its chips at <!--first-screen:items--> */
  recommend: string;
  /** one recommended category: {{name}} {{count}} */
  recommendItem: string;
  /** the demo run's tag in the top bar: {{text}} */
  environmentTag: string;
  /** the number of goods found: {{total}} */
  total: string;
  /** a count of ten thousands in Chinese, from its {{value}} (1.2万) */
  tenThousands: string;
}

/** The slots of the frame. */
export type FirstScreenSlot = 'environment' | 'recommend' | 'categories' | 'total' | 'goods' | 'items';

export interface MarketFirstScreen {
  /** what /market lists first: its goods list's filter and page size */
  listing: { supplierType: 1 | 4; market: 0 | 2; pageSize: number };
  /** the URL's query parameters that change the listing: a page asked for with one of them has no first screen */
  listingParams: readonly string[];
  /** how many of the first goods the page loads eagerly (the first row) */
  eagerImages: number;
  markup: Record<Locale, FirstScreenMarkup>;
}

/** The pages the server draws the first screen in: the market, and `/`, which the web app sends there. */
export const FIRST_SCREEN_PATHS: readonly string[] = ['/', '/market'];

/** Where the built web app keeps it, beside index.html. */
export const FIRST_SCREEN_FILE = 'first-screen.json';
/** The element of the first screen inside #root: the application replaces it when its market is drawn. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/**
 * A control of the first screen that the application has too, by this attribute's value: a click on it
 * before the application takes over is remembered (public/first-click.js) and made on the application's
 * control once it shows (docs/decisions/0017).
 */
export const FIRST_CLICK_ATTRIBUTE = 'data-first-click';
export const FIRST_CLICKS = [
  'login',
  'register',
  'publishResults',
  'messageSettings',
  'distributionList',
  'collect',
] as const;
export type FirstClick = (typeof FIRST_CLICKS)[number];

/** The detail page of a good. */
export function goodsDetailPath(good: Pick<GoodsListItem, 'id' | 'tenantId'>): string {
  return `/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** A text as HTML, in an element or in a quoted attribute: nothing in it can open a tag or leave the quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
