import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../detail.module.css';
import type { GoodsRef } from '../goods-detail.api.ts';
import { useSaleTrend, useSkuSaleTop } from '../useGoodsDetail.ts';
import { SaleTrendChart } from './SaleTrendChart.tsx';
import { SkuSaleTopChart } from './SkuSaleTopChart.tsx';

/** The sale trend (7 or 30 days) and the best-selling SKUs of a good. */
export function GoodsStatistics({ good }: { good: GoodsRef }) {
  const [days, setDays] = useState<7 | 30>(30);
  const { t } = useTranslation('detail');
  const trend = useSaleTrend(good, days);
  const top = useSkuSaleTop(good);
  const total = trend.data?.items.reduce((sum, d) => sum + d.saleCount, 0);
  return (
    <section className={styles.stats}>
      <div className={styles.statCard}>
        <div className={styles.statHead}>
          <h3>{t('stats.trend')}</h3>
          {total !== undefined && <span className={styles.muted}>{t('stats.trendTotal', { days, total })}</span>}
          <Segmented
            size="small"
            value={days}
            onChange={(v) => setDays(v as 7 | 30)}
            options={[
              { label: t('stats.last7'), value: 7 },
              { label: t('stats.last30'), value: 30 },
            ]}
          />
        </div>
        {trend.data && <SaleTrendChart points={trend.data.items} />}
      </div>
      <div className={styles.statCard}>
        <div className={styles.statHead}>
          <h3>{t('stats.skuTop')}</h3>
        </div>
        {top.data && top.data.items.length > 0 ? (
          <SkuSaleTopChart items={top.data.items} />
        ) : (
          <p className={styles.muted}>{t('stats.noSales')}</p>
        )}
      </div>
    </section>
  );
}
