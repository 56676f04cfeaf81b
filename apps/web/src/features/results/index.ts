import { lazy } from 'react';

/** What other features use of the results feature (they import it only through this file). */
export { usePublishProgressEvents } from './usePublishProgressEvents.ts';

/** The results drawer (铺货结果), loaded when first drawn: render it inside a Suspense. */
export const ResultsDrawer = lazy(async () => ({ default: (await import('./ResultsDrawer.tsx')).ResultsDrawer }));
