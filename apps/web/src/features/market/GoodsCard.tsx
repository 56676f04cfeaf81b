import type { GoodsListItem } from '@puhuo/domain';
import { isAlibabaGood, isInvitedGood } from '@puhuo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailPath, formatPrice, formatSales } from '../../shared/format.ts';
import styles from './market.module.css';

export function GoodsCard({ good, rank, eager }: { good: GoodsListItem; rank?: number; eager?: boolean }) {
  const { t } = useTranslation('market');
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
          {isAlibabaGood(good) && <span className={styles.tag1688}>1688</span>}
          {isInvitedGood(good) && <span className={styles.tagInvited}>{t('card.invited')}</span>}
          {good.title}
        </div>
        <div className={styles.cardPriceRow}>
          <span className={styles.price} data-testid="goods-price">
            <small>¥</small>
            {formatPrice(good.minDaifaPrice)}
          </span>
          <span className={styles.priceLabel}>{t('card.daifaPrice')}</span>
        </div>
        <div className={styles.cardMeta}>
          <span>{t('card.wholesale', { price: formatPrice(good.minPrice) })}</span>
          <span data-testid="goods-sales">{t('card.sold', { sales: formatSales(good.saleCount) })}</span>
        </div>
        <div className={styles.cardSupplier}>{good.supplierName}</div>
      </div>
    </Link>
  );
}
