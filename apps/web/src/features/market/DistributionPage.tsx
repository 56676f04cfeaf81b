import { MarketShell } from './MarketShell.tsx';

export default function DistributionPage() {
  return (
    <MarketShell
      source="/api/platform-goods/supply-chain-goods"
      filter={{}}
      categoryScope={{}}
      sectionTitle="一件代发"
      sectionNote="供应商代发货，无需囤货，下单即发"
    />
  );
}
