import type { ActionItemState, ListingActionProgress } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Progress, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatYuanAmount } from '../../i18n/index.ts';
import { StationBadge } from '../../shared/StationBadge.tsx';
import styles from './listings.module.css';
import { listingsQueries } from './listings.queries.ts';

const STATE_COLORS: Record<ActionItemState, string> = {
  pending: 'processing',
  done: 'success',
  refused: 'error',
  skipped: 'default',
  held: 'warning',
};

type Item = ListingActionProgress['items'][number];

/** A bulk action's progress while its listings wait for their platforms, then each listing's result. */
export function ListingActionResults({ actionId, onClose }: { actionId: string; onClose: () => void }) {
  const { t } = useTranslation('listings');
  const progress = useQuery(listingsQueries.action(actionId));
  const data = progress.data;
  const settled = data ? data.total - data.counts.pending : 0;
  const reasonOf = (item: Item) => {
    if (item.skipReason) return t(`actions.results.skip.${item.skipReason}`);
    if (item.state === 'held' && item.lowestMargin !== null)
      return t('actions.results.held', { margin: formatYuanAmount(item.lowestMargin) });
    return item.reason ?? '';
  };
  return (
    <Drawer
      open
      width={720}
      title={data ? t('actions.results.title', { action: t(`actions.names.${data.action}`) }) : null}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('actions.results.close')}</Button>}
      data-testid="listing-action-results"
    >
      {data ? (
        <div className={styles.actionSummary}>
          <Progress
            percent={data.total === 0 ? 100 : Math.round((settled / data.total) * 100)}
            status={data.counts.pending > 0 ? 'active' : data.counts.refused > 0 ? 'exception' : 'success'}
          />
          <span data-testid="listing-action-progress">
            {t('actions.results.progress', { settled, total: data.total })}
          </span>
          <span data-testid="listing-action-counts">{t('actions.results.counts', data.counts)}</span>
        </div>
      ) : null}
      <Table<Item>
        rowKey="listingId"
        size="small"
        loading={progress.isPending}
        dataSource={data?.items ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          {
            title: t('actions.results.columns.good'),
            key: 'good',
            render: (_, item) => <span className={styles.title}>{item.title ?? t('goneFromMarket')}</span>,
          },
          {
            title: t('actions.results.columns.shop'),
            key: 'shop',
            width: 170,
            render: (_, item) => (
              <span className={styles.shop}>
                <StationBadge station={item.station} size={16} /> {item.shopName ?? t('shopGone')}
              </span>
            ),
          },
          {
            title: t('actions.results.columns.result'),
            key: 'state',
            width: 110,
            render: (_, item) => (
              <Tag color={STATE_COLORS[item.state]} data-testid="listing-action-state">
                {t(`actions.results.states.${item.state}`)}
              </Tag>
            ),
          },
          {
            title: t('actions.results.columns.reason'),
            key: 'reason',
            width: 220,
            render: (_, item) => <span className={styles.muted}>{reasonOf(item)}</span>,
          },
        ]}
      />
    </Drawer>
  );
}
