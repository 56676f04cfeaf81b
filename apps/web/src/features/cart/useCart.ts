import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/index.ts';
import { cartQueries } from './cart.queries.ts';

/** The signed-in distributor's cart lines, grouped by supplier company (read again when the window is focused). */
export function useCart() {
  const { user } = useSession();
  return useQuery({ ...cartQueries.lines(), enabled: Boolean(user), refetchOnWindowFocus: true });
}

/** How many lines the cart holds (the tool column's badge). */
export function useCartCount() {
  const { user } = useSession();
  return useQuery({ ...cartQueries.count(), enabled: Boolean(user), refetchOnWindowFocus: true });
}
