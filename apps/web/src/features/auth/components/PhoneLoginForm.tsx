import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../i18n/index.ts';
import { isTokenFailure, requestToken } from '../auth.api.ts';
import { useSession } from '../session/session-context.ts';
import { useAuthRules } from './form-rules.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

export function PhoneLoginForm() {
  const { message } = App.useApp();
  const { finishLogin } = useSession();
  const [form] = Form.useForm<{ phoneNumber: string; code: string }>();
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation('auth');
  const rules = useAuthRules();

  const submit = async ({ phoneNumber, code }: { phoneNumber: string; code: string }) => {
    setSubmitting(true);
    try {
      const result = await requestToken({
        grant_type: 'mobile_credentials',
        moble: phoneNumber.trim(),
        code: code.trim(),
      });
      if (isTokenFailure(result)) message.warning(localized(result.error_description));
      else await finishLogin(result);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large">
      <Form.Item name="phoneNumber" rules={rules.phone}>
        <Input placeholder={t('fields.phonePlaceholder')} maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" rules={rules.code} noStyle>
            <Input placeholder={t('fields.codePlaceholder')} maxLength={6} inputMode="numeric" />
          </Form.Item>
          <SmsCodeButton form={form} />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
