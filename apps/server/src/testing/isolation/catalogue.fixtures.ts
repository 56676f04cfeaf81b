import { randomInt, randomUUID } from 'node:crypto';
import { textSearchTerms } from '@puhuo/domain';
import { goods, goodsSkus, priceControlBlackShops, suppliers, tenants } from '../../db/schema/index.ts';
import { type IsolationFixture, type OwnedData, ownerRequests } from './isolation-fixture.ts';

/**
 * A private market: a supplier whose invited (内邀) good only tenant A may see, A's search and view
 * history, A's recommended categories and a shop of A's that the supplier refuses.
 */
export const catalogueIsolation: IsolationFixture = {
  module: 'catalogue',
  // categories and brands are the shared catalogue
  sharedIds: ['categoryId', 'categoryIds', 'category1Id', 'category2Id', 'brandId'],
  async seed({ ctx, owner }): Promise<OwnedData> {
    const { db } = ctx.database;
    const suffix = randomInt(10_000_000, 99_999_999);
    const [supplier] = await db
      .insert(tenants)
      .values({ kind: 'supplier', companyName: `内邀供应商${suffix}`, uid: `S${suffix}` })
      .returning({ id: tenants.id });
    if (!supplier) throw new Error('supplier not created');
    await db.insert(suppliers).values({ tenantId: supplier.id, companyName: `内邀供应商${suffix}` });

    const [leaf] = await ctx.database
      .executeSql<{ category_id: number; category1_id: number; category2_id: number }>(
        'select category_id, category1_id, category2_id from goods order by id limit 1',
      )
      .then((r) => r.rows);
    if (!leaf) throw new Error('the catalogue has no goods');
    const addGood = async (title: string, market: 0 | 2) => {
      const id = randomUUID();
      await db.insert(goods).values({
        id,
        tenantId: supplier.id,
        title,
        imgUrl: '/images/none.png',
        images: [],
        detailImages: [],
        categoryId: leaf.category_id,
        category1Id: leaf.category1_id,
        category2Id: leaf.category2_id,
        market,
        supplierType: 1,
        minPriceFen: 1234,
        maxPriceFen: 1234,
        minDaifaPriceFen: 1300,
        stock: 10,
        searchTerms: textSearchTerms(title),
      });
      const skuId = randomUUID();
      await db.insert(goodsSkus).values({
        id: skuId,
        goodsId: id,
        salesProperties: [{ name: '颜色', value: '黑色' }],
        priceFen: 1234,
        daifaPriceFen: 1300,
        numberPrices: [],
        stock: 10,
      });
      return { id, skuId };
    };
    const invitedTitle = `甲方内邀商品${suffix}`;
    const { id: invitedGood, skuId: invitedSku } = await addGood(invitedTitle, 0);
    const { id: publicGood, skuId: publicSku } = await addGood(`公开蓝海商品${suffix}`, 2);
    await ctx.app.services.goodsRepository.refreshListingCounts(supplier.id);
    await ctx.app.services.invitations.link(supplier.id, owner.tenantId);

    const blackShopName = `甲方被拒店铺${suffix}`;
    await db.insert(priceControlBlackShops).values({
      supplierTenantId: supplier.id,
      goodsId: publicGood,
      distributorTenantId: owner.tenantId,
      stationType: 2,
      shopId: `shop-${suffix}`,
      shopName: blackShopName,
      reason: '低价销售',
    });

    const keyword = `甲方搜索词${suffix}`;
    const asOwner = ownerRequests({ ctx, owner });
    await asOwner('POST', '/api/goods/search-history', { keyword });
    await asOwner('GET', `/api/goods/good/${supplier.id}/${invitedGood}`); // recorded in A's view history
    const categories = await asOwner('GET', '/api/platform-goods/jingxuan/recommend-categories');
    const chosen = (categories.items as { id: number }[])
      .map((c) => c.id)
      .reverse()
      .slice(0, 2);
    await asOwner('POST', '/api/platform-goods/jingxuan/recommend-categories', { categoryIds: chosen });

    return {
      records: [
        { tenantId: supplier.id, id: invitedGood, goodsId: invitedGood, goodId: invitedGood, skuId: invitedSku },
        { tenantId: supplier.id, id: publicGood, goodsId: publicGood, goodId: publicGood, skuId: publicSku },
      ],
      secrets: [invitedTitle, invitedGood, blackShopName, keyword],
      ownerViews: [
        '/api/goods/search-history',
        '/api/goods/view-history',
        '/api/platform-goods/jingxuan/recommend-categories',
        `/api/price-control/black-shops?tenantId=${supplier.id}&goodsId=${publicGood}`,
        `/api/goods/good?market=0&skipCount=0&maxResultCount=100`,
      ],
    };
  },
};
