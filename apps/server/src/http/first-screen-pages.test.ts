import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FIRST_SCREEN_FILE,
  type FirstScreenMarkup,
  type GoodsListItem,
  type MarketFirstScreen,
  type PagedResult,
} from '@puhuo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../db/schema/index.ts';
import { decodedBody } from '../testing/compressed-body.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { REVALIDATE_CACHE } from './web-app.ts';

const PAGE =
  '<!doctype html><html lang="zh-CN"><head><title>web app</title>' +
  '<script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** The built first screen's shape with markup of its own: the web build's is tested by the web and e2e. */
function markup(language: string): FirstScreenMarkup {
  return {
    style: '.fs{color:red}',
    frame: `<div id="first-screen" data-language="${language}"><!--first-screen:environment--><!--first-screen:recommend--><nav><!--first-screen:categories--></nav><span class="total"><!--first-screen:total--></span><div class="grid"><!--first-screen:goods--></div></div>`,
    card: '<a class="card" href="{{href}}"><img src="{{imgUrl}}" alt="{{title}}" loading="{{loading}}" fetchpriority="{{fetchPriority}}"><div class="title" title="{{title}}">{{title}}</div><span class="price">{{price}}</span><span>{{wholesalePrice}}</span><span>{{sales}}</span><span class="supplier">{{supplierName}}</span></a>',
    category: '<button class="category" data-category-id="{{id}}">{{name}}<span>{{count}}</span></button>',
    recommend: '<div class="recommend"><!--first-screen:items--></div>',
    recommendItem: '<button class="recommended">{{name}}<small>{{count}}</small></button>',
    environmentTag: '<span class="tag">{{text}}</span>',
    total: '{{total}} goods',
    tenThousands: '{{value}}万',
  };
}

const SCREEN: MarketFirstScreen = {
  listing: { supplierType: 1, market: 2, pageSize: 20 },
  listingParams: ['page', 'categoryId', 'sort', 'minPrice', 'maxPrice'],
  eagerImages: 5,
  markup: { 'zh-CN': markup('zh-CN'), 'en-US': markup('en-US') },
};
const FIRST_PAGE = '/api/goods/good?supplierType=1&market=2&skipCount=0&maxResultCount=20';
const XSS_TITLE = '<img src=x onerror=alert(1)>';

function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'puhuo-first-screen-'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(path.join(dir, FIRST_SCREEN_FILE), JSON.stringify(SCREEN));
  return dir;
}

/** The texts of the elements of a class in the first screen, in order. */
const texts = (html: string, className: string) =>
  [...html.matchAll(new RegExp(`<div class="${className}" title="[^"]*">([^<]*)</div>`, 'g'))].map((m) => m[1]);

