import { MarketShell } from './MarketShell.tsx';

export default function MarketPage() {
  return (
    <MarketShell
      withSearch
      heading="蓝海精选 · 源头好货"
      subheading="严选供应商，一件代发，一键铺货到你的店铺"
      sectionTitle="蓝海精选"
      sectionNote="按销量排序"
      filter={{ supplierType: 1, market: 2 }}
    />
  );
}
