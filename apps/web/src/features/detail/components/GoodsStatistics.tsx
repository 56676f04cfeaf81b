import { Segmented } from 'antd';
import { useState } from 'react';
import styles from '../detail.module.css';
import { type GoodsRef, useSaleTrend, useSkuSaleTop } from '../goods-detail.api.ts';
import { SaleTrendChart } from './SaleTrendChart.tsx';
import { SkuSaleTopChart } from './SkuSaleTopChart.tsx';

/** The sale trend (7 or 30 days) and the best-selling SKUs of a good. */
export function GoodsStatistics({ good }: { good: GoodsRef }) {
  const [days, setDays] = useState<7 | 30>(30);
  const trend = useSaleTrend(good, days);
  const top = useSkuSaleTop(good);
  const total = trend.data?.items.reduce((sum, d) => sum + d.saleCount, 0);
  return (
    <section className={styles.stats}>
      <div className={styles.statCard}>
        <div className={styles.statHead}>
          <h3>销量趋势</h3>
          {total !== undefined && (
            <span className={styles.muted}>
              近{days}天共 {total} 件
            </span>
          )}
          <Segmented
            size="small"
            value={days}
            onChange={(v) => setDays(v as 7 | 30)}
            options={[
              { label: '近7天', value: 7 },
              { label: '近30天', value: 30 },
            ]}
          />
        </div>
        {trend.data && <SaleTrendChart points={trend.data.items} />}
      </div>
      <div className={styles.statCard}>
        <div className={styles.statHead}>
          <h3>规格销量 TOP5</h3>
        </div>
        {top.data && top.data.items.length > 0 ? (
          <SkuSaleTopChart items={top.data.items} />
        ) : (
          <p className={styles.muted}>暂无销量</p>
        )}
      </div>
    </section>
  );
}
