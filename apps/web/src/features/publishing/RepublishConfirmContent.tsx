import { useTranslation } from 'react-i18next';
import styles from './publishing.module.css';

export interface RepublishPair {
  goodsId: string;
  shopId: string;
  title: string;
  shopName: string;
  publishedCount: number;
}

/** What the confirm before a repeated publish names: each good already listed in a chosen shop, and how often. */
export function RepublishConfirmContent({ pairs }: { pairs: RepublishPair[] }) {
  const { t } = useTranslation('shared');
  return (
    <div data-testid="republish-confirm">
      <p className={styles.republishIntro}>{t('republishConfirmIntro')}</p>
      <ul className={styles.republishList}>
        {pairs.map((pair) => (
          <li key={`${pair.goodsId}|${pair.shopId}`} data-testid="republish-pair">
            <span className={styles.republishTitle} title={pair.title}>
              {pair.title}
            </span>
            <span className={styles.republishShop} title={pair.shopName}>
              {pair.shopName}
            </span>
            <span className={styles.shopNote}>{t('publishedTimes', { count: pair.publishedCount })}</span>
          </li>
        ))}
      </ul>
      <p className={styles.republishWarning}>{t('republishConfirmWarning')}</p>
    </div>
  );
}
