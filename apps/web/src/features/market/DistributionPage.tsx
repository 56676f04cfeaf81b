import { MarketShell } from './MarketShell.tsx';

export default function DistributionPage() {
  return (
    <MarketShell
      heading="一件代发"
      subheading=""
      sectionTitle="一件代发"
      sectionNote="支持一件代发的蓝海商品"
      filter={{ supplierType: 1, market: 2, sorting: 'sales' }}
    />
  );
}
