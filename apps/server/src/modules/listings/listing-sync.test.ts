import { setTimeout as sleep } from 'node:timers/promises';
import { applyPriceFormula, DEFAULT_SYNC_POLICY, type Listing, StationType, type SyncPolicy } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { settled, syncNotices } from '../../testing/listing-helpers.ts';
import { readyShop } from '../../testing/publish-helpers.ts';
import { headersOf } from '../../testing/shop-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

/**
 * Supplier changes reach the listings they concern: a change to a good's stock, drop-ship price or status
 * is noted in the outbox by the database in the same transaction, and the fan-out gives every listing of the
 * good the decision its shop's sync policy comes to, from the good as it is then.
 */

let ctx: TestContext;
let owner: TestDistributor;
let headers: Record<string, string>;
let goodsIds: string[];
let shopId: string;

async function call(url: string, method: 'GET' | 'PUT' | 'POST' = 'GET', payload?: object, as = headers) {
  const response = await ctx.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}

async function publishAndFinish(shop: string, ids: string[], as = headers) {
  const { body: task } = await call(
    '/api/platform/good/product/publish',
    'POST',
    { shopInfos: [{ shopId: shop }], items: ids.map((goodId) => ({ goodId, goodsFrom: 3 })), market: 2 },
    as,
  );
  for (const started = Date.now(); ; await sleep(100)) {
    const { body } = await call(
      `/api/platform/good/product/get-publish-progress?taskId=${task.taskId}`,
      'GET',
      undefined,
      as,
    );
    if (body.progress === 100) return body;
    if (Date.now() - started > 60_000) throw new Error('publish stuck');
  }
}

const listingOf = async (goodsId: string, as = headers): Promise<Listing> => {
  const { body } = await call(`/api/workbench/listings?goodsId=${encodeURIComponent(goodsId)}`, 'GET', undefined, as);
  return body.items[0];
};

/** waits for the fan-out (running as the server runs it) to answer the change */
const setPolicy = (policy: Partial<SyncPolicy>) =>
  call(`/api/workbench/shops/${shopId}/sync-policy`, 'PUT', { ...DEFAULT_SYNC_POLICY, ...policy });

const skusOf = (goodsId: string) =>
  ctx.database.executeSql<{ id: string; daifa_price_fen: number; stock: number }>(
    'select id, daifa_price_fen, stock from goods_skus where goods_id = $1 order by sort, id',
    [goodsId],
  );

