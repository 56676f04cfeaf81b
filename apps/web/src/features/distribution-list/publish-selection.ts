import type { DistributionListItem } from '@puhuo/domain';
import { createContext, useContext } from 'react';
import { feedback } from '../../api/feedback.ts';
import { formatCount, i18n } from '../../i18n/index.ts';

/** A good handed to publishing from the distribution list. */
export type SelectedGood = Pick<
  DistributionListItem,
  'id' | 'goodsId' | 'goodsTenantId' | 'supplierType' | 'market' | 'title' | 'imgUrl'
>;

export interface PublishSelection {
  /** Opens the publish-to-shops dialog for at most 30 chosen goods. */
  openPublishDialog(goods: SelectedGood[]): void;
}

/**
 * The publishing feature provides the real dialog through PublishSelectionContext.Provider; until
 * it does, choosing shops tells how many goods were chosen.
 */
export const PublishSelectionContext = createContext<PublishSelection>({
  openPublishDialog: (goods) => {
    feedback.info(i18n.t('distribution:publishComingSoon', { goods: formatCount(goods.length) }));
  },
});

export function usePublishSelection(): PublishSelection {
  return useContext(PublishSelectionContext);
}
