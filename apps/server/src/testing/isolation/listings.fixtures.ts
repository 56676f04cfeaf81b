import { randomInt } from 'node:crypto';
import { StationType } from '@puhuo/domain';
import { readyShop } from '../publish-helpers.ts';
import { type IsolationFixture, type OwnedData, ownerRequests } from './isolation-fixture.ts';

/**
 * Tenant A's listings in the workbench: a listing on its pdd shop (written as publishing writes it; the
 * engine does not run in the proof world) and a bulk action on it, left pending (no runner runs).
 */
export const listingsIsolation: IsolationFixture = {
  module: 'workbench listings',
  async seed({ ctx, owner }): Promise<OwnedData> {
    const suffix = randomInt(10_000_000, 99_999_999);
    const asOwner = ownerRequests({ ctx, owner });
    const { shopId } = await readyShop(ctx, owner, StationType.Pdd, { shopName: `甲方铺货店${suffix}` });
    const list = await asOwner('GET', '/api/goods/good?supplierType=1&market=2&maxResultCount=1');
    const good = (list.items as { id: string; tenantId: string }[])[0];
    if (!good) throw new Error('the market has no goods');
    const platformListingId = `pdd-listing-${suffix}`;
    const { rows } = await ctx.database.executeSql<{ id: string }>(
      `insert into listings (tenant_id, shop_id, station, goods_id, goods_tenant_id, platform_listing_id,
         merchant_code, status, published_at)
       values ($1, $2, $3, $4, $5, $6, $7, 'onSale', now()) returning id`,
      [owner.tenantId, shopId, StationType.Pdd, good.id, good.tenantId, platformListingId, `code-${suffix}`],
    );
    const listingId = rows[0]?.id;
    if (!listingId) throw new Error('the listing was not written');
    const { actionId } = await asOwner('POST', '/api/workbench/listings/actions', {
      action: 'delist',
      listingIds: [listingId],
    });
    return {
      records: [{ listingIds: listingId, actionId }],
      secrets: [platformListingId, listingId, actionId],
      ownerViews: [`/api/workbench/listing-actions/${actionId}`, '/api/workbench/listings'],
    };
  },
};
