import type { WhereListed } from '@puhuo/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListedShopChips } from './ListedShopChips.tsx';
import { shopsListing } from './useWhereListed.ts';
import { WhereListedFailed } from './WhereListedFailed.tsx';
import styles from './where-listed.module.css';

/** Shops shown in a table cell before the rest fold into "+N": a row stays short while scanning a list. */
const SHOPS_IN_CELL = 3;

/**
 * One good's shops in a list's row, from the matrix of the whole page (`useWhereListed`): one request
 * for the page, never one per row.
 */
export function ListedShopsCell({ goodsId, matrix }: { goodsId: string; matrix: UseQueryResult<WhereListed> }) {
  const { t } = useTranslation('listings');
  if (matrix.isPending) return <Skeleton.Button active size="small" />;
  if (matrix.isError) return <WhereListedFailed onRetry={() => void matrix.refetch()} />;
  const listings = shopsListing(matrix.data, goodsId);
  if (listings.length === 0) {
    return (
      <span className={styles.muted} data-testid="listed-shops-none">
        {t('whereListed.none')}
      </span>
    );
  }
  return (
    <div className={styles.cell} data-testid="listed-shops">
      <ListedShopChips listings={listings} max={SHOPS_IN_CELL} />
    </div>
  );
}
