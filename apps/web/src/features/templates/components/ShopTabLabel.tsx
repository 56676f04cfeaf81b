import { findStation } from '@puhuo/domain';
import type { SettingsShop } from '../templates.api.ts';
import styles from './templates.module.css';

export function ShopTabLabel({ shop }: { shop: SettingsShop }) {
  return (
    <span className={styles.shopTab}>
      <span className={styles.shopTabName} title={shop.shopName}>
        {shop.shopName}
      </span>
      <span className={styles.shopTabPlatform}>{findStation(shop.stationType)?.label ?? '未知平台'}</span>
    </span>
  );
}

export const shopOptionLabel = (shop: SettingsShop) =>
  `${shop.shopName}（${findStation(shop.stationType)?.label ?? '未知平台'}）`;
