import { Messages } from '@puhuo/domain';
import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { authApi } from '../auth.api.ts';
import { useSession } from '../session/session-context.ts';
import { rules } from './form-rules.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

export default function BindPhoneModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const { refresh } = useSession();
  const [form] = Form.useForm<{ phoneNumber: string; verifyCode: string }>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ phoneNumber, verifyCode }: { phoneNumber: string; verifyCode: string }) => {
    setSubmitting(true);
    try {
      const result = await authApi.addPhoneLogin(phoneNumber.trim(), verifyCode.trim());
      if (!result.success) {
        message.error(result.message);
        return;
      }
      message.success(Messages.bound);
      await refresh();
      onClose();
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title="绑定手机号" width={420} destroyOnHidden>
      <Form form={form} onFinish={submit} size="large">
        <Form.Item name="phoneNumber" rules={rules.phone}>
          <Input placeholder="请输入手机号" maxLength={11} />
        </Form.Item>
        <Form.Item>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="verifyCode" rules={rules.code} noStyle>
              <Input placeholder="请输入验证码" maxLength={6} />
            </Form.Item>
            <SmsCodeButton form={form} />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          提交
        </Button>
      </Form>
    </Modal>
  );
}
