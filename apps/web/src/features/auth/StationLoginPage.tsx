import { Card } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { LoginPanel } from './components/LoginModal.tsx';
import { useSession } from './session/session-context.ts';

/** The full-page login (/station-login): the login modal's panel on its own page. */
export default function StationLoginPage() {
  usePageTitle();
  const { user } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  useEffect(() => {
    if (user && user.profileStep === null) navigate('/market', { replace: true });
  }, [navigate, user]);
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f6f8' }}>
      <Card title={t('login.pageTitle')} style={{ width: 460 }}>
        <LoginPanel />
      </Card>
    </div>
  );
}
