import { useTranslation } from 'react-i18next';
import { MarketShell } from './MarketShell.tsx';

export default function HotSellingPage() {
  const { t } = useTranslation('market');
  return (
    <MarketShell
      source="/api/goods/good/fenxiao-list"
      filter={{}}
      categoryScope={{}}
      fixedSorting={{ sorting: 'sales', label: t('pages.hotSelling.sorting') }}
      ranked
      sectionTitle={t('pages.hotSelling.title')}
      sectionNote={t('pages.hotSelling.note')}
    />
  );
}
