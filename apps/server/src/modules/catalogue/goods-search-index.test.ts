import { GOODS_SORTINGS, type GoodsListQuery, goodsListQuerySchema } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { bestFirst } from './best-first.ts';
import { GoodsService } from './goods.service.ts';
import { GoodsSearchIndex } from './goods-search-index.ts';
import { parseSearchKeyword } from './goods-search-segmenter.ts';

let sut: TestContext;
let fromIndex: GoodsService;
let fromDatabase: GoodsService;
let index: GoodsSearchIndex;
let insiderTenantId: string;

beforeAll(async () => {
  sut = await createTestContext({ goods: 600 });
  const repository = sut.app.services.goodsRepository;
  index = new GoodsSearchIndex(repository, { refreshMs: 0 });
  await index.load();
  fromIndex = new GoodsService(repository, { searchIndex: index });
  fromDatabase = new GoodsService(repository);
  const { rows } = await sut.database.executeSql<{ tenant_id: string }>(
    'select tenant_id from goods where market = 0 and status = 1 order by id limit 1',
  );
  const insider = await createDistributor(sut);
  await sut.app.services.invitations.link(rows[0]?.tenant_id ?? '', insider.tenantId);
  insiderTenantId = insider.tenantId;
  // a title holding a phrase of two words, to be ranked first by the default order
  await retitle(
    "(select id from goods where title like '%T恤%' and market = 2 and status = 1 order by sale_count limit 1)",
    '纯棉 T恤 夏季新款',
  );
});

/** Gives goods a new title, and their search text as every writer of goods does. */
async function retitle(idsSql: string, title: string, params: unknown[] = []) {
  const { rows } = await sut.database.executeSql<{ id: string }>(
    `update goods set title = ${title === '' ? "title || '加厚'" : `'${title}'`} where id in ${idsSql} returning id`,
    params,
  );
  const ids = rows.map((row) => row.id);
  await sut.app.services.goodsRepository.indexMissingSearchTerms(2_000, ids);
  return ids;
}
afterAll(async () => {
  await sut?.close();
});

async function bothAnswers(params: Record<string, string>, viewer: string | null, proxyOnly = false) {
  const query: GoodsListQuery = goodsListQuerySchema.parse(params);
  const [expected, actual] = await Promise.all([
    fromDatabase.list(query, viewer, { proxyOnly }),
    fromIndex.list(query, viewer, { proxyOnly }),
  ]);
  return { expected, actual };
}

const KEYWORDS = [
  '新款',
  '裙',
  'T恤',
  't恤',
  '一件代发',
  '纯棉 T恤',
  '新款 一件代发',
  '手机壳',
  '连衣裙',
  '短袖 女',
  '羽绒服',
  // several words in any order, and words run together
  '女 连衣裙',
  '连衣裙碎花',
  'T恤 纯棉 女',
  // categories of each level, brands, attributes, SKU values, initials, synonyms
  '女装',
  '裤装',
  '鞋靴',
  '衣蔓',
  'yiman',
  '极充 充电器',
  '雪纺',
  '圆领 短袖',
  '黑色 连衣裙',
  'lyq',
  '裙子',
];

