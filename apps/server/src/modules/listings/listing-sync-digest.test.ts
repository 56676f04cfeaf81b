import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_SYNC_POLICY, type SyncPolicy, translateMessage } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingSyncEventOutcome } from '../../db/schema/index.ts';
import { DAY_MS } from '../../lib/china-time.ts';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { listingSyncWorld, sandboxControl } from '../../testing/listing-helpers.ts';
import { headersOf } from '../../testing/shop-helpers.ts';
import type { TestContext } from '../../testing/test-app.ts';
import { ListingSyncDigestRepository } from './listing-sync-digest.repository.ts';
import { ListingSyncDigestService } from './listing-sync-digest.service.ts';

/**
 * The daily digest: what the sync did to a distributor's listings in the last 24 hours, as the triggers on
 * the listings noted it while the sync ran, told once a day through the goods-source switch, and only
 * when there was something to tell.
 */

let ctx: TestContext;
let owner: TestDistributor;
let headers: Record<string, string>;
let goodsIds: string[];
let shop: { shopId: string; platformShopId: string };

const sandbox = () => sandboxControl(ctx);
const sql = <T>(text: string, values?: unknown[]) => ctx.database.executeSql<T>(text, values);
const digest = () => ctx.app.services.syncDigest;

async function setPolicy(policy: Partial<SyncPolicy>) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/workbench/shops/${shop.shopId}/sync-policy`,
    headers,
    payload: { ...DEFAULT_SYNC_POLICY, ...policy },
  });
  expect(response.statusCode).toBe(200);
}

/** the listing of a good in the shop */
const listingOf = async (goodsId: string) =>
  (
    await sql<{ id: string; platform_listing_id: string }>(
      'select id, platform_listing_id from listings where goods_id = $1',
      [goodsId],
    )
  ).rows[0] ?? { id: '', platform_listing_id: '' };

/** waits until the sync noted the outcome for the good's listing */
async function noted(goodsId: string, outcome: ListingSyncEventOutcome): Promise<void> {
  const { id } = await listingOf(goodsId);
  for (const started = Date.now(); ; await sleep(100)) {
    const { rows } = await sql('select 1 from listing_sync_events where listing_id = $1 and outcome = $2', [
      id,
      outcome,
    ]);
    if (rows.length > 0) return;
    if (Date.now() - started > 20_000) throw new Error(`${outcome} not noted for ${goodsId}`);
  }
}

async function digests(tenantId: string): Promise<{ content: string; dedupe_key: string }[]> {
  const { rows } = await sql<{ content: string; dedupe_key: string }>(
    "select content, dedupe_key from notifications where tenant_id = $1 and kind = 'listingSyncDigest' order by creation_time",
    [tenantId],
  );
  return rows;
}

/** the test clock stands still; the triggers stamp outcomes with the database's: bring it up to now */
const catchUp = () => ctx.clock.advance(Math.max(0, Date.now() + 1_000 - ctx.clock.now().getTime()));

const chinaDay = (date: Date) => new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ({ ctx, owner, headers, goodsIds, shop } = await listingSyncWorld({ count: 6, shopName: '日报拼多多店' }));
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

describe(ListingSyncDigestService.name, () => {
  it('should send nothing when the sync did nothing', async () => {
    expect(await digest().run()).toEqual({ tenants: 0, sent: 0 });
    expect(await digests(owner.tenantId)).toEqual([]);
  });

  it('should sum up in one message what the sync did in the last 24 hours, in both languages', async () => {
    const [repriced, emptied, offline, removed, soldOut, held] = goodsIds as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    // every SKU in stock at the supplier first (the seed has some without), so that each change below does one thing
    await sql('update goods_skus set stock = 50 where goods_id = any($1) and stock = 0', [goodsIds]);
    await setPolicy({ priceChange: 'reprice', outOfStock: 'stockZero', offline: 'delist' });
    // a supply price change: repriced
    await sql(
      'update goods_skus set daifa_price_fen = daifa_price_fen + 200 where id = (select id from goods_skus where goods_id = $1 order by sort, id limit 1)',
      [repriced],
    );
    await noted(repriced, 'repriced');
    // out of stock, then in stock again: stock set to 0, then given back
    await sql('update goods_skus set stock = 0 where goods_id = $1', [emptied]);
    await noted(emptied, 'stockZeroed');
    await sql('update goods_skus set stock = 30 where goods_id = $1', [emptied]);
    await noted(emptied, 'stockRestored');
    // taken offline: delisted
    await sql('update goods set status = 0 where id = $1', [offline]);
    await noted(offline, 'delistedOffline');
    // the platform no longer has it: its refusal
    expect(sandbox().removeListing('pdd', (await listingOf(removed)).platform_listing_id)).toBe(true);
    await sql('update goods set status = 0 where id = $1', [removed]);
    await noted(removed, 'refused');
    // out of stock under a policy that delists
    await setPolicy({ outOfStock: 'delist' });
    await sql('update goods_skus set stock = 0 where goods_id = $1', [soldOut]);
    await noted(soldOut, 'delistedOutOfStock');
    // a new price under the margin floor: the old price held
    await setPolicy({ priceChange: 'reprice', marginFloor: 100_000, belowFloor: 'hold' });
    await sql('update goods_skus set daifa_price_fen = daifa_price_fen + 100 where goods_id = $1', [held]);
    await noted(held, 'heldBelowFloor');

    catchUp();
    expect(await digest().run()).toMatchObject({ sent: 1 });
    const [sent] = await digests(owner.tenantId);
    expect(sent?.dedupe_key).toBe(`digest:${owner.tenantId}:${chinaDay(ctx.clock.now())}`);
    expect(sent?.content).toBe(
      '近24小时：改价1个，库存置零1个，恢复库存1个，因货源缺货下架1个，因货源下架而下架1个，因低于保底利润下架0个，低于保底利润保持原价1个，平台拒绝1个',
    );
    expect(translateMessage(sent?.content ?? '', 'en-US')).toBe(
      'Last 24 hours: 1 repriced, 1 set to stock 0, 1 given their stock back, 1 delisted as the supplier is out of stock, 1 delisted as the supplier took them offline, 0 delisted under the margin floor, 1 kept at their price rather than fall under the margin floor, 1 refused by the platform',
    );
  });

  it('should send it once a day however many runs, on one instance or two', async () => {
    const second = new ListingSyncDigestService(
      new ListingSyncDigestRepository(ctx.database.db),
      ctx.app.services.notifications,
      ctx.clock,
      ctx.app.log,
    );
    const runs = await Promise.all([digest().run(), second.run(), digest().run()]);
    expect(runs.map((r) => r.sent)).toEqual([0, 0, 0]);
    expect(await digests(owner.tenantId)).toHaveLength(1);
  });

  it('should count only the last 24 hours, and send the next day’s when that day had something', async () => {
    ctx.clock.advance(DAY_MS);
    // yesterday's outcomes are out of the window: nothing to tell
    expect(await digest().run()).toEqual({ tenants: 0, sent: 0 });
    expect(await digests(owner.tenantId)).toHaveLength(1);
    const { id } = await listingOf(goodsIds[0] as string);
    await sql(
      "insert into listing_sync_events (tenant_id, listing_id, outcome, at) values ($1, $2, 'repriced', $3), ($1, $2, 'repriced', $3)",
      [owner.tenantId, id, new Date(ctx.clock.now().getTime() - 3600_000)],
    );
    expect(await digest().run()).toMatchObject({ sent: 1 });
    const [, next] = await digests(owner.tenantId);
    expect(next?.dedupe_key).toBe(`digest:${owner.tenantId}:${chinaDay(ctx.clock.now())}`);
    // one listing repriced twice is one listing repriced
    expect(next?.content).toBe(
      '近24小时：改价1个，库存置零0个，恢复库存0个，因货源缺货下架0个，因货源下架而下架0个，因低于保底利润下架0个，低于保底利润保持原价0个，平台拒绝0个',
    );
  });

  it('should tell nothing to a distributor whose goods-source messages are off', async () => {
    const other = await createDistributor(ctx);
    const otherHeaders = await headersOf(ctx, other);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/mp-message-switch/goods-source-exception',
      headers: otherHeaders,
      payload: { isEnable: false },
    });
    expect(off.statusCode).toBe(200);
    ctx.clock.advance(DAY_MS);
    await sql(
      "insert into listing_sync_events (tenant_id, listing_id, outcome, at) values ($1, gen_random_uuid(), 'delistedOffline', $2)",
      [other.tenantId, new Date(ctx.clock.now().getTime() - 60_000)],
    );
    expect(await digest().run()).toEqual({ tenants: 1, sent: 0 });
    expect(await digests(other.tenantId)).toEqual([]);
  });
});
