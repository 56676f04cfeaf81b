import { GOODS_SORTINGS, type GoodsSorting } from '@puhuo/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListingParams {
  page: number;
  categoryId?: number;
  sorting?: GoodsSorting;
  minPrice?: number;
  maxPrice?: number;
}

function positive(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The listing state a market page's URL names (the route's loader reads it before the page is drawn). */
export function parseListingParams(params: URLSearchParams): ListingParams {
  const sort = params.get('sort');
  return {
    page: Math.max(1, Math.floor(positive(params.get('page')) ?? 1)),
    categoryId: positive(params.get('categoryId')),
    sorting: GOODS_SORTINGS.includes(sort as GoodsSorting) ? (sort as GoodsSorting) : undefined,
    minPrice: positive(params.get('minPrice')),
    maxPrice: positive(params.get('maxPrice')),
  };
}

/**
 * The listing state of a market page lives in the URL (page, category, sort, price range), so a
 * reload, the back button or a shared link shows the same goods. Changing any filter goes back
 * to page 1.
 */
export function useListingParams(): [ListingParams, (change: Partial<ListingParams>) => void] {
  const [params, setParams] = useSearchParams();
  const current = parseListingParams(params);
  const update = useCallback(
    (change: Partial<ListingParams>) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        const names: Record<keyof ListingParams, string> = {
          page: 'page',
          categoryId: 'categoryId',
          sorting: 'sort',
          minPrice: 'minPrice',
          maxPrice: 'maxPrice',
        };
        for (const [key, value] of Object.entries(change) as [keyof ListingParams, unknown][]) {
          const name = names[key];
          if (value === undefined || value === null || value === '' || (key === 'sorting' && value === 'default')) {
            next.delete(name);
          } else {
            next.set(name, String(value));
          }
        }
        if (!('page' in change)) next.delete('page');
        if (next.get('page') === '1') next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  return [current, update];
}
