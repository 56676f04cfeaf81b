import { type CartGroup, type CartSku, tierPriceFen, yuanToFen } from '@puhuo/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { cartApi, cartLines } from './cart.api.ts';
import { cartQueries } from './cart.queries.ts';

/** quick clicks on a stepper send one change, this long after the last */
const QTY_SETTLE_MS = 400;

/** Changes the cached cart's lines (the screen shows them at once). */
function patchLines(queryClient: QueryClient, change: (line: CartSku) => CartSku): void {
  queryClient.setQueryData<CartGroup[]>(cartQueries.lines().queryKey, (groups) =>
    groups?.map((group) => ({
      ...group,
      cartDoods: group.cartDoods.map((good) => ({ ...good, cartSkus: good.cartSkus.map(change) })),
    })),
  );
}

/** The cached lines as they are now, by id. */
function linesNow(queryClient: QueryClient): Map<string, CartSku> {
  const groups = queryClient.getQueryData<CartGroup[]>(cartQueries.lines().queryKey) ?? [];
  return new Map(cartLines(groups).map((line) => [line.id, line]));
}

/** The line at another quantity, bounded by its minimum and maximum, at that quantity's tier price. */
function withQuantity(line: CartSku, qty: number): CartSku {
  const bounded = Math.min(Math.max(qty, line.minQty), line.maxQty);
  const settleFen = tierPriceFen(
    line.numberPrices.map((tier) => ({ minQty: tier.minQty, priceFen: yuanToFen(tier.price) })),
    bounded,
    yuanToFen(line.price),
  );
  return { ...line, qty: bounded, settlePrice: settleFen / 100, err: null };
}

/**
 * A line's quantity: the line, its price and the totals change at once; the change is sent once the
 * stepper has been still for a moment. Refused, the line goes back to what it was before the change
 * (the server's refusal is shown by the http client); either way the cart is read again.
 */
export function useCartQuantity() {
  const queryClient = useQueryClient();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // each line with a change not sent yet, as it was before the first change of the burst (a page left
  // before its change was sent still sends it)
  const before = useRef(new Map<string, CartSku>());
  const send = useMutation({
    mutationFn: ({ line }: { line: CartSku; previous: CartSku }) => cartApi.update(line.id, { qty: line.qty }),
    onError: (_error, { previous }) => patchLines(queryClient, (line) => (line.id === previous.id ? previous : line)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });
  return (line: CartSku, qty: number | null) => {
    if (qty === null || !Number.isInteger(qty)) return;
    const current = linesNow(queryClient).get(line.id) ?? line;
    if (!before.current.has(line.id)) before.current.set(line.id, current);
    const changed = withQuantity(current, qty);
    // a read of the cart on its way would put the old quantity back
    void queryClient.cancelQueries({ queryKey: cartQueries.lines().queryKey });
    patchLines(queryClient, (other) => (other.id === line.id ? changed : other));
    clearTimeout(timers.current.get(line.id));
    timers.current.set(
      line.id,
      setTimeout(() => {
        timers.current.delete(line.id);
        const previous = before.current.get(line.id) ?? current;
        before.current.delete(line.id);
        send.mutate({ line: changed, previous });
      }, QTY_SETTLE_MS),
    );
  };
}

/**
 * Ticks or unticks lines for checkout: shown at once, put back when the call is refused (and the cart
 * read again).
 */
export function useCartChecks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, checked }: { ids: string[]; checked: boolean }) => cartApi.check(ids, checked),
    onMutate: async ({ ids, checked }) => {
      await queryClient.cancelQueries({ queryKey: cartQueries.lines().queryKey });
      const chosen = new Set(ids);
      const previous = new Map([...linesNow(queryClient)].filter(([id]) => chosen.has(id)));
      patchLines(queryClient, (line) => (chosen.has(line.id) ? { ...line, checked } : line));
      return { previous };
    },
    onError: (_error, _change, context) => {
      patchLines(queryClient, (line) => context?.previous.get(line.id) ?? line);
      void queryClient.invalidateQueries({ queryKey: cartQueries.all() });
    },
  });
}

/** Removes lines; the cart and its count are read again once they are gone. */
export function useRemoveCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => cartApi.remove(ids),
    // the caller says 删除成功 at once; the lines are read again meanwhile
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });
}

/** Adds SKUs of a good to the cart; the cart and its count are read again. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cartApi.add,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });
}
