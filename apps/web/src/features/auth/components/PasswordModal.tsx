import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '@puhuo/domain';
import { Alert, App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http.ts';
import { localized } from '../../../i18n/index.ts';
import { authApi } from '../auth.api.ts';
import { useSession } from '../session/session-context.ts';
import styles from './auth.module.css';
import { useAuthRules } from './form-rules.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

interface PasswordFields {
  phoneNumber: string;
  verifyCode: string;
  newPassword: string;
  confirmPassword: string;
}

/** 138****0000: the bound phone as the dialog shows it */
export const maskPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);

/**
 * Sets or changes the login password (ours: the spec has 账号登录 but no step that sets a password).
 * Proof is a code sent to the phone bound to the account; afterwards 账号登录 takes the user name
 * shown here (for a distributor registered by phone, the phone number) and the new password.
 */
export default function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const { user, refresh, openBindPhone } = useSession();
  const [form] = Form.useForm<PasswordFields>();
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation(['auth', 'shared']);
  const rules = useAuthRules();
  const title = user?.hasPassword ? t('password.changeTitle') : t('password.setTitle');
  const phone = user?.currentUser.phoneNumber ?? null;

  const submit = async ({ verifyCode, newPassword }: PasswordFields) => {
    setSubmitting(true);
    try {
      const { userName } = await authApi.setPassword(verifyCode.trim(), newPassword);
      message.success(t('shared:passwordSet'));
      await refresh();
      onClose();
      Modal.success({
        title: t('shared:passwordSet'),
        content: t('password.doneContent', { userName }),
        okText: t('password.gotIt'),
      });
    } catch (error) {
      // the server's words: a wrong or used code, the abuse limit, a phone not bound
      message.warning(error instanceof ApiError ? localized(error.message) : t('shared:networkError'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={title}
      width={460}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {!user ? null : !phone ? (
        <Alert
          type="warning"
          showIcon
          title={t('shared:phoneNotBound')}
          description={t('password.needsPhone')}
          action={
            <Button
              size="small"
              type="primary"
              onClick={() => {
                onClose();
                openBindPhone();
              }}
            >
              {t('password.bindPhone')}
            </Button>
          }
        />
      ) : (
        <Form
          form={form}
          onFinish={submit}
          size="large"
          layout="vertical"
          initialValues={{ phoneNumber: phone }}
          data-testid="password-form"
        >
          <Alert
            type="info"
            className={styles.passwordAccount}
            title={
              <span>
                {t('password.account')}
                <Typography.Text strong copyable data-testid="password-account">
                  {user.currentUser.userName}
                </Typography.Text>
              </span>
            }
            description={t('password.accountHint')}
          />
          <Form.Item name="phoneNumber" hidden>
            <Input />
          </Form.Item>
          <Form.Item label={t('password.codeSentTo', { phone: maskPhone(phone) })} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="verifyCode" rules={rules.code} noStyle>
                <Input
                  placeholder={t('fields.codePlaceholder')}
                  maxLength={6}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                />
              </Form.Item>
              <SmsCodeButton form={form} />
            </Space.Compact>
          </Form.Item>
          <Form.Item
            name="newPassword"
            label={t('password.newPassword')}
            required
            extra={t('shared:passwordPolicy')}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = passwordProblem(value ?? '');
                  return problem ? Promise.reject(new Error(localized(problem))) : Promise.resolve();
                },
              },
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('password.newPasswordPlaceholder')}
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('password.confirmPassword')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('shared:passwordConfirmRequired') },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !value || value === getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('shared:passwordMismatch'))),
              }),
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('password.confirmPasswordPlaceholder')}
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {t('password.submit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
