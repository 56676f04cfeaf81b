import { ALIBABA_UNAVAILABLE, OFFER_NOT_FOUND, OFFER_URL_INVALID } from '@puhuo/domain';
import type { AlibabaOfferSource, AlibabaOfferSummary, SandboxControl } from '@puhuo/platforms';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { type AlibabaOfferSyncService, AlibabaUnavailableError } from './alibaba-offer-sync.service.ts';

const DETAIL_TTL_MS = 60 * 60_000;

let sut: TestContext;
let offers: AlibabaOfferSyncService;
let source: AlibabaOfferSource;
let sandbox: SandboxControl;
let asDistributor: Record<string, string>;
/** the first page of the 1688 selection, as the sandbox serves it */
let firstPage: AlibabaOfferSummary[];

beforeAll(async () => {
  sut = await createTestContext({
    goods: 120,
    config: { alibabaSync: { cron: '0 * * * *', pages: 1, detailTtlMs: DETAIL_TTL_MS, recheckLimit: 200 } },
  });
  const service = sut.app.services.alibabaOffers;
  const offerSource = sut.app.services.platforms.alibabaOfferSource();
  const control = sut.app.platformSandbox?.control;
  if (!service || !offerSource || !control) throw new Error('the 1688 offer source is not wired');
  offers = service;
  source = offerSource;
  sandbox = control;
  asDistributor = await loginAs(sut, await createDistributor(sut));
  firstPage = (await source.listOffers({ page: 1, pageSize: 50 })).items;
});
afterAll(async () => {
  await sut?.close();
});
afterEach(() => {
  sandbox.resetFaults('alibaba');
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await sut.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

async function byUrl(url: unknown, headers: Record<string, string> = asDistributor) {
  const response = await sut.app.inject({
    method: 'POST',
    url: '/api/platform-goods/alibaba/offer-by-url',
    headers,
    payload: { url },
  });
  return { status: response.statusCode, body: response.json() };
}

const searchIds = async (keyword: string) =>
  (await get(`/api/goods/good?supplierType=4&maxResultCount=50&keyword=${encodeURIComponent(keyword)}`)).body.items.map(
    (g: { id: string }) => g.id,
  );

const total1688 = async () => (await get('/api/goods/good?supplierType=4&maxResultCount=1')).body.totalCount as number;

/** every cached 1688 good and SKU row, to compare two syncs */
async function cacheSnapshot() {
  const { rows: goodsRows } = await sut.database.executeSql(
    'select g.* from goods g join alibaba_offers o on o.goods_id = g.id order by g.id',
  );
  const { rows: skuRows } = await sut.database.executeSql(
    'select s.* from goods_skus s join alibaba_offers o on o.goods_id = s.goods_id order by s.id',
  );
  const { rows: counts } = await sut.database.executeSql('select * from goods_listing_counts order by 1, 2, 3, 4');
  return { goodsRows, skuRows, counts };
}

describe('AlibabaOfferSyncService and the 1688 selection', () => {
  it('should bring the first 1688 offers into the 1688 market list, with their SKUs and images', async () => {
    const before = await total1688();
    const report = await offers.syncAll();
    expect(report.listed).toBe(50);
    expect(report.changed).toBe(50);
    expect(await total1688()).toBe(before + 50);

    const offer = firstPage[0];
    if (!offer) throw new Error('no offer');
    expect(await searchIds(offer.title)).toContain(`alibaba-${offer.offerId}`);
    const full = await source.getOffer(offer.offerId);
    const listed = (
      await get(`/api/goods/good?supplierType=4&maxResultCount=50&keyword=${encodeURIComponent(offer.title)}`)
    ).body.items.find((g: { id: string }) => g.id === `alibaba-${offer.offerId}`);
    // the company comes with the offer's detail (1688's search answer has none)
    expect(listed).toMatchObject({ title: offer.title, supplierType: 4, supplierName: full?.supplierName });
    const detail = await get(`/api/goods/good/${listed.tenantId}/alibaba-${offer.offerId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.skus).toHaveLength(full?.skus.length ?? -1);
    expect(detail.body.skus[0].daifaPrice).toBe((full?.skus[0]?.daifaPriceFen ?? 0) / 100);
    expect(detail.body.images[0]).toMatch(/^\/sandbox\/alibaba\/img\//);
    const image = await sut.app.inject({ method: 'GET', url: detail.body.images[0] });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('should change nothing when the same offers are synced again', async () => {
    const before = await cacheSnapshot();
    const report = await offers.syncAll();
    expect(report).toMatchObject({ listed: 50, detailsRead: 0, changed: 0 });
    expect(await cacheSnapshot()).toEqual(before);
  });

  it('should take offers off the 1688 list when 1688 took them off the shelf or deleted them', async () => {
    const [shelved, deleted] = firstPage;
    if (!shelved || !deleted) throw new Error('no offers');
    const before = await total1688();
    sandbox.setOfferStatus(shelved.offerId, 'offline');
    sandbox.setOfferStatus(deleted.offerId, 'removed');
    const report = await offers.syncAll();
    expect(report).toMatchObject({ offline: 1, removed: 1 });
    // the list moved up by two offers, which are new to the cache
    expect(await total1688()).toBe(before);
    expect(await searchIds(shelved.title)).not.toContain(`alibaba-${shelved.offerId}`);
    expect(await searchIds(deleted.title)).not.toContain(`alibaba-${deleted.offerId}`);
    const { rows } = await sut.database.executeSql<{ id: string; status: number }>(
      `select id, status from goods where id in ('alibaba-${shelved.offerId}', 'alibaba-${deleted.offerId}')`,
    );
    expect(rows.map((r) => r.status)).toEqual([0, 0]);
  });
});

describe('a sync run when 1688 is down', () => {
  it('should fail the run and keep serving the cached 1688 goods', async () => {
    const before = await total1688();
    sandbox.setFaults('alibaba', { down: true });
    await expect(offers.syncAll()).rejects.toThrow(AlibabaUnavailableError);
    expect(await total1688()).toBe(before);
  });
});

describe('POST /api/platform-goods/alibaba/offer-by-url', () => {
  it('should read a pasted 1688 offer into the selection and answer the good to open', async () => {
    const { items } = await source.listOffers({ page: 30, pageSize: 50 });
    const offer = items[0];
    if (!offer) throw new Error('no offer');
    const answer = await byUrl(`https://detail.1688.com/offer/${offer.offerId}.html?spm=a26352.13672862`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: `alibaba-${offer.offerId}`, tenantId: expect.any(String) });
    const detail = await get(`/api/goods/good/${answer.body.tenantId}/${answer.body.id}`, asDistributor);
    expect(detail.body).toMatchObject({ title: offer.title, supplierType: 4, status: 1 });
    expect(detail.body.supplier.companyName).toBe((await source.getOffer(offer.offerId))?.supplierName);
    // a second paste of the same offer finds the same good
    expect((await byUrl(`detail.1688.com/offer/${offer.offerId}.html`)).body).toEqual(answer.body);
  });

  it('should refuse what is not a 1688 offer address with a clear message', async () => {
    for (const url of ['https://item.taobao.com/item.htm?id=712345678901', '随便写的', '']) {
      const answer = await byUrl(url);
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(OFFER_URL_INVALID);
    }
  });

  it('should answer 404 for an offer 1688 does not have', async () => {
    const answer = await byUrl('https://detail.1688.com/offer/123456789012.html');
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(OFFER_NOT_FOUND);
  });

  it('should ask a guest to log in', async () => {
    const offer = firstPage[5];
    expect((await byUrl(`https://detail.1688.com/offer/${offer?.offerId}.html`, {})).status).toBe(401);
  });

  it('should say 1688 cannot be reached when it is down, never a 500', async () => {
    sandbox.setFaults('alibaba', { down: true });
    const answer = await byUrl(`https://detail.1688.com/offer/${firstPage[6]?.offerId}.html`);
    expect(answer.status).toBe(503);
    expect(answer.body.error.message).toBe(ALIBABA_UNAVAILABLE);
  });
});

describe('opening a cached 1688 good', () => {
  it('should serve the cached copy when 1688 is down, and read it again once the copy is stale', async () => {
    const offer = firstPage[10];
    if (!offer) throw new Error('no offer');
    const good = await byUrl(`https://detail.1688.com/offer/${offer.offerId}.html`);
    const url = `/api/goods/good/${good.body.tenantId}/${good.body.id}`;
    sut.clock.advance(DETAIL_TTL_MS + 1);
    sandbox.setFaults('alibaba', { down: true });
    const served = await get(url);
    expect(served.status).toBe(200);
    expect(served.body).toMatchObject({ title: offer.title, status: 1 });

    sandbox.resetFaults('alibaba');
    sandbox.setOfferStatus(offer.offerId, 'offline');
    expect((await get(url)).body.status).toBe(0);
    expect(await searchIds(offer.title)).not.toContain(good.body.id);
  });
});
