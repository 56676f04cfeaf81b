import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { GoodsCard } from './GoodsCard.tsx';
import { type GoodsFilter, useGoodsList } from './goods.api.ts';
import styles from './market.module.css';

const PAGE_SIZE = 20;

/** A paged grid of goods; the page number lives in the URL so reloads and links keep it. */
export function GoodsGrid({ filter, emptyText = '暂无商品' }: { filter: GoodsFilter; emptyText?: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isPending, isError, isPlaceholderData, refetch } = useGoodsList(filter, page, PAGE_SIZE);

  if (isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className={styles.card}>
            <Skeleton.Image active style={{ width: 220, height: 220 }} />
            <Skeleton active paragraph={{ rows: 2 }} title={false} style={{ padding: 12 }} />
          </div>
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <Result
        status="warning"
        title="商品加载失败"
        extra={
          <Button type="primary" onClick={() => refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  if (data.totalCount === 0) {
    return <Empty className={styles.empty} description={emptyText} />;
  }
  return (
    <>
      <div className={styles.grid} style={{ opacity: isPlaceholderData ? 0.6 : 1 }} data-testid="goods-grid">
        {data.items.map((good) => (
          <GoodsCard key={good.id} good={good} />
        ))}
      </div>
      <Pagination
        className={styles.pagination}
        current={page}
        pageSize={PAGE_SIZE}
        total={data.totalCount}
        showSizeChanger={false}
        showQuickJumper
        showTotal={(total) => `共 ${total} 件商品`}
        onChange={(next) => {
          const nextParams = new URLSearchParams(params);
          nextParams.set('page', String(next));
          setParams(nextParams);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
