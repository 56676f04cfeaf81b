import { type GoodsListItem, type PagedResult, templateForPlatform } from '@puhuo/domain';
import type { Api } from './trade.ts';

/** Puts the first `count` curated goods in the distributor's distribution list; answers them. */
export async function fillDistributionList(api: Api, count: number): Promise<GoodsListItem[]> {
  const { items } = await api<PagedResult<GoodsListItem>>(
    'GET',
    `/api/goods/good?supplierType=1&market=2&maxResultCount=${count}`,
  );
  for (const good of items) {
    await api('POST', '/api/goods/cart', {
      goodsId: good.id,
      tenantId: good.tenantId,
      supplierType: good.supplierType,
      market: good.market,
    });
  }
  return items;
}

/** What the distributor does to fix "please select a freight template": picks the pdd shop's first one. */
export async function setPddFreightTemplate(api: Api, shopId: string): Promise<void> {
  const pdd = templateForPlatform('pdd');
  const freight = await api<{ items: { id?: string; value?: string }[] }>(
    'GET',
    `${pdd.api.freight?.path}?${pdd.api.freight?.shopParam}=${shopId}`,
  );
  const template = await api<Record<string, unknown>>('GET', `${pdd.api.get.path}?shopId=${shopId}`);
  await api('POST', pdd.api.save, {
    ...template,
    id: undefined,
    shopId,
    freightTemplateId: freight.items[0]?.id ?? freight.items[0]?.value,
  });
}
