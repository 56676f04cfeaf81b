/** What other features use of the distribution-list feature (they import it only through this file). */
export { PublishSelectionContext, type SelectedGood } from './publish-selection.ts';
export { useAddToDistributionList, useDistributionListCounts } from './useDistributionList.ts';
