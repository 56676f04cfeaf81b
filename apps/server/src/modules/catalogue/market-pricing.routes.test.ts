import { DAIFA_MULTI_BLUE_OCEAN_ONLY, DAIFA_MULTI_OUT_OF_RANGE, DAIFA_MULTI_TOO_PRECISE } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let sut: TestContext;
let headersA: Record<string, string>;
let headersB: Record<string, string>;

beforeAll(async () => {
  sut = await createTestContext({ goods: 500 });
  headersA = await loginAs(sut, await createDistributor(sut));
  headersB = await loginAs(sut, await createDistributor(sut));
});
afterAll(async () => {
  await sut?.close();
});

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: unknown) {
  const response = await sut.app.inject({ method, url, headers, payload: payload as never });
  return { status: response.statusCode, body: response.json() };
}

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return (await sut.database.executeSql<T>(sql, params)).rows;
}

async function oneGood(where: string) {
  const [good] = await rows<{ id: string; tenant_id: string }>(
    `select id, tenant_id from goods where status = 1 and ${where} order by id limit 1`,
  );
  if (!good) throw new Error(`no good where ${where}`);
  return good;
}

describe('price range filter', () => {
  it('should keep goods whose lowest dropshipping price lies in the range, with their true total', async () => {
    const { status, body } = await call('GET', '/api/goods/good?minPrice=30&maxPrice=60&maxResultCount=100');
    expect(status).toBe(200);
    const [expected] = await rows<{ n: number }>(
      `select count(*)::int n from goods where status = 1 and (market = 2 or supplier_type = 4)
       and min_daifa_price_fen between 3000 and 6000`,
    );
    expect(body.totalCount).toBe(expected?.n);
    expect(body.totalCount).toBeGreaterThan(0);
    for (const good of body.items) {
      expect(good.minDaifaPrice).toBeGreaterThanOrEqual(30);
      expect(good.minDaifaPrice).toBeLessThanOrEqual(60);
    }
  });

  it('should combine a price bound with a keyword and a category', async () => {
    const [leaf] = await rows<{ category1_id: number }>(
      "select category1_id from goods where status = 1 and market = 2 and title like '%T恤%' limit 1",
    );
    const { body } = await call(
      'GET',
      `/api/goods/good?keyword=T%E6%81%A4&categoryId=${leaf?.category1_id}&minPrice=20&maxResultCount=100`,
    );
    const [expected] = await rows<{ n: number }>(
      `select count(*)::int n from goods where status = 1 and (market = 2 or supplier_type = 4)
       and title like '%T恤%' and category1_id = $1 and min_daifa_price_fen >= 2000`,
      [leaf?.category1_id],
    );
    expect(body.totalCount).toBe(expected?.n);
  });
});

