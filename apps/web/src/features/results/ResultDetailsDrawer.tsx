import { LoadingOutlined } from '@ant-design/icons';
import { DRAWER_WIDTH, type PublishDetailItem, taskLinkText } from '@puhuo/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Input, Table, type TableColumnsType, Tabs } from 'antd';
import { useState } from 'react';
import { StationBadge } from '../../shared/StationBadge.tsx';
import { usePublishing } from '../publishing/publishing-context.ts';
import { resultsApi } from './results.api.ts';
import styles from './results.module.css';

const PAGE_SIZE = 10;
const TABS = [
  { key: 'all', label: '全部' },
  { key: '2', label: '铺货成功' },
  { key: '1', label: '铺货失败' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

export function formatPriceRange(min: number | null, max: number | null): string {
  if (min === null || max === null) return '-';
  return min === max ? `¥${min.toFixed(2)}` : `¥${min.toFixed(2)}~${max.toFixed(2)}`;
}

interface Props {
  resultId: string | null;
  onClose(): void;
  /** shows another batch: the one a republish came from, or one that republished failures */
  onOpenTask(taskId: string): void;
}

/** Spec doc 1 §2 result details drawer, with the failures grouped by reason. */
export function ResultDetailsDrawer({ resultId, onClose, onOpenTask }: Props) {
  const queryClient = useQueryClient();
  const { openProgress } = usePublishing();
  const [draft, setDraft] = useState('');
  const [title, setTitle] = useState('');
  const [tab, setTab] = useState<TabKey>('all');
  const [page, setPage] = useState(1);
  const status = tab === 'all' ? undefined : (Number(tab) as 1 | 2);

  const details = useQuery({
    queryKey: ['publish-details', resultId, title, status, page],
    queryFn: ({ signal }) =>
      resultsApi.details({ resultId: resultId ?? '', title, status, page, pageSize: PAGE_SIZE }, signal),
    enabled: resultId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const reasons = useQuery({
    queryKey: ['publish-failure-reasons', resultId],
    queryFn: ({ signal }) => resultsApi.failureReasons(resultId ?? '', signal),
    enabled: resultId !== null,
    staleTime: 0,
  });

  // the batch itself: its links to the batch it republished and to its own republishes
  const batch = useQuery({
    queryKey: ['publish-result', resultId],
    queryFn: ({ signal }) => resultsApi.result(resultId ?? '', signal),
    enabled: resultId !== null,
    staleTime: 0,
  });

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['publish-details', resultId] });
    void queryClient.invalidateQueries({ queryKey: ['publish-failure-reasons', resultId] });
    void queryClient.invalidateQueries({ queryKey: ['publish-result', resultId] });
    void queryClient.invalidateQueries({ queryKey: ['publish-results'] });
  };

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
      title: '商品信息',
      render: (_, row) => (
        <div className={styles.goods}>
          <img src={row.imgUrl} alt="" loading="lazy" />
          <span className={styles.goodsTitle} title={row.title}>
            {row.title}
          </span>
        </div>
      ),
    },
    { title: '铺货价格', width: 150, render: (_, row) => formatPriceRange(row.minPrice, row.maxPrice) },
    { title: '库存总数', dataIndex: 'stock', width: 90, render: (stock: number | null) => stock ?? '-' },
    {
      title: '目标店铺',
      width: 190,
      render: (_, row) => (
        <span className={styles.shop}>
          <StationBadge station={row.orderStation} />
          <span>{row.shopName}</span>
        </span>
      ),
    },
    {
      title: '铺货进度',
      width: 220,
      render: (_, row) => {
        if (row.publishStatus === 0)
          return (
            <span className={styles.publishing}>
              <LoadingOutlined /> 铺货中
            </span>
          );
        if (row.publishStatus === 1)
          return (
            <div>
              <div className={styles.failure}>铺货失败</div>
              {row.reason && <div className={styles.reasonFailed}>{row.reason}</div>}
              {row.republish && (
                <Button
                  type="link"
                  size="small"
                  className={styles.itemLink}
                  data-testid="item-republish-link"
                  onClick={() => showBatch(row.republish?.taskId ?? '')}
                >
                  {taskLinkText.itemRepublished(row.republish.publishStatus)} · {taskLinkText.view}
                </Button>
              )}
            </div>
          );
        return (
          <div>
            <div className={styles.success}>铺货成功</div>
            {row.reason && <div className={styles.reasonNote}>{row.reason}</div>}
          </div>
        );
      },
    },
    {
      title: '操作',
      width: 90,
      // a failure already republished with success (or being republished) is not offered again
      render: (_, row) =>
        row.publishStatus === 1 && (!row.republish || row.republish.publishStatus === 1) ? (
          <Button type="link" size="small" onClick={() => void republish(() => resultsApi.republishOne(row.id))}>
            重新铺货
          </Button>
        ) : null,
    },
  ];

  const failureGroups = reasons.data?.items ?? [];
  const source = batch.data?.sourceTask ?? null;
  const republishes = batch.data?.republishTasks ?? [];
  const failedTotal = failureGroups.reduce((sum, group) => sum + group.count, 0);
  return (
    <Drawer
      title="铺货结果详情"
      width={DRAWER_WIDTH.resultDetails}
      open={resultId !== null}
      onClose={close}
      destroyOnHidden
    >
      <div className={styles.toolbar}>
        <Input
          style={{ width: 280 }}
          placeholder="请输入商品名称"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={() => search(draft)}
          allowClear={false}
        />
        <Button type="primary" onClick={() => search(draft)}>
          搜索
        </Button>
        <Button
          onClick={() => {
            setDraft('');
            search('');
          }}
        >
          清空
        </Button>
      </div>
      {(source || republishes.length > 0) && (
        <div className={styles.batchLinks} data-testid="batch-links">
          {source && (
            <Button type="link" size="small" className={styles.itemLink} onClick={() => showBatch(source.id)}>
              {taskLinkText.source(source.creationTimeFormat)}
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
              {taskLinkText.republish(task.creationTimeFormat)}
            </Button>
          ))}
        </div>
      )}
      {failedTotal > 0 && (
        <div className={styles.reasons} data-testid="failure-reasons">
          <div className={styles.reasonsHead}>
            <strong>失败原因（共{failedTotal}个）</strong>
            {(reasons.data?.republishable ?? 0) > 0 && (
              <Button
                size="small"
                danger
                onClick={() => void republish(() => resultsApi.republishFailed(resultId ?? ''))}
              >
                全部失败重新铺货
              </Button>
            )}
          </div>
          <ul>
            {failureGroups.map((group) => (
              <li key={group.reason}>
                {group.reason || '未知原因'} <span className={styles.reasonNote}>×{group.count}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Tabs
        activeKey={tab}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
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
        loading={details.isFetching && !details.data}
        locale={{ emptyText: '暂无数据' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: details.data?.totalCount ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共${n}条`,
          onChange: setPage,
        }}
      />
    </Drawer>
  );
}
