import { Link } from 'react-router';
import { KeywordSearch } from '../../shared/KeywordSearch.tsx';
import type { RouteHandle } from '../route-handle.ts';
import styles from './layout.module.css';

const PROVIDER_SITE = 'https://www.example.com';

const PROVIDER_LINKS = [
  ['官网', '/'],
  ['我是分销商', '/distributor'],
  ['我是供应商', '/supplier'],
  ['市场介绍', '/intro'],
  ['关于我们', '/about'],
] as const;

export function Header({ activeTab, showSearch }: { activeTab: RouteHandle['tab']; showSearch: boolean }) {
  const tabClass = (tab: RouteHandle['tab']) => `${styles.tab} ${activeTab === tab ? styles.tabActive : ''}`;
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/market" className={styles.logo}>
          <img src="/favicon.svg" alt="" />
          蓝海分销
        </Link>
        <nav className={styles.tabs} aria-label="市场">
          <Link to="/market" className={tabClass('market')}>
            蓝海市场
          </Link>
          <Link to="/market-1688" className={tabClass('market-1688')}>
            1688选品
          </Link>
        </nav>
        {showSearch && (
          <div className={styles.headerSearch} data-testid="header-search">
            <KeywordSearch />
          </div>
        )}
        <nav className={styles.providerLinks} aria-label="服务商">
          {PROVIDER_LINKS.map(([label, path]) => (
            <a key={label} href={`${PROVIDER_SITE}${path}`} target="_blank" rel="noreferrer">
              {label}
            </a>
          ))}
        </nav>
      </div>
    </header>
  );
}
