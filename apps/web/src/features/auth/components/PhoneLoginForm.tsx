import { App, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { isTokenFailure, requestToken } from '../auth.api.ts';
import { useSession } from '../session/session-context.ts';
import { rules } from './form-rules.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

export function PhoneLoginForm() {
  const { message } = App.useApp();
  const { finishLogin } = useSession();
  const [form] = Form.useForm<{ phoneNumber: string; code: string }>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ phoneNumber, code }: { phoneNumber: string; code: string }) => {
    setSubmitting(true);
    try {
      const result = await requestToken({
        grant_type: 'mobile_credentials',
        moble: phoneNumber.trim(),
        code: code.trim(),
      });
      if (isTokenFailure(result)) message.warning(result.error_description);
      else await finishLogin(result);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large">
      <Form.Item name="phoneNumber" rules={rules.phone}>
        <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" rules={rules.code} noStyle>
            <Input placeholder="请输入验证码" maxLength={6} inputMode="numeric" />
          </Form.Item>
          <SmsCodeButton form={form} />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
