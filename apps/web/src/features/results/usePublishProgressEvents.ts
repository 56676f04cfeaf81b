import { PROGRESS_COMPLETE } from '@puhuo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../api/realtime.ts';
import { shopKeys } from '../shops/shops.api.ts';

/** how often at most the open results windows read again while Progress events arrive */
const REFRESH_EVERY_MS = 500;

/** What the realtime hub's Progress event carries (publishing.module.ts). */
interface ProgressEvent {
  taskId: string;
  progress: number;
}

/**
 * The open results windows follow the publishing through the realtime hub's Progress events (one per
 * settled item): the results list, the details and their failure reasons read again, at most every
 * half second; a finished batch also refreshes the shops' publish counts and the publish dialog's
 * notes. Only what is on screen reads again (TanStack Query refetches active queries only).
 */
export function usePublishProgressEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let finished = false;
    const refresh = () => {
      timer = null;
      for (const key of ['publish-results', 'publish-result', 'publish-details', 'publish-failure-reasons']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
      if (finished) {
        finished = false;
        for (const key of [shopKeys.publish, ['publish-shop-notes'], shopKeys.list]) {
          void queryClient.invalidateQueries({ queryKey: key });
        }
      }
    };
    const stop = realtime.on('Progress', (data) => {
      const event = data as ProgressEvent;
      if (event.progress >= PROGRESS_COMPLETE) finished = true;
      timer ??= setTimeout(refresh, REFRESH_EVERY_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [queryClient]);
}
