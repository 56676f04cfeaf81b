import type { AddToCart, CartGroup, CartSku } from '@puhuo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { useSession } from '../auth/session/session-context.ts';

export const cartKeys = {
  all: ['cart'] as const,
  count: ['cart', 'count'] as const,
  list: ['cart', 'list'] as const,
};

export const cartApi = {
  list: () => http.get<{ items: CartGroup[] }>('/api/cart'),
  count: () => http.get<number>('/api/cart/count'),
  add: (body: AddToCart) => http.post<{ success: true }>('/api/cart', body),
  update: (id: string, change: { qty?: number; checked?: boolean }) =>
    http.put<{ success: true }>(`/api/cart/${id}`, change),
  check: (ids: string[], checked: boolean) => http.put<{ success: true }>('/api/cart/checked', { ids, checked }),
  remove: (ids: string[]) => http.delete<{ deletedCount: number }>('/api/cart', { ids: ids.join(',') }),
};

export function useCart() {
  const { user } = useSession();
  return useQuery({
    queryKey: cartKeys.list,
    queryFn: async () => (await cartApi.list()).items,
    enabled: Boolean(user),
    refetchOnWindowFocus: true,
  });
}

export function useCartCount() {
  const { user } = useSession();
  return useQuery({
    queryKey: cartKeys.count,
    queryFn: cartApi.count,
    enabled: Boolean(user),
    refetchOnWindowFocus: true,
  });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cartApi.add,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** Every SKU line of the cart. */
export const cartLines = (groups: CartGroup[]): CartSku[] =>
  groups.flatMap((g) => g.cartDoods.flatMap((d) => d.cartSkus));

/** Lines that can be ordered now: ticked and not exceptional. */
export const orderableLines = (groups: CartGroup[]): CartSku[] =>
  cartLines(groups).filter((s) => s.checked && !s.isException);

/** Sum of price x quantity in fen, so yuan amounts add up exactly. */
export const amountFen = (lines: { settlePrice: number; qty: number }[]): number =>
  lines.reduce((sum, l) => sum + Math.round(l.settlePrice * 100) * l.qty, 0);
