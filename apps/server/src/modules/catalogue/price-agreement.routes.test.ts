import { fenToYuan } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import { goodsRef, pickGoods, requester, type TestGood } from '../../testing/trade-helpers.ts';
import { GoodsRepository } from './goods.repository.ts';
import { MarketRepository } from './market.repository.ts';
import { PublishSourceService } from './publish-source.service.ts';

// One truth per number (docs/search.md, issue "first day"): the same SKU shows the same supply (代发)
// price in the market list, the goods detail, the collect list and the publish source, and the cart
// charges the detail's wholesale (批发) price at the quantity.

let sut: TestContext;
let call: ReturnType<typeof requester>;
let asA: Record<string, string>;
let tenantA: string;
let goods: TestGood[];

interface DetailSku {
  skuId: string;
  price: number;
  daifaPrice: number;
  numberPrices: { minQty: number; price: number }[];
}

beforeAll(async () => {
  sut = await createTestContext({ goods: 300 });
  call = requester(sut);
  const a = await createDistributor(sut);
  tenantA = a.tenantId;
  asA = await loginAs(sut, a);
  goods = [
    ...(await pickGoods(sut, { supplierType: 1, market: 2, enableSaleQty: false, where: 'g.is_wholesale' }, 3)),
    ...(await pickGoods(sut, { supplierType: 4 }, 1)),
  ];
});
afterAll(async () => {
  await sut?.close();
});

describe('one price per SKU across the screens', () => {
  it('should show the same supply price in the market, detail, collect list and publish source', async () => {
    const publishSource = new PublishSourceService(
      new GoodsRepository(sut.database.db),
      new MarketRepository(sut.database.db),
    );
    for (const good of goods) {
      const detail = (await call('GET', `/api/goods/good/${good.tenantId}/${good.id}`, asA)).body as {
        title: string;
        skus: DetailSku[];
      };
      const supply = detail.skus.map((s) => s.daifaPrice);

      const keyword = encodeURIComponent(detail.title);
      const listed = (
        await call('GET', `/api/goods/good?keyword=${keyword}&supplierType=${good.supplierType}&maxResultCount=50`, asA)
      ).body.items.find((item: { id: string }) => item.id === good.id);
      expect(listed?.minDaifaPrice, `market list of ${good.id}`).toBe(Math.min(...supply));

      await call('POST', '/api/goods/good/goods-collect', asA, goodsRef(good));
      const collected = (
        await call('GET', '/api/goods/good/goods-collect-list?skipCount=1&maxResultCount=50', asA)
      ).body.items.find((item: { goodsId: string }) => item.goodsId === good.id);
      expect([collected?.minLevelPrice, collected?.maxLevelPrice], `collect list of ${good.id}`).toEqual([
        Math.min(...supply),
        Math.max(...supply),
      ]);

      const source = await publishSource.publishSource(tenantA, good.id);
      expect(
        source?.skus.map((s) => [s.skuId, fenToYuan(s.daifaPriceFen)]),
        `publish source of ${good.id}`,
      ).toEqual(detail.skus.map((s) => [s.skuId, s.daifaPrice]));
    }
  });

  it('should charge in the cart the wholesale price the detail shows for the quantity', async () => {
    for (const good of goods.filter((g) => g.supplierType === 1)) {
      const detail = (await call('GET', `/api/goods/good/${good.tenantId}/${good.id}`, asA)).body as {
        skus: DetailSku[];
      };
      const sku = detail.skus[0] as DetailSku;
      const tiers = [...sku.numberPrices].sort((a, b) => a.minQty - b.minQty);
      const qty = Math.max(2, tiers.at(-1)?.minQty ?? 2);
      const added = await call('POST', '/api/cart', asA, {
        goodsId: good.id,
        tenantId: good.tenantId,
        skus: [{ skuId: sku.skuId, qty }],
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const lines = ((await call('GET', '/api/cart', asA)).body.items as { cartDoods: { cartSkus: unknown[] }[] }[])
        .flatMap((group) => group.cartDoods.flatMap((d) => d.cartSkus))
        .filter((line) => (line as { skuId: string }).skuId === sku.skuId) as { price: number; settlePrice: number }[];
      const tierAtQty = tiers.filter((t) => t.minQty <= qty).at(-1)?.price ?? sku.price;
      expect(lines.map((l) => [l.price, l.settlePrice])).toEqual([[sku.price, tierAtQty]]);
    }
  });
});
