import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../shared/KeywordSearch.tsx';
import styles from './market.module.css';

/** The banner of the two market tabs, with their own search box (the header one is hidden there). */
export function MarketHero({
  heading,
  subheading,
  tone = 'blue',
  aside,
  below,
}: {
  heading: string;
  subheading: string;
  tone?: 'blue' | 'orange';
  aside?: ReactNode;
  /** under the search box (the 1688 tab's offer-address box) */
  below?: ReactNode;
}) {
  const { t } = useTranslation('market');
  return (
    <section className={styles.hero}>
      <div className={tone === 'orange' ? styles.heroSearch1688 : styles.heroSearch}>
        <h1>{heading}</h1>
        <p>{subheading}</p>
        <div className={styles.heroInput}>
          <KeywordSearch size="large" />
        </div>
        {below}
        <ul className={styles.heroPoints}>
          <li>{t('hero.points.factory')}</li>
          <li>{t('hero.points.daifa')}</li>
          <li>{t('hero.points.publish')}</li>
        </ul>
      </div>
      {aside}
    </section>
  );
}
