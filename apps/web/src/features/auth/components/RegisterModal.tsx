import { COMPANY_NAME_MAX_LENGTH, DEFAULT_INVITE_CODE } from '@puhuo/domain';
import { App, Button, Checkbox, Form, Input, Modal, Space, Steps, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/http.ts';
import { localized } from '../../../i18n/index.ts';
import { authApi, isTokenFailure, requestToken } from '../auth.api.ts';
import type { LegalDocument } from '../legal/legal-texts.ts';
import { registerDraftValues, saveRegisterValues } from '../session/register-draft.ts';
import { type RegisterStep, useSession } from '../session/session-context.ts';
import { useAuthRules } from './form-rules.ts';
import { LogoUpload } from './LogoUpload.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';

const LegalModal = lazy(() => import('../legal/LegalModal.tsx'));

/** each step's key in auth's register.titles and register.steps */
const STEP_KEYS = ['phone', 'profile', 'invite'] as const satisfies Record<RegisterStep, string>;

function LegalLink({
  document,
  title,
  onOpen,
}: {
  document: LegalDocument;
  title: string;
  onOpen: (doc: LegalDocument) => void;
}) {
  return (
    <Typography.Link
      onClick={(event) => {
        // the link sits in the checkbox label: reading the text must not tick the box
        event.preventDefault();
        event.stopPropagation();
        onOpen(document);
      }}
    >
      {title}
    </Typography.Link>
  );
}

function PhoneStep({ onLegal }: { onLegal: (doc: LegalDocument) => void }) {
  const { message } = App.useApp();
  const { finishLogin, refresh, openRegister } = useSession();
  const [form] = Form.useForm();
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation(['auth', 'shared']);
  const rules = useAuthRules();

  const submit = async (values: { phoneNumber: string; verifyCode: string }) => {
    setSubmitting(true);
    try {
      const { ticket } = await authApi.registerByPhone(values.phoneNumber.trim(), values.verifyCode.trim());
      const token = await requestToken({ grant_type: 'ticket', ticket });
      if (isTokenFailure(token)) {
        message.error(t('shared:ticketExchangeFailed'));
        return;
      }
      const me = await finishLogin(token, t('shared:registerSucceeded'));
      if (!me) return;
      await authApi.setInviter(DEFAULT_INVITE_CODE);
      const completed = await refresh();
      if (completed?.profileStep) openRegister(completed.profileStep);
    } catch (error) {
      // register failure: the returned message as info (spec §8)
      message.info(localized((error as ApiError).message));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      onFinish={submit}
      size="large"
      initialValues={{ ...registerDraftValues(0), inviteCode: DEFAULT_INVITE_CODE }}
      onValuesChange={(_, all: Record<string, unknown>) =>
        saveRegisterValues(0, { phoneNumber: all.phoneNumber, verifyCode: all.verifyCode, agree: all.agree })
      }
    >
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
      <Form.Item name="inviteCode" label={t('register.inviteCode')}>
        <Input disabled />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('shared:agreementRequired')))),
          },
        ]}
      >
        <Checkbox>
          {t('register.agree')}
          <LegalLink document="agreement" title={t('register.agreementLink')} onOpen={onLegal} />
          {t('register.linkSeparator')}
          <LegalLink document="privacy" title={t('register.privacyLink')} onOpen={onLegal} />
          {t('register.lastLinkSeparator')}
          <LegalLink document="priceRules" title={t('register.priceRulesLink')} onOpen={onLegal} />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('register.submit')}
      </Button>
    </Form>
  );
}

function ProfileStep() {
  const { message } = App.useApp();
  const { refresh, user, openRegister, closeModals } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation(['auth', 'shared']);
  const rules = useAuthRules();

  const submit = async (values: { companyName: string; logo: string }) => {
    setSubmitting(true);
    try {
      await authApi.updateCompanyName(values.companyName.trim());
      await authApi.updateLogo(values.logo);
      message.success(t('shared:saved'));
      const me = await refresh();
      if (me?.profileStep) openRegister(me.profileStep);
      else closeModals();
    } catch {
      // shown by the API client
    } finally {
      setSubmitting(false);
    }
  };

  const suggested = user?.tenantFull.companyName && user.tenantFull.companyName !== user.tenantFull.phoneNumber;
  return (
    <Form
      onFinish={submit}
      size="large"
      layout="vertical"
      initialValues={{
        companyName: suggested ? user?.tenantFull.companyName : '',
        logo: user?.tenantFull.logoUrl ?? undefined,
        // what was typed before a reload comes first
        ...registerDraftValues(1),
      }}
      onValuesChange={(_, { companyName, logo }) => saveRegisterValues(1, { companyName, logo })}
    >
      <Form.Item name="companyName" label={t('register.companyName')} rules={rules.companyName}>
        <Input placeholder={t('register.companyNamePlaceholder')} maxLength={COMPANY_NAME_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="logo" label={t('register.logo')} rules={[{ required: true, message: t('shared:logoRequired') }]}>
        <LogoUpload />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('register.save')}
      </Button>
    </Form>
  );
}

function InviteStep() {
  const { message } = App.useApp();
  const { refresh, closeModals } = useSession();
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation(['auth', 'shared']);
  const rules = useAuthRules();

  const submit = async ({ inviterCode }: { inviterCode: string }) => {
    setSubmitting(true);
    try {
      await authApi.setInviter(inviterCode.trim());
      message.success(t('shared:saved'));
      await refresh();
      closeModals();
    } catch (error) {
      message.warning(localized((error as ApiError).message));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      onFinish={submit}
      size="large"
      initialValues={registerDraftValues(2)}
      onValuesChange={(_, { inviterCode }) => saveRegisterValues(2, { inviterCode })}
    >
      <Form.Item name="inviterCode" rules={rules.inviteCode}>
        <Input placeholder={t('register.inviteCodePlaceholder')} maxLength={32} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('register.confirm')}
      </Button>
    </Form>
  );
}

export default function RegisterModal({
  open,
  step,
  onClose,
}: {
  open: boolean;
  step: RegisterStep;
  onStep: (step: RegisterStep) => void;
  onClose: () => void;
}) {
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const { t } = useTranslation('auth');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={520}
      title={t(`register.titles.${STEP_KEYS[step]}`)}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={STEP_KEYS.map((key) => ({ title: t(`register.steps.${key}`) }))}
      />
      {step === 0 && <PhoneStep onLegal={setLegal} />}
      {step === 1 && <ProfileStep />}
      {step === 2 && <InviteStep />}
      <Suspense fallback={null}>{legal && <LegalModal document={legal} onClose={() => setLegal(null)} />}</Suspense>
    </Modal>
  );
}
