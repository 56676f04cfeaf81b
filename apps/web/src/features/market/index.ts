/** What other features use of the market feature (they import it only through this file). */
export { MarketShell } from './MarketShell.tsx';