beforeAll(async () => {
  ctx = await createTestContext({ goods: 60 });
  await ctx.app.services.publishing.engine.start();
  ctx.app.services.syncFanOut.start();
  owner = await createDistributor(ctx);
  headers = await headersOf(ctx, owner);
  goodsIds = (
    await ctx.database.executeSql<{ id: string }>(
      `select id from goods where status = 1 and market = 2 and supplier_type = 1
         and (sales_channels is null or sales_channels @> array[4]::smallint[])
         and id not in (select goods_id from goods_price_controls)
       order by sale_count desc, id limit 6`,
    )
  ).rows.map((r) => r.id);
  ({ shopId } = await readyShop(ctx, owner, StationType.Doudian, { shopName: '同步抖店' }));
  expect(await publishAndFinish(shopId, goodsIds)).toMatchObject({ successCount: goodsIds.length });
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

describe('a shop’s sync policy', () => {
  it('should be the default until set, and refuse another distributor’s shop', async () => {
    expect((await call(`/api/workbench/shops/${shopId}/sync-policy`)).body).toEqual(DEFAULT_SYNC_POLICY);
    const saved = await setPolicy({ priceChange: 'reprice', marginFloor: 1.5 });
    expect(saved.status).toBe(200);
    expect((await call(`/api/workbench/shops/${shopId}/sync-policy`)).body).toMatchObject({ marginFloor: 1.5 });
    const other = await headersOf(ctx, await createDistributor(ctx));
    expect((await call(`/api/workbench/shops/${shopId}/sync-policy`, 'GET', undefined, other)).status).toBe(404);
    expect((await call(`/api/workbench/shops/${shopId}/sync-policy`, 'PUT', DEFAULT_SYNC_POLICY, other)).status).toBe(
      404,
    );
    expect((await call(`/api/workbench/shops/${shopId}/sync-policy`, 'PUT', { outOfStock: 'burn' })).status).toBe(400);
  });
});

describe('a supplier change', () => {
  it('should reprice the listing by its template’s formula when the policy says reprice', async () => {
    await setPolicy({ priceChange: 'reprice' });
    const goodsId = goodsIds[0] as string;
    const before = await listingOf(goodsId);
    const [sku] = (await skusOf(goodsId)).rows;
    if (!sku) throw new Error('no sku');
    await ctx.database.executeSql('update goods_skus set daifa_price_fen = daifa_price_fen + 300 where id = $1', [
      sku.id,
    ]);
    const after = await settled(
      () => listingOf(goodsId),
      (l) => l.pendingSync !== null,
    );
    const listed = before.skus.find((s) => s.skuId === sku.id);
    if (!listed) throw new Error('sku not listed');
    // the listing was priced 150% + 2 yuan over the supply price: the new price follows the new supply price
    const expected = applyPriceFormula(sku.daifa_price_fen + 300, { percent: 150, amountFen: 200, precision: 2 });
    expect(after.pendingSync?.prices).toEqual([
      { skuId: sku.id, priceFen: expected, groupPriceFen: null, supplyPriceFen: sku.daifa_price_fen + 300 },
    ]);
    expect(after.pendingSync?.delist).toBeNull();
  });

  it('should set a SKU’s stock to 0 when the supplier runs out, and delist when the good goes offline', async () => {
    await setPolicy({});
    const [soldOutGood, offlineGood] = goodsIds.slice(1, 3) as [string, string];
    const [sku] = (await skusOf(soldOutGood)).rows;
    await ctx.database.executeSql('update goods_skus set stock = 0 where id = $1', [sku?.id]);
    await ctx.database.executeSql('update goods set status = 0 where id = $1', [offlineGood]);
    const soldOut = await settled(
      () => listingOf(soldOutGood),
      (l) => l.pendingSync !== null,
    );
    expect(soldOut.pendingSync?.stock).toEqual([{ skuId: sku?.id, stock: 0 }]);
    const offline = await settled(
      () => listingOf(offlineGood),
      (l) => l.pendingSync !== null,
    );
    expect(offline.pendingSync?.delist).toBe('offline');
  });

  it('should hold a price that would fall under the margin floor, and tell the distributor', async () => {
    await setPolicy({ priceChange: 'notify', marginFloor: 5 });
    const goodsId = goodsIds[3] as string;
    const before = await listingOf(goodsId);
    const [listed] = before.skus;
    if (!listed) throw new Error('no sku');
    // the supplier raises the price to 1 yuan under what the listing sells at: a margin under the 5-yuan floor
    const raisedFen = Math.round(listed.price * 100) - 100;
    await ctx.database.executeSql('update goods_skus set daifa_price_fen = $2 where id = $1', [
      listed.skuId,
      raisedFen,
    ]);
    const after = await settled(
      () => listingOf(goodsId),
      (l) => l.syncNote !== null,
    );
    expect(after.syncNote).toBe('heldBelowFloor');
    expect(after.pendingSync).toBeNull();
    const told = await settled(
      () => syncNotices(ctx, owner.tenantId),
      (contents) => contents.length > 0,
    );
    expect(told).toEqual([`「${after.title}」供货价变动后售价将低于保底利润，店铺「同步抖店」已保持原售价`]);
  });

  it('should come to one decision from the latest values when a good changes again and again', async () => {
    await setPolicy({ priceChange: 'reprice' });
    const goodsId = goodsIds[4] as string;
    const [sku] = (await skusOf(goodsId)).rows;
    if (!sku) throw new Error('no sku');
    await ctx.app.services.syncFanOut.stop();
    try {
      for (const step of [100, 200, 300, 400, 500]) {
        await ctx.database.executeSql('update goods_skus set daifa_price_fen = $2 where id = $1', [
          sku.id,
          sku.daifa_price_fen + step,
        ]);
      }
      const { rows } = await ctx.database.executeSql<{ version: number; handled: number }>(
        'select version::int as version, handled_version::int as handled from goods_changes where goods_id = $1',
        [goodsId],
      );
      expect(rows[0]?.version).toBeGreaterThanOrEqual((rows[0]?.handled ?? 0) + 5);
      // one pass handles the good once, at its latest price
      expect(await ctx.app.services.syncFanOut.pass()).toBeGreaterThanOrEqual(1);
    } finally {
      ctx.app.services.syncFanOut.start();
    }
    const after = await listingOf(goodsId);
    const expected = applyPriceFormula(sku.daifa_price_fen + 500, { percent: 150, amountFen: 200, precision: 2 });
    expect(after.pendingSync?.prices).toEqual([
      { skuId: sku.id, priceFen: expected, groupPriceFen: null, supplyPriceFen: sku.daifa_price_fen + 500 },
    ]);
  });

  it('should follow a supplier’s edit at the suppliers’ desk (demo mode), and refuse an unknown good', async () => {
    await setPolicy({ outOfStock: 'delist' });
    const goodsId = goodsIds[5] as string;
    const skus = (await skusOf(goodsId)).rows;
    const desk = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, payload, remoteAddress: '127.0.0.1' });
    const edited = await desk(`/sandbox/supplier/goods/${encodeURIComponent(goodsId)}`, {
      skus: skus.map((sku) => ({ skuId: sku.id, stock: 0 })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await settled(
      () => listingOf(goodsId),
      (l) => l.pendingSync !== null,
    );
    expect(after.pendingSync?.delist).toBe('outOfStock');
    expect((await desk('/sandbox/supplier/goods/no-such-good', { online: false })).statusCode).toBe(404);
  });

  it('should note nothing for goods no listing holds', async () => {
    const { rows } = await ctx.database.executeSql<{ id: string }>(
      'select id from goods where id not in (select goods_id from listings) limit 1',
    );
    const unlisted = rows[0]?.id as string;
    await ctx.database.executeSql('update goods_skus set stock = 0 where goods_id = $1', [unlisted]);
    const noted = await ctx.database.executeSql('select 1 from goods_changes where goods_id = $1', [unlisted]);
    expect(noted.rows).toEqual([]);
  });
});
