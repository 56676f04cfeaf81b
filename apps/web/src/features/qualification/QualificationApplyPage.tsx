import type { Qualification, QualificationBody } from '@puhuo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input, Result, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { formatDateTime } from '../../i18n/index.ts';
import { LogoUpload, useAuthRules, useSession } from '../auth/index.ts';
import { qualificationApi, qualificationKeys } from './qualification.api.ts';

const STATUS_COLOR = { pending: 'processing', approved: 'success', rejected: 'error' } as const;

/**
 * /qualification-apply (spec doc 1 §2): a distributor submits its company, business licence image and
 * contact, and follows the review; a rejected application can be submitted again.
 */
export default function QualificationApplyPage() {
  usePageTitle();
  const { t } = useTranslation(['auth', 'shared']);
  const { user, openLogin } = useSession();
  const current = useQuery({ queryKey: qualificationKeys.current, queryFn: qualificationApi.current, enabled: !!user });
  const [editing, setEditing] = useState(false);

  let body: React.ReactNode;
  if (!user) {
    body = (
      <Result
        status="info"
        title={t('qualification.loginFirst')}
        extra={
          <Button type="primary" onClick={openLogin}>
            {t('qualification.login')}
          </Button>
        }
      />
    );
  } else if (current.isLoading || !current.data) {
    body = <Skeleton active />;
  } else if (current.data.status === 'none' || editing) {
    body = (
      <ApplicationForm
        initial={current.data.application}
        companyName={user.tenantFull.companyName}
        onDone={() => setEditing(false)}
      />
    );
  } else {
    body = <ReviewStatus qualification={current.data} onResubmit={() => setEditing(true)} />;
  }

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f6f8', padding: 24 }}>
      <Card
        title={t('qualification.title')}
        style={{ width: 560 }}
        extra={<Link to="/market">{t('qualification.backToMarket')}</Link>}
      >
        {body}
      </Card>
    </div>
  );
}

function ApplicationForm({
  initial,
  companyName,
  onDone,
}: {
  initial: Qualification['application'];
  companyName: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(['auth', 'shared']);
  const { message } = App.useApp();
  const rules = useAuthRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<QualificationBody>();
  const submit = useMutation({
    mutationFn: qualificationApi.submit,
    onSuccess: (answer) => {
      queryClient.setQueryData(qualificationKeys.current, answer);
      message.success(t('qualification.submitted'));
      onDone();
    },
  });
  return (
    <>
      <p style={{ color: '#666' }}>{t('qualification.intro')}</p>
      <Form<QualificationBody>
        form={form}
        layout="vertical"
        initialValues={initial ?? { companyName, licenceImageUrl: '', contactName: '', contactPhone: '' }}
        onFinish={(values) => submit.mutate(values)}
        data-testid="qualification-form"
      >
        <Form.Item name="companyName" label={t('qualification.companyName')} rules={rules.companyName}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="licenceImageUrl"
          label={t('qualification.licence')}
          extra={t('qualification.licenceHint')}
          rules={[{ required: true, message: t('shared:licenceRequired') }]}
        >
          <LogoUpload alt={t('qualification.licenceAlt')} />
        </Form.Item>
        <Form.Item
          name="contactName"
          label={t('qualification.contactName')}
          rules={[{ required: true, whitespace: true, message: t('shared:contactNameRequired') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('qualification.contactPhone')} rules={rules.phone}>
          <Input maxLength={11} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending} block>
          {t('qualification.submit')}
        </Button>
      </Form>
    </>
  );
}

function ReviewStatus({ qualification, onResubmit }: { qualification: Qualification; onResubmit: () => void }) {
  const { t } = useTranslation('auth');
  const { status, application } = qualification;
  if (status === 'none' || !application) return null;
  return (
    <div data-testid="qualification-status">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('qualification.statusTitle')}>
          <Tag color={STATUS_COLOR[status]}>{t(`qualification.status.${status}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('qualification.companyName')}>{application.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('qualification.licence')}>
          <img src={application.licenceImageUrl} alt={t('qualification.licenceAlt')} style={{ maxWidth: 160 }} />
        </Descriptions.Item>
        <Descriptions.Item label={t('qualification.contactName')}>{application.contactName}</Descriptions.Item>
        <Descriptions.Item label={t('qualification.contactPhone')}>{application.contactPhone}</Descriptions.Item>
      </Descriptions>
      <p style={{ color: '#888', marginTop: 12 }}>
        {t('qualification.submittedAt', { date: formatDateTime(application.submittedAt) })}
        {application.reviewedAt && (
          <> · {t('qualification.reviewedAt', { date: formatDateTime(application.reviewedAt) })}</>
        )}
      </p>
      {application.reviewNote && <p>{t('qualification.reviewNote', { note: application.reviewNote })}</p>}
      {status === 'rejected' && (
        <Button type="primary" onClick={onResubmit}>
          {t('qualification.resubmit')}
        </Button>
      )}
    </div>
  );
}
