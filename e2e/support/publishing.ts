import { type GoodsListItem, type PagedResult, templateForPlatform } from '@puhuo/domain';
import { baseUrl } from './browser.ts';
import type { Api } from './trade.ts';

/** A 群接龙 shop authorised by code, as its sandbox hands one out; answers our shop id. */
export async function authorizeQunjielongShop(api: Api, tenantId: string, shopName: string): Promise<string> {
  const form = await fetch(`${baseUrl()}/sandbox/qunjielong/authcode`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ shopName }).toString(),
  });
  const code = /id="authCode">([^<]+)</.exec(await form.text())?.[1];
  const shop = await api<{ id: string }>('POST', '/api/qunjielong/authorize', { tenantId, code });
  return shop.id;
}

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
