import { queryOptions } from '@tanstack/react-query';
import { cartApi } from './cart.api.ts';

const keys = {
  all: ['cart'] as const,
};

/** The purchase cart, under the `cart` family: its lines and the count on the tool column. */
export const cartQueries = {
  /** the whole family: what an order, an added SKU or a removed line refreshes */
  all: () => keys.all,
  /** every line, grouped by supplier company */
  lines: () =>
    queryOptions({ queryKey: [...keys.all, 'list'] as const, queryFn: async () => (await cartApi.list()).items }),
  /** the lines' count (the tool column's badge) */
  count: () => queryOptions({ queryKey: [...keys.all, 'count'] as const, queryFn: cartApi.count }),
};
