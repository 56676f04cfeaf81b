import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ArrowUpOutlined,
  DownOutlined,
  MobileOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { FIRST_SCREEN_FILE, type Locale, type MarketFirstScreen } from '@puhuo/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme.ts';
import {
  buildMarketFirstScreen,
  type FirstScreenIcon,
  type FirstScreenWords,
} from '../src/features/market/first-screen/market-first-screen.ts';
import { EAGER_IMAGES, LISTING_URL_PARAMS, MARKET_LISTING, PAGE_SIZE } from '../src/features/market/market-listing.ts';
import { common as commonEnUS } from '../src/i18n/locales/en-US/common.ts';
import { layout as layoutEnUS } from '../src/i18n/locales/en-US/layout.ts';
import { market as marketEnUS } from '../src/i18n/locales/en-US/market.ts';
import { common as commonZhCN } from '../src/i18n/locales/zh-CN/common.ts';
import { layout as layoutZhCN } from '../src/i18n/locales/zh-CN/layout.ts';
import { market as marketZhCN } from '../src/i18n/locales/zh-CN/market.ts';

const srcDir = path.resolve(import.meta.dirname, '../src');
const MODULES = {
  layout: path.join(srcDir, 'app/layout/layout.module.css'),
  market: path.join(srcDir, 'features/market/market.module.css'),
};
const CSS_FILE = path.join(srcDir, 'features/market/first-screen/first-screen.css');

const WORDS: Record<Locale, FirstScreenWords> = {
  'zh-CN': { layout: layoutZhCN, market: marketZhCN, common: commonZhCN, language: layoutZhCN.languages['zh-CN'] },
  'en-US': { layout: layoutEnUS, market: marketEnUS, common: commonEnUS, language: layoutEnUS.languages['en-US'] },
};

/** antd's icons, drawn as the application draws them */
const ICONS: Record<FirstScreenIcon, string> = Object.fromEntries(
  Object.entries({
    down: DownOutlined,
    arrowUp: ArrowUpOutlined,
    distributionList: UnorderedListOutlined,
    cart: ShoppingCartOutlined,
    collect: StarOutlined,
    miniProgram: MobileOutlined,
  }).map(([name, icon]) => [name, renderToStaticMarkup(createElement(icon))]),
) as Record<FirstScreenIcon, string>;

/** Comments and the white space between rules and declarations go: the CSS is inlined in every /market page. */
function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * Writes the market's first screen (first-screen.json beside index.html) for every language, with the
 * class names this build gave the layout's and the market's CSS modules, which it learns as Vite
 * compiles them (css.modules.getJSON). The server fills it in with the market's data.
 */
export function firstScreen(): Plugin {
  const classes = new Map<string, Record<string, string>>();
  return {
    name: 'puhuo:first-screen',
    apply: 'build',
    config: () => ({
      css: {
        modules: {
          getJSON(file: string, json: Record<string, string>) {
            classes.set(path.resolve(file.split('?')[0] ?? file), json);
          },
        },
      },
    }),
    generateBundle() {
      const classesOf = (file: string) => {
        const found = classes.get(file);
        if (!found) throw new Error(`first screen: ${path.relative(srcDir, file)} was not compiled by this build`);
        return found;
      };
      const input = {
        classes: { layout: classesOf(MODULES.layout), market: classesOf(MODULES.market) },
        css: minifyCss(readFileSync(CSS_FILE, 'utf8')),
        theme: { fontFamily: theme.token?.fontFamily ?? 'sans-serif', colorPrimary: theme.token?.colorPrimary ?? '' },
        icons: ICONS,
      };
      const screen: MarketFirstScreen = {
        listing: { ...MARKET_LISTING.filter, pageSize: PAGE_SIZE },
        listingParams: LISTING_URL_PARAMS,
        eagerImages: EAGER_IMAGES,
        markup: {
          'zh-CN': buildMarketFirstScreen({ ...input, words: WORDS['zh-CN'] }),
          'en-US': buildMarketFirstScreen({ ...input, words: WORDS['en-US'] }),
        },
      };
      this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_FILE, source: JSON.stringify(screen) });
    },
    // the first screen is drawn by the stylesheets index.html links: a chunking that moved the market's
    // or the layout's CSS into a page's own stylesheet would leave it unstyled, so the build fails
    writeBundle(output) {
      const outDir = output.dir ?? '';
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const linked = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)]
        .map((match) => readFileSync(path.join(outDir, match[1] ?? ''), 'utf8'))
        .join('');
      for (const [module, file] of Object.entries(MODULES)) {
        const someClass = Object.values(classes.get(file) ?? {})[0];
        if (!someClass || !linked.includes(`.${someClass}`)) {
          throw new Error(`first screen: index.html links no stylesheet with ${module}.module.css's classes`);
        }
      }
    },
  };
}
