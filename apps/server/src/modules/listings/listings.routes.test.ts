import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { type Listing, StationType, type WhereListed } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { readyShop } from '../../testing/publish-helpers.ts';
import { headersOf } from '../../testing/shop-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

/**
 * The listings registry: every listing a publish makes is entered with its SKUs as sent, the shop, the
 * platform's listing id and merchant code, and read back in 我的铺货 and the where-listed matrix, only
 * by the distributor who made it. Publishes made before the registry are back-filled from their results.
 */

let ctx: TestContext;
let owner: TestDistributor;
let headers: Record<string, string>;
type Good = { id: string; title: string };
let goods: Good[];
let pdd: { shopId: string; platformShopId: string };
let doudian: { shopId: string; platformShopId: string };

const sandbox = () => {
  const box = ctx.app.platformSandbox;
  if (!box) throw new Error('the platform sandbox runs in-process in tests');
  return box.control;
};

async function call(url: string, as = headers, method: 'GET' | 'POST' = 'GET', payload?: object) {
  const response = await ctx.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

async function publishAndFinish(shopIds: string[], goodsIds: string[]) {
  const { body: task } = await call('/api/platform/good/product/publish', headers, 'POST', {
    shopInfos: shopIds.map((shopId) => ({ shopId })),
    items: goodsIds.map((goodId) => ({ goodId, goodsFrom: 3 })),
    market: 2,
  });
  const started = Date.now();
  for (;;) {
    const { body: progress } = await call(`/api/platform/good/product/get-publish-progress?taskId=${task.taskId}`);
    if (progress.progress === 100) return progress;
    if (Date.now() - started > 60_000) throw new Error(`task stuck at ${JSON.stringify(progress)}`);
    await sleep(100);
  }
}

const listingsOf = async (query = '', as = headers) => {
  const { status, body } = await call(`/api/workbench/listings?maxResultCount=100${query}`, as);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { totalCount: number; items: Listing[] };
};

beforeAll(async () => {
  ctx = await createTestContext({ goods: 60 });
  await ctx.app.services.publishing.engine.start();
  owner = await createDistributor(ctx);
  headers = await headersOf(ctx, owner);
  goods = (
    await ctx.database.executeSql<Good>(
      `select id, title from goods
       where status = 1 and market = 2 and supplier_type = 1
         and (sales_channels is null or sales_channels @> array[2, 4]::smallint[])
         and id not in (select goods_id from goods_price_controls)
       order by sale_count desc, id limit 3`,
    )
  ).rows;
  pdd = await readyShop(ctx, owner, StationType.Pdd, { shopName: '登记拼多多店' });
  doudian = await readyShop(ctx, owner, StationType.Doudian, { shopName: '登记抖店' });
  const [a, b] = goods;
  if (!a || !b) throw new Error('no goods');
  expect(await publishAndFinish([pdd.shopId, doudian.shopId], [a.id, b.id])).toMatchObject({ successCount: 4 });
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

describe('我的铺货: the listings a publish made', () => {
  it('should list each listing with the platform’s id, the merchant code and each SKU as the platform got it', async () => {
    const { totalCount, items } = await listingsOf();
    expect(totalCount).toBe(4);
    const onPlatforms = [
      ...sandbox().listings('pdd', pdd.platformShopId),
      ...sandbox().listings('doudian', doudian.platformShopId),
    ];
    expect(onPlatforms).toHaveLength(4);
    for (const listing of items) {
      const held = onPlatforms.find((p) => p.listingId === listing.platformListingId);
      expect(held, listing.platformListingId).toBeDefined();
      // the merchant code is what the platform keeps as the listing's outside id
      expect(listing.merchantCode).toBe(held?.externalId);
      expect(listing.shopName).toBe(listing.shopId === pdd.shopId ? '登记拼多多店' : '登记抖店');
      expect(listing.station).toBe(listing.shopId === pdd.shopId ? StationType.Pdd : StationType.Doudian);
      expect(listing.title).toBe(goods.find((g) => g.id === listing.goodsId)?.title);
      expect(listing.status).toBe(held?.status);
      expect(listing.skus.map((sku) => Math.round(sku.price * 100))).toEqual(held?.skus.map((sku) => sku.priceFen));
      expect(listing.skus.map((sku) => sku.stock)).toEqual(held?.skus.map((sku) => sku.stock));
      // the template's formula is 150% + 2 yuan over the supply price
      for (const sku of listing.skus) expect(sku.price).toBeGreaterThan(sku.supplyPrice);
      expect(listing.minPrice).toBe(Math.min(...listing.skus.map((sku) => sku.groupPrice ?? sku.price)));
    }
  });

  it('should filter by shop, platform, status and a part of the title', async () => {
    const [a] = goods as [Good];
    expect((await listingsOf(`&shopId=${pdd.shopId}`)).items.map((l) => l.shopId)).toEqual([pdd.shopId, pdd.shopId]);
    expect((await listingsOf(`&station=${StationType.Doudian}`)).totalCount).toBe(2);
    expect((await listingsOf('&status=removed')).totalCount).toBe(0);
    expect((await listingsOf(`&goodsId=${encodeURIComponent(a.id)}`)).totalCount).toBe(2);
    const part = [...a.title].slice(0, 4).join('');
    const byTitle = await listingsOf(`&keyword=${encodeURIComponent(part)}`);
    expect(byTitle.items.every((l) => l.title?.includes(part))).toBe(true);
    expect(byTitle.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('should page newest first', async () => {
    const first = await call('/api/workbench/listings?skipCount=0&maxResultCount=3');
    const second = await call('/api/workbench/listings?skipCount=3&maxResultCount=3');
    expect(first.body.items).toHaveLength(3);
    expect(second.body.items).toHaveLength(1);
    const times = [...first.body.items, ...second.body.items].map((l: Listing) => l.publishedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('should refuse bad filters with a 400, never a 500', async () => {
    expect((await call('/api/workbench/listings?status=sold')).status).toBe(400);
    expect((await call('/api/workbench/listings?shopId=not-a-uuid')).status).toBe(400);
    expect((await call('/api/workbench/listings/where-listed?goodsIds=')).status).toBe(400);
  });
});

describe('the where-listed matrix', () => {
  it('should say, per good and shop, how many listings the platforms hold', async () => {
    const [a, b, unlisted] = goods as [Good, Good, Good];
    const { status, body } = await call(
      `/api/workbench/listings/where-listed?goodsIds=${[a.id, b.id, unlisted.id].map(encodeURIComponent).join(',')}`,
    );
    expect(status).toBe(200);
    const matrix = body as WhereListed;
    // the columns go platform by platform
    const byPlatform = [
      { station: StationType.Pdd, shopName: '登记拼多多店' },
      { station: StationType.Doudian, shopName: '登记抖店' },
    ].sort((x, y) => x.station - y.station);
    expect(matrix.shops.map(({ station, shopName }) => ({ station, shopName }))).toEqual(byPlatform);
    expect((await call('/api/workbench/listing-shops')).body).toEqual({ items: matrix.shops });
    const cell = (goodsId: string, shopId: string) =>
      matrix.cells.find((c) => c.goodsId === goodsId && c.shopId === shopId);
    for (const good of [a, b]) {
      for (const shopId of [pdd.shopId, doudian.shopId]) expect(cell(good.id, shopId)?.listed).toBe(1);
    }
    expect(matrix.cells.filter((c) => c.goodsId === unlisted.id)).toEqual([]);
  });

  it('should count a second publish of a good to the same shop as a second listing', async () => {
    const [a] = goods as [Good];
    await publishAndFinish([pdd.shopId], [a.id]);
    const { body } = await call(`/api/workbench/listings/where-listed?goodsIds=${encodeURIComponent(a.id)}`);
    expect((body as WhereListed).cells.find((c) => c.shopId === pdd.shopId)?.listed).toBe(2);
  });
});

describe('another distributor', () => {
  it('should see none of these listings, by any filter or good', async () => {
    const other = await createDistributor(ctx);
    const otherHeaders = await headersOf(ctx, other);
    expect(await listingsOf('', otherHeaders)).toEqual({ totalCount: 0, items: [] });
    expect((await listingsOf(`&shopId=${pdd.shopId}`, otherHeaders)).totalCount).toBe(0);
    const ids = goods.map((g) => encodeURIComponent(g.id)).join(',');
    const { body } = await call(`/api/workbench/listings/where-listed?goodsIds=${ids}`, otherHeaders);
    expect(body).toEqual({ shops: [], cells: [] });
  });

  it('should ask a guest to sign in', async () => {
    expect((await call('/api/workbench/listings', {})).status).toBe(401);
  });
});

describe('publishes made before the registry', () => {
  it('should be back-filled from their results by the migration', async () => {
    const before = await listingsOf();
    await ctx.database.executeSql('delete from listings where tenant_id = $1', [owner.tenantId]);
    expect((await listingsOf()).totalCount).toBe(0);
    const migration = readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle/0021_listings_registry.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toMatch(/INSERT INTO "listings"/);
    await ctx.database.executeSql(backfill);
    const after = await listingsOf();
    expect(after.totalCount).toBe(before.totalCount);
    const key = (l: Listing) => `${l.shopId}|${l.platformListingId}|${l.merchantCode}|${l.goodsId}|${l.status}`;
    expect(after.items.map(key).sort()).toEqual(before.items.map(key).sort());
    expect(after.items.map((l) => [l.minPrice, l.maxPrice]).sort()).toEqual(
      before.items.map((l) => [l.minPrice, l.maxPrice]).sort(),
    );
  });
});
