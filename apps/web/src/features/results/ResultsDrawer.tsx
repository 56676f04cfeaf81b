import { LoadingOutlined } from '@ant-design/icons';
import { DRAWER_WIDTH, Messages, type PublishResultItem, RESULTS_PAGE_SIZE, taskLinkText } from '@puhuo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Drawer, Pagination, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { StationBadge } from '../../shared/StationBadge.tsx';
import { ResultDetailsDrawer } from './ResultDetailsDrawer.tsx';
import { resultsApi } from './results.api.ts';
import styles from './results.module.css';

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
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(RESULTS_PAGE_SIZE);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);

  const { data, isFetching } = useQuery({
    queryKey: ['publish-results', page, pageSize],
    queryFn: ({ signal }) => resultsApi.results(page, pageSize, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.isPublishing) ? FALLBACK_REFRESH_MS : false,
  });
  const total = open ? (data?.totalCount ?? 0) : 0;
  const items = open ? (data?.items ?? []) : [];

  const close = () => {
    // closing resets the list, page 1, page size 10 and total 0
    setPage(1);
    setPageSize(RESULTS_PAGE_SIZE);
    setDetailsOf(null);
    onClose();
  };

  const columns: TableColumnsType<PublishResultItem> = [
    {
      title: '铺货时间',
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
              {taskLinkText.source(row.sourceTask.creationTimeFormat)}
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
              {taskLinkText.republish(task.creationTimeFormat)}
            </Button>
          ))}
        </div>
      ),
    },
    {
      title: '目标平台',
      dataIndex: 'orderStations',
      render: (stations: number[]) => (
        <Space size={4} wrap>
          {stations.map((station) => (
            <StationBadge key={station} station={station} />
          ))}
        </Space>
      ),
    },
    { title: '商品总数', dataIndex: 'totalCount', width: 90 },
    {
      title: '铺货进度',
      width: 170,
      render: (_, row) =>
        row.isPublishing ? (
          <span className={styles.publishing}>
            <LoadingOutlined /> {Messages.publishing}
          </span>
        ) : (
          <Space size={12}>
            <span className={styles.success}>成功：{row.successCount}</span>
            <span className={styles.failure}>失败：{row.failCount}</span>
          </Space>
        ),
    },
    { title: '操作人', dataIndex: 'creatorName', width: 120, ellipsis: true },
    {
      title: '操作',
      width: 70,
      render: (_, row) =>
        row.isPublishing ? null : (
          <Button type="link" size="small" onClick={() => setDetailsOf(row.id)}>
            查看
          </Button>
        ),
    },
  ];

  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Drawer title="铺货结果" width={DRAWER_WIDTH.results} open={open} onClose={close} destroyOnHidden>
      {banner}
      <Table<PublishResultItem>
        data-testid="results-table"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={items}
        loading={isFetching && !data}
        pagination={false}
        locale={{ emptyText: '暂无铺货记录' }}
      />
      <div className={styles.footer}>
        <span data-testid="results-total">共{total}条</span>
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
