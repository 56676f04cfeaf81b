import { MODAL_WIDTH } from '@puhuo/domain';
import { Alert, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useSession } from '../session/session-context.ts';
import { AccountLoginForm } from './AccountLoginForm.tsx';
import styles from './auth.module.css';
import { PhoneLoginForm } from './PhoneLoginForm.tsx';
import { WechatLoginPane } from './WechatLoginPane.tsx';

export function LoginPanel() {
  const { openRegister } = useSession();
  const [tab, setTab] = useState('account');
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        centered
        destroyOnHidden
        items={[
          { key: 'wechat', label: '微信扫码', children: <WechatLoginPane /> },
          { key: 'account', label: '账号登录', children: <AccountLoginForm onUsePhoneCode={() => setTab('phone')} /> },
          { key: 'phone', label: '手机验证码', children: <PhoneLoginForm /> },
        ]}
      />
      <div className={styles.modalFooterLinks}>
        <span>还没有账号？</span>
        <button
          type="button"
          className="ant-btn-link"
          style={{ border: 0, background: 'none', color: '#1662e8', cursor: 'pointer' }}
          onClick={() => openRegister(0)}
        >
          注册成为分销商
        </button>
      </div>
    </>
  );
}

interface LoginModalProps {
  open: boolean;
  /** why the dialog opened by itself, e.g. the sign-in expired */
  notice?: string | null;
  onClose(): void;
}

export default function LoginModal({ open, notice, onClose }: LoginModalProps) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={MODAL_WIDTH.login} title="登录" destroyOnHidden>
      {notice && (
        <Alert type="warning" showIcon message={notice} className={styles.loginNotice} data-testid="login-notice" />
      )}
      <LoginPanel />
    </Modal>
  );
}
