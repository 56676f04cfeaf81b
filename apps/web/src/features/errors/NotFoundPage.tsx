import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';

export default function NotFoundPage() {
  usePageTitle();
  const { t } = useTranslation('errors');
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('notFound.subTitle')}
      extra={
        <Link to="/market">
          <Button type="primary">{t('notFound.backHome')}</Button>
        </Link>
      }
    />
  );
}
