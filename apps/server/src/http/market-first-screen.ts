import {
  type CategoryGoodCount,
  escapeHtml,
  type FirstScreenMarkup,
  type FirstScreenSlot,
  type GoodsListItem,
  goodsDetailPath,
  goodsListQuerySchema,
  type Locale,
  listingTotalText,
  type MarketFirstScreen,
  messageText,
  quantityText,
  salesText,
  yuanFormatOf,
} from '@puhuo/domain';
import type { GoodsService, MarketService } from '../modules/catalogue/index.ts';

/**
 * The market's first screen on the server (docs/decisions/0017-market-first-screen.md): the built web
 * app wrote its markup (first-screen.json, apps/web/build/first-screen.ts); this fills it with what a
 * guest's market shows, read from the services the market's API answers from, and puts it in the page.
 */

/** What the first screen shows: the first page of goods, the top-level categories, the recommended ones. */
export interface MarketFirstScreenData {
  goods: GoodsListItem[];
  totalCount: number;
  categories: CategoryGoodCount[];
  recommended: CategoryGoodCount[];
}

/**
 * A guest's market, as the API answers it to a guest: the market's listing is pinned to the public
 * markets (an invitation never widens it), so a signed-in distributor's goods and categories are these
 * too; only its recommended categories may be its own choice, which the application then shows.
 */
export async function readMarketFirstScreen(
  services: {
    goods: Pick<GoodsService, 'list'>;
    market: Pick<MarketService, 'categoryGoodCounts' | 'recommendCategories'>;
  },
  listing: MarketFirstScreen['listing'],
): Promise<MarketFirstScreenData> {
  const { pageSize, ...filter } = listing;
  // the query the web app sends for the first page, read as the API reads it (defaults included), so
  // both share the goods service's remembered answer
  const query = goodsListQuerySchema.parse({ ...filter, skipCount: 0, maxResultCount: pageSize });
  const [page, counts, recommended] = await Promise.all([
    services.goods.list(query, null),
    services.market.categoryGoodCounts(filter, null),
    services.market.recommendCategories(null),
  ]);
  return {
    goods: page.items,
    totalCount: page.totalCount,
    categories: counts.filter((category) => category.level === 1),
    recommended: recommended.items,
  };
}

/** Puts texts, escaped, in a template's `{{name}}` places. */
function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (place, name: string) =>
    name in values ? escapeHtml(String(values[name])) : place,
  );
}

/** Puts markup in a template's `<!--first-screen:name-->` places. */
function put(template: string, markup: Partial<Record<FirstScreenSlot, string>>): string {
  return template.replace(
    /<!--first-screen:(\w+)-->/g,
    (_place, name: string) => markup[name as FirstScreenSlot] ?? '',
  );
}

export interface FirstScreenOptions {
  locale: Locale;
  /** a demo run shows its tag in the top bar, as the application does */
  demo: boolean;
  /** how many of the first goods load their images eagerly and first */
  eagerImages: number;
}

/** The first screen's markup (for #root) and what goes in the page's head (its CSS, the first images' preloads). */
export function renderMarketFirstScreen(
  markup: FirstScreenMarkup,
  data: MarketFirstScreenData,
  { locale, demo, eagerImages }: FirstScreenOptions,
): { head: string; body: string } {
  const sales = (count: number) => salesText(locale, count, (value) => fill(markup.tenThousands, { value }));
  const price = (yuan: number) => yuanFormatOf(locale).format(yuan);
  const cards = data.goods.map((good, index) => {
    const eager = index < eagerImages;
    return fill(markup.card, {
      href: goodsDetailPath(good),
      imgUrl: good.imgUrl,
      title: good.title,
      price: price(good.minDaifaPrice),
      wholesalePrice: price(good.minPrice),
      sales: sales(good.saleCount),
      supplierName: good.supplierName,
      loading: eager ? 'eager' : 'lazy',
      fetchPriority: eager ? 'high' : 'auto',
    });
  });
  const recommend = data.recommended.length
    ? put(markup.recommend, {
        items: data.recommended
          .map((category) =>
            fill(markup.recommendItem, { name: category.name, count: quantityText(locale, category.goodCount) }),
          )
          .join(''),
      })
    : '';
  const body = put(markup.frame, {
    environment: demo ? fill(markup.environmentTag, { text: messageText(locale, 'demoEnvironment') }) : '',
    recommend,
    categories: data.categories
      .map((category) =>
        fill(markup.category, { id: category.id, name: category.name, count: sales(category.goodCount) }),
      )
      .join(''),
    total: fill(markup.total, { total: listingTotalText(locale, data.totalCount) }),
    goods: cards.join(''),
  });
  // the largest paint is a first-row image: asked for before the application's scripts and styles
  const preloads = data.goods
    .slice(0, eagerImages)
    .map((good) => `<link rel="preload" as="image" href="${escapeHtml(good.imgUrl)}" fetchpriority="high">`);
  return { head: `${preloads.join('')}<style>${markup.style}</style>`, body };
}

/**
 * index.html with a first screen in it: the head's additions before its first script (so the images are
 * asked for first), the markup in #root, the page in the first screen's language.
 */
export function pageWithFirstScreen(page: string, screen: { head: string; body: string }, locale: Locale): string {
  const root = '<div id="root"></div>';
  const firstScript = page.indexOf('<script');
  if (!page.includes(root) || firstScript < 0) return page;
  return (page.slice(0, firstScript) + screen.head + page.slice(firstScript))
    .replace(root, () => `<div id="root">${screen.body}</div>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}
