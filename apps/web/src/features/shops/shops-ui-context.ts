import type { OrderingShop } from '@puhuo/domain';
import { createContext, useContext } from 'react';

export type AuthorizeModule = 'goods' | 'order' | 'buy';

/** The shop screens any part of the app may open. */
export interface ShopsUi {
  openBindShop(station?: number): void;
  /** the app-ordering modal for a header tip, or for the shops given */
  openOrdering(options: { tip?: number; shops?: OrderingShop[] }): void;
  openBuyApp(step?: 0 | 1 | 2): void;
  openShopsDrawer(): void;
  /** starts the station-oauth authorisation in a new window */
  authorize(station: number, module?: AuthorizeModule): void;
}

export const ShopsUiContext = createContext<ShopsUi | null>(null);

export function useShopsUi(): ShopsUi {
  const ui = useContext(ShopsUiContext);
  if (!ui) throw new Error('useShopsUi needs a ShopsProvider');
  return ui;
}
