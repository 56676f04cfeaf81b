import { GOOD_REF_MISMATCH } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { goodsRef, invite, pickGoods, requester, type TestGood } from '../../testing/trade-helpers.ts';
import { GOOD_NOT_FOUND } from '../catalogue/index.ts';

let sut: TestContext;
let call: ReturnType<typeof requester>;
let asA: Record<string, string>;
let asB: Record<string, string>;
let tenantA: string;
let blueOcean: TestGood[];
let alibaba: TestGood[];
let invited: TestGood;

const BASE = '/api/goods/good';

beforeAll(async () => {
  sut = await createTestContext({ goods: 400 });
  call = requester(sut);
  const a = await createDistributor(sut);
  const b = await createDistributor(sut);
  tenantA = a.tenantId;
  asA = await loginAs(sut, a);
  asB = await loginAs(sut, b);
  blueOcean = await pickGoods(sut, { supplierType: 1, market: 2 }, 12);
  alibaba = await pickGoods(sut, { supplierType: 4 }, 3);
  [invited] = (await pickGoods(sut, { supplierType: 1, market: 0 })) as [TestGood];
});
afterAll(async () => {
  await sut?.close();
});

const collect = (good: TestGood, headers = asA) => call('POST', `${BASE}/goods-collect`, headers, goodsRef(good));
const uncollect = (good: TestGood, headers = asA) =>
  call('POST', `${BASE}/cancel-goods-collect`, headers, goodsRef(good));
const ids = async (headers = asA) => (await call('GET', `${BASE}/goods-collect-ids`, headers)).body as string[];
const counts = async (query = '', headers = asA) =>
  (await call('GET', `${BASE}/goods-collect-count${query}`, headers)).body;

describe('collecting goods', () => {
  it('should collect a blue-ocean good and list it with its current prices', async () => {
    const good = blueOcean[0] as TestGood;
    expect((await collect(good)).status).toBe(200);
    expect(await ids()).toEqual([good.id]);
    const list = await call('GET', `${BASE}/goods-collect-list?skipCount=1&maxResultCount=10`, asA);
    expect(list.body.totalCount).toBe(1);
    const detail = await call('GET', `${BASE}/${good.tenantId}/${good.id}`, asA);
    expect(list.body.items[0]).toEqual({
      goodsId: good.id,
      goodsTenantId: good.tenantId,
      supplierType: 1,
      market: 2,
      title: good.title,
      imgUrl: detail.body.imgUrl,
      // the supply (代发) price range, as the market and the detail show it
      minLevelPrice: Math.min(...detail.body.skus.map((s: { daifaPrice: number }) => s.daifaPrice)),
      maxLevelPrice: Math.max(...detail.body.skus.map((s: { daifaPrice: number }) => s.daifaPrice)),
      brandId: detail.body.brand?.id ?? null,
      isOnline: true,
    });
  });

  it('should collect a good only once however often it is sent', async () => {
    const good = blueOcean[0] as TestGood;
    await collect(good);
    await collect(good);
    expect((await counts()).totalCount).toBe(1);
  });

  it('should uncollect, and accept uncollecting again without error', async () => {
    const good = blueOcean[0] as TestGood;
    expect((await uncollect(good)).status).toBe(200);
    expect(await ids()).toEqual([]);
    expect((await uncollect(good)).status).toBe(200);
  });

  it("should refuse another supplier's invited good until that supplier invites the distributor", async () => {
    const refused = await collect(invited);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(GOOD_NOT_FOUND);
    expect(await ids()).toEqual([]);
    await invite(sut, invited.tenantId, tenantA);
    expect((await collect(invited)).status).toBe(200);
    expect(await ids()).toEqual([invited.id]);
  });

  it('should refuse a kind or market that does not match the good, changing nothing', async () => {
    const good = blueOcean[1] as TestGood;
    const wrongKind = await call('POST', `${BASE}/goods-collect`, asA, { ...goodsRef(good), supplierType: 4 });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.error.message).toBe(GOOD_REF_MISMATCH);
    const wrongMarket = await call('POST', `${BASE}/goods-collect`, asA, { ...goodsRef(good), market: 0 });
    expect(wrongMarket.status).toBe(400);
    expect(await ids()).not.toContain(good.id);
  });

  it('should refuse a good named with another supplier tenant', async () => {
    const good = blueOcean[1] as TestGood;
    const response = await call('POST', `${BASE}/goods-collect`, asA, {
      ...goodsRef(good),
      tenantId: (alibaba[0] as TestGood).tenantId,
    });
    expect(response.status).toBe(404);
  });

  it('should refuse an offline good', async () => {
    const [offline] = await pickGoods(sut, { supplierType: 1, status: 0 });
    const response = await collect(offline as TestGood);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(GOOD_NOT_FOUND);
  });

  it.each([
    [{}, 'goodsId'],
    [{ goodsId: 'x', tenantId: 'nope', supplierType: 1, market: 2 }, 'tenantId'],
    [{ goodsId: 'x', tenantId: '00000000-0000-4000-8000-000000000000', supplierType: 3, market: 2 }, 'supplierType'],
  ])('should refuse a malformed body %j with 400', async (body, member) => {
    const response = await call('POST', `${BASE}/goods-collect`, asA, body);
    expect(response.status).toBe(400);
    expect(response.body.error.validationErrors[0].members).toEqual([member]);
  });

  it('should ask a guest to log in', async () => {
    expect((await collect(blueOcean[0] as TestGood, {})).status).toBe(401);
    expect((await call('GET', `${BASE}/goods-collect-ids`, {})).status).toBe(401);
  });
});

