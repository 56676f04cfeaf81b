import { type GoodsListQuery, goodsListQuerySchema, KEYWORD_MAX_LENGTH } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { GoodsService } from './goods.service.ts';
import { GoodsSearchIndex } from './goods-search-index.ts';
import { searchSegmenter } from './goods-search-segmenter.ts';

// Search as a buyer types it (docs/search.md): category names, words of a title in any order, and
// input that is no keyword at all; on both paths, which must give the same answers.

let sut: TestContext;
let fromIndex: GoodsService;
let fromDatabase: GoodsService;

beforeAll(async () => {
  sut = await createTestContext({ goods: 1_000 });
  const repository = sut.app.services.goodsRepository;
  const index = new GoodsSearchIndex(repository, { refreshMs: 0 });
  await index.load();
  fromIndex = new GoodsService(repository, { searchIndex: index });
  fromDatabase = new GoodsService(repository);
});
afterAll(async () => {
  await sut?.close();
});

async function both(params: Record<string, string>) {
  const query: GoodsListQuery = goodsListQuerySchema.parse(params);
  const [database, index] = await Promise.all([fromDatabase.list(query, null), fromIndex.list(query, null)]);
  expect(index, JSON.stringify(params)).toEqual(database);
  return index;
}

describe('search quality', () => {
  it('should find at least 90% of every category with goods by its name, on both paths', async () => {
    const { rows } = await sut.database.executeSql<{ id: number; name: string; level: number; n: number }>(
      `select c.id, c.name, c.level, count(g.id)::int as n from categories c join goods g
         on g.status = 1 and (g.market = 2 or g.supplier_type = 4)
        and (g.category_id = c.id or g.category2_id = c.id or g.category1_id = c.id)
       group by c.id, c.name, c.level order by c.id`,
    );
    expect(rows.length).toBeGreaterThan(40);
    const recalls: string[] = [];
    for (const category of rows) {
      // the category's goods a search of its name finds: the search within that category
      const within = await both({ keyword: category.name, categoryId: String(category.id), maxResultCount: '1' });
      const recall = within.totalCount / category.n;
      recalls.push(`${category.name} ${within.totalCount}/${category.n}`);
      expect(recall, `${category.name} (level ${category.level})`).toBeGreaterThanOrEqual(0.9);
    }
    const everywhere = await both({ keyword: '女装', maxResultCount: '1' });
    expect(everywhere.totalCount).toBeGreaterThanOrEqual(rows.find((row) => row.name === '女装')?.n ?? 1);
  });

  it('should find a good by two words of its title typed in reverse order, with or without a space', async () => {
    const { rows } = await sut.database.executeSql<{ id: string; title: string; category_id: number }>(
      `select id, title, category_id from goods where status = 1 and (market = 2 or supplier_type = 4)
       order by md5(id) limit 40`,
    );
    let tried = 0;
    for (const good of rows) {
      const words = searchSegmenter.cut(good.title.toLowerCase()).filter((word) => Array.from(word).length >= 2);
      const [first, second] = [words[0], words.at(-1)];
      if (!first || !second || first === second) continue;
      for (const keyword of [`${second} ${first}`, `${second}${first}`]) {
        const found = await both({ keyword, categoryId: String(good.category_id), maxResultCount: '100' });
        expect(
          found.items.map((item) => item.id),
          `${good.title}: ${keyword}`,
        ).toContain(good.id);
      }
      tried++;
    }
    expect(tried).toBeGreaterThan(30);
  });

  it('should find a brand, an attribute value and a SKU colour that no title spells', async () => {
    const { rows } = await sut.database.executeSql<{ brand: string; value: string }>(
      `select b.name_cn as brand, g.attributes->0->>'value' as value from goods g join brands b on b.id = g.brand_id
       where g.status = 1 and g.market = 2 and strpos(g.title, b.name_cn) = 0 order by g.id limit 1`,
    );
    const [sample] = rows;
    if (!sample) throw new Error('no branded good');
    const byBrand = await both({ keyword: sample.brand, maxResultCount: '100' });
    expect(byBrand.totalCount).toBeGreaterThan(0);
    const { rows: titled } = await sut.database.executeSql<{ n: number }>(
      'select count(*)::int as n from goods where status = 1 and (market = 2 or supplier_type = 4) and strpos(title, $1) > 0',
      [sample.brand],
    );
    expect(byBrand.totalCount).toBeGreaterThan(titled[0]?.n ?? 0);
    expect((await both({ keyword: `${sample.value} ${sample.brand}` })).totalCount).toBeGreaterThan(0);
    const { rows: coloured } = await sut.database.executeSql<{ id: string; colour: string }>(
      `select g.id, s.sales_properties->0->>'value' as colour from goods g join goods_skus s on s.goods_id = g.id
       where g.status = 1 and g.market = 2 and g.title like '%连衣裙%' and s.sales_properties->0->>'name' = '颜色'
         and strpos(g.title, s.sales_properties->0->>'value') = 0 order by g.id limit 1`,
    );
    const dress = coloured[0];
    if (!dress) throw new Error('no coloured dress');
    const byColour = await both({ keyword: `${dress.colour} 连衣裙`, maxResultCount: '100' });
    expect(byColour.items.map((item) => item.id)).toContain(dress.id);
    // pinyin initials and a synonym
    expect((await both({ keyword: 'lyq' })).totalCount).toBe((await both({ keyword: '连衣裙' })).totalCount);
    expect((await both({ keyword: '裙子' })).totalCount).toBe((await both({ keyword: '裙' })).totalCount);
  });
});

