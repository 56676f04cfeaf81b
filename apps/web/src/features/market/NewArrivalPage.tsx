import { MarketShell } from './MarketShell.tsx';

export default function NewArrivalPage() {
  return (
    <MarketShell
      heading="新品上架"
      subheading=""
      sectionTitle="新品上架"
      sectionNote="最新上架的商品"
      filter={{ sorting: 'newest' }}
    />
  );
}
