/** What other features use of the collect feature (they import it only through this file). */
export { useCollectCounts, useCollectedIds, useToggleCollect } from './useCollect.ts';
