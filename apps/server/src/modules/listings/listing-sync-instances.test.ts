import { applyPriceFormula } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/database.ts';
import { createDistributor } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { ListingSyncRepository } from './listing-sync.repository.ts';
import { ListingSyncFanOut } from './listing-sync-fan-out.ts';

/**
 * Two instances on one PostgreSQL share the supplier-change outbox: each good's change is read by one of
 * them, once, and every listing it reaches gets one decision.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('listing sync instances: skipped on PGlite (one process); set DATABASE_URL');

const GOODS = 120;
let ctx: TestContext;
let secondDatabase: Database;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestContext({ goods: GOODS + 20 });
  secondDatabase = await openDatabase({ url: ctx.database.connectionString, poolSize: 5 });
}, 120_000);

afterAll(async () => {
  await secondDatabase?.close();
  await ctx?.close();
});

describe.skipIf(!onPostgres)('the fan-out on two instances', () => {
  it('should give each listing one decision per change, the goods shared between the instances', async () => {
    const who = await createDistributor(ctx);
    const formula = { percent: 150, amountFen: 200, precision: 2 as const };
    const { rows: goods } = await ctx.database.executeSql<{ id: string; tenant_id: string }>(
      'select id, tenant_id from goods order by id limit $1',
      [GOODS],
    );
    // one listing of each good in the distributor's shop, priced by the formula and with stock
    for (const good of goods) {
      const { rows: skus } = await ctx.database.executeSql<{ id: string; daifa_price_fen: number }>(
        'select id, daifa_price_fen from goods_skus where goods_id = $1 order by sort, id',
        [good.id],
      );
      const listed = skus.map((sku) => ({
        skuId: sku.id,
        platformSkuId: null,
        supplyPriceFen: sku.daifa_price_fen,
        priceFen: applyPriceFormula(sku.daifa_price_fen, formula),
        groupPriceFen: null,
        stock: 50,
        templateStock: 50,
      }));
      await ctx.database.executeSql(
        `insert into listings (tenant_id, shop_id, station, goods_id, goods_tenant_id, platform_listing_id,
           merchant_code, skus, price_rule, status, published_at)
         values ($1, gen_random_uuid(), 2, $2, $3, $4, $5, $6::jsonb, $7::jsonb, 'onSale', now())`,
        [
          who.tenantId,
          good.id,
          good.tenant_id,
          `L-${good.id}`,
          `M-${good.id}`,
          JSON.stringify(listed),
          JSON.stringify({ kind: 'formula', formula }),
        ],
      );
    }
    // the suppliers run out of everything at once: one statement, every SKU of every good
    await ctx.database.executeSql('update goods_skus set stock = 0 where goods_id = any($1)', [goods.map((g) => g.id)]);

    const log = ctx.app.log;
    const instances = [new ListingSyncRepository(ctx.database.db), new ListingSyncRepository(secondDatabase.db)].map(
      (repository) => new ListingSyncFanOut(repository, log, { intervalMs: 50, batch: 10 }),
    );
    const handled = [0, 0];
    await Promise.all(
      instances.map(async (fanOut, index) => {
        for (let pass = await fanOut.pass(); pass > 0; pass = await fanOut.pass())
          handled[index] = (handled[index] ?? 0) + pass;
      }),
    );

    expect((handled[0] ?? 0) + (handled[1] ?? 0)).toBe(GOODS);
    const { rows } = await ctx.database.executeSql<{ versions: number[]; pending: number }>(
      `select array_agg(distinct sync_version) as versions, count(*) filter (where pending_sync is not null)::int as pending
         from listings where tenant_id = $1`,
      [who.tenantId],
    );
    // a good read by both instances would have given its listing a second decision
    expect(rows[0]?.versions).toEqual([1]);
    expect(rows[0]?.pending).toBe(GOODS);
    const { rows: left } = await ctx.database.executeSql<{ n: number }>(
      'select count(*)::int as n from goods_changes where version > handled_version',
    );
    expect(left[0]?.n).toBe(0);
    console.info(`fan-out on two instances: ${handled[0]} and ${handled[1]} goods`);
  }, 120_000);
});
