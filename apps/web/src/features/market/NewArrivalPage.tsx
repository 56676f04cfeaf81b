import { useTranslation } from 'react-i18next';
import { MarketShell } from './MarketShell.tsx';

export default function NewArrivalPage() {
  const { t } = useTranslation('market');
  return (
    <MarketShell
      source="/api/goods/good"
      filter={{}}
      categoryScope={{}}
      fixedSorting={{ sorting: 'newest', label: t('pages.newArrival.sorting') }}
      sectionTitle={t('pages.newArrival.title')}
      sectionNote={t('pages.newArrival.note')}
    />
  );
}
