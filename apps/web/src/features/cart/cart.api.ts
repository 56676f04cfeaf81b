import type { AddToCart, CartGroup, CartSku } from '@puhuo/domain';
import { http } from '../../api/http.ts';

export const cartApi = {
  list: () => http.get<{ items: CartGroup[] }>('/api/cart'),
  count: () => http.get<number>('/api/cart/count'),
  add: (body: AddToCart) => http.post<{ success: true }>('/api/cart', body),
  update: (id: string, change: { qty?: number; checked?: boolean }) =>
    http.put<{ success: true }>(`/api/cart/${id}`, change),
  check: (ids: string[], checked: boolean) => http.put<{ success: true }>('/api/cart/checked', { ids, checked }),
  remove: (ids: string[]) => http.delete<{ deletedCount: number }>('/api/cart', { ids: ids.join(',') }),
};

/** Every SKU line of the cart. */
export const cartLines = (groups: CartGroup[]): CartSku[] =>
  groups.flatMap((g) => g.cartDoods.flatMap((d) => d.cartSkus));

/** Lines that can be ordered now: ticked and not exceptional. */
export const orderableLines = (groups: CartGroup[]): CartSku[] =>
  cartLines(groups).filter((s) => s.checked && !s.isException);

/** Sum of price x quantity in fen, so yuan amounts add up exactly. */
export const amountFen = (lines: { settlePrice: number; qty: number }[]): number =>
  lines.reduce((sum, l) => sum + Math.round(l.settlePrice * 100) * l.qty, 0);
