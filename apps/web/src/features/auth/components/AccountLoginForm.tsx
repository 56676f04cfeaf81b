import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../i18n/index.ts';
import { isTokenFailure, requestToken, type TokenResult } from '../auth.api.ts';
import { useSession } from '../session/session-context.ts';
import styles from './auth.module.css';
import { useAuthRules } from './form-rules.ts';
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
  const { t } = useTranslation(['auth', 'shared']);
  const rules = useAuthRules();

  const credentials = () => {
    const { username, password } = form.getFieldsValue();
    return { grant_type: 'tenant_password', username: username.trim(), password };
  };

  const handle = async (result: TokenResult) => {
    if (!isTokenFailure(result)) return void (await finishLogin(result));
    if (result.error === 'lockout') setCaptchaShown(true);
    else message.warning(localized(result.error_description));
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
    // the server says it in the request's language (Chinese read back to it when not)
    if (isTokenFailure(result) && localized(result.error_description) === t('shared:slideCheckFailed')) return 'failed';
    // let the pass tip show before the login closes the dialog
    setTimeout(() => void handle(result), CAPTCHA_PASS_TIP_MS);
    return 'passed';
  };

  return (
    <Form form={form} onFinish={submit} size="large" autoComplete="on">
      <Form.Item name="username" rules={rules.account}>
        <Input prefix={<UserOutlined />} placeholder={t('account.accountPlaceholder')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={rules.password}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('account.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      {captchaShown && <SlideCaptcha onVerify={verifyCaptcha} onHide={() => setCaptchaShown(false)} />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
      <p className={styles.passwordHint} data-testid="password-hint">
        {t('account.noPassword')}
        <Typography.Link onClick={onUsePhoneCode}>{t('account.usePhoneCode')}</Typography.Link>
        {t('account.thenSetPassword')}
      </p>
    </Form>
  );
}
