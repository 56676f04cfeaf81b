import { RightOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListedShopChips } from './ListedShopChips.tsx';
import { LISTINGS_PATH } from './listings-path.ts';
import { shopsListing, useWhereListed } from './useWhereListed.ts';
import { WhereListedFailed } from './WhereListedFailed.tsx';
import styles from './where-listed.module.css';

/**
 * One good's row of the where-listed matrix (the goods detail): the signed-in distributor's shops that
 * hold it, with a way to 我的铺货. A guest sees nothing and nothing is asked.
 */
export function GoodWhereListed({ goodsId }: { goodsId: string }) {
  const { t } = useTranslation('listings');
  const { signedIn, query } = useWhereListed([goodsId]);
  if (!signedIn) return null;
  const listings = query.data ? shopsListing(query.data, goodsId) : [];
  return (
    <div className={styles.good} data-testid="where-listed">
      {query.isPending ? (
        <Skeleton.Input active size="small" />
      ) : query.isError ? (
        <WhereListedFailed onRetry={() => void query.refetch()} />
      ) : listings.length === 0 ? (
        <span className={styles.muted} data-testid="where-listed-none">
          {t('whereListed.none')}
        </span>
      ) : (
        <>
          <span className={styles.summary} data-testid="where-listed-summary">
            {t('whereListed.summary', { count: listings.length })}
          </span>
          <ListedShopChips listings={listings} />
        </>
      )}
      <Link to={LISTINGS_PATH} className={styles.link} data-testid="where-listed-my-listings">
        {t('whereListed.myListings')}
        <RightOutlined />
      </Link>
    </div>
  );
}
