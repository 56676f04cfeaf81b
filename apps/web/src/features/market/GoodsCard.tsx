import type { GoodsListItem } from '@puhuo/domain';
import { Link } from 'react-router';
import styles from './market.module.css';

export function formatSales(count: number): string {
  return count >= 10_000 ? `${(count / 10_000).toFixed(1)}万` : String(count);
}

export function formatPrice(yuan: number): string {
  return yuan.toFixed(2);
}

export function detailPath(good: Pick<GoodsListItem, 'id' | 'tenantId'>): string {
  return `/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`;
}

export function GoodsCard({ good, rank, eager }: { good: GoodsListItem; rank?: number; eager?: boolean }) {
  return (
    <Link to={detailPath(good)} className={styles.card} data-testid="goods-card">
      <div className={styles.cardImageBox}>
        <img
          className={styles.cardImage}
          src={good.imgUrl}
          alt={good.title}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          width={220}
          height={220}
        />
        {rank !== undefined && (
          <span className={rank <= 3 ? styles.rankTop : styles.rank} data-testid="goods-rank">
            {rank}
          </span>
        )}
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardTitle} title={good.title}>
          {good.supplierType === 4 && <span className={styles.tag1688}>1688</span>}
          {good.market === 0 && <span className={styles.tagInvited}>内邀</span>}
          {good.title}
        </div>
        <div className={styles.cardPriceRow}>
          <span className={styles.price} data-testid="goods-price">
            <small>¥</small>
            {formatPrice(good.minDaifaPrice)}
          </span>
          <span className={styles.priceLabel}>代发价</span>
        </div>
        <div className={styles.cardMeta}>
          <span>批发 ¥{formatPrice(good.minPrice)}</span>
          <span data-testid="goods-sales">已售 {formatSales(good.saleCount)}</span>
        </div>
        <div className={styles.cardSupplier}>{good.supplierName}</div>
      </div>
    </Link>
  );
}
