import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Messages } from '@puhuo/domain';
import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { isTokenFailure, requestToken, type TokenResult } from '../auth.api.ts';
import { useSession } from '../session/session-context.ts';
import styles from './auth.module.css';
import { rules } from './form-rules.ts';
import { CAPTCHA_PASS_TIP_MS, type CaptchaVerdict, SlideCaptcha } from './SlideCaptcha.tsx';

interface AccountFields {
  username: string;
  password: string;
}

/**
 * Account login; a lockout answer brings up the slide captcha, whose drag retries the login. The
 * account is the user name of the profile (for a distributor registered by phone, the phone number),
 * once a password was set in the account menu.
 */
export function AccountLoginForm({ onUsePhoneCode }: { onUsePhoneCode?: () => void }) {
  const { message } = App.useApp();
  const { finishLogin } = useSession();
  const [form] = Form.useForm<AccountFields>();
  const [submitting, setSubmitting] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);

  const credentials = () => {
    const { username, password } = form.getFieldsValue();
    return { grant_type: 'tenant_password', username: username.trim(), password };
  };

  const handle = async (result: TokenResult) => {
    if (!isTokenFailure(result)) return void (await finishLogin(result));
    if (result.error === 'lockout') setCaptchaShown(true);
    else message.warning(result.error_description);
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      await handle(await requestToken(credentials()));
    } finally {
      setSubmitting(false);
    }
  };

  /** A drag retries the login; only 滑块验证失败 fails the captcha, any other answer passes it. */
  const verifyCaptcha = async (slideId: string, slideTrack: string): Promise<CaptchaVerdict> => {
    const result = await requestToken({ ...credentials(), slideId, slideTrack });
    if (isTokenFailure(result) && result.error_description === Messages.slideCheckFailed) return 'failed';
    // let the pass tip show before the login closes the dialog
    setTimeout(() => void handle(result), CAPTCHA_PASS_TIP_MS);
    return 'passed';
  };

  return (
    <Form form={form} onFinish={submit} size="large" autoComplete="on">
      <Form.Item name="username" rules={rules.account}>
        <Input prefix={<UserOutlined />} placeholder="请输入账号" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={rules.password}>
        <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      {captchaShown && <SlideCaptcha onVerify={verifyCaptcha} onHide={() => setCaptchaShown(false)} />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
      <p className={styles.passwordHint} data-testid="password-hint">
        还没有密码？先
        <Typography.Link onClick={onUsePhoneCode}>用手机验证码登录</Typography.Link>
        ，再在顶部账号菜单中设置登录密码
      </p>
    </Form>
  );
}
