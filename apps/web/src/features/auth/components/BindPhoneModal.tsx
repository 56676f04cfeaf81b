import { App, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../i18n/index.ts';
import { authApi } from '../auth.api.ts';
import { useSession } from '../session/session-context.ts';
import { useAuthRules } from './form-rules.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';

export default function BindPhoneModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const { refresh } = useSession();
  const [form] = Form.useForm<{ phoneNumber: string; verifyCode: string }>();
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation(['auth', 'shared']);
  const rules = useAuthRules();

  const submit = async ({ phoneNumber, verifyCode }: { phoneNumber: string; verifyCode: string }) => {
    setSubmitting(true);
    try {
      const result = await authApi.addPhoneLogin(phoneNumber.trim(), verifyCode.trim());
      if (!result.success) {
        message.error(localized(result.message));
        return;
      }
      message.success(t('shared:bound'));
      await refresh();
      onClose();
    } catch (error) {
      message.error(localized((error as Error).message));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('bindPhone.title')} width={420} destroyOnHidden>
      <Form form={form} onFinish={submit} size="large">
        <Form.Item name="phoneNumber" rules={rules.phone}>
          <Input placeholder={t('fields.phonePlaceholder')} maxLength={11} />
        </Form.Item>
        <Form.Item>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="verifyCode" rules={rules.code} noStyle>
              <Input placeholder={t('fields.codePlaceholder')} maxLength={6} />
            </Form.Item>
            <SmsCodeButton form={form} />
          </Space.Compact>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('bindPhone.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