describe('the search index answers exactly as the database', () => {
  it('should give the same total and page for every keyword, sorting and page', async () => {
    let compared = 0;
    for (const keyword of KEYWORDS) {
      for (const sorting of GOODS_SORTINGS) {
        for (const skipCount of ['0', '20']) {
          const { expected, actual } = await bothAnswers({ keyword, sorting, skipCount, maxResultCount: '20' }, null);
          expect(actual, `${keyword} ${sorting} ${skipCount}`).toEqual(expected);
          compared += expected.items.length;
        }
      }
    }
    // the grid is not vacuous: most of it finds goods
    expect(compared).toBeGreaterThan(1_000);
  });

  it('should find goods by their category, brand and attributes, ranking title matches first', async () => {
    const { expected, actual } = await bothAnswers({ keyword: '女装', maxResultCount: '100' }, null);
    expect(actual).toEqual(expected);
    const { rows } = await sut.database.executeSql<{ n: number }>(
      'select count(*)::int as n from goods where category1_id = 1 and status = 1 and (market = 2 or supplier_type = 4)',
    );
    expect(actual.totalCount).toBeGreaterThanOrEqual(rows[0]?.n ?? 0);
    expect(actual.totalCount).toBeGreaterThan(0);
    // 连衣裙: every dress has it in its title; goods with it only elsewhere come after them
    const dresses = await bothAnswers({ keyword: '连衣裙', maxResultCount: '100' }, null);
    expect(dresses.actual).toEqual(dresses.expected);
    const inTitle = dresses.actual.items.map((item) => item.title.includes('连衣裙'));
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
  });

  it('should agree on the totals of searches that find nothing, and on their suggestion', async () => {
    for (const keyword of ['连衣裙 火星', 'nvzhuang', '连衣群', 'zzqx']) {
      const { expected, actual } = await bothAnswers({ keyword }, null);
      expect(actual, keyword).toEqual(expected);
      expect(actual.totalCount, keyword).toBe(0);
    }
    expect((await bothAnswers({ keyword: '连衣裙 火星' }, null)).actual.suggestion?.keyword).toBe('连衣裙');
    expect((await bothAnswers({ keyword: 'nvzhuang' }, null)).actual.suggestion?.keyword).toBe('女装');
  });

  it('should rank a title holding the typed phrase first for a search of several words', async () => {
    const { expected, actual } = await bothAnswers({ keyword: '纯棉 T恤' }, null);
    expect(actual.items[0]?.title).toBe('纯棉 T恤 夏季新款');
    expect(actual).toEqual(expected);
  });

  it('should apply the market, supplier type, category, price and dropshipping filters the same way', async () => {
    const { rows } = await sut.database.executeSql<{ category_id: number; category1_id: number; category2_id: number }>(
      "select category_id, category1_id, category2_id from goods where title like '%新款%' and status = 1 limit 1",
    );
    const category = rows[0];
    if (!category) throw new Error('no goods hold 新款');
    const filters: Record<string, string>[] = [
      { market: '2' },
      { supplierType: '4' },
      { supplierType: '1', market: '2' },
      { market: '0' },
      { categoryId: String(category.category_id) },
      { categoryId: String(category.category2_id) },
      { categoryId: String(category.category1_id) },
      { minPrice: '10', maxPrice: '60' },
      { minPrice: '30' },
    ];
    for (const viewer of [null, insiderTenantId]) {
      for (const filter of filters) {
        for (const keyword of ['新款', '款', '一件代发']) {
          const { expected, actual } = await bothAnswers({ keyword, ...filter }, viewer);
          expect(actual, `${keyword} ${JSON.stringify(filter)} ${viewer}`).toEqual(expected);
        }
      }
      const proxied = await bothAnswers({ keyword: '新款' }, viewer, true);
      expect(proxied.actual).toEqual(proxied.expected);
    }
  });

  it('should list the market and its categories without a keyword as the database does, deep pages too', async () => {
    const { rows } = await sut.database.executeSql<{ category_id: number; category1_id: number; category2_id: number }>(
      'select category_id, category1_id, category2_id from goods where status = 1 and market = 2 order by id limit 1',
    );
    const category = rows[0];
    if (!category) throw new Error('no market goods');
    const filters: Record<string, string>[] = [
      {},
      { market: '2', supplierType: '1' },
      { supplierType: '4' },
      { market: '0' },
      { categoryId: String(category.category_id), market: '2' },
      { categoryId: String(category.category2_id) },
      { categoryId: String(category.category1_id), supplierType: '1', market: '2' },
      { minPrice: '10', maxPrice: '60', market: '2' },
    ];
    let compared = 0;
    for (const viewer of [null, insiderTenantId]) {
      for (const filter of filters) {
        for (const sorting of GOODS_SORTINGS) {
          for (const skipCount of ['0', '40', '300']) {
            const { expected, actual } = await bothAnswers(
              { ...filter, sorting, skipCount, maxResultCount: '20' },
              viewer,
            );
            expect(actual, `${JSON.stringify(filter)} ${sorting} ${skipCount} ${viewer}`).toEqual(expected);
            compared += expected.items.length;
          }
        }
      }
      const proxied = await bothAnswers({ market: '2' }, viewer, true);
      expect(proxied.actual).toEqual(proxied.expected);
    }
    expect(compared).toBeGreaterThan(2_000);
  });

  it("should show an invited supplier's goods to the invited distributor only", async () => {
    const { rows } = await sut.database.executeSql<{ title: string }>(
      'select g.title from goods g join supplier_invitations i on i.supplier_tenant_id = g.tenant_id where i.distributor_tenant_id = $1 and g.market = 0 and g.status = 1 limit 1',
      [insiderTenantId],
    );
    const title = rows[0]?.title ?? '';
    const asInsider = await bothAnswers({ keyword: title, market: '0' }, insiderTenantId);
    const asGuest = await bothAnswers({ keyword: title, market: '0' }, null);
    expect(asInsider.actual.items.map((item) => item.title)).toContain(title);
    expect(asInsider.actual).toEqual(asInsider.expected);
    expect(asGuest.actual).toEqual({ totalCount: 0, items: [], suggestion: null });
  });
});

