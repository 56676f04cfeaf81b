import type { ListingShop, WhereListed } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/index.ts';
import { listingsQueries } from './listings.queries.ts';

/** One shop holding listings of a good: how many, and how many of them are on sale. */
export interface ShopListings {
  shop: ListingShop;
  listed: number;
  onSale: number;
}

/**
 * The where-listed matrix of these goods, for the signed-in distributor only: a guest asks nothing.
 * Read again whenever a screen showing it mounts, since a publish may have listed the goods meanwhile.
 */
export function useWhereListed(goodsIds: readonly string[]) {
  const { user } = useSession();
  const signedIn = user !== null;
  const ids = [...new Set(goodsIds)];
  const query = useQuery({
    ...listingsQueries.whereListed(ids),
    enabled: signedIn && ids.length > 0,
    staleTime: 0,
  });
  return { signedIn, query };
}

/** The shops holding listings of one good, in the matrix's shop order (platform, then name). */
export function shopsListing(matrix: WhereListed, goodsId: string): ShopListings[] {
  const cells = new Map(matrix.cells.filter((cell) => cell.goodsId === goodsId).map((cell) => [cell.shopId, cell]));
  return matrix.shops.flatMap((shop) => {
    const cell = cells.get(shop.shopId);
    return cell && cell.listed > 0 ? [{ shop, listed: cell.listed, onSale: cell.onSale }] : [];
  });
}
