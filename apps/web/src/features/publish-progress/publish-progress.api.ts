import type { PublishProgress } from '@puhuo/domain';
import { http } from '../../api/http.ts';

export const publishProgressApi = {
  /** a task's progress, 0-100, computed from its items */
  progress: (taskId: string, signal?: AbortSignal) =>
    http.get<PublishProgress>('/api/platform/good/product/get-publish-progress', { taskId }, { signal }),
};
