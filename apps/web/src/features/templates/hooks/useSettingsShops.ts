import { canReceiveListings, type Shop, templateForStation } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { shopQueries } from '../../shops/index.ts';
import type { SettingsShop } from '../templates.api.ts';

/** the shops that keep a publish template: those that may receive listings, on a platform with a template */
const keepsTemplate = (shops: Shop[]): SettingsShop[] =>
  shops
    .filter((s) => canReceiveListings(s) && templateForStation(s.stationType))
    .map(({ id, shopName, stationType }) => ({ id, shopName, stationType }));

/**
 * The signed-in distributor's shops that keep a publish template, read from the one shop list (GET
 * /api/shop, pages of 50): an authorisation's refresh of the shops reaches the settings too.
 */
export function useSettingsShops(enabled: boolean) {
  return useQuery({ ...shopQueries.list(), enabled, staleTime: 0, select: keepsTemplate });
}
