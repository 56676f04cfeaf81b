import { setTimeout as sleep } from 'node:timers/promises';
import { StationType } from '@puhuo/domain';
import { createDistributor, type TestDistributor } from './identity-helpers.ts';
import { completeTemplate, readyShop } from './publish-helpers.ts';
import { headersOf } from './shop-helpers.ts';
import { templateClient } from './template-client.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * A pdd shop of the distributor holding `count` market goods on sale (its template lists them on sale at
 * once, so that delisting is something the platform does), published through the engine, which must run.
 */
export async function listedOnPdd(
  ctx: TestContext,
  owner: TestDistributor,
  headers: Record<string, string>,
  options: { count: number; shopName: string },
): Promise<{ goodsIds: string[]; shop: { shopId: string; platformShopId: string } }> {
  return listedOn(ctx, owner, headers, { ...options, station: StationType.Pdd });
}

/**
 * A shop of the distributor on `station` holding `count` market goods that may be sold there, published
 * through the engine (which must run) with the shop's complete template; on pdd the template lists them
 * on sale at once, so that delisting is something the platform does.
 */
export async function listedOn(
  ctx: TestContext,
  owner: TestDistributor,
  headers: Record<string, string>,
  options: { count: number; shopName: string; station: number },
): Promise<{ goodsIds: string[]; shop: { shopId: string; platformShopId: string } }> {
  const goodsIds = (
    await ctx.database.executeSql<{ id: string }>(
      `select id from goods where status = 1 and market = 2 and supplier_type = 1
         and (sales_channels is null or sales_channels @> array[$2]::smallint[])
         and id not in (select goods_id from goods_price_controls)
       order by sale_count desc, id limit $1`,
      [options.count, options.station],
    )
  ).rows.map((r) => r.id);
  const onPdd = options.station === StationType.Pdd;
  const shop = await readyShop(ctx, owner, options.station, { shopName: options.shopName, template: !onPdd });
  if (onPdd) {
    const templates = templateClient(ctx, headers);
    const values = await completeTemplate(templates, 'pdd', shop.shopId);
    const saved = await templates.save('pdd', shop.shopId, { ...values, goodStatus: 0 });
    if (saved.status !== 200) throw new Error(`template not saved: ${saved.status}`);
  }
  const published = await ctx.app.inject({
    method: 'POST',
    url: '/api/platform/good/product/publish',
    headers,
    payload: {
      shopInfos: [{ shopId: shop.shopId }],
      items: goodsIds.map((goodId) => ({ goodId, goodsFrom: 3 })),
      market: 2,
    },
  });
  if (published.statusCode !== 200) throw new Error(`publish refused: ${published.body}`);
  const { taskId } = published.json() as { taskId: string };
  for (const started = Date.now(); ; await sleep(100)) {
    const progress = await ctx.app.inject({
      method: 'GET',
      url: `/api/platform/good/product/get-publish-progress?taskId=${taskId}`,
      headers,
    });
    if (progress.json().progress === 100) break;
    if (Date.now() - started > 60_000) throw new Error('publish stuck');
  }
  return { goodsIds, shop };
}

/**
 * A product with its publishing engine, sync fan-out and sync runner running, a distributor, and a pdd
 * shop of theirs holding `count` market goods on sale: where the listings' sync tests start.
 */
export async function listingSyncWorld(options: { count: number; shopName: string }) {
  const ctx = await createTestContext({ goods: 60 });
  await ctx.app.services.publishing.engine.start();
  ctx.app.services.syncFanOut.start();
  ctx.app.services.syncRunner.start();
  const owner = await createDistributor(ctx);
  const headers = await headersOf(ctx, owner);
  const { goodsIds, shop } = await listedOnPdd(ctx, owner, headers, options);
  return { ctx, owner, headers, goodsIds, shop };
}

/** The platform sandbox's control face, in-process in tests: what each platform holds. */
export function sandboxControl(ctx: TestContext) {
  const box = ctx.app.platformSandbox;
  if (!box) throw new Error('the platform sandbox runs in-process in tests');
  return box.control;
}

/** Reads until `ready` holds (the sync runs as the server runs it, in the background), for 20 s at most. */
export async function settled<T>(read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
  for (const started = Date.now(); ; await sleep(100)) {
    const value = await read();
    if (ready(value)) return value;
    if (Date.now() - started > 20_000) throw new Error(`not settled: ${JSON.stringify(value)}`);
  }
}

/** The sync's messages to the distributor (listing delisted, price held), as the message centre holds them. */
export async function syncNotices(ctx: TestContext, tenantId: string): Promise<string[]> {
  const { rows } = await ctx.database.executeSql<{ content: string }>(
    "select content from notifications where tenant_id = $1 and kind = 'listingSync'",
    [tenantId],
  );
  return rows.map((r) => r.content);
}
