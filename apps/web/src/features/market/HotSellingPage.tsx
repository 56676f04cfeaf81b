import { MarketShell } from './MarketShell.tsx';

export default function HotSellingPage() {
  return (
    <MarketShell
      source="/api/goods/good/fenxiao-list"
      filter={{}}
      categoryScope={{}}
      fixedSorting={{ sorting: 'sales', label: '按销量排行 · 前100名' }}
      ranked
      sectionTitle="热销榜单"
      sectionNote="全网分销商都在卖的爆款"
    />
  );
}