describe('the collect drawer lists', () => {
  beforeAll(async () => {
    for (const good of [...blueOcean, ...alibaba]) await collect(good);
  });

  it('should count per kind: invited as normal, blue ocean as lanhai, 1688 as alibaba', async () => {
    expect(await counts()).toEqual({
      totalCount: blueOcean.length + alibaba.length + 1,
      normalCount: 1,
      lanhaiCount: blueOcean.length,
      alibabaCount: alibaba.length,
    });
  });

  it('should filter each tab and page by page number, ten to a page', async () => {
    const page = (query: string) => call('GET', `${BASE}/goods-collect-list?${query}`, asA);
    const first = await page('SupplierType=1&market=2&skipCount=1');
    const second = await page('SupplierType=1&market=2&skipCount=2');
    expect(first.body.totalCount).toBe(12);
    expect(first.body.items).toHaveLength(10);
    expect(second.body.items).toHaveLength(2);
    const seen = [...first.body.items, ...second.body.items].map((g: { goodsId: string }) => g.goodsId);
    expect(new Set(seen)).toEqual(new Set(blueOcean.map((g) => g.id)));
    const onlyAlibaba = await page('SupplierType=4');
    expect(onlyAlibaba.body.items.map((g: { goodsId: string }) => g.goodsId).sort()).toEqual(
      alibaba.map((g) => g.id).sort(),
    );
    const onlyInvited = await page('SupplierType=1&market=0');
    expect(onlyInvited.body.items.map((g: { goodsId: string }) => g.goodsId)).toEqual([invited.id]);
  });

  it('should find collected goods by a part of their name, in the list and the counts', async () => {
    const good = alibaba[0] as TestGood;
    const part = good.title.slice(2, 6);
    const list = await call('GET', `${BASE}/goods-collect-list?title=${encodeURIComponent(part)}`, asA);
    expect(list.body.items.map((g: { goodsId: string }) => g.goodsId)).toContain(good.id);
    for (const item of list.body.items) expect(item.title).toContain(part);
    expect((await counts(`?title=${encodeURIComponent(part)}`)).totalCount).toBe(list.body.totalCount);
    const wildcard = await call('GET', `${BASE}/goods-collect-list?title=${encodeURIComponent('%')}`, asA);
    expect(wildcard.body.totalCount).toBe(0);
  });

  it('should show the good as offline once the supplier takes it down', async () => {
    const good = blueOcean[2] as TestGood;
    await sut.database.executeSql('update goods set status = 0 where id = $1', [good.id]);
    const list = await call('GET', `${BASE}/goods-collect-list?SupplierType=1&market=2&maxResultCount=100`, asA);
    const item = list.body.items.find((g: { goodsId: string }) => g.goodsId === good.id);
    expect(item.isOnline).toBe(false);
    await sut.database.executeSql('update goods set status = 1 where id = $1', [good.id]);
  });

  it("should keep one distributor's collection from another", async () => {
    expect(await ids(asB)).toEqual([]);
    expect((await counts('', asB)).totalCount).toBe(0);
    await uncollect(blueOcean[3] as TestGood, asB);
    expect(await ids()).toContain((blueOcean[3] as TestGood).id);
  });

  it.each(['skipCount=0', 'skipCount=abc', 'SupplierType=2', 'market=1'])(
    'should refuse the query %s with 400',
    async (query) => {
      expect((await call('GET', `${BASE}/goods-collect-list?${query}`, asA)).status).toBe(400);
    },
  );
});
