import { useTranslation } from 'react-i18next';
import { MarketHero } from './MarketHero.tsx';
import { MarketShell } from './MarketShell.tsx';
import { OfferUrlBox } from './OfferUrlBox.tsx';

export default function Market1688Page() {
  const { t } = useTranslation('market');
  return (
    <MarketShell
      source="/api/goods/good"
      filter={{ supplierType: 4 }}
      categoryScope={{ supplierType: 4 }}
      sectionTitle={t('pages.market1688.title')}
      sectionNote={t('pages.market1688.note')}
    >
      <MarketHero
        tone="orange"
        heading={t('pages.market1688.heading')}
        subheading={t('pages.market1688.subheading')}
        below={<OfferUrlBox />}
      />
    </MarketShell>
  );
}
