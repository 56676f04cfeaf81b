import { KEYWORD_TOO_LONG, Messages, PRICE_RANGE_INVALID } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { GOOD_NOT_FOUND } from './goods.service.ts';

let sut: TestContext;
/** invited by the supplier of `invited` */
let insider: Record<string, string>;
/** another distributor, not invited */
let outsider: Record<string, string>;
let invited: { id: string; tenantId: string; title: string };

beforeAll(async () => {
  sut = await createTestContext({ goods: 400 });
  const [row] = (
    await sut.database.executeSql<{ id: string; tenant_id: string; title: string }>(
      'select id, tenant_id, title from goods where market = 0 and status = 1 order by id limit 1',
    )
  ).rows;
  if (!row) throw new Error('the seed has no invited goods');
  invited = { id: row.id, tenantId: row.tenant_id, title: row.title };
  const a = await createDistributor(sut);
  const b = await createDistributor(sut);
  await sut.app.services.invitations.link(invited.tenantId, a.tenantId);
  insider = await loginAs(sut, a);
  outsider = await loginAs(sut, b);
});
afterAll(async () => {
  await sut?.close();
});

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: unknown) {
  const response = await sut.app.inject({ method, url, headers, payload: payload as never });
  return { status: response.statusCode, body: response.json() };
}

const search = (keyword: string, headers: Record<string, string> = {}) =>
  call('GET', `/api/goods/good?keyword=${encodeURIComponent(keyword)}&maxResultCount=100`, headers);

describe('bad keywords', () => {
  it('should treat an empty or blank keyword as no keyword', async () => {
    const all = await call('GET', '/api/goods/good?maxResultCount=1');
    for (const keyword of ['', '   ']) {
      const { status, body } = await search(keyword);
      expect(status).toBe(200);
      expect(body.totalCount).toBe(all.body.totalCount);
    }
  });

  it('should refuse a keyword over 100 characters with 400 and say why', async () => {
    const { status, body } = await search('连衣裙'.repeat(34));
    expect(status).toBe(400);
    expect(body.error.message).toBe(KEYWORD_TOO_LONG);
    expect(body.error.validationErrors[0].members).toEqual(['keyword']);
  });

  it('should answer SQL-ish keywords with no goods and no error', async () => {
    for (const keyword of ["' or '1'='1", '1; delete from goods', '") union select * from users --', '\\', '_%_']) {
      const { status, body } = await search(keyword);
      expect(status, keyword).toBe(200);
      expect(body.totalCount, keyword).toBe(0);
    }
    const [left] = (await sut.database.executeSql<{ n: number }>('select count(*)::int n from goods')).rows;
    expect(left?.n).toBe(400);
  });

  it('should answer emoji keywords, alone or beside words, without an error', async () => {
    expect((await search('👗')).body.totalCount).toBe(0);
    const plain = await search('T恤');
    const withEmoji = await search('T恤👕');
    expect(withEmoji.status).toBe(200);
    expect(withEmoji.body.totalCount).toBe(plain.body.totalCount);
  });

  it('should refuse an empty search-history keyword with the spec message', async () => {
    const { status, body } = await call('POST', '/api/goods/search-history', insider, { keyword: '  ' });
    expect(status).toBe(400);
    expect(body.error.message).toBe(Messages.searchKeywordRequired);
  });
});

describe('bad filters', () => {
  it('should refuse a price range whose low end is above its high end', async () => {
    const { status, body } = await call('GET', '/api/goods/good?minPrice=50&maxPrice=10');
    expect(status).toBe(400);
    expect(body.error.message).toBe(PRICE_RANGE_INVALID);
  });

  it.each(['minPrice=-1', 'maxPrice=abc', 'minPrice=99999999', 'categoryId=1.5', 'supplierType=2'])(
    'should refuse %s with 400',
    async (query) => {
      expect((await call('GET', `/api/goods/good?${query}`)).status).toBe(400);
    },
  );
});

