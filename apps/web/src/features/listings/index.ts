/** What other features use of 我的铺货 (they import it only through this file). */
export { GoodWhereListed } from './GoodWhereListed.tsx';
export { ListedShopsCell } from './ListedShopsCell.tsx';
export { LISTINGS_PATH } from './listings-path.ts';
export { useWhereListed } from './useWhereListed.ts';
