import {
  escapeHtml,
  FIRST_CLICK_ATTRIBUTE,
  FIRST_SCREEN_ELEMENT_ID,
  type FirstClick,
  type FirstScreenMarkup,
  type FirstScreenSlot,
  formatMessage,
} from '@puhuo/domain';
import { PROVIDER_LINKS, PROVIDER_SITE } from '../../../app/layout/provider-links.ts';
import type { common as commonWords } from '../../../i18n/locales/zh-CN/common.ts';
import type { layout as layoutWords } from '../../../i18n/locales/zh-CN/layout.ts';
import type { market as marketWords } from '../../../i18n/locales/zh-CN/market.ts';
import type { Translation } from '../../../i18n/translation.ts';

/**
 * Writes the market's first screen (packages/domain first-screen.ts) at build time: the same markup as
 * the application's market (MainLayout, MarketPage, MarketShell, GoodsCard) with the same CSS-module
 * classes, so the page's own stylesheets draw it; the words of one language from the catalogues; antd's
 * widgets (search box, price inputs, buttons, tag, language switch) as look-alikes styled by a few rules
 * (first-screen.css). The server puts the data in the `{{name}}` and `<!--first-screen:name-->` places.
 */

export interface FirstScreenWords {
  layout: Translation<typeof layoutWords>;
  market: Translation<typeof marketWords>;
  common: Translation<typeof commonWords>;
  /** the language switch's label of this language */
  language: string;
}

/** The class names the build gave the CSS modules' local names (css.modules.getJSON). */
export interface FirstScreenClasses {
  layout: Readonly<Record<string, string>>;
  market: Readonly<Record<string, string>>;
}

export interface FirstScreenInput {
  words: FirstScreenWords;
  classes: FirstScreenClasses;
  /** the critical CSS (first-screen.css) */
  css: string;
  /** the theme's font and primary colour (app/theme.ts), which antd gives the application */
  theme: { fontFamily: string; colorPrimary: string };
  /** antd's icons as the application draws them (the build renders @ant-design/icons) */
  icons: Record<FirstScreenIcon, string>;
}

export type FirstScreenIcon = 'down' | 'arrowUp' | 'distributionList' | 'cart' | 'collect' | 'miniProgram';

const slot = (name: FirstScreenSlot) => `<!--first-screen:${name}-->`;

/** A class of a CSS module; a name the module no longer has fails the build rather than drawing unstyled. */
function classOf(module: Readonly<Record<string, string>>, name: string): string {
  const scoped = module[name];
  if (!scoped) throw new Error(`first screen: the CSS module has no class "${name}"`);
  return scoped;
}

/** A catalogue's words as HTML, its `{{value}}` places renamed to the server's `{{name}}` places. */
function text(words: string, places: Record<string, string> = {}): string {
  return formatMessage(
    escapeHtml(words),
    Object.fromEntries(Object.entries(places).map(([value, name]) => [value, `{{${name}}}`])),
  );
}

