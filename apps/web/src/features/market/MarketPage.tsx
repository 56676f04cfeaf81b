import { useTranslation } from 'react-i18next';
import { MarketHero } from './MarketHero.tsx';
import { MarketShell } from './MarketShell.tsx';
import { RecentProcurement } from './RecentProcurement.tsx';
import { RecommendCategories } from './RecommendCategories.tsx';
import { useListingParams } from './useListingParams.ts';

export default function MarketPage() {
  const [, update] = useListingParams();
  const { t } = useTranslation('market');
  return (
    <MarketShell
      source="/api/goods/good"
      filter={{ supplierType: 1, market: 2 }}
      categoryScope={{ supplierType: 1, market: 2 }}
      sectionTitle={t('pages.market.title')}
      sectionNote={t('pages.market.note')}
    >
      <MarketHero
        heading={t('pages.market.heading')}
        subheading={t('pages.market.subheading')}
        aside={<RecentProcurement />}
      />
      <RecommendCategories onSelect={(categoryId) => update({ categoryId })} />
    </MarketShell>
  );
}
