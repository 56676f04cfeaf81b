import { useTranslation } from 'react-i18next';
import { MarketHero } from './MarketHero.tsx';
import { MarketShell } from './MarketShell.tsx';
import { MARKET_LISTING } from './market-listing.ts';
import { RecentProcurement } from './RecentProcurement.tsx';
import { RecommendCategories } from './RecommendCategories.tsx';
import { useRecommendCategories } from './useGoods.ts';
import { useListingParams } from './useListingParams.ts';

export default function MarketPage() {
  const [, update] = useListingParams();
  const { t } = useTranslation('market');
  const recommended = useRecommendCategories(true);
  return (
    <MarketShell
      source={MARKET_LISTING.source}
      filter={MARKET_LISTING.filter}
      categoryScope={MARKET_LISTING.filter}
      sectionTitle={t('pages.market.title')}
      sectionNote={t('pages.market.note')}
      childrenDrawn={!recommended.isPending}
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
