import { findStation, OFFLINE_STATION_VALUES, type OfflineShopApplyBody } from '@puhuo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, List, Modal, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useLocalized } from '../../../i18n/index.ts';
import { useAuthRules } from '../../auth/index.ts';
import { offlineShopsApi } from '../shops.api.ts';
import { shopQueries } from '../shops.queries.ts';
import { MODAL_Z_INDEX } from './modal-layer.ts';

const STATUS_COLOR = { pending: 'processing', approved: 'success', rejected: 'error' } as const;

/**
 * A shop on a channel that cannot be authorised online (the offline-only station types) is applied
 * for; the platform opens it by hand, and the list shows each application's review status.
 */
export function OfflineShopApplyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['shops', 'shared']);
  const localize = useLocalized();
  const rules = useAuthRules();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<OfflineShopApplyBody>();
  const applications = useQuery({ ...shopQueries.offlineApplications(), enabled: open });
  const apply = useMutation({
    mutationFn: offlineShopsApi.apply,
    onSuccess: () => {
      message.success(t('offline.submitted'));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: shopQueries.offlineApplications().queryKey });
    },
  });
  const channelName = (value: number) => localize(findStation(value)?.label ?? String(value));

  return (
    <Modal
      zIndex={MODAL_Z_INDEX + 1}
      open={open}
      onCancel={onClose}
      footer={null}
      width={600}
      destroyOnHidden
      title={t('offline.title')}
    >
      <Typography.Paragraph type="secondary">{t('offline.intro')}</Typography.Paragraph>
      <Form<OfflineShopApplyBody>
        form={form}
        layout="vertical"
        onFinish={(values) => apply.mutate(values)}
        data-testid="offline-shop-form"
      >
        <Form.Item
          name="stationType"
          label={t('offline.channel')}
          rules={[{ required: true, message: t('shared:offlineChannelRequired') }]}
        >
          <Select
            placeholder={t('offline.channelPlaceholder')}
            options={OFFLINE_STATION_VALUES.map((value) => ({ value, label: channelName(value) }))}
          />
        </Form.Item>
        <Form.Item
          name="shopName"
          label={t('offline.shopName')}
          rules={[{ required: true, whitespace: true, message: t('shared:shopNameRequired') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="contactName"
          label={t('offline.contactName')}
          rules={[{ required: true, whitespace: true, message: t('shared:contactNameRequired') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="contactPhone" label={t('offline.contactPhone')} rules={rules.phone}>
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="note" label={t('offline.note')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={apply.isPending}>
          {t('offline.submit')}
        </Button>
      </Form>
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('offline.listTitle')}
      </Typography.Title>
      <List
        loading={applications.isLoading}
        dataSource={applications.data?.items ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('offline.empty')} /> }}
        renderItem={(application) => (
          <List.Item key={application.id} data-testid="offline-shop-application">
            <List.Item.Meta
              title={`${application.shopName} · ${channelName(application.stationType)}`}
              description={
                <>
                  {t('offline.submittedAt', { date: formatDateTime(application.submittedAt) })}
                  {application.reviewNote && <> · {t('offline.reviewNote', { note: application.reviewNote })}</>}
                </>
              }
            />
            <Tag color={STATUS_COLOR[application.status]}>{t(`offline.status.${application.status}`)}</Tag>
          </List.Item>
        )}
      />
    </Modal>
  );
}
