import { MarketHero } from './MarketHero.tsx';
import { MarketShell } from './MarketShell.tsx';
import { RecentProcurement } from './RecentProcurement.tsx';
import { RecommendCategories } from './RecommendCategories.tsx';
import { useListingParams } from './useListingParams.ts';

export default function MarketPage() {
  const [, update] = useListingParams();
  return (
    <MarketShell
      source="/api/goods/good"
      filter={{ supplierType: 1, market: 2 }}
      categoryScope={{ supplierType: 1, market: 2 }}
      sectionTitle="蓝海精选"
      sectionNote="严选供应商 · 支持一件代发"
    >
      <MarketHero
        heading="蓝海精选 · 源头好货"
        subheading="严选供应商，一件代发，一键铺货到你的店铺"
        aside={<RecentProcurement />}
      />
      <RecommendCategories onSelect={(categoryId) => update({ categoryId })} />
    </MarketShell>
  );
}
