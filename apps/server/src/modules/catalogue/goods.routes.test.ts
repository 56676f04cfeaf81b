import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { ensureDemoAccount } from '../identity/index.ts';
import { GOOD_NOT_FOUND } from './goods.service.ts';

let sut: TestContext;

beforeAll(async () => {
  sut = await createTestContext({ goods: 900 });
});
afterAll(async () => {
  await sut?.close();
});

async function list(query: string) {
  const response = await sut.app.inject({ method: 'GET', url: `/api/goods/good?${query}` });
  return { status: response.statusCode, body: response.json() };
}

async function countRows(sql: string): Promise<number> {
  const { rows } = await sut.database.executeSql<{ n: number }>(sql);
  return Number(rows[0]?.n);
}

describe('GET /api/goods/good', () => {
  it('should list online public goods with their total, best sellers first', async () => {
    const { status, body } = await list('maxResultCount=20');
    expect(status).toBe(200);
    const expected = await countRows(
      'select count(*)::int n from goods where status = 1 and (market = 2 or supplier_type = 4)',
    );
    expect(body.totalCount).toBe(expected);
    expect(body.items).toHaveLength(20);
    const sales = body.items.map((g: { saleCount: number }) => g.saleCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(body.items[0]).toMatchObject({
      title: expect.any(String),
      imgUrl: expect.stringMatching(/^\/images\/goods\//),
      minPrice: expect.any(Number),
      supplierName: expect.any(String),
    });
  });

  it('should give page 2 other goods than page 1', async () => {
    const first = await list('skipCount=0&maxResultCount=10');
    const second = await list('skipCount=10&maxResultCount=10');
    const ids = new Set(first.body.items.map((g: { id: string }) => g.id));
    expect(second.body.items).toHaveLength(10);
    for (const good of second.body.items) expect(ids.has(good.id)).toBe(false);
  });

  it('should give deep pages in the same order as the first ones', async () => {
    const { body } = await list('supplierType=1&market=2&skipCount=500&maxResultCount=10');
    const { rows } = await sut.database.executeSql<{ id: string }>(
      'select id from goods where status = 1 and supplier_type = 1 and market = 2 order by sale_count desc, id offset 500 limit 10',
    );
    expect(body.items.map((g: { id: string }) => g.id)).toEqual(rows.map((r) => r.id));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('should answer an offset past the end with no items and the true total', async () => {
    const { status, body } = await list('supplierType=1&market=2&skipCount=100000&maxResultCount=10');
    expect(status).toBe(200);
    expect(body.items).toEqual([]);
    expect(body.totalCount).toBeGreaterThan(0);
  });

  it('should cap the page size at 100', async () => {
    const { status, body } = await list('maxResultCount=5000');
    expect(status).toBe(200);
    expect(body.items.length).toBeLessThanOrEqual(100);
  });

  it('should never show offline goods', async () => {
    const { body } = await list('maxResultCount=100&skipCount=0');
    const offline = await sut.database.executeSql<{ id: string }>('select id from goods where status = 0');
    const shown = new Set(body.items.map((g: { id: string }) => g.id));
    for (const row of offline.rows) expect(shown.has(row.id)).toBe(false);
  });

  it('should filter the 1688 selection by supplier type 4', async () => {
    const { body } = await list('supplierType=4&maxResultCount=50');
    expect(body.totalCount).toBeGreaterThan(0);
    for (const good of body.items) {
      expect(good.supplierType).toBe(4);
      expect(good.id).toMatch(/^alibaba-\d+$/);
    }
  });

  it('should filter by a category at any of the three levels', async () => {
    const leaf = sut.blueprint.leaves[0];
    if (!leaf) throw new Error('blueprint has no leaves');
    for (const [categoryId, column] of [
      [leaf.category1Id, 'category1_id'],
      [leaf.category2Id, 'category2_id'],
      [leaf.id, 'category_id'],
    ] as const) {
      const { body } = await list(`categoryId=${categoryId}&maxResultCount=100`);
      const expected = await countRows(
        `select count(*)::int n from goods where status = 1 and (market = 2 or supplier_type = 4) and ${column} = ${categoryId}`,
      );
      expect(body.totalCount).toBe(expected);
    }
  });

  it('should sort by dropshipping price both ways and by newest', async () => {
    const byPrice = (await list('sorting=price-asc&maxResultCount=30')).body.items.map(
      (g: { minDaifaPrice: number }) => g.minDaifaPrice,
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceDesc = (await list('sorting=price-desc&maxResultCount=30')).body.items.map(
      (g: { minDaifaPrice: number }) => g.minDaifaPrice,
    );
    expect(byPriceDesc).toEqual([...byPriceDesc].sort((a, b) => b - a));
    const byTime = (await list('sorting=newest&maxResultCount=30')).body.items.map(
      (g: { creationTime: string }) => g.creationTime,
    );
    expect(byTime).toEqual([...byTime].sort().reverse());
  });

  it('should find goods whose title holds a keyword', async () => {
    const { body } = await list(`keyword=${encodeURIComponent('T恤')}&maxResultCount=100`);
    expect(body.totalCount).toBeGreaterThan(0);
    for (const good of body.items) expect(good.title).toContain('T恤');
  });

  it('should treat like wildcards in a keyword as plain text', async () => {
    const { status, body } = await list(`keyword=${encodeURIComponent("%_' or 1=1 --")}`);
    expect(status).toBe(200);
    expect(body.totalCount).toBe(0);
  });

  it('should ignore unknown query parameters', async () => {
    const { status } = await list('maxResultCount=5&whatever=1&foo[bar]=2');
    expect(status).toBe(200);
  });

  it.each([
    ['maxResultCount=abc', 'maxResultCount'],
    ['skipCount=-5', 'skipCount'],
    ['market=7', 'market'],
    ['sorting=cheapest', 'sorting'],
    [`keyword=${'好'.repeat(101)}`, 'keyword'],
  ])('should refuse %s with 400 and the error envelope', async (query, member) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe('ValidationError');
    expect(body.error.validationErrors[0].members).toEqual([member]);
  });

  it('should hide invited goods from guests and show them to invited distributors', async () => {
    const invitedTotal = await countRows('select count(*)::int n from goods where status = 1 and market = 0');
    expect(invitedTotal).toBeGreaterThan(0);
    const guest = await list('market=0');
    expect(guest.body.totalCount).toBe(0);
  });

  it('should say an unknown category holds nothing', async () => {
    const { status, body } = await list('categoryId=999999');
    expect(status).toBe(200);
    expect(body).toEqual({ totalCount: 0, items: [] });
  });
});

describe('GET /api/goods/good/{tenantId}/{id}', () => {
  it('should return a good with its SKUs, supplier and category path', async () => {
    const { body } = await list('maxResultCount=1');
    const good = body.items[0];
    const response = await sut.app.inject({ method: 'GET', url: `/api/goods/good/${good.tenantId}/${good.id}` });
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.title).toBe(good.title);
    expect(detail.skus.length).toBeGreaterThan(0);
    expect(detail.skus[0]).toMatchObject({
      skuId: expect.any(String),
      price: expect.any(Number),
      daifaPrice: expect.any(Number),
      salesProperties: expect.any(Array),
    });
    expect(detail.skus[0].daifaPrice).toBeGreaterThan(detail.skus[0].price);
    expect(detail.categoryPath).toHaveLength(3);
    expect(detail.supplier.companyName).toBe(good.supplierName);
  });

  it('should answer 404 with a message for a good that does not exist', async () => {
    const { body } = await list('maxResultCount=1');
    const response = await sut.app.inject({
      method: 'GET',
      url: `/api/goods/good/${body.items[0].tenantId}/no-such-good`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(GOOD_NOT_FOUND);
  });

  it('should answer 404 when the good belongs to another supplier than the path says', async () => {
    const { body } = await list('maxResultCount=1');
    const other = sut.blueprint.suppliers.find((s) => s.tenantId !== body.items[0].tenantId);
    const response = await sut.app.inject({
      method: 'GET',
      url: `/api/goods/good/${other?.tenantId}/${body.items[0].id}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('should refuse a malformed tenant id with 400', async () => {
    const response = await sut.app.inject({ method: 'GET', url: '/api/goods/good/not-a-uuid/x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.validationErrors[0].members).toEqual(['tenantId']);
  });

  it('should hide an invited good from a guest', async () => {
    const { rows } = await sut.database.executeSql<{ id: string; tenant_id: string }>(
      'select id, tenant_id from goods where market = 0 and status = 1 limit 1',
    );
    const invited = rows[0];
    if (!invited) throw new Error('the seed has no invited goods');
    const response = await sut.app.inject({ method: 'GET', url: `/api/goods/good/${invited.tenant_id}/${invited.id}` });
    expect(response.statusCode).toBe(404);
  });

  it('should refuse a goods id with a NUL character as a bad request, not a 500', async () => {
    const [good] = (await sut.database.executeSql<{ tenant_id: string }>('select tenant_id from goods limit 1')).rows;
    const response = await sut.app.inject({ method: 'GET', url: `/api/goods/good/${good?.tenant_id}/abc%00def` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('InvalidData');
  });
});

describe('demo account', () => {
  it('should be created once, however often start-up runs', async () => {
    await ensureDemoAccount(sut.database);
    await ensureDemoAccount(sut.database);
    expect(await countRows("select count(*)::int n from users where user_name = 'demo'")).toBe(1);
  });
});
