import { useQuery } from '@tanstack/react-query';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { StationBadge } from '../../shared/StationBadge.tsx';
import styles from './listings.module.css';
import { listingsQueries } from './listings.queries.ts';

/** Goods × shops: how many listings each good holds in each shop (on sale of them), an empty cell none. */
export function WhereListedMatrix({ goodsIds, titles }: { goodsIds: string[]; titles: Map<string, string | null> }) {
  const { t } = useTranslation('listings');
  const matrix = useQuery(listingsQueries.whereListed(goodsIds));
  if (goodsIds.length === 0) return <Empty description={t('empty')} />;
  const cells = new Map((matrix.data?.cells ?? []).map((c) => [`${c.goodsId}|${c.shopId}`, c]));
  return (
    <Table
      rowKey="goodsId"
      size="small"
      loading={matrix.isPending}
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={goodsIds.map((goodsId) => ({ goodsId }))}
      columns={[
        {
          title: t('columns.good'),
          key: 'good',
          fixed: 'left',
          width: 260,
          render: (_, row) => <span className={styles.title}>{titles.get(row.goodsId) ?? row.goodsId}</span>,
        },
        ...(matrix.data?.shops ?? []).map((shop) => ({
          title: (
            <span className={styles.shop}>
              <StationBadge station={shop.station} size={16} /> {shop.shopName}
            </span>
          ),
          key: shop.shopId,
          width: 140,
          align: 'center' as const,
          render: (_: unknown, row: { goodsId: string }) => {
            const cell = cells.get(`${row.goodsId}|${shop.shopId}`);
            if (!cell) return <span className={styles.muted}>—</span>;
            return (
              <span data-testid="matrix-cell" className={cell.onSale > 0 ? styles.listed : styles.muted}>
                {t('matrix.cell', { listed: cell.listed, onSale: cell.onSale })}
              </span>
            );
          },
        })),
      ]}
    />
  );
}
