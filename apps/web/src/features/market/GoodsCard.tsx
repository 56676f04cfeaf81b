import type { GoodsListItem } from '@puhuo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale, formatCount, formatYuanAmount, i18n } from '../../i18n/index.ts';
import styles from './market.module.css';

/** A count as the screens write it: ungrouped in Chinese (12345), as they always have; grouped per the language elsewhere (12,345). */
export function formatQuantity(count: number): string {
  return currentLocale() === 'zh-CN' ? String(count) : formatCount(count);
}

/** Sales (and goods) counts: 12345 is 1.2万 in Chinese, 12.3K in English. */
export function formatSales(count: number): string {
  if (currentLocale() !== 'zh-CN') {
    return new Intl.NumberFormat(currentLocale(), { notation: 'compact', maximumFractionDigits: 1 }).format(count);
  }
  return count >= 10_000 ? i18n.t('market:tenThousands', { value: (count / 10_000).toFixed(1) }) : String(count);
}

export function formatPrice(yuan: number): string {
  return formatYuanAmount(yuan);
}

export function detailPath(good: Pick<GoodsListItem, 'id' | 'tenantId'>): string {
  return `/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`;
}

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
          {good.supplierType === 4 && <span className={styles.tag1688}>1688</span>}
          {good.market === 0 && <span className={styles.tagInvited}>{t('card.invited')}</span>}
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
