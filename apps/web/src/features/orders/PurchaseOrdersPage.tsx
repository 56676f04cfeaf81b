import { ORDER_STATUS_TABS } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatCount } from '../../i18n/index.ts';
import { PurchaseOrderCard } from './PurchaseOrderCard.tsx';
import styles from './purchase-orders.module.css';
import { purchaseOrderQueries } from './purchase-orders.queries.ts';

const PAGE_SIZE = 10;
const ALL = 'all';

/** The status tab and page in the address (?status=1&page=2), so a link or a reload opens them again. */
function useListPlace() {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('status'));
  const status = (ORDER_STATUS_TABS as readonly number[]).includes(wanted) ? wanted : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = useCallback(
    (next: { status?: number; page?: number }) => {
      const query = new URLSearchParams();
      if (next.status !== undefined) query.set('status', String(next.status));
      if (next.page && next.page > 1) query.set('page', String(next.page));
      setParams(query);
    },
    [setParams],
  );
  return { status, page, go };
}

/** 采购订单: every order the distributor placed in the market, by status, newest first. */
export default function PurchaseOrdersPage() {
  const { t } = useTranslation('orders');
  const { status, page, go } = useListPlace();
  const { data, isPending } = useQuery(purchaseOrderQueries.page(status, page, PAGE_SIZE));
  // the last order of a page paid or cancelled away: the page before shows what is left
  const emptiedPage = data !== undefined && data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) go({ status, page: page - 1 });
  }, [emptiedPage, go, status, page]);
  const counts = data?.statusCounts ?? {};
  const allCount = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabLabel = (label: string, count: number | undefined) =>
    count === undefined ? label : t('purchaseOrders.tabCount', { label, count: formatCount(count) });

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('purchaseOrders.title')}</h1>
      <Tabs
        activeKey={status === undefined ? ALL : String(status)}
        onChange={(key) => go({ status: key === ALL ? undefined : Number(key) })}
        items={[
          { key: ALL, label: tabLabel(t('purchaseOrders.allTab'), data ? allCount : undefined) },
          ...ORDER_STATUS_TABS.map((value) => ({
            key: String(value),
            label: tabLabel(t(`purchaseOrders.status.${value}`), counts[String(value)]),
          })),
        ]}
      />
      {isPending ? (
        <Skeleton active />
      ) : !data || data.items.length === 0 ? (
        <Empty description={t('purchaseOrders.empty')} />
      ) : (
        <>
          {data.items.map((order) => (
            <PurchaseOrderCard key={order.id} order={order} />
          ))}
          <Pagination
            className={styles.pagination}
            current={page}
            pageSize={PAGE_SIZE}
            total={data.totalCount}
            showSizeChanger={false}
            showTotal={(total) => t('purchaseOrders.totalCount', { count: formatCount(total) })}
            onChange={(next) => go({ status, page: next })}
          />
        </>
      )}
    </div>
  );
}
