import { MarketShell } from './MarketShell.tsx';

export default function HotSellingPage() {
  return (
    <MarketShell
      heading="热销榜单"
      subheading=""
      sectionTitle="热销榜单"
      sectionNote="全网销量排行"
      filter={{ sorting: 'sales' }}
    />
  );
}
