import { LoadingOutlined } from '@ant-design/icons';
import { DRAWER_WIDTH, type PublishResultItem, RESULTS_PAGE_SIZE, taskLinkText } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Pagination, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, useLocalized } from '../../i18n/index.ts';
import { StationBadge } from '../../shared/StationBadge.tsx';
import { isViewLoading } from '../../shared/view-loading.ts';
import { ResultDetailsDrawer } from './ResultDetailsDrawer.tsx';
import styles from './results.module.css';
import { resultQueries } from './results.queries.ts';

/**
 * The list follows publishing through the realtime hub's Progress events (usePublishProgressEvents);
 * while a batch runs it also reads again now and then, in case the connection is down.
 */
const FALLBACK_REFRESH_MS = 10_000;

interface Props {
  open: boolean;
  onClose(): void;
  /** shown above the list (the message-subscription banner) */
  banner?: React.ReactNode;
}

/** Spec doc 1 §2 distribution results drawer. */
export function ResultsDrawer({ open, onClose, banner }: Props) {
  const { t } = useTranslation(['results', 'shared']);
  const localize = useLocalized();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(RESULTS_PAGE_SIZE);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);

  const results = useQuery({
    ...resultQueries.page(page, pageSize),
    enabled: open,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.isPublishing) ? FALLBACK_REFRESH_MS : false,
  });
  const total = open ? (results.data?.totalCount ?? 0) : 0;
  const items = open ? (results.data?.items ?? []) : [];

  const close = () => {
    // closing resets the list, page 1, page size 10 and total 0
    setPage(1);
    setPageSize(RESULTS_PAGE_SIZE);
    setDetailsOf(null);
    onClose();
  };

  const columns: TableColumnsType<PublishResultItem> = [
    {
      title: t('list.time'),
      width: 210,
      render: (_, row) => (
        <div>
          <div>{row.creationTimeFormat}</div>
          {row.sourceTask && (
            <Button
              type="link"
              size="small"
              className={styles.taskLink}
              data-testid="source-task-link"
              onClick={() => setDetailsOf(row.sourceTask?.id ?? null)}
            >
              {localize(taskLinkText.source(row.sourceTask.creationTimeFormat))}
            </Button>
          )}
          {row.republishTasks.map((task) => (
            <Button
              key={task.id}
              type="link"
              size="small"
              className={styles.taskLink}
              data-testid="republish-task-link"
              onClick={() => setDetailsOf(task.id)}
            >
              {localize(taskLinkText.republish(task.creationTimeFormat))}
            </Button>
          ))}
        </div>
      ),
    },
    {
      title: t('list.platforms'),
      dataIndex: 'orderStations',
      render: (stations: number[]) => (
        <Space size={4} wrap>
          {stations.map((station) => (
            <StationBadge key={station} station={station} />
          ))}
        </Space>
      ),
    },
    {
      title: t('list.totalCount'),
      dataIndex: 'totalCount',
      width: 90,
      render: (count: number) => formatCount(count),
    },
    {
      title: t('list.progress'),
      width: 170,
      render: (_, row) =>
        row.isPublishing ? (
          <span className={styles.publishing}>
            <LoadingOutlined /> {t('shared:publishing')}
          </span>
        ) : (
          <Space size={12}>
            <span className={styles.success}>{t('list.succeeded', { n: formatCount(row.successCount) })}</span>
            <span className={styles.failure}>{t('list.failed', { n: formatCount(row.failCount) })}</span>
          </Space>
        ),
    },
    { title: t('list.operator'), dataIndex: 'creatorName', width: 120, ellipsis: true },
    {
      title: t('list.action'),
      width: 70,
      render: (_, row) =>
        row.isPublishing ? null : (
          <Button type="link" size="small" onClick={() => setDetailsOf(row.id)}>
            {t('list.view')}
          </Button>
        ),
    },
  ];

  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Drawer title={t('list.title')} width={DRAWER_WIDTH.results} open={open} onClose={close} destroyOnHidden>
      {banner}
      <Table<PublishResultItem>
        data-testid="results-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={items}
        loading={isViewLoading(results)}
        pagination={false}
        locale={{ emptyText: t('list.empty') }}
      />
      <div className={styles.footer}>
        <span data-testid="results-total">{t('list.total', { n: formatCount(total) })}</span>
        <span>
          {Math.min(page, pages)}/{pages}
        </span>
        <Pagination
          size="small"
          current={page}
          pageSize={pageSize}
          total={total}
          showQuickJumper
          showSizeChanger
          onChange={(next, size) => {
            setPage(size !== pageSize ? 1 : next);
            setPageSize(size);
          }}
        />
      </div>
      <ResultDetailsDrawer resultId={detailsOf} onClose={() => setDetailsOf(null)} onOpenTask={setDetailsOf} />
    </Drawer>
  );
}
