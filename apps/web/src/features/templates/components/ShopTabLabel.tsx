import { findStation } from '@puhuo/domain';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../i18n/index.ts';
import type { SettingsShop } from '../templates.api.ts';
import styles from './templates.module.css';

/** The name of a shop's platform in the screens' language. */
function usePlatformName(): (shop: SettingsShop) => string {
  const { t } = useTranslation('templates');
  const localized = useLocalized();
  return (shop) => {
    const label = findStation(shop.stationType)?.label;
    return label ? localized(label) : t('shop.unknownPlatform');
  };
}

export function ShopTabLabel({ shop }: { shop: SettingsShop }) {
  const platformName = usePlatformName();
  return (
    <span className={styles.shopTab}>
      <span className={styles.shopTabName} title={shop.shopName}>
        {shop.shopName}
      </span>
      <span className={styles.shopTabPlatform}>{platformName(shop)}</span>
    </span>
  );
}

/** A shop's option label in the shop picker: its name and its platform's. */
export function useShopOptionLabel(): (shop: SettingsShop) => string {
  const { t } = useTranslation('templates');
  const platformName = usePlatformName();
  return (shop) => t('shop.optionLabel', { name: shop.shopName, platform: platformName(shop) });
}