describe('the search index follows the goods table', () => {
  async function titles(keyword: string) {
    const { actual, expected } = await bothAnswers({ keyword, maxResultCount: '100' }, null);
    expect(actual).toEqual(expected);
    return actual.items.map((item) => item.id);
  }

  it('should find a good by its new title and no longer by its old one', async () => {
    const { rows } = await sut.database.executeSql<{ id: string }>(
      "select id from goods where status = 1 and market = 2 and title like '%新款%' order by id limit 1",
    );
    const id = rows[0]?.id ?? '';
    await retitle('($1)', '琉璃灯罩摆件', [id]);
    expect(await titles('琉璃灯罩')).toEqual([id]);
    expect(await titles('新款')).not.toContain(id);
  });

  it('should drop a good taken offline and show its new price and sales', async () => {
    const { rows } = await sut.database.executeSql<{ id: string }>(
      "select id from goods where status = 1 and market = 2 and title like '%一件代发%' order by sale_count limit 2",
    );
    const [offline, bestSeller] = rows.map((row) => row.id);
    await sut.database.executeSql('update goods set status = 0 where id = $1', [offline]);
    await sut.database.executeSql('update goods set sale_count = 999999, min_daifa_price_fen = 1 where id = $1', [
      bestSeller,
    ]);
    const found = await titles('一件代发');
    expect(found).not.toContain(offline);
    expect(found[0]).toBe(bestSeller);
    const cheapest = await bothAnswers({ keyword: '一件代发', sorting: 'price-asc' }, null);
    expect(cheapest.actual.items[0]?.id).toBe(bestSeller);
    expect(cheapest.actual.items[0]?.minDaifaPrice).toBe(0.01);
  });

  it('should browse a category as the database does after goods moved into it, their search text unchanged', async () => {
    const { rows } = await sut.database.executeSql<{ category_id: number; category1_id: number; category2_id: number }>(
      'select category_id, category1_id, category2_id from goods where status = 1 and market = 2 order by id desc limit 1',
    );
    const target = rows[0];
    if (!target) throw new Error('no market goods');
    const browse = (categoryId: number) => bothAnswers({ categoryId: String(categoryId), maxResultCount: '100' }, null);
    const before = await browse(target.category_id);
    // what a data fix would do: columns only, the search text left as it was
    await sut.database.executeSql(
      `update goods set category_id = $1, category1_id = $2, category2_id = $3, sale_count = 1000000
        where id in (select id from goods where status = 1 and market = 2 and category_id <> $1 order by md5(id) limit 3)`,
      [target.category_id, target.category1_id, target.category2_id],
    );
    // as every writer of goods does
    await sut.app.services.goodsRepository.counts.refreshListingCounts();
    for (const categoryId of [target.category_id, target.category2_id, target.category1_id]) {
      const { expected, actual } = await browse(categoryId);
      expect(actual, String(categoryId)).toEqual(expected);
    }
    const after = await browse(target.category_id);
    expect(after.actual.totalCount).toBe(before.actual.totalCount + 3);
    expect(after.actual.items.slice(0, 3).map((item) => item.saleCount)).toEqual([1_000_000, 1_000_000, 1_000_000]);
  });

  it('should still answer as the database after a third of the titles changed (postings rebuilt)', async () => {
    await retitle('(select id from goods order by md5(id) limit 250)', '');
    for (const keyword of ['加厚', '新款', '款加', 'T恤 加厚', '女装 加厚']) {
      const { expected, actual } = await bothAnswers({ keyword, maxResultCount: '50' }, null);
      expect(actual, keyword).toEqual(expected);
    }
  });
});

describe('an index that may be a little old', () => {
  it('should answer at once from what it holds and take in the changes for the searches after', async () => {
    let now = 0;
    const lagging = new GoodsSearchIndex(sut.app.services.goodsRepository, { refreshMs: 1_000, now: () => now });
    await lagging.load();
    const everyone = { invitedSuppliers: new Set<string>() };
    const search = (keyword: string) =>
      lagging.search(
        parseSearchKeyword(keyword) ?? { words: [], tokens: [], terms: [], phrase: null },
        { keyword, categoryLevel: null },
        'default',
        { skipCount: 0, maxResultCount: 20 },
        everyone,
      );
    const { rows } = await sut.database.executeSql<{ id: string }>(
      'select id from goods where status = 1 and market = 2 order by md5(id) limit 1',
    );
    const id = rows[0]?.id ?? '';
    await retitle('($1)', '青花瓷茶杯', [id]);
    // younger than refreshMs: not read yet
    expect((await search('青花瓷'))?.totalCount).toBe(0);
    now = 1_000;
    // older: this search still answers from what the index holds, and starts reading the changes
    expect((await search('青花瓷'))?.totalCount).toBe(0);
    await lagging.refresh();
    expect((await search('青花瓷'))?.items.map((item) => item.id)).toEqual([id]);
  });
});

describe('bestFirst', () => {
  it('should give the same first items as a full sort, whichever way it goes', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const items = Array.from({ length: 5000 }, () => random() % 700);
    const value = (p: number) => items[p] as number;
    const compare = (a: number, b: number) => (value(a) % 97) - (value(b) % 97) || value(b) - value(a) || a - b;
    const sorted = items.map((_, p) => p).sort(compare);
    for (const count of [0, 1, 20, 200, 1300, 4000, 5000]) {
      expect(bestFirst(items.length, count, compare)).toEqual(sorted.slice(0, count));
      // told that an item whose first key is larger sorts after the worst kept one, it skips the compare and agrees
      const comparedWith: number[] = [];
      const counting = (a: number, b: number) => {
        comparedWith.push(a, b);
        return compare(a, b);
      };
      const cannotBeat = (item: number, worst: number) => value(item) % 97 > value(worst) % 97;
      expect(bestFirst(items.length, count, counting, cannotBeat)).toEqual(sorted.slice(0, count));
      if (count === 20) expect(new Set(comparedWith).size).toBeLessThan(items.length / 2);
    }
  });
});
