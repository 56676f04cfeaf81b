import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { StationBadge } from '../../shared/StationBadge.tsx';
import type { ShopListings } from './useWhereListed.ts';
import styles from './where-listed.module.css';

/** A shop holding a good: its platform's badge, its name and how many listings there are on sale. */
function ListedShopChip({ listing }: { listing: ShopListings }) {
  const { t } = useTranslation('listings');
  const { shop, listed, onSale } = listing;
  return (
    <span
      data-testid="listed-shop"
      data-shop-id={shop.shopId}
      className={onSale > 0 ? styles.chip : styles.chipOff}
      title={t('whereListed.shopTip', { shop: shop.shopName, listed, onSale })}
    >
      <StationBadge station={shop.station} size={16} />
      <span className={styles.shopName}>{shop.shopName}</span>
      <span className={styles.onSale}>{t('whereListed.onSale', { count: onSale })}</span>
    </span>
  );
}

/** The shops holding a good as chips; past `max` of them, a "+N" that shows the rest on hover. */
export function ListedShopChips({ listings, max }: { listings: ShopListings[]; max?: number }) {
  const { t } = useTranslation('listings');
  const shown = max === undefined ? listings : listings.slice(0, max);
  const rest = listings.slice(shown.length);
  return (
    <span className={styles.chips}>
      {shown.map((listing) => (
        <ListedShopChip key={listing.shop.shopId} listing={listing} />
      ))}
      {rest.length > 0 && (
        <Tooltip
          color="#fff"
          title={
            <span className={styles.chips}>
              {rest.map((listing) => (
                <ListedShopChip key={listing.shop.shopId} listing={listing} />
              ))}
            </span>
          }
        >
          <span className={styles.more} data-testid="listed-shops-more">
            {t('whereListed.more', { count: rest.length })}
          </span>
        </Tooltip>
      )}
    </span>
  );
}
