import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeywordSearch } from '../../shared/KeywordSearch.tsx';
import type { RouteHandle } from '../route-handle.ts';
import styles from './layout.module.css';
import { PROVIDER_LINKS, PROVIDER_SITE } from './provider-links.ts';

export function Header({ activeTab, showSearch }: { activeTab: RouteHandle['tab']; showSearch: boolean }) {
  const { t } = useTranslation('layout');
  const tabClass = (tab: RouteHandle['tab']) => `${styles.tab} ${activeTab === tab ? styles.tabActive : ''}`;
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/market" className={styles.logo}>
          <img src="/favicon.svg" alt="" />
          {t('header.logo')}
        </Link>
        <nav className={styles.tabs} aria-label={t('header.tabs')}>
          <Link to="/market" className={tabClass('market')}>
            {t('pageTitles.market')}
          </Link>
          <Link to="/market-1688" className={tabClass('market-1688')}>
            {t('pageTitles.market1688')}
          </Link>
        </nav>
        {showSearch && (
          <div className={styles.headerSearch} data-testid="header-search">
            <KeywordSearch />
          </div>
        )}
        <nav className={styles.providerLinks} aria-label={t('header.providerLinks')}>
          {PROVIDER_LINKS.map(([label, path]) => (
            <a key={label} href={`${PROVIDER_SITE}${path}`} target="_blank" rel="noreferrer">
              {t(`header.provider.${label}`)}
            </a>
          ))}
        </nav>
      </div>
    </header>
  );
}