let dist: string;
let sut: TestContext;
beforeAll(async () => {
  dist = fakeDist();
  // answers are read anew on every request: a change shows at once
  sut = await createTestContext({ goods: 40, config: { webDistDir: dist, marketCacheMs: 0 } });
});
afterAll(async () => {
  await sut?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => sut.app.inject({ method: 'GET', url, headers });
const firstPage = async () => (await get(FIRST_PAGE)).json<PagedResult<GoodsListItem>>();

describe('FirstScreenPages', () => {
  it.each(['/', '/market'])(
    'should answer %s with the first page of goods the market API answers a guest',
    async (url) => {
      const api = await firstPage();

      const response = await get(url);

      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<div id="root"><div id="first-screen"');
      const titles = texts(html, 'title');
      expect(titles).toHaveLength(api.items.length);
      expect(titles.length).toBeGreaterThan(0);
      expect(html).toContain(`${api.totalCount} goods`);
      expect(html).toContain(
        `href="/detail/${encodeURIComponent(api.items[0]?.id ?? '')}?tenantId=${api.items[0]?.tenantId}"`,
      );
      expect(html).toContain(`<span class="price">${api.items[0]?.minDaifaPrice.toFixed(2)}</span>`);
    },
  );

  it('should load the first row of images first and the others as they scroll in', async () => {
    const html = (await get('/market')).body;

    const loading = [...html.matchAll(/loading="(\w+)" fetchpriority="(\w+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(loading.slice(0, 5)).toEqual(Array(5).fill('eager high'));
    expect(new Set(loading.slice(5))).toEqual(new Set(['lazy auto']));
    // asked for before the application's script
    const preloads = html.indexOf('<link rel="preload" as="image"');
    expect(preloads).toBeGreaterThan(0);
    expect(preloads).toBeLessThan(html.indexOf('<script'));
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(5);
    expect(html).toContain('<style>.fs{color:red}</style>');
  });

  it("should show a supplier's title that holds markup as text, never as markup", async () => {
    const [first] = (await firstPage()).items;
    if (!first) throw new Error('no goods');
    await sut.database.db.update(goods).set({ title: XSS_TITLE }).where(eq(goods.id, first.id));

    const html = (await get('/market')).body;

    expect(texts(html, 'title')[0]).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('alt="&lt;img src=x onerror=alert(1)&gt;"');
    expect(html).not.toContain(XSS_TITLE);
    expect(html).not.toContain('<img src=x');
  });

  it('should say the categories, the recommended ones and the demo tag', async () => {
    const counts = (await get('/api/platform-goods/category-good-count?supplierType=1&market=2')).json<{
      items: { id: number; level: number; name: string }[];
    }>();

    const html = (await get('/market')).body;

    const tops = counts.items.filter((c) => c.level === 1);
    expect([...html.matchAll(/data-category-id="(\d+)"/g)].map((m) => Number(m[1]))).toEqual(tops.map((c) => c.id));
    expect(html).toContain('<div class="recommend"><button class="recommended">');
    expect(html).toContain('<span class="tag">演示环境</span>');
  });

  it("should draw the page in the request's language", async () => {
    const html = (await get('/market', { 'accept-language': 'en-US,en;q=0.9' })).body;

    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('data-language="en-US"');
    expect(html).toContain('<span class="tag">Demo</span>');
  });

  it('should send the page compressed, revalidated on every visit, with an ETag per encoding', async () => {
    const br = await get('/market', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/market', { 'accept-encoding': 'gzip' });
    const plain = await get('/market', { 'accept-encoding': 'br;q=0, gzip;q=0' });

    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const response of [br, gzip, plain]) {
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers.vary).toMatch(/accept-language/i);
      expect(decodedBody(response)).toBe(plain.body);
    }
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it('should answer 304 while the page is unchanged, and the new page once the goods change', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await get('/market', headers);
    const etag = String(first.headers.etag);

    const unchanged = await get('/market', { ...headers, 'if-none-match': etag });
    const good = (await firstPage()).items[1];
    if (!good) throw new Error('no goods');
    await sut.database.db
      .update(goods)
      .set({ title: `${good.title} (new season)` })
      .where(eq(goods.id, good.id));
    const changed = await get('/market', { ...headers, 'if-none-match': etag });

    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(decodedBody(changed)).toContain(`${good.title} (new season)`);
  });

  it('should answer HEAD with the headers of GET and no body', async () => {
    const head = await sut.app.inject({ method: 'HEAD', url: '/market', headers: { 'accept-encoding': 'br' } });

    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBeDefined();
    expect(head.rawPayload.length).toBe(0);
  });

  it.each(['/market?page=2', '/market?categoryId=3', '/market?sort=sales'])(
    'should send the plain page for %s, whose listing the first screen does not draw',
    async (url) => {
      const response = await get(url);

      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PAGE);
    },
  );

  it('should send the plain page to other client routes', async () => {
    expect((await get('/detail/12?tenantId=x')).body).toBe(PAGE);
    expect((await get('/market-1688')).body).toBe(PAGE);
  });
});
