import type { GoodsListResult, GoodsSorting } from '@puhuo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstScreenDone } from '../../app/first-screen.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { GoodsGrid } from './GoodsGrid.tsx';
import type { GoodsFilter, GoodsSource } from './goods.api.ts';
import styles from './market.module.css';
import { PAGE_SIZE } from './market-listing.ts';
import { SortBar } from './SortBar.tsx';
import { useCategoryCounts, useGoodsListing } from './useGoods.ts';
import { useListingParams } from './useListingParams.ts';

interface MarketShellProps {
  source: GoodsSource;
  /** what the page always shows (a market, the 1688 selection, a keyword) */
  filter: GoodsFilter;
  sectionTitle: string;
  sectionNote?: string;
  /** the category counts to navigate by; none for pages without category navigation */
  categoryScope?: Pick<GoodsFilter, 'supplierType' | 'market'>;
  /** a page with an order of its own: the order and how it is named */
  fixedSorting?: { sorting: GoodsSorting; label: string };
  ranked?: boolean;
  /** what an empty listing says; a function sees the answer (a search's suggestion) and whether filters narrowed it */
  empty?: ReactNode | ((answer: GoodsListResult | undefined, filtered: boolean) => ReactNode);
  /** above the listing: the hero search, recommended categories, recent procurement */
  children?: ReactNode;
  /** whether the blocks above the listing have their data (the market's first screen stays until then) */
  childrenDrawn?: boolean;
}

/** A market page: category navigation, sorting and price filter, and the paged goods grid. */
export function MarketShell({
  source,
  filter,
  sectionTitle,
  sectionNote,
  categoryScope,
  fixedSorting,
  ranked,
  empty,
  children,
  childrenDrawn = true,
}: MarketShellProps) {
  const { t } = useTranslation('market');
  const [params, update] = useListingParams();
  const categories = useCategoryCounts(categoryScope ?? {});
  const list = useGoodsListing(source, filter, params, fixedSorting?.sorting);
  // drawn with its goods (or their failure) and categories: the application takes the first screen's place
  useFirstScreenDone(childrenDrawn && !list.isPending && !categories.isPending);
  const filtered = params.categoryId !== undefined || params.minPrice !== undefined || params.maxPrice !== undefined;
  return (
    <>
      {children}
      <div className={styles.sectionTitle}>
        <h2>{sectionTitle}</h2>
        {sectionNote && <span>{sectionNote}</span>}
      </div>
      {categoryScope && (
        <CategoryNav
          categories={categories.data?.items}
          loading={categories.isPending}
          selectedId={params.categoryId}
          onSelect={(categoryId) => update({ categoryId })}
        />
      )}
      <SortBar
        sorting={params.sorting}
        minPrice={params.minPrice}
        maxPrice={params.maxPrice}
        total={list.data?.totalCount}
        fixedSorting={fixedSorting?.label}
        onChange={update}
      />
      <GoodsGrid
        data={list.data}
        isPending={list.isPending}
        isError={list.isError}
        isStale={list.isPlaceholderData}
        onRetry={() => list.refetch()}
        page={params.page}
        pageSize={PAGE_SIZE}
        onPage={(page) => update({ page })}
        ranked={ranked}
        empty={
          typeof empty === 'function'
            ? empty(list.data, filtered)
            : filtered
              ? t('shell.emptyFiltered')
              : empty === undefined
                ? t('shell.empty')
                : empty
        }
      />
    </>
  );
}
