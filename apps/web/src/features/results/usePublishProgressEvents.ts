import { PROGRESS_COMPLETE } from '@puhuo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../api/realtime.ts';
import { shopQueries } from '../shops/index.ts';
import { resultQueries } from './results.queries.ts';

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
      void queryClient.invalidateQueries({ queryKey: resultQueries.all() });
      if (finished) {
        finished = false;
        for (const queryKey of shopQueries.withPublishCounts()) void queryClient.invalidateQueries({ queryKey });
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
