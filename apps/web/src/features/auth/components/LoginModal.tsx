import { type MessageKey, MODAL_WIDTH } from '@puhuo/domain';
import { Alert, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-context.ts';
import { AccountLoginForm } from './AccountLoginForm.tsx';
import styles from './auth.module.css';
import { PhoneLoginForm } from './PhoneLoginForm.tsx';
import { WechatLoginPane } from './WechatLoginPane.tsx';

export function LoginPanel() {
  const { openRegister } = useSession();
  const [tab, setTab] = useState('account');
  const { t } = useTranslation('auth');
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        centered
        destroyOnHidden
        items={[
          { key: 'wechat', label: t('login.tabs.wechat'), children: <WechatLoginPane /> },
          {
            key: 'account',
            label: t('login.tabs.account'),
            children: <AccountLoginForm onUsePhoneCode={() => setTab('phone')} />,
          },
          { key: 'phone', label: t('login.tabs.phone'), children: <PhoneLoginForm /> },
        ]}
      />
      <div className={styles.modalFooterLinks}>
        <span>{t('login.noAccount')}</span>
        <button
          type="button"
          className="ant-btn-link"
          style={{ border: 0, background: 'none', color: '#1662e8', cursor: 'pointer' }}
          onClick={() => openRegister(0)}
        >
          {t('login.register')}
        </button>
      </div>
    </>
  );
}

interface LoginModalProps {
  open: boolean;
  /** why the dialog opened by itself, e.g. the sign-in expired: a shared message's key */
  notice?: MessageKey | null;
  onClose(): void;
}

export default function LoginModal({ open, notice, onClose }: LoginModalProps) {
  const { t } = useTranslation(['auth', 'shared']);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={MODAL_WIDTH.login}
      title={t('login.title')}
      destroyOnHidden
    >
      {notice && (
        <Alert
          type="warning"
          showIcon
          message={t(`shared:${notice}`)}
          className={styles.loginNotice}
          data-testid="login-notice"
        />
      )}
      <LoginPanel />
    </Modal>
  );
}
