import { MarketShell } from './MarketShell.tsx';

export default function Market1688Page() {
  return (
    <MarketShell
      withSearch
      heading="1688 选品"
      subheading="海量 1688 源头货盘，订购买家应用即可一件代发"
      sectionTitle="1688 精选货源"
      filter={{ supplierType: 4 }}
    />
  );
}
