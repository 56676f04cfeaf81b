import type { DistributionListItem } from '@puhuo/domain';
import { createContext, useContext } from 'react';
import { feedback } from '../../api/feedback.ts';

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
    feedback.info(`已选择${goods.length}个商品，铺货功能即将开放`);
  },
});

export function usePublishSelection(): PublishSelection {
  return useContext(PublishSelectionContext);
}
