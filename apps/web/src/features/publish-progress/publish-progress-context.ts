import { createContext, useContext } from 'react';

/**
 * Following a publish task: the publishing feature opens the progress modal after a publish, the results
 * feature after a republish. It lives apart from both, so neither imports the other for it.
 */
export interface PublishProgressOpener {
  /** the progress modal of a task; `onViewResults` runs when the user presses 查看铺货结果 */
  openProgress(taskId: string, onViewResults?: () => void): void;
}

export const PublishProgressContext = createContext<PublishProgressOpener | null>(null);

export function usePublishProgress(): PublishProgressOpener {
  const opener = useContext(PublishProgressContext);
  if (!opener) throw new Error('usePublishProgress needs a PublishProgressContext provider (the PublishingProvider)');
  return opener;
}
