import { templateForStation } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';
import { fetchAllPages, type SettingsShop } from '../templates.api.ts';

/** The signed-in distributor's authorised goods-app shops that keep a publish template (GET /api/shop, pages of 50). */
export function useSettingsShops(enabled: boolean) {
  return useQuery({
    queryKey: ['settings-shops'],
    enabled,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const shops = await fetchAllPages((skipCount, maxResultCount) =>
        http.get<{ totalCount: number; items: (SettingsShop & { goodsRights?: boolean })[] }>(
          '/api/shop',
          { skipCount, maxResultCount, authIsExpired: false },
          { signal },
        ),
      );
      return (
        shops
          // an order-only authorisation never publishes, so it keeps no template
          .filter((s) => s.goodsRights !== false && templateForStation(s.stationType))
          .map(({ id, shopName, stationType }) => ({ id, shopName, stationType }))
      );
    },
  });
}
