import { RECOMMEND_CATEGORIES_TOO_MANY, RECOMMEND_CATEGORY_UNKNOWN, STATIONS } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceControlBlackShops } from '../../db/schema/index.ts';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import {
  createAddress,
  pickGoods,
  requester,
  STOCKED_GOOD,
  skusOf,
  type TestGood,
} from '../../testing/trade-helpers.ts';
import { GOOD_NOT_FOUND } from './goods.service.ts';
import { parseSearchKeyword } from './goods-search-segmenter.ts';

let sut: TestContext;
let headersA: Record<string, string>;
let headersB: Record<string, string>;
let distributorA: Awaited<ReturnType<typeof createDistributor>>;

beforeAll(async () => {
  sut = await createTestContext({ goods: 600 });
  distributorA = await createDistributor(sut);
  const distributorB = await createDistributor(sut);
  headersA = await loginAs(sut, distributorA);
  headersB = await loginAs(sut, distributorB);
});
afterAll(async () => {
  await sut?.close();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await sut.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await sut.database.executeSql<T>(sql, params)).rows;
}

interface GoodRef {
  id: string;
  tenant_id: string;
}

async function oneGood(where: string): Promise<GoodRef> {
  const [good] = await rows<GoodRef>(
    `select id, tenant_id from goods where status = 1 and ${where} order by id limit 1`,
  );
  if (!good) throw new Error(`no good where ${where}`);
  return good;
}

describe('GET /api/platform-goods/category-good-count', () => {
  it('should count the online blue-ocean goods of each category at all three levels', async () => {
    const { status, body } = await get('/api/platform-goods/category-good-count?supplierType=1&market=2');
    expect(status).toBe(200);
    const expected = await rows<{ id: number; n: number }>(
      `select c.id, count(g.id)::int n from categories c join goods g
         on g.category_id = c.id or g.category1_id = c.id or g.category2_id = c.id
       where g.status = 1 and g.supplier_type = 1 and g.market = 2 group by c.id`,
    );
    const counted = new Map(body.items.map((c: { id: number; goodCount: number }) => [c.id, c.goodCount]));
    expect(counted.size).toBe(expected.length);
    for (const row of expected) expect(counted.get(row.id)).toBe(row.n);
    const levels = new Set(body.items.map((c: { level: number }) => c.level));
    expect(levels).toEqual(new Set([1, 2, 3]));
  });

  it('should not count invited goods for a guest', async () => {
    const { body } = await get('/api/platform-goods/category-good-count?market=0');
    expect(body.items).toEqual([]);
  });
});

