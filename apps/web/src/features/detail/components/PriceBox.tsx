import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../shared/format.ts';
import styles from '../detail.module.css';
import type { GoodsDetail, GoodsSku } from '../goods-detail.api.ts';

function range(values: number[]): string {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? formatPrice(low) : `${formatPrice(low)}~${formatPrice(high)}`;
}

/** The dropshipping and wholesale prices of the chosen SKU (or their range), with wholesale tiers. */
export function PriceBox({
  good,
  sku,
  controlledMin,
  daifa,
}: {
  good: GoodsDetail;
  /** whether the good can be drop-shipped (`supportsDaifa`); null until the supplier's terms are read */
  daifa: boolean | null;
  sku: GoodsSku | undefined;
  controlledMin: number | null;
}) {
  const { t } = useTranslation('detail');
  const skus = good.skus.length > 0 ? good.skus : [];
  const tiers = sku ? sku.numberPrices : (skus[0]?.numberPrices ?? []);
  return (
    <div className={styles.priceBox}>
      <div className={styles.priceRow}>
        <span className={styles.priceLabel}>{t('price.daifa')}</span>
        <span className={styles.price} data-testid="detail-daifa-price">
          <small>¥</small>
          {sku ? formatPrice(sku.daifaPrice) : range(skus.map((s) => s.daifaPrice))}
        </span>
        {controlledMin !== null && (
          <span className={styles.controlTag} data-testid="price-control">
            {t('price.control', { price: formatPrice(controlledMin) })}
          </span>
        )}
      </div>
      <div className={styles.priceRow}>
        <span className={styles.priceLabel}>{t('price.wholesale')}</span>
        <span className={styles.wholesale} data-testid="detail-price">
          ¥{sku ? formatPrice(sku.price) : range(skus.map((s) => s.price))}
        </span>
        {!good.isWholesale && (
          <span className={styles.muted}>{daifa === false ? t('price.noWholesale') : t('price.daifaOnly')}</span>
        )}
      </div>
      {good.isWholesale && tiers.length > 0 && (
        <div className={styles.priceRow}>
          <span className={styles.priceLabel}>{t('price.tiers')}</span>
          <div className={styles.tiers} data-testid="wholesale-tiers">
            <span>
              {t('price.fromOne')} <b>¥{formatPrice(sku?.price ?? Math.min(...skus.map((s) => s.price)))}</b>
            </span>
            {tiers.map((tier) => (
              <span key={tier.minQty}>
                {t('price.fromQty', { qty: tier.minQty })} <b>¥{formatPrice(tier.price)}</b>
              </span>
            ))}
            {!sku && <span className={styles.muted}>{t('price.chooseSku')}</span>}
          </div>
        </div>
      )}
    </div>
  );
}
