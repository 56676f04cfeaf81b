import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../api/idempotency-key.ts';

/**
 * The Idempotency-Key of one publish intent: pressing confirm again for the same goods and shops
 * (after a network error, or a double click) sends the same key, so the server answers the task the
 * first press made instead of listing everything twice; another selection is another intent. The
 * dialog mounts anew each time it opens, so a reopened dialog starts a new intent too.
 */
export function usePublishIntentKey() {
  const intent = useRef<{ selection: string; key: string } | null>(null);
  const keyFor = useCallback((shopIds: string[], goodsIds: string[]) => {
    const selection = JSON.stringify([[...shopIds].sort(), [...goodsIds].sort()]);
    if (intent.current?.selection !== selection) intent.current = { selection, key: newIdempotencyKey() };
    return intent.current.key;
  }, []);
  /** the intent was carried out: whatever comes next is a new one */
  const settle = useCallback(() => {
    intent.current = null;
  }, []);
  return { keyFor, settle };
}
