import { MarketShell } from './MarketShell.tsx';

export default function NewArrivalPage() {
  return (
    <MarketShell
      source="/api/goods/good"
      filter={{}}
      categoryScope={{}}
      fixedSorting={{ sorting: 'newest', label: '按上架时间 · 最新在前' }}
      sectionTitle="新品上架"
      sectionNote="供应商最新上架的商品"
    />
  );
}
