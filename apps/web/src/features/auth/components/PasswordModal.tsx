import { LockOutlined } from '@ant-design/icons';
import { Messages, PASSWORD_MAX_LENGTH, passwordProblem } from '@puhuo/domain';
import { Alert, App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/http.ts';
import { authApi } from '../auth.api.ts';
import { useSession } from '../session/session-context.ts';
import styles from './auth.module.css';
import { rules } from './form-rules.ts';
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
  const title = user?.hasPassword ? '修改登录密码' : '设置登录密码';
  const phone = user?.currentUser.phoneNumber ?? null;

  const submit = async ({ verifyCode, newPassword }: PasswordFields) => {
    setSubmitting(true);
    try {
      const { userName } = await authApi.setPassword(verifyCode.trim(), newPassword);
      message.success(Messages.passwordSet);
      await refresh();
      onClose();
      Modal.success({
        title: Messages.passwordSet,
        content: `下次可在「账号登录」用账号 ${userName} 和新密码登录。`,
        okText: '知道了',
      });
    } catch (error) {
      // the server's words: a wrong or used code, the abuse limit, a phone not bound
      message.warning(error instanceof ApiError ? error.message : Messages.networkError);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={title} width={460} destroyOnHidden maskClosable={false}>
      {!user ? null : !phone ? (
        <Alert
          type="warning"
          showIcon
          title={Messages.phoneNotBound}
          description="设置登录密码需要验证绑定的手机号。"
          action={
            <Button
              size="small"
              type="primary"
              onClick={() => {
                onClose();
                openBindPhone();
              }}
            >
              绑定手机号
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
                登录账号：
                <Typography.Text strong copyable data-testid="password-account">
                  {user.currentUser.userName}
                </Typography.Text>
              </span>
            }
            description="设置后，可在「账号登录」用此账号和密码登录。"
          />
          <Form.Item name="phoneNumber" hidden>
            <Input />
          </Form.Item>
          <Form.Item label={`验证码将发送至绑定的手机 ${maskPhone(phone)}`} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="verifyCode" rules={rules.code} noStyle>
                <Input placeholder="请输入验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
              </Form.Item>
              <SmsCodeButton form={form} />
            </Space.Compact>
          </Form.Item>
          <Form.Item
            name="newPassword"
            label="新密码"
            required
            extra={Messages.passwordPolicy}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = passwordProblem(value ?? '');
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="请输入新密码"
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="确认新密码"
            dependencies={['newPassword']}
            rules={[
              { required: true, message: Messages.passwordConfirmRequired },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !value || value === getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(Messages.passwordMismatch)),
              }),
            ]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder="请再次输入新密码"
              maxLength={PASSWORD_MAX_LENGTH}
              autoComplete="new-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            确定
          </Button>
        </Form>
      )}
    </Modal>
  );
}
