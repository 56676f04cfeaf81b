import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);

function subscribe(changed: () => void): () => void {
  const list = query();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
}

/** Whether the user asked their system for less motion (an accessibility setting), kept current. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
