import type { OrderDetail } from '@puhuo/domain';
import { useQueries } from '@tanstack/react-query';
import { ordersApi } from './orders.api.ts';

export type OrderRefund = OrderDetail['refunds'][number];

export const orderKey = (id: string) => ['order', id] as const;

/** a refund on its way is read again until the provider confirms it */
const PENDING_REFUND_POLL_MS = 10_000;

/**
 * The refunds of duplicate payments of these orders. One payment covering several orders is listed
 * under each of them, so the same refund is shown once.
 */
export function useOrderRefunds(orderIds: string[], enabled: boolean): OrderRefund[] {
  return useQueries({
    queries: orderIds.map((id) => ({
      queryKey: orderKey(id),
      queryFn: () => ordersApi.order(id),
      enabled,
      staleTime: 0,
      refetchInterval: (query: { state: { data?: OrderDetail } }) =>
        query.state.data?.refunds.some((r) => r.status === 'pending') ? PENDING_REFUND_POLL_MS : false,
    })),
    combine: (results) => {
      const seen = new Map<string, OrderRefund>();
      for (const refund of results.flatMap((r) => r.data?.refunds ?? [])) {
        seen.set(JSON.stringify(refund), refund);
      }
      return [...seen.values()];
    },
  });
}
