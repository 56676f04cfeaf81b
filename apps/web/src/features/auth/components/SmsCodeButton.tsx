import { SMS_COUNTDOWN_SECONDS } from '@puhuo/domain';
import { App, Button, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../auth.api.ts';

/** Sends a code after checking the phone field; no resend while sending or counting 60 s down. */
export function SmsCodeButton({ form, phoneField = 'phoneNumber' }: { form: FormInstance; phoneField?: string }) {
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const [left, setLeft] = useState(0);
  const { t } = useTranslation('auth');

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    if (sending || left > 0) return;
    try {
      await form.validateFields([phoneField]);
    } catch {
      return;
    }
    setSending(true);
    try {
      await authApi.sendSms(String(form.getFieldValue(phoneField)).trim());
      message.success(t('sms.sent'));
      setLeft(SMS_COUNTDOWN_SECONDS);
    } catch {
      // the API client has shown why
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={send} loading={sending} disabled={left > 0} style={{ width: 120 }} data-testid="sms-send">
      {left > 0 ? t('sms.resendIn', { seconds: left }) : t('sms.send')}
    </Button>
  );
}