describe('unknown ids', () => {
  const unknownTenant = '00000000-0000-4000-8000-000000000000';

  it.each([
    [`/api/goods/good/${unknownTenant}/nope`],
    [`/api/goods/good/lanhai/${unknownTenant}/nope`],
    [`/api/price-control/${unknownTenant}/goods-control-status?goodsId=nope`],
    [`/api/goods/good/supplier-goods-price?tenantId=${unknownTenant}&id=nope`],
    [`/api/goods/statistics/sale-trend?tenantId=${unknownTenant}&goodsId=nope`],
    [`/api/goods/statistics/sku-sale-top?tenantId=${unknownTenant}&goodsId=nope`],
  ])('should answer %s with 404 and the message', async (url) => {
    const { status, body } = await call('GET', url);
    expect(status).toBe(404);
    expect(body.error.message).toBe(GOOD_NOT_FOUND);
  });

  it('should answer 404 for an unknown supplier and 400 for a malformed one', async () => {
    expect((await call('GET', `/api/goods/setting/${unknownTenant}/qty-setting`)).status).toBe(404);
    expect((await call('GET', `/api/goods/statistics/service/${unknownTenant}`)).status).toBe(404);
    expect((await call('GET', '/api/goods/setting/1%27or%271/qty-setting')).status).toBe(400);
    expect((await call('GET', `/api/goods/good/${unknownTenant}/${'a'.repeat(65)}`)).status).toBe(400);
  });

  it('should answer 404 when setting the multiple of an unknown good', async () => {
    const { status } = await call('POST', '/api/goods/good/nope/set-lanhai-daifa-multi', insider, { multi: 1.5 });
    expect(status).toBe(404);
  });
});

describe("another tenant's invited goods", () => {
  const ref = () => `tenantId=${invited.tenantId}&id=${invited.id}`;
  const goodsRef = () => `tenantId=${invited.tenantId}&goodsId=${invited.id}`;
  const lookups = () => [
    `/api/goods/good/${invited.tenantId}/${invited.id}`,
    `/api/price-control/${invited.tenantId}/goods-control-status?goodsId=${invited.id}`,
    `/api/goods/good/supplier-goods-price?${ref()}`,
    `/api/goods/good/my-purchase-price?${ref()}`,
    `/api/goods/statistics/sale-trend?${goodsRef()}`,
    `/api/goods/statistics/sku-sale-top?${goodsRef()}`,
    `/api/price-control/black-shops?${goodsRef()}`,
  ];

  it('should open them to the invited distributor', async () => {
    for (const url of lookups()) expect((await call('GET', url, insider)).status, url).toBe(200);
    const { body } = await call('GET', '/api/goods/good?market=0&maxResultCount=100', insider);
    expect(body.items.map((g: { id: string }) => g.id)).toContain(invited.id);
  });

  it('should answer 404 to any other distributor, never their data', async () => {
    for (const url of lookups()) {
      const { status, body } = await call('GET', url, outsider);
      expect(status, url).toBe(404);
      expect(JSON.stringify(body)).not.toContain(invited.title);
    }
  });

  it('should keep them out of lists, searches, counts and lookups of other distributors', async () => {
    const list = await call('GET', '/api/goods/good?market=0&maxResultCount=100', outsider);
    expect(list.body).toEqual({ totalCount: 0, items: [] });
    const found = await search(invited.title, outsider);
    expect(found.body.items.map((g: { id: string }) => g.id)).not.toContain(invited.id);
    const insiderFound = await search(invited.title, insider);
    expect(insiderFound.body.items.map((g: { id: string }) => g.id)).toContain(invited.id);
    const counts = await call('GET', '/api/platform-goods/category-good-count?market=0', outsider);
    expect(counts.body.items).toEqual([]);
    const channels = await call('POST', '/api/platform-goods/sales-channels', outsider, {
      goodsList: [{ goodsId: invited.id, market: 0 }],
    });
    expect(channels.body.items).toEqual([]);
    const sales = await call('GET', `/api/goods/statistics/sale-count?goodsIds=${invited.id}`, outsider);
    expect(sales.body.items).toEqual([]);
  });

  it('should not let a distributor put a good it cannot see in its view history', async () => {
    await call('GET', `/api/goods/good/${invited.tenantId}/${invited.id}`, outsider);
    const { body } = await call('GET', '/api/goods/view-history', outsider);
    expect(body.totalCount).toBe(0);
  });

  it('should refuse a selling multiple for an invited good, even to the invited distributor', async () => {
    const url = `/api/goods/good/${invited.id}/set-lanhai-daifa-multi`;
    expect((await call('POST', url, outsider, { multi: 2 })).status).toBe(404);
    expect((await call('POST', url, insider, { multi: 2 })).status).toBe(400);
  });
});
