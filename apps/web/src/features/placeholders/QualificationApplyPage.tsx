import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle.ts';

export default function QualificationApplyPage() {
  usePageTitle();
  const { t } = useTranslation('auth');
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f6f8' }}>
      <Card title={t('qualification.title')} style={{ width: 520 }}>
        <p>{t('qualification.contact')}</p>
      </Card>
    </div>
  );
}
