import { useTranslation } from 'react-i18next';
import { MarketShell } from './MarketShell.tsx';

export default function DistributionPage() {
  const { t } = useTranslation('market');
  return (
    <MarketShell
      source="/api/platform-goods/supply-chain-goods"
      filter={{}}
      categoryScope={{}}
      sectionTitle={t('pages.distribution.title')}
      sectionNote={t('pages.distribution.note')}
    />
  );
}
