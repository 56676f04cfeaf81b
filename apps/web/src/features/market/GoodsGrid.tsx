import type { GoodsListItem, PagedResult } from '@puhuo/domain';
import { Button, Empty, Pagination, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTotal } from '../../shared/format.ts';
import { GoodsCard } from './GoodsCard.tsx';
import styles from './market.module.css';
import { EAGER_IMAGES } from './market-listing.ts';

export interface GoodsGridProps {
  data: PagedResult<GoodsListItem> | undefined;
  isPending: boolean;
  isError: boolean;
  /** the previous page is shown while the next one loads */
  isStale: boolean;
  onRetry: () => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: ReactNode;
  /** rankings number their goods */
  ranked?: boolean;
}

/** A paged grid of goods with its loading, error and empty states. */
export function GoodsGrid({
  data,
  isPending,
  isError,
  isStale,
  onRetry,
  page,
  pageSize,
  onPage,
  empty,
  ranked,
}: GoodsGridProps) {
  const { t } = useTranslation('market');
  if (isPending) {
    return (
      <div className={styles.grid} aria-busy="true" data-testid="goods-loading">
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={styles.cardPlaceholder}>
            <div className={styles.placeholderImage} />
            <Skeleton active paragraph={{ rows: 2 }} title={false} style={{ padding: 12 }} />
          </div>
        ))}
      </div>
    );
  }
  if (isError || !data) {
    return (
      // a plain notice, not antd's Result: its illustrations would weigh on every market page's first load
      <div className={styles.loadFailed} role="alert">
        <p>{t('grid.loadFailed')}</p>
        <Button type="primary" onClick={onRetry}>
          {t('grid.reload')}
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <div className={styles.empty} data-testid="goods-empty">
        <Empty description={empty} />
      </div>
    );
  }
  return (
    <>
      <div className={styles.grid} style={{ opacity: isStale ? 0.55 : 1 }} data-testid="goods-grid" aria-busy={isStale}>
        {data.items.map((good, index) => (
          <GoodsCard
            key={good.id}
            good={good}
            rank={ranked ? (page - 1) * pageSize + index + 1 : undefined}
            eager={index < EAGER_IMAGES}
          />
        ))}
      </div>
      <Pagination
        className={styles.pagination}
        current={page}
        pageSize={pageSize}
        total={data.totalCount}
        showSizeChanger={false}
        showQuickJumper
        showTotal={(total) => t('sortBar.total', { total: formatTotal(total) })}
        onChange={(next) => {
          onPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
