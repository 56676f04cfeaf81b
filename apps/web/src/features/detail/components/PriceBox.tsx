import { formatPrice } from '../../market/GoodsCard.tsx';
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
  const skus = good.skus.length > 0 ? good.skus : [];
  const tiers = sku ? sku.numberPrices : (skus[0]?.numberPrices ?? []);
  return (
    <div className={styles.priceBox}>
      <div className={styles.priceRow}>
        <span className={styles.priceLabel}>代发价</span>
        <span className={styles.price} data-testid="detail-daifa-price">
          <small>¥</small>
          {sku ? formatPrice(sku.daifaPrice) : range(skus.map((s) => s.daifaPrice))}
        </span>
        {controlledMin !== null && (
          <span className={styles.controlTag} data-testid="price-control">
            控价 ¥{formatPrice(controlledMin)}，不得低于此价销售
          </span>
        )}
      </div>
      <div className={styles.priceRow}>
        <span className={styles.priceLabel}>批发价</span>
        <span className={styles.wholesale} data-testid="detail-price">
          ¥{sku ? formatPrice(sku.price) : range(skus.map((s) => s.price))}
        </span>
        {!good.isWholesale && (
          <span className={styles.muted}>{daifa === false ? '（不支持批发）' : '（仅支持代发，不支持批发）'}</span>
        )}
      </div>
      {good.isWholesale && tiers.length > 0 && (
        <div className={styles.priceRow}>
          <span className={styles.priceLabel}>批发阶梯</span>
          <div className={styles.tiers} data-testid="wholesale-tiers">
            <span>
              1件起 <b>¥{formatPrice(sku?.price ?? Math.min(...skus.map((s) => s.price)))}</b>
            </span>
            {tiers.map((tier) => (
              <span key={tier.minQty}>
                ≥{tier.minQty}件 <b>¥{formatPrice(tier.price)}</b>
              </span>
            ))}
            {!sku && <span className={styles.muted}>（选择规格后显示该规格价格）</span>}
          </div>
        </div>
      )}
    </div>
  );
}
