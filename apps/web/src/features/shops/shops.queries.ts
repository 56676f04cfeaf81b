import { queryOptions } from '@tanstack/react-query';
import { offlineShopsApi, shopsApi } from './shops.api.ts';

/**
 * Every query about the tenant's shops, each resource under one key of the `shops` family: a screen
 * reads a resource only through these, so an authorisation's refresh (`shopQueries.all()`) reaches every
 * screen showing shops, whichever opened them.
 */
const keys = {
  all: ['shops'] as const,
  list: ['shops', 'list'] as const,
  publishable: ['shops', 'publishable'] as const,
};

export const shopQueries = {
  /** the whole family: what an authorisation refreshes */
  all: () => keys.all,
  /** the queries that show the shops' publish counts: what a finished batch refreshes */
  withPublishCounts: () => [keys.list, keys.publishable] as const,

  /** every shop of the tenant (GET /api/shop, every page): my shops, the settings' shop tabs, reminders */
  list: () =>
    queryOptions({
      queryKey: keys.list,
      queryFn: ({ signal }) => shopsApi.allShops(signal),
    }),
  /** the publish dialog's cards for these goods, made by the server (GET /api/shop/good) */
  publishable: (goodsIds: readonly string[]) =>
    queryOptions({
      queryKey: [...keys.publishable, goodsIds] as const,
      queryFn: ({ signal }) => shopsApi.publishable(goodsIds, signal),
    }),
  /** the header tips 1-11 */
  tips: () => queryOptions({ queryKey: ['shops', 'tips'] as const, queryFn: shopsApi.tips }),
  /** the app-ordering modal's shops for a tip (every shop without one) */
  ordering: (tip: number | null) =>
    queryOptions({ queryKey: ['shops', 'ordering', tip] as const, queryFn: () => shopsApi.orderingShops(tip) }),
  /** the 1688 buyer app */
  buyApp: () => queryOptions({ queryKey: ['shops', 'buyapp'] as const, queryFn: shopsApi.buyApp }),
  /** 1688 password-free payment of the buyer app (the order-confirm page reads it too) */
  protocolPay: () =>
    queryOptions({ queryKey: ['shops', 'buyapp', 'protocol-pay'] as const, queryFn: shopsApi.protocolPayStatus }),
  /** the platform records of the selectable stations */
  platforms: () => queryOptions({ queryKey: ['shops', 'platforms'] as const, queryFn: shopsApi.platforms }),
  /** the applications for offline-only channels */
  offlineApplications: () =>
    queryOptions({ queryKey: ['shops', 'offline-applications'] as const, queryFn: offlineShopsApi.list }),
};