describe('input that is hardly a keyword', () => {
  async function get(keyword: string) {
    const started = performance.now();
    const response = await sut.app.inject({
      method: 'GET',
      url: `/api/goods/good?keyword=${encodeURIComponent(keyword)}&maxResultCount=20`,
    });
    return { status: response.statusCode, body: response.json(), ms: performance.now() - started };
  }

  const longest = '2026秋季新款法式碎花收腰连衣裙女中长款气质赫本风裙子雪纺V领短袖一件代发源头工厂'
    .repeat(3)
    .slice(0, KEYWORD_MAX_LENGTH);

  it.each([
    ['a keyword of 100 characters', longest],
    ['punctuation only', '，。！？…—、；：“”（）%_'],
    ['emoji only', '😀👗🔥'],
    ['emoji around a word', '👗连衣裙🔥'],
    ['a single Chinese character', '裙'],
    ['a single letter', 'x'],
    ['a single digit', '7'],
  ])('should answer %s with a clear result, never an error', async (_, keyword) => {
    const answer = await get(keyword);
    expect(answer.status).toBe(200);
    expect(answer.body.totalCount).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(answer.body.items)).toBe(true);
    // nothing found: the answer says whether a nearer search would find something
    if (answer.body.totalCount === 0) expect(answer.body).toHaveProperty('suggestion');
    else expect(answer.body).not.toHaveProperty('suggestion');
    // the search target is p95 < 50 ms under load (bench/market-search); one request here is far under it
    expect(answer.ms).toBeLessThan(1_000);
    // and the database path answers the same
    await both({ keyword, maxResultCount: '20' });
  });

  it('should say what punctuation and emoji only find: nothing, and no suggestion', async () => {
    for (const keyword of ['，。！', '😀👗']) {
      expect((await get(keyword)).body).toEqual({ totalCount: 0, items: [], suggestion: null });
    }
    expect((await get('👗连衣裙🔥')).body.totalCount).toBe((await get('连衣裙')).body.totalCount);
    expect((await get('裙')).body.totalCount).toBeGreaterThan(0);
  });

  it('should offer a search that finds goods for a keyword with a word found nowhere', async () => {
    const answer = (await get('连衣裙 火星飞船')).body;
    expect(answer.totalCount).toBe(0);
    expect(answer.suggestion).toEqual({ keyword: '连衣裙', totalCount: (await get('连衣裙')).body.totalCount });
    expect((await get('nvzhuang')).body.suggestion?.keyword).toBe('女装');
    expect((await get(longest)).body.totalCount).toBe(0);
    expect((await get(longest)).body.suggestion?.totalCount ?? 1).toBeGreaterThan(0);
    // a word nothing is near
    expect((await get('qqqzzzxxx')).body).toEqual({ totalCount: 0, items: [], suggestion: null });
  });
});
