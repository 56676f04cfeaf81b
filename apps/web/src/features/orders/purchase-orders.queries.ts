import { queryOptions } from '@tanstack/react-query';
import { ordersApi } from './orders.api.ts';
import { orderKey } from './useOrderRefunds.ts';

const keys = {
  all: ['purchase-orders'] as const,
};

/** The workbench's purchase orders: pages of one status tab, under one family a payment or a cancel refreshes. */
export const purchaseOrderQueries = {
  all: () => keys.all,
  page: (status: number | undefined, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...keys.all, 'list', status ?? 'all', page, pageSize] as const,
      queryFn: () => ordersApi.purchaseOrders({ status, skipCount: (page - 1) * pageSize, maxResultCount: pageSize }),
      placeholderData: (previous) => previous,
    }),
  /** one order with its trail (the same key the payment screens read refunds under) */
  detail: (id: string) => queryOptions({ queryKey: orderKey(id), queryFn: () => ordersApi.order(id) }),
};
