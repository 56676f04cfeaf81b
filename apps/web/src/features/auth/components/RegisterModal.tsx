import { DEFAULT_INVITE_CODE, Messages } from '@puhuo/domain';
import { App, Button, Checkbox, Form, Input, Modal, Space, Steps, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ApiError } from '../../../api/http.ts';
import { authApi, isTokenFailure, requestToken } from '../auth.api.ts';
import type { LegalDocument } from '../legal/legal-texts.ts';
import { registerDraftValues, saveRegisterValues } from '../session/register-draft.ts';
import { type RegisterStep, useSession } from '../session/session-context.ts';
import { rules } from './form-rules.ts';
import { LogoUpload } from './LogoUpload.tsx';
import { SmsCodeButton } from './SmsCodeButton.tsx';

const LegalModal = lazy(() => import('../legal/LegalModal.tsx'));

const TITLES: Record<RegisterStep, string> = { 0: '注册成为分销商', 1: '完善基础信息', 2: '请输入邀请码' };

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

  const submit = async (values: { phoneNumber: string; verifyCode: string }) => {
    setSubmitting(true);
    try {
      const { ticket } = await authApi.registerByPhone(values.phoneNumber.trim(), values.verifyCode.trim());
      const token = await requestToken({ grant_type: 'ticket', ticket });
      if (isTokenFailure(token)) {
        message.error(Messages.ticketExchangeFailed);
        return;
      }
      const me = await finishLogin(token, Messages.registerSucceeded);
      if (!me) return;
      await authApi.setInviter(DEFAULT_INVITE_CODE);
      const completed = await refresh();
      if (completed?.profileStep) openRegister(completed.profileStep);
    } catch (error) {
      // register failure: the returned message as info (spec §8)
      message.info((error as ApiError).message);
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
      <Form.Item name="inviteCode" label="邀请码">
        <Input disabled />
      </Form.Item>
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          { validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(Messages.agreementRequired))) },
        ]}
      >
        <Checkbox>
          我已阅读并同意
          <LegalLink document="agreement" title="《用户服务协议》" onOpen={onLegal} />
          <LegalLink document="privacy" title="《隐私政策》" onOpen={onLegal} />
          <LegalLink document="priceRules" title="《市场价格规则》" onOpen={onLegal} />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        注册
      </Button>
    </Form>
  );
}

function ProfileStep() {
  const { message } = App.useApp();
  const { refresh, user, openRegister, closeModals } = useSession();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { companyName: string; logo: string }) => {
    setSubmitting(true);
    try {
      await authApi.updateCompanyName(values.companyName.trim());
      await authApi.updateLogo(values.logo);
      message.success(Messages.saved);
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
      <Form.Item name="companyName" label="公司或商家名称" rules={rules.companyName}>
        <Input placeholder="请输入公司或商家名称" maxLength={40} showCount />
      </Form.Item>
      <Form.Item name="logo" label="Logo" rules={[{ required: true, message: Messages.logoRequired }]}>
        <LogoUpload />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        保存
      </Button>
    </Form>
  );
}

function InviteStep() {
  const { message } = App.useApp();
  const { refresh, closeModals } = useSession();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ inviterCode }: { inviterCode: string }) => {
    setSubmitting(true);
    try {
      await authApi.setInviter(inviterCode.trim());
      message.success(Messages.saved);
      await refresh();
      closeModals();
    } catch (error) {
      message.warning((error as ApiError).message);
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
        <Input placeholder="请输入邀请码" maxLength={32} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        确定
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
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={520}
      title={TITLES[step]}
      destroyOnHidden
      maskClosable={false}
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[{ title: '注册' }, { title: '基础信息' }, { title: '邀请码' }]}
      />
      {step === 0 && <PhoneStep onLegal={setLegal} />}
      {step === 1 && <ProfileStep />}
      {step === 2 && <InviteStep />}
      <Suspense fallback={null}>{legal && <LegalModal document={legal} onClose={() => setLegal(null)} />}</Suspense>
    </Modal>
  );
}
