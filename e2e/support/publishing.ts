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

/**
 * The first `count` curated goods (best sellers first) that every station may sell: a supplier may
 * keep a good off some channels (its sales channels), and the journeys publish to several platforms.
 */
export async function goodsOpenEverywhere(api: Api, count: number): Promise<GoodsListItem[]> {
  const { items } = await api<PagedResult<GoodsListItem>>(
    'GET',
    `/api/goods/good?supplierType=1&market=2&maxResultCount=${count * 3 + 10}`,
  );
  const channels: { goodsId: string; stationTypes: number[] }[] = [];
  // the call takes at most 30 goods (the publish limit)
  for (let start = 0; start < items.length; start += 30) {
    const answer = await api<{ items: { goodsId: string; stationTypes: number[] }[] }>(
      'POST',
      '/api/platform-goods/sales-channels',
      { goodsList: items.slice(start, start + 30).map((good) => ({ goodsId: good.id, market: 0 })) },
    );
    channels.push(...answer.items);
  }
  const widest = Math.max(...channels.map((item) => item.stationTypes.length));
  const open = new Set(channels.filter((item) => item.stationTypes.length === widest).map((i) => i.goodsId));
  const chosen = items.filter((good) => open.has(good.id)).slice(0, count);
  if (chosen.length < count) throw new Error(`only ${chosen.length} goods are open to every station`);
  return chosen;
}

/** Puts the first `count` curated goods open to every station in the distribution list; answers them. */
export async function fillDistributionList(api: Api, count: number): Promise<GoodsListItem[]> {
  const items = await goodsOpenEverywhere(api, count);
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
