import { describe, expect, it } from 'vitest';
import { common } from '../../../i18n/locales/zh-CN/common.ts';
import { layout } from '../../../i18n/locales/zh-CN/layout.ts';
import { market } from '../../../i18n/locales/zh-CN/market.ts';
import { buildMarketFirstScreen, type FirstScreenInput } from './market-first-screen.ts';

/** A CSS module as the build compiles it: every local name scoped. */
const scoped = (module: string) =>
  new Proxy({} as Record<string, string>, { get: (_, name) => `_${String(name)}_${module}` });

const input: FirstScreenInput = {
  words: { layout, market, common, language: layout.languages['zh-CN'] },
  classes: { layout: scoped('l'), market: scoped('m') },
  css: '.fs-tag{color:red}',
  theme: { fontFamily: 'sans-serif', colorPrimary: '#1662e8' },
  icons: {
    down: '<i>v</i>',
    arrowUp: '<i>^</i>',
    distributionList: '<i>=</i>',
    cart: '<i>c</i>',
    collect: '<i>*</i>',
    miniProgram: '<i>m</i>',
  },
};

/** The `{{name}}` places of a template. */
const places = (template: string) => [...new Set([...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();

describe(buildMarketFirstScreen.name, () => {
  it("should draw the market's frame with its words and the CSS modules' classes", () => {
    const sut = buildMarketFirstScreen(input);

    expect(sut.frame).toMatch(/^<div id="first-screen" data-testid="first-screen"><div class="_page_l">/);
    for (const words of [
      layout.topBar.welcome,
      market.pages.market.heading,
      market.pages.market.title,
      common.search.placeholder,
    ]) {
      expect(sut.frame).toContain(words);
    }
    expect(sut.frame).toContain('class="_tab_l _tabActive_l" href="/market"');
    expect(sut.frame).toContain('class="_grid_m" data-testid="first-screen-grid"><!--first-screen:goods--></div>');
    for (const slot of ['environment', 'recommend', 'categories', 'total', 'goods']) {
      expect(sut.frame).toContain(`<!--first-screen:${slot}-->`);
    }
    expect(places(sut.frame)).toEqual([]);
    expect(sut.style).toBe('#first-screen{font-family:sans-serif;--fs-primary:#1662e8}.fs-tag{color:red}');
  });

  it('should leave each good its places, with the words of the card around them', () => {
    const sut = buildMarketFirstScreen(input);

    expect(places(sut.card)).toEqual([
      'fetchPriority',
      'href',
      'imgUrl',
      'loading',
      'price',
      'sales',
      'supplierName',
      'title',
      'wholesalePrice',
    ]);
    expect(sut.card).toContain('批发 ¥{{wholesalePrice}}');
    expect(sut.card).toContain('已售 {{sales}}');
    expect(sut.card).toContain(market.card.daifaPrice);
    expect(sut.total).toBe('共 {{total}} 件商品');
    expect(sut.tenThousands).toBe('{{value}}万');
    expect(places(sut.recommendItem)).toEqual(['count', 'name']);
    expect(places(sut.category)).toEqual(['count', 'id', 'name']);
  });

  it("should write a catalogue's words as text", () => {
    const sut = buildMarketFirstScreen({
      ...input,
      words: { ...input.words, market: { ...market, card: { ...market.card, daifaPrice: '<b>代发价</b>' } } },
    });

    expect(sut.card).toContain('&lt;b&gt;代发价&lt;/b&gt;');
  });

  it('should fail the build when a CSS module no longer has a class it draws with', () => {
    expect(() =>
      buildMarketFirstScreen({ ...input, classes: { layout: scoped('l'), market: { card: '_card_m' } } }),
    ).toThrow(/CSS module has no class/);
  });
});