describe('POST /api/goods/good/{id}/set-lanhai-daifa-multi', () => {
  const url = (id: string) => `/api/goods/good/${id}/set-lanhai-daifa-multi`;

  it("should keep a distributor's multiple and price each SKU by it, for that distributor only", async () => {
    const good = await oneGood(
      'supplier_type = 1 and market = 2 and id not in (select goods_id from goods_price_controls)',
    );
    const { status, body } = await call('POST', url(good.id), headersA, { multi: 1.5 });
    expect(status).toBe(200);
    const skus = await rows<{ id: string; daifa_price_fen: number }>(
      'select id, daifa_price_fen from goods_skus where goods_id = $1 order by sort',
      [good.id],
    );
    expect(body).toEqual({
      goodsId: good.id,
      multi: 1.5,
      items: skus.map((s) => ({
        skuId: s.id,
        daifaPrice: s.daifa_price_fen / 100,
        salePrice: Math.floor((s.daifa_price_fen * 150 + 50) / 100) / 100,
      })),
    });
    const priceUrl = `/api/goods/good/my-purchase-price?tenantId=${good.tenant_id}&id=${good.id}`;
    expect((await call('GET', priceUrl, headersA)).body.daifaMulti).toBe(1.5);
    expect((await call('GET', priceUrl, headersB)).body.daifaMulti).toBeNull();

    const cleared = await call('POST', url(good.id), headersA, { multi: null });
    expect(cleared.body.multi).toBeNull();
    expect((await call('GET', priceUrl, headersA)).body.daifaMulti).toBeNull();
  });

  it('should refuse a multiple that sells below the price control, and accept one at or above it', async () => {
    const good = await oneGood(
      'supplier_type = 1 and market = 2 and id in (select goods_id from goods_price_controls)',
    );
    const [facts] = await rows<{ control: number; cheapest: number }>(
      `select c.min_price_fen control, min(s.daifa_price_fen) cheapest
       from goods_price_controls c join goods_skus s on s.goods_id = c.goods_id
       where c.goods_id = $1 group by c.min_price_fen`,
      [good.id],
    );
    if (!facts) throw new Error('no price control');
    const low = await call('POST', url(good.id), headersA, { multi: 1 });
    expect(low.status).toBe(400);
    const yuan = `${Math.floor(facts.control / 100)}.${String(facts.control % 100).padStart(2, '0')}`;
    expect(low.body.error.message).toBe(`按此倍数的售价低于控价¥${yuan}，请调高倍数`);
    const enough = Math.ceil((facts.control / facts.cheapest) * 100) / 100;
    const ok = await call('POST', url(good.id), headersA, { multi: Math.min(10, enough) });
    expect(ok.status).toBe(200);
  });

  it('should refuse 1688 goods, guests and multiples out of range or too precise', async () => {
    const curated = await oneGood('supplier_type = 1 and market = 2');
    const alibaba = await oneGood('supplier_type = 4');
    const refused = await call('POST', url(alibaba.id), headersA, { multi: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(DAIFA_MULTI_BLUE_OCEAN_ONLY);
    expect((await call('POST', url(curated.id), {}, { multi: 2 })).status).toBe(401);
    for (const [multi, message] of [
      [0.5, DAIFA_MULTI_OUT_OF_RANGE],
      [11, DAIFA_MULTI_OUT_OF_RANGE],
      [1.234, DAIFA_MULTI_TOO_PRECISE],
    ] as const) {
      const { status, body } = await call('POST', url(curated.id), headersA, { multi });
      expect(status).toBe(400);
      expect(body.error.message).toBe(message);
    }
    expect((await call('POST', url(curated.id), headersA, { multi: '2' })).status).toBe(400);
    expect((await call('POST', url(curated.id), headersA, {})).status).toBe(400);
  });
});

describe('statistics', () => {
  it('should rank the goods sold most in the last 7 days, with those sales', async () => {
    const { status, body } = await call('GET', '/api/goods/statistics/fenxiao-top?days=7&maxResultCount=5');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(5);
    const [latest] = await rows<{ last: string }>('select max(day)::text as last from goods_sale_days');
    const expected = await rows<{ goods_id: string; n: number }>(
      `select d.goods_id, sum(d.sale_count)::int n from goods_sale_days d join goods g on g.id = d.goods_id
       where g.status = 1 and (g.market = 2 or g.supplier_type = 4) and d.day > $1::date - 7
       group by d.goods_id order by n desc, d.goods_id limit 5`,
      [latest?.last],
    );
    expect(body.items.map((g: { id: string; periodSaleCount: number }) => [g.id, g.periodSaleCount])).toEqual(
      expected.map((r) => [r.goods_id, r.n]),
    );
  });

  it('should rank within a category, and refuse other periods', async () => {
    const [leaf] = await rows<{ category2_id: number }>('select category2_id from goods where status = 1 limit 1');
    const { body } = await call('GET', `/api/goods/statistics/fenxiao-top?days=30&categoryId=${leaf?.category2_id}`);
    expect(body.items.length).toBeGreaterThan(0);
    for (const good of body.items) {
      const [row] = await rows<{ category2_id: number }>('select category2_id from goods where id = $1', [good.id]);
      expect(row?.category2_id).toBe(leaf?.category2_id);
    }
    expect((await call('GET', '/api/goods/statistics/fenxiao-top?days=14')).status).toBe(400);
  });

  it('should give the sales of the goods asked for, skipping unknown ones', async () => {
    const good = await oneGood('market = 2 and id in (select goods_id from goods_sale_days)');
    const { body } = await call('GET', `/api/goods/statistics/sale-count?goodsIds=${good.id},nope,${good.id}`);
    const [expected] = await rows<{ total: number; recent: number }>(
      `select g.sale_count total, (select coalesce(sum(sale_count), 0)::int from goods_sale_days where goods_id = g.id) recent
       from goods g where g.id = $1`,
      [good.id],
    );
    expect(body.items).toEqual([
      { goodsId: good.id, saleCount: expected?.total, last30DaysSaleCount: expected?.recent },
    ]);
    expect((await call('GET', '/api/goods/statistics/sale-count?goodsIds=')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `g${i}`).join(',');
    expect((await call('GET', `/api/goods/statistics/sale-count?goodsIds=${many}`)).status).toBe(400);
  });
});
