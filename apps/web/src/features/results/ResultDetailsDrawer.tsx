import { LoadingOutlined } from '@ant-design/icons';
import {
  DRAWER_WIDTH,
  isPublishFailed,
  isPublishing,
  isPublishSucceeded,
  type PublishDetailItem,
  RESULTS_PAGE_SIZE,
  taskLinkText,
} from '@puhuo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Input, Table, type TableColumnsType, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, useLocalized } from '../../i18n/index.ts';
import { formatPriceRange } from '../../shared/format.ts';
import { StationBadge } from '../../shared/StationBadge.tsx';
import { isViewLoading } from '../../shared/view-loading.ts';
import { usePublishProgress } from '../publish-progress/index.ts';
import { outsideGoodsUrl, shopQueries } from '../shops/index.ts';
import { resultsApi } from './results.api.ts';
import styles from './results.module.css';
import { resultQueries } from './results.queries.ts';

const TABS = [
  { key: 'all', label: 'details.all' },
  { key: '2', label: 'details.succeeded' },
  { key: '1', label: 'details.failed' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

interface Props {
  resultId: string | null;
  onClose(): void;
  /** shows another batch: the one a republish came from, or one that republished failures */
  onOpenTask(taskId: string): void;
}

/** Spec doc 1 §2 result details drawer, with the failures grouped by reason. */
export function ResultDetailsDrawer({ resultId, onClose, onOpenTask }: Props) {
  const { t } = useTranslation('results');
  const localize = useLocalized();
  const queryClient = useQueryClient();
  const { openProgress } = usePublishProgress();
  const [draft, setDraft] = useState('');
  const [title, setTitle] = useState('');
  const [tab, setTab] = useState<TabKey>('all');
  const [page, setPage] = useState(1);
  const status = tab === 'all' ? undefined : (Number(tab) as 1 | 2);

  const platforms = useQuery({ ...shopQueries.platforms(), staleTime: Infinity });
  const listingUrl = (row: PublishDetailItem): string | null =>
    outsideGoodsUrl(
      platforms.data?.find((p) => p.value === row.orderStation),
      row.platformListingId,
    );

  const details = useQuery({
    ...resultQueries.details({ resultId: resultId ?? '', title, status, page, pageSize: RESULTS_PAGE_SIZE }),
    enabled: resultId !== null,
    staleTime: 0,
  });
  const reasons = useQuery({
    ...resultQueries.failureReasons(resultId ?? ''),
    enabled: resultId !== null,
    staleTime: 0,
  });

  // the batch itself: its links to the batch it republished and to its own republishes
  const batch = useQuery({ ...resultQueries.batch(resultId ?? ''), enabled: resultId !== null, staleTime: 0 });

  // this batch's details, reasons and links, and the list (only what is open reads again)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: resultQueries.all() });

  /** a republish is a batch of its own: its progress, then its details (this batch stays as it was) */
  const showBatch = (taskId: string) => {
    setDraft('');
    setTitle('');
    setTab('all');
    setPage(1);
    refresh();
    onOpenTask(taskId);
  };

  const search = (text: string) => {
    setTitle(text.trim());
    setPage(1);
  };

  const republish = async (start: () => Promise<{ taskId: string }>) => {
    try {
      const { taskId } = await start();
      refresh();
      openProgress(taskId, () => showBatch(taskId));
    } catch (error) {
      // republish failures are only logged (spec doc 2 §8)
      console.warn('republish failed', error);
    }
  };

  const close = () => {
    setDraft('');
    setTitle('');
    setTab('all');
    setPage(1);
    onClose();
  };

  const columns: TableColumnsType<PublishDetailItem> = [
    {
      title: t('details.goods'),
      render: (_, row) => (
        <div className={styles.goods}>
          <img src={row.imgUrl} alt="" loading="lazy" />
          <span className={styles.goodsTitle} title={row.title}>
            {row.title}
          </span>
        </div>
      ),
    },
    { title: t('details.price'), width: 150, render: (_, row) => formatPriceRange(row.minPrice, row.maxPrice) },
    {
      title: t('details.stock'),
      dataIndex: 'stock',
      width: 90,
      render: (stock: number | null) => (stock === null ? '-' : formatCount(stock)),
    },
    {
      title: t('details.shop'),
      width: 190,
      render: (_, row) => (
        <span className={styles.shop}>
          <StationBadge station={row.orderStation} />
          <span>{row.shopName}</span>
        </span>
      ),
    },
    {
      title: t('details.progress'),
      width: 220,
      render: (_, row) => {
        if (isPublishing(row.publishStatus))
          return (
            <span className={styles.publishing}>
              <LoadingOutlined /> {t('details.publishing')}
            </span>
          );
        if (isPublishFailed(row.publishStatus))
          return (
            <div>
              <div className={styles.failure}>{t('details.failed')}</div>
              {row.reason && <div className={styles.reasonFailed}>{localize(row.reason)}</div>}
              {row.republish && (
                <Button
                  type="link"
                  size="small"
                  className={styles.itemLink}
                  data-testid="item-republish-link"
                  onClick={() => showBatch(row.republish?.taskId ?? '')}
                >
                  {localize(taskLinkText.itemRepublished(row.republish.publishStatus))} · {localize(taskLinkText.view)}
                </Button>
              )}
            </div>
          );
        return (
          <div>
            <div className={styles.success}>{t('details.succeeded')}</div>
            {row.reason && <div className={styles.reasonNote}>{localize(row.reason)}</div>}
          </div>
        );
      },
    },
    {
      title: t('details.action'),
      width: 90,
      // a failure already republished with success (or being republished) is not offered again
      render: (_, row) => {
        if (isPublishFailed(row.publishStatus) && (!row.republish || isPublishFailed(row.republish.publishStatus)))
          return (
            <Button type="link" size="small" onClick={() => void republish(() => resultsApi.republishOne(row.id))}>
              {t('details.republish')}
            </Button>
          );
        // a published listing opens on its platform (doc 1 §3's outside goods URL)
        const url = isPublishSucceeded(row.publishStatus) ? listingUrl(row) : null;
        return url ? (
          <a href={url} target="_blank" rel="noreferrer" data-testid="view-on-platform">
            {t('details.viewOnPlatform')}
          </a>
        ) : null;
      },
    },
  ];

  const failureGroups = reasons.data?.items ?? [];
  const source = batch.data?.sourceTask ?? null;
  const republishes = batch.data?.republishTasks ?? [];
  const failedTotal = failureGroups.reduce((sum, group) => sum + group.count, 0);
  return (
    <Drawer
      title={t('details.title')}
      width={DRAWER_WIDTH.resultDetails}
      open={resultId !== null}
      onClose={close}
      destroyOnHidden
    >
      <div className={styles.toolbar}>
        <Input
          style={{ width: 280 }}
          placeholder={t('details.searchPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => search(draft)}
          allowClear={false}
        />
        <Button type="primary" onClick={() => search(draft)}>
          {t('details.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft('');
            search('');
          }}
        >
          {t('details.clear')}
        </Button>
      </div>
      {(source || republishes.length > 0) && (
        <div className={styles.batchLinks} data-testid="batch-links">
          {source && (
            <Button type="link" size="small" className={styles.itemLink} onClick={() => showBatch(source.id)}>
              {localize(taskLinkText.source(source.creationTimeFormat))}
            </Button>
          )}
          {republishes.map((task) => (
            <Button
              key={task.id}
              type="link"
              size="small"
              className={styles.itemLink}
              onClick={() => showBatch(task.id)}
            >
              {localize(taskLinkText.republish(task.creationTimeFormat))}
            </Button>
          ))}
        </div>
      )}
      {failedTotal > 0 && (
        <div className={styles.reasons} data-testid="failure-reasons">
          <div className={styles.reasonsHead}>
            <strong>{t('details.reasons', { n: formatCount(failedTotal) })}</strong>
            {(reasons.data?.republishable ?? 0) > 0 && (
              <Button
                size="small"
                danger
                onClick={() => void republish(() => resultsApi.republishFailed(resultId ?? ''))}
              >
                {t('details.republishAllFailed')}
              </Button>
            )}
          </div>
          <ul>
            {failureGroups.map((group) => (
              <li key={group.reason}>
                {group.reason ? localize(group.reason) : t('details.unknownReason')}{' '}
                <span className={styles.reasonNote}>×{formatCount(group.count)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Tabs
        activeKey={tab}
        items={TABS.map((item) => ({ key: item.key, label: t(item.label) }))}
        onChange={(key) => {
          setTab(key as TabKey);
          setPage(1);
        }}
      />
      <Table<PublishDetailItem>
        data-testid="details-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={details.data?.items ?? []}
        loading={isViewLoading(details)}
        locale={{ emptyText: t('details.empty') }}
        pagination={{
          current: page,
          pageSize: RESULTS_PAGE_SIZE,
          total: details.data?.totalCount ?? 0,
          showSizeChanger: false,
          showTotal: (n) => t('details.total', { n: formatCount(n) }),
          onChange: setPage,
        }}
      />
    </Drawer>
  );
}