export function buildMarketFirstScreen({ words, classes, css, theme, icons }: FirstScreenInput): FirstScreenMarkup {
  const { layout: l, market: m, common: c } = words;
  const lc = (name: string) => classOf(classes.layout, name);
  const mc = (name: string) => classOf(classes.market, name);
  const button = (label: string, className?: string, replay?: FirstClick) =>
    `<button type="button"${className ? ` class="${className}"` : ''}${replay ? ` ${FIRST_CLICK_ATTRIBUTE}="${replay}"` : ''}>${label}</button>`;

  const topBar =
    `<div class="${lc('topBar')}"><div class="${lc('topBarInner')}">` +
    `<div class="${lc('topBarLinks')}">${slot('environment')}<span>${text(l.topBar.welcome)}</span>` +
    `${button(text(l.topBar.login), undefined, 'login')}${button(text(l.topBar.register), undefined, 'register')}</div>` +
    `<nav class="${lc('topBarLinks')}" aria-label="${text(l.topBar.commonLinks)}">` +
    `<a href="/market">${text(l.topBar.home)}</a>` +
    button(text(l.topBar.publishResults), undefined, 'publishResults') +
    button(text(l.topBar.messageSettings), undefined, 'messageSettings') +
    button(text(l.topBar.workbench)) +
    button(text(l.topBar.contactUs)) +
    `<span class="fs-select">${text(words.language)}<span class="fs-select-arrow">${icons.down}</span></span>` +
    `</nav></div></div>`;

  const header =
    `<header class="${lc('header')}"><div class="${lc('headerInner')}">` +
    `<a class="${lc('logo')}" href="/market"><img src="/favicon.svg" alt="">${text(l.header.logo)}</a>` +
    `<nav class="${lc('tabs')}" aria-label="${text(l.header.tabs)}">` +
    `<a class="${lc('tab')} ${lc('tabActive')}" href="/market">${text(l.pageTitles.market)}</a>` +
    `<a class="${lc('tab')} " href="/market-1688">${text(l.pageTitles.market1688)}</a></nav>` +
    `<nav class="${lc('providerLinks')}" aria-label="${text(l.header.providerLinks)}">` +
    PROVIDER_LINKS.map(
      ([label, path]) =>
        `<a href="${PROVIDER_SITE}${path}" target="_blank" rel="noreferrer">${text(l.header.provider[label])}</a>`,
    ).join('') +
    `</nav></div></header>`;

  // without scripts the search still works: the form opens the results in a new window, as the box does
  const hero =
    `<section class="${mc('hero')}"><div class="${mc('heroSearch')}">` +
    `<h1>${text(m.pages.market.heading)}</h1><p>${text(m.pages.market.subheading)}</p>` +
    `<div class="${mc('heroInput')}"><form class="fs-search" action="/search-result" method="get" target="_blank">` +
    `<input type="search" name="keyword" maxlength="100" aria-label="${text(c.search.label)}" placeholder="${text(c.search.placeholder)}">` +
    `<button type="submit">${text(c.search.button)}</button></form></div>` +
    `<ul class="${mc('heroPoints')}">` +
    [m.hero.points.factory, m.hero.points.daifa, m.hero.points.publish].map((p) => `<li>${text(p)}</li>`).join('') +
    `</ul></div></section>`;

  const priceInput = (label: string, edge: 'first' | 'last') =>
    `<span class="fs-number fs-number-${edge}"><input inputmode="decimal" aria-label="${text(label)}" placeholder="¥ ${text(label)}"></span>`;
  const sortBar =
    `<div class="${mc('sortBar')}"><fieldset class="${mc('sortButtons')}" aria-label="${text(m.sortBar.label)}">` +
    button(text(m.sortBar.sorts.default), mc('sortActive')) +
    button(text(m.sortBar.sorts.sales), mc('sort')) +
    button(text(m.sortBar.sorts.newest), mc('sort')) +
    button(`${text(m.sortBar.price)} ${icons.arrowUp}`, mc('sort')) +
    `</fieldset><div class="fs-compact ${mc('priceRange')}">${priceInput(m.sortBar.minPrice, 'first')}` +
    `<span class="${mc('priceDash')}">-</span>${priceInput(m.sortBar.maxPrice, 'last')}</div>` +
    button(text(m.sortBar.apply), 'fs-button') +
    `<span class="${mc('total')}">${slot('total')}</span></div>`;

  const main =
    `<main class="${lc('main')}">${hero}${slot('recommend')}` +
    `<div class="${mc('sectionTitle')}"><h2>${text(m.pages.market.title)}</h2><span>${text(m.pages.market.note)}</span></div>` +
    `<nav class="${mc('panel')}" aria-label="${text(m.categoryNav.label)}"><div class="${mc('navRow')}">` +
    `<span class="${mc('navLabel')}">${text(m.categoryNav.levels.first)}</span><div class="${mc('navItems')}">` +
    `${button(text(m.categoryNav.all), mc('navItemActive'))}${slot('categories')}</div></div></nav>` +
    `${sortBar}<div class="${mc('grid')}" data-testid="first-screen-grid">${slot('goods')}</div></main>`;

  // the market tab's tools (a guest has no counts); the last one opens a popover, hence its own element
  const tool = (icon: FirstScreenIcon, label: string, replay?: FirstClick) =>
    `<button type="button" class="${lc('toolItem')}" aria-label="${text(label)}"${replay ? ` ${FIRST_CLICK_ATTRIBUTE}="${replay}"` : ''}><span class="${lc('toolIcon')}" aria-hidden="true">${icons[icon]}</span>${text(label)}</button>`;
  const toolColumn =
    `<aside class="${lc('toolColumn')}" aria-label="${text(l.toolColumn.label)}">` +
    tool('distributionList', l.toolColumn.distributionList, 'distributionList') +
    tool('cart', l.toolColumn.cart) +
    tool('collect', l.toolColumn.collect, 'collect') +
    `<div>${tool('miniProgram', l.toolColumn.miniProgram)}</div></aside>`;

  return {
    style: `#${FIRST_SCREEN_ELEMENT_ID}{font-family:${theme.fontFamily};--fs-primary:${theme.colorPrimary}}${css}`,
    frame: `<div id="${FIRST_SCREEN_ELEMENT_ID}" data-testid="first-screen"><div class="${lc('page')}">${topBar}${header}${main}${toolColumn}</div></div>`,
    card:
      `<a href="{{href}}" class="${mc('card')}" data-testid="first-screen-card">` +
      `<div class="${mc('cardImageBox')}"><img class="${mc('cardImage')}" src="{{imgUrl}}" alt="{{title}}" loading="{{loading}}" fetchpriority="{{fetchPriority}}" width="220" height="220"></div>` +
      `<div class="${mc('cardBody')}"><div class="${mc('cardTitle')}" title="{{title}}">{{title}}</div>` +
      `<div class="${mc('cardPriceRow')}"><span class="${mc('price')}"><small>¥</small>{{price}}</span>` +
      `<span class="${mc('priceLabel')}">${text(m.card.daifaPrice)}</span></div>` +
      `<div class="${mc('cardMeta')}"><span>${text(m.card.wholesale, { price: 'wholesalePrice' })}</span>` +
      `<span>${text(m.card.sold, { sales: 'sales' })}</span></div>` +
      `<div class="${mc('cardSupplier')}">{{supplierName}}</div></div></a>`,
    category: `<button type="button" class="${mc('navItem')}" data-category-id="{{id}}">{{name}}<span class="${mc('navCount')}">{{count}}</span></button>`,
    recommend: `<div class="${mc('recommend')}"><span class="${mc('recommendLabel')}">${text(m.recommend.default)}</span>${slot('items')}</div>`,
    recommendItem: `<button type="button" class="${mc('recommendItem')}">{{name}}<small>${text(m.recommend.goodsCount, { number: 'count' })}</small></button>`,
    environmentTag: `<span class="fs-tag ${lc('environmentTag')}">{{text}}</span>`,
    total: text(m.sortBar.total, { total: 'total' }),
    tenThousands: text(m.tenThousands, { value: 'value' }),
  };
}
