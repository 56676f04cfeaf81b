import { createContext, useContext } from 'react';
import type { PublishGoods } from './publishing.api.ts';

export interface Publishing {
  /** the publish-to-shops dialog for up to 30 goods */
  openPublish(goods: PublishGoods[]): void;
  /** the results drawer (铺货结果) */
  openResults(): void;
  // the progress modal of a task opens through the publish-progress feature (usePublishProgress)
}

export const PublishingContext = createContext<Publishing | null>(null);

export function usePublishing(): Publishing {
  const publishing = useContext(PublishingContext);
  if (!publishing) throw new Error('usePublishing needs a PublishingProvider');
  return publishing;
}
