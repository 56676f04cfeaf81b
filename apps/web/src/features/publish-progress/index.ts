import { lazy } from 'react';

/**
 * What other features use of the publish-progress feature (they import it only through this file): the
 * progress modal of a task and the way to open it, shared by publishing and results.
 */
export {
  PublishProgressContext,
  type PublishProgressOpener,
  usePublishProgress,
} from './publish-progress-context.ts';

/** The progress modal of a task (spec doc 2 §2), loaded when first drawn: render it inside a Suspense. */
export const PublishProgressModal = lazy(async () => ({
  default: (await import('./PublishProgressModal.tsx')).PublishProgressModal,
}));