describe('recommended categories', () => {
  const url = '/api/platform-goods/jingxuan/recommend-categories';

  it('should offer the biggest top-level categories of the curated market by default', async () => {
    const { status, body } = await get(url);
    expect(status).toBe(200);
    expect(body.isCustom).toBe(false);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(8);
    const counts = body.items.map((c: { goodCount: number }) => c.goodCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const item of body.items) expect(item.level).toBe(1);
  });

  it("should keep a distributor's own choice, in its order, for that distributor only", async () => {
    const ids = (await get(url)).body.items
      .slice(0, 3)
      .map((c: { id: number }) => c.id)
      .reverse();
    const saved = await sut.app.inject({ method: 'POST', url, headers: headersA, payload: { categoryIds: ids } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items.map((c: { id: number }) => c.id)).toEqual(ids);
    expect((await get(url, headersA)).body).toMatchObject({ isCustom: true });
    expect((await get(url, headersB)).body.isCustom).toBe(false);
  });

  it('should refuse a guest, unknown categories and more than eight', async () => {
    const guest = await sut.app.inject({ method: 'POST', url, payload: { categoryIds: [1] } });
    expect(guest.statusCode).toBe(401);
    const unknown = await sut.app.inject({
      method: 'POST',
      url,
      headers: headersA,
      payload: { categoryIds: [987654] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(RECOMMEND_CATEGORY_UNKNOWN);
    const many = await sut.app.inject({
      method: 'POST',
      url,
      headers: headersA,
      payload: { categoryIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    });
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json().error)).toContain(RECOMMEND_CATEGORIES_TOO_MANY);
  });
});

describe('rankings and lists', () => {
  it('should list only goods of suppliers that ship for distributors on the dropshipping page', async () => {
    const { body } = await get('/api/platform-goods/supply-chain-goods?maxResultCount=100');
    const [expected] = await rows<{ n: number }>(
      `select count(*)::int n from goods g join suppliers s on s.tenant_id = g.tenant_id
       where g.status = 1 and s.proxy and (g.market = 2 or g.supplier_type = 4)`,
    );
    expect(body.totalCount).toBe(expected?.n);
    const all = await get('/api/goods/good?maxResultCount=1');
    expect(body.totalCount).toBeLessThan(all.body.totalCount);
  });

  it('should rank the 100 best sellers and no more', async () => {
    const first = await get('/api/goods/good/fenxiao-list?maxResultCount=50');
    expect(first.body.totalCount).toBe(100);
    const sales = first.body.items.map((g: { saleCount: number }) => g.saleCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const last = await get('/api/goods/good/fenxiao-list?skipCount=90&maxResultCount=50');
    expect(last.body.items).toHaveLength(10);
  });
});

describe('trading rules of a good', () => {
  it('should give the stations a restricted good may be sold on, every online one otherwise, and skip 1688', async () => {
    const restricted = await oneGood('sales_channels is not null');
    const open = await oneGood('sales_channels is null and supplier_type = 1 and market = 2');
    const alibaba = await oneGood('supplier_type = 4');
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/platform-goods/sales-channels',
      payload: { goodsList: [restricted, open, alibaba].map((g) => ({ goodsId: g.id, market: 0 })) },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { goodsId: string; stationTypes: number[] }[];
    expect(items.map((i) => i.goodsId).sort()).toEqual([restricted.id, open.id].sort());
    const [channels] = await rows<{ c: number[] }>('select sales_channels c from goods where id = $1', [restricted.id]);
    expect(items.find((i) => i.goodsId === restricted.id)?.stationTypes).toEqual(
      [...(channels?.c ?? [])].sort((a, b) => a - b),
    );
    const online = STATIONS.filter((s) => s.isOnline && s.value !== 1 && s.value !== 66).map((s) => s.value);
    expect(online).not.toContain(66);
    expect(items.find((i) => i.goodsId === open.id)?.stationTypes).toEqual(online);
  });

  it("should show the supplier's stock visibility", async () => {
    const [supplier] = await rows<{ tenant_id: string; enable_real_qty: boolean; enable_sale_qty: boolean }>(
      'select tenant_id, enable_real_qty, enable_sale_qty from suppliers order by tenant_id limit 1',
    );
    const { body } = await get(`/api/goods/setting/${supplier?.tenant_id}/qty-setting`);
    expect(body).toEqual({ enableRealQty: supplier?.enable_real_qty, enableSaleQty: supplier?.enable_sale_qty });
    const unknown = await get('/api/goods/setting/00000000-0000-4000-8000-000000000000/qty-setting');
    expect(unknown.status).toBe(404);
  });

  it('should tell a price-controlled good and its minimum price apart from a free one', async () => {
    const controlled = await oneGood('id in (select goods_id from goods_price_controls)');
    const [control] = await rows<{ min_price_fen: number }>(
      'select min_price_fen from goods_price_controls where goods_id = $1',
      [controlled.id],
    );
    const yes = await get(`/api/price-control/${controlled.tenant_id}/goods-control-status?goodsId=${controlled.id}`);
    expect(yes.body).toEqual({
      goodsId: controlled.id,
      isControlled: true,
      minPrice: (control?.min_price_fen ?? 0) / 100,
    });
    const free = await oneGood('id not in (select goods_id from goods_price_controls) and market = 2');
    const no = await get(`/api/price-control/${free.tenant_id}/goods-control-status?goodsId=${free.id}`);
    expect(no.body).toMatchObject({ isControlled: false, minPrice: null });
  });

  it("should show a distributor only its own shops on a supplier's blacklist", async () => {
    const good = await oneGood('supplier_type = 1 and market = 2');
    await sut.database.db.insert(priceControlBlackShops).values({
      supplierTenantId: good.tenant_id,
      goodsId: good.id,
      distributorTenantId: distributorA.tenantId,
      stationType: 2,
      shopId: 'pdd-1001',
      shopName: '低价倾销小店',
      reason: '低于控价销售',
    });
    const url = `/api/price-control/black-shops?goodsId=${good.id}&tenantId=${good.tenant_id}`;
    expect((await get(url, headersA)).body.items).toEqual([
      { shopId: 'pdd-1001', shopName: '低价倾销小店', stationType: 2, reason: '低于控价销售' },
    ]);
    expect((await get(url, headersB)).body.items).toEqual([]);
    expect((await get(url)).status).toBe(401);
  });

  it('should give the price per SKU to a signed-in distributor only', async () => {
    const good = await oneGood('supplier_type = 1 and market = 2');
    const url = `/api/goods/good/my-purchase-price?tenantId=${good.tenant_id}&id=${good.id}`;
    expect((await get(url)).status).toBe(401);
    const { body } = await get(url, headersA);
    const skus = await rows<{ id: string; price_fen: number }>(
      'select id, price_fen from goods_skus where goods_id = $1 order by sort',
      [good.id],
    );
    expect(body.items.map((s: { skuId: string; price: number }) => [s.skuId, s.price])).toEqual(
      skus.map((s) => [s.id, s.price_fen / 100]),
    );
  });

  it('should give the supplier terms and answer 404 for an unknown good', async () => {
    const good = await oneGood('supplier_type = 1 and market = 2');
    const { body } = await get(`/api/goods/good/supplier-goods-price?tenantId=${good.tenant_id}&id=${good.id}`);
    expect(body).toMatchObject({ goodsId: good.id, minPrice: expect.any(Number), proxy: expect.any(Boolean) });
    const missing = await get(`/api/goods/good/supplier-goods-price?tenantId=${good.tenant_id}&id=nope`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(GOOD_NOT_FOUND);
  });
});

describe('statistics', () => {
  it('should give 30 days of sales ending on the latest sales day, zero-filled', async () => {
    const good = await oneGood('id in (select goods_id from goods_sale_days)');
    const { body } = await get(`/api/goods/statistics/sale-trend?tenantId=${good.tenant_id}&goodsId=${good.id}`);
    expect(body.items).toHaveLength(30);
    const [sum] = await rows<{ n: number }>(
      'select coalesce(sum(sale_count), 0)::int n from goods_sale_days where goods_id = $1',
      [good.id],
    );
    expect(body.items.reduce((s: number, d: { saleCount: number }) => s + d.saleCount, 0)).toBe(sum?.n);
    const week = await get(`/api/goods/statistics/sale-trend?tenantId=${good.tenant_id}&goodsId=${good.id}&days=7`);
    expect(week.body.items).toHaveLength(7);
    expect(week.body.items.at(-1)).toEqual(body.items.at(-1));
  });

  it('should rank the SKUs of a good by sales', async () => {
    const good = await oneGood('id in (select goods_id from goods_skus group by goods_id having count(*) > 2)');
    const { body } = await get(
      `/api/goods/statistics/sku-sale-top?tenantId=${good.tenant_id}&goodsId=${good.id}&top=3`,
    );
    expect(body.items).toHaveLength(3);
    const sales = body.items.map((s: { saleCount: number }) => s.saleCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(body.items[0].name).not.toBe('');
  });

  it("should count a supplier's online goods and sales", async () => {
    const good = await oneGood('market = 2');
    const { body } = await get(`/api/goods/statistics/service/${good.tenant_id}`);
    const [expected] = await rows<{ n: number; s: number }>(
      'select count(*)::int n, sum(sale_count)::int s from goods where tenant_id = $1 and status = 1',
      [good.tenant_id],
    );
    expect(body).toEqual({ tenantId: good.tenant_id, onlineGoodsCount: expected?.n, saleCount: expected?.s });
  });
});

describe('keyword search', () => {
  async function search(keyword: string, extra = '') {
    return get(`/api/goods/good?keyword=${encodeURIComponent(keyword)}&maxResultCount=100${extra}`);
  }

  it('should find every title holding a two to four character Chinese query, title matches first', async () => {
    const [sample] = await rows<{ title: string }>(
      'select title from goods where status = 1 and market = 2 order by id limit 1',
    );
    const title = sample?.title ?? '';
    for (const length of [2, 3, 4]) {
      const keyword = Array.from(title)
        .slice(2, 2 + length)
        .join('');
      const { body } = await search(keyword);
      const holders = await rows<{ id: string }>(
        'select id from goods where status = 1 and (market = 2 or supplier_type = 4) and strpos(title, $1) > 0',
        [keyword],
      );
      // a query also finds goods by category, brand and attributes (docs/search.md): at least the titles
      expect(body.totalCount, keyword).toBeGreaterThanOrEqual(holders.length);
      const found = body.items.map((good: { id: string }) => good.id);
      if (body.totalCount <= 100) for (const { id } of holders) expect(found, keyword).toContain(id);
      // title matches rank first
      const tokens = parseSearchKeyword(keyword)?.tokens ?? [];
      const inTitle = body.items.map((good: { title: string }) =>
        tokens.every((token) => good.title.toLowerCase().includes(token)),
      );
      expect(inTitle, keyword).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it('should need every word of a multi-word query', async () => {
    const [sample] = await rows<{ title: string }>(
      "select title from goods where status = 1 and market = 2 and title like '%T恤%' order by id limit 1",
    );
    const second = Array.from(sample?.title ?? '')
      .slice(0, 2)
      .join('');
    const { body } = await search(`T恤 ${second}`);
    expect(body.totalCount).toBeGreaterThan(0);
    for (const good of body.items) {
      expect(good.title).toContain('T恤');
      expect(good.title).toContain(second);
    }
  });

  it('should rank titles holding the phrase as typed before the others, then by sales', async () => {
    const [sample] = await rows<{ title: string }>(
      "select title from goods where status = 1 and market = 2 and title like '%T恤%' order by sale_count limit 1",
    );
    const head = Array.from(sample?.title ?? '')
      .slice(0, 2)
      .join('');
    const { body } = await search(`${head} T恤`);
    const phrase = `${head} T恤`;
    const flags = body.items.map((g: { title: string }) => g.title.includes(phrase));
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
  });

  it('should answer emoji, SQL-ish and punctuation-only keywords without an error', async () => {
    for (const keyword of ['😀', "'; drop table goods; --", '，。！', '%']) {
      const { status, body } = await search(keyword);
      expect(status, keyword).toBe(200);
      expect(body.totalCount).toBe(0);
    }
    expect((await search('好'.repeat(101))).status).toBe(400);
  });
});

describe('history', () => {
  it('should keep the last 10 keywords of a user, newest first, without repeats', async () => {
    const keywords = Array.from({ length: 12 }, (_, i) => `关键词${i}`);
    for (const keyword of [...keywords, '关键词5']) {
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/goods/search-history',
        headers: headersA,
        payload: { keyword },
      });
      expect(response.statusCode).toBe(200);
      sut.clock.advance(1_000);
    }
    const { body } = await get('/api/goods/search-history', headersA);
    expect(body.items).toEqual([
      '关键词5',
      '关键词11',
      '关键词10',
      '关键词9',
      '关键词8',
      '关键词7',
      '关键词6',
      '关键词4',
      '关键词3',
      '关键词2',
    ]);
    expect((await get('/api/goods/search-history', headersB)).body.items).toEqual([]);
    await sut.app.inject({ method: 'DELETE', url: '/api/goods/search-history', headers: headersA });
    expect((await get('/api/goods/search-history', headersA)).body.items).toEqual([]);
  });

  it('should refuse a keyword with a NUL character as a bad request, not a 500', async () => {
    const response = await sut.app.inject({
      method: 'POST',
      url: '/api/goods/search-history',
      headers: headersA,
      payload: { keyword: 'a\u0000b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('InvalidData');
  });

  it('should record the goods a signed-in user opens, newest first', async () => {
    const [first, second] = await rows<GoodRef>(
      'select id, tenant_id from goods where status = 1 and market = 2 order by id limit 2',
    );
    for (const good of [first, second, first]) {
      await get(`/api/goods/good/${good?.tenant_id}/${good?.id}`, headersB);
      sut.clock.advance(1_000);
    }
    await get(`/api/goods/good/${second?.tenant_id}/${second?.id}`); // a guest leaves no trace
    const { body } = await get('/api/goods/view-history', headersB);
    expect(body.totalCount).toBe(2);
    expect(body.items.map((g: { id: string }) => g.id)).toEqual([first?.id, second?.id]);
    expect((await get('/api/goods/view-history', headersA)).body.totalCount).toBe(0);
  });
});

describe('GET /api/goods/good/lanhai/{tenantId}/{id}', () => {
  it('should open curated goods and refuse 1688 goods', async () => {
    const curated = await oneGood('supplier_type = 1 and market = 2');
    expect((await get(`/api/goods/good/lanhai/${curated.tenant_id}/${curated.id}`)).status).toBe(200);
    const alibaba = await oneGood('supplier_type = 4');
    const refused = await get(`/api/goods/good/lanhai/${alibaba.tenant_id}/${alibaba.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(GOOD_NOT_FOUND);
  });
});

describe('GET /api/platform-goods/get-recent-procurement-goods (最近采购)', () => {
  const recent = async (headers: Record<string, string> = {}) => {
    const { status, body } = await get('/api/platform-goods/get-recent-procurement-goods?maxResultCount=4', headers);
    expect(status).toBe(200);
    return (body.items as { id: string; title: string }[]).map((item) => item.id);
  };
  let buyer: Record<string, string>;
  let addressId: string;
  let bought: TestGood[];

  beforeAll(async () => {
    buyer = await loginAs(sut, await createDistributor(sut));
    addressId = await createAddress(sut, buyer);
    bought = await pickGoods(sut, { supplierType: 1, market: 2, enableSaleQty: true, where: STOCKED_GOOD }, 2);
  });

  async function buy(good: TestGood): Promise<string> {
    const [sku] = (await skusOf(sut, good.id)).filter((s) => s.is_wholesale && s.stock >= 20);
    if (!sku) throw new Error('no SKU in stock');
    const placed = await requester(sut)('POST', '/api/order/fast-order', buyer, {
      goodsId: good.id,
      tenantId: good.tenantId,
      skus: [{ skuId: sku.id, qty: 1 }],
      addressId,
    });
    if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
    return placed.body.items[0].id as string;
  }

  it('should show a guest and a distributor that never bought nothing, whatever the market sold', async () => {
    const [sales] = await rows<{ n: number }>('select count(*)::int n from goods_sale_days');
    expect(sales?.n).toBeGreaterThan(0);
    expect(await recent()).toEqual([]);
    expect(await recent(headersA)).toEqual([]);
    expect(await recent(buyer)).toEqual([]);
  });

  it("should list the goods of the distributor's own placed orders, the latest first, and no one else's", async () => {
    const [first, second] = bought as [TestGood, TestGood];
    await buy(first);
    sut.clock.advance(1_000);
    await buy(second);
    expect(await recent(buyer)).toEqual([second.id, first.id]);
    // bought again: first again
    sut.clock.advance(1_000);
    const paidOrder = await buy(first);
    expect(await recent(buyer)).toEqual([first.id, second.id]);
    expect(await recent(headersB)).toEqual([]);
    expect(await recent()).toEqual([]);

    // paid, the order still counts; the unpaid ones are cancelled after 30 minutes and count no more
    const started = await requester(sut)('POST', '/api/purchase-order/pay/duozan/juhe-single-pay', buyer, {
      orderId: paidOrder,
    });
    expect(started.status).toBe(200);
    await sut.app.inject({ method: 'POST', url: `${started.body.payUrl}/pay` });
    sut.clock.advance(31 * 60_000);
    expect(await sut.app.services.purchaseOrders.cancelUnpaid()).toBeGreaterThanOrEqual(2);
    expect(await recent(buyer)).toEqual([first.id]);
  });
});
