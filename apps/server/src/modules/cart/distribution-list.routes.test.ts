import { Messages, SELECT_AT_MOST } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { goodsRef, pickGoods, requester, type TestGood } from '../../testing/trade-helpers.ts';
import { GOOD_NOT_FOUND } from '../catalogue/index.ts';

let sut: TestContext;
let call: ReturnType<typeof requester>;
let asA: Record<string, string>;
let asB: Record<string, string>;
let blueOcean: TestGood[];
let alibaba: TestGood[];

const PATH = '/api/goods/cart';

beforeAll(async () => {
  sut = await createTestContext({ goods: 400 });
  call = requester(sut);
  asA = await loginAs(sut, await createDistributor(sut));
  asB = await loginAs(sut, await createDistributor(sut));
  blueOcean = await pickGoods(sut, { supplierType: 1, market: 2 }, 28);
  alibaba = await pickGoods(sut, { supplierType: 4 }, 4);
  for (const good of [...blueOcean, ...alibaba]) {
    const added = await call('POST', PATH, asA, goodsRef(good));
    if (added.status !== 200) throw new Error(JSON.stringify(added.body));
  }
});
afterAll(async () => {
  await sut?.close();
});

const listItems = async (query: string, headers = asA) => (await call('GET', `${PATH}?${query}`, headers)).body;
const deleteIds = (ids: string[], headers = asA) =>
  call('DELETE', `${PATH}?${ids.map((id) => `ids=${id}`).join('&')}`, headers);

describe('the distribution list', () => {
  it('should list added goods newest first with their wholesale and dropshipping prices', async () => {
    const { totalCount, items } = await listItems('maxResultCount=100');
    expect(totalCount).toBe(32);
    expect(items[0].goodsId).toBe(alibaba[3]?.id);
    const detail = await call('GET', `/api/goods/good/${alibaba[3]?.tenantId}/${alibaba[3]?.id}`, asA);
    expect(items[0]).toMatchObject({
      goodsId: alibaba[3]?.id,
      supplierType: 4,
      price: detail.body.minPrice,
      settlePrice: Math.min(...detail.body.skus.map((s: { daifaPrice: number }) => s.daifaPrice)),
      isOnline: true,
    });
  });

  it('should add a good only once', async () => {
    await call('POST', PATH, asA, goodsRef(blueOcean[0] as TestGood));
    expect((await listItems('')).totalCount).toBe(32);
  });

  it('should count per kind and filter the tabs: all, blue sea, 1688, internal invite', async () => {
    const counts = (await call('GET', `${PATH}/all-count`, asA)).body;
    expect(counts).toEqual({ totalCount: 32, normalCount: 0, lanhaiCount: 28, alibabaCount: 4 });
    expect((await listItems('supplierTypes=1&supplierTypes=4')).totalCount).toBe(32);
    expect((await listItems('supplierTypes=1&market=2')).totalCount).toBe(28);
    expect((await listItems('supplierTypes=4')).totalCount).toBe(4);
    expect((await listItems('supplierTypes=1&market=0')).totalCount).toBe(0);
  });

  it('should give the good ids of the chosen kinds', async () => {
    const ids = (await call('GET', `${PATH}/good-ids?supplierTypes=4`, asA)).body;
    expect([...ids].sort()).toEqual(alibaba.map((g) => g.id).sort());
    const all = (await call('GET', `${PATH}/good-ids?supplierTypes=1,4`, asA)).body;
    expect(all).toHaveLength(32);
  });

  it('should search by part of the title', async () => {
    const part = (blueOcean[5] as TestGood).title.slice(1, 5);
    const { items } = await listItems(`title=${encodeURIComponent(part)}`);
    expect(items.map((i: { goodsId: string }) => i.goodsId)).toContain(blueOcean[5]?.id);
    for (const item of items) expect(item.title).toContain(part);
  });

  it("should refuse a good of another supplier's private (invited) market", async () => {
    const [invited] = await pickGoods(sut, { supplierType: 1, market: 0 });
    const response = await call('POST', PATH, asA, goodsRef(invited as TestGood));
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(GOOD_NOT_FOUND);
    expect((await call('GET', `${PATH}/all-count`, asA)).body.normalCount).toBe(0);
  });

  it("should say 'please select goods' when deleting nothing", async () => {
    const response = await call('DELETE', PATH, asA);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(Messages.selectGoods);
  });

  it('should refuse a 31st selected good and delete nothing', async () => {
    const { items } = await listItems('maxResultCount=31');
    const response = await deleteIds(items.map((i: { id: string }) => i.id));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(SELECT_AT_MOST);
    expect((await listItems('')).totalCount).toBe(32);
  });

  it("should not delete another distributor's lines", async () => {
    const { items } = await listItems('maxResultCount=2');
    const response = await deleteIds(
      items.map((i: { id: string }) => i.id),
      asB,
    );
    expect(response.body.deletedCount).toBe(0);
    expect((await listItems('')).totalCount).toBe(32);
    expect((await listItems('', asB)).totalCount).toBe(0);
  });

  it('should delete 30 selected goods at once', async () => {
    const { items } = await listItems('maxResultCount=30');
    const response = await deleteIds(items.map((i: { id: string }) => i.id));
    expect(response.body).toEqual({ success: true, deletedCount: 30 });
    expect((await listItems('')).totalCount).toBe(2);
  });

  it('should refuse malformed ids and ask guests to log in', async () => {
    expect((await deleteIds(['not-a-uuid'])).status).toBe(400);
    expect((await call('GET', PATH, {})).status).toBe(401);
    expect((await call('POST', PATH, {}, goodsRef(blueOcean[0] as TestGood))).status).toBe(401);
  });
});
