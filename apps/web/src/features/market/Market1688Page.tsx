import { MarketHero } from './MarketHero.tsx';
import { MarketShell } from './MarketShell.tsx';
import { OfferUrlBox } from './OfferUrlBox.tsx';

export default function Market1688Page() {
  return (
    <MarketShell
      source="/api/goods/good"
      filter={{ supplierType: 4 }}
      categoryScope={{ supplierType: 4 }}
      sectionTitle="1688 精选货源"
      sectionNote="订购 1688 买家应用后可一键代发"
    >
      <MarketHero
        tone="orange"
        heading="1688 选品"
        subheading="海量 1688 源头货盘，订购买家应用即可一件代发"
        below={<OfferUrlBox />}
      />
    </MarketShell>
  );
}
