import type { ReactNode } from 'react';
import { KeywordSearch } from '../../shared/KeywordSearch.tsx';
import { GoodsGrid } from './GoodsGrid.tsx';
import type { GoodsFilter } from './goods.api.ts';
import styles from './market.module.css';

interface MarketShellProps {
  heading: string;
  subheading: string;
  sectionTitle: string;
  sectionNote?: string;
  filter: GoodsFilter;
  /** Market and Market1688 carry their own search box (the header one is hidden there) */
  withSearch?: boolean;
  extra?: ReactNode;
}

export function MarketShell({
  heading,
  subheading,
  sectionTitle,
  sectionNote,
  filter,
  withSearch,
  extra,
}: MarketShellProps) {
  return (
    <>
      {withSearch && (
        <section className={styles.hero}>
          <div className={styles.heroSearch}>
            <h1>{heading}</h1>
            <p>{subheading}</p>
            <KeywordSearch size="large" />
          </div>
        </section>
      )}
      {extra}
      <div className={styles.sectionTitle}>
        <h2>{sectionTitle}</h2>
        {sectionNote && <span>{sectionNote}</span>}
      </div>
      <GoodsGrid filter={filter} />
    </>
  );
}
