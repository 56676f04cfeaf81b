import {
  BELOW_FLOOR_ACTIONS,
  OFFLINE_ACTIONS,
  OUT_OF_STOCK_ACTIONS,
  PRICE_CHANGE_ACTIONS,
  type SyncPolicy,
} from '@puhuo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Radio, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../api/feedback.ts';
import { listingsApi } from './listings.api.ts';
import { listingsQueries } from './listings.queries.ts';

/** A shop's sync policy: what its listings do when the supplier runs out, reprices or goes offline. */
export function SyncPolicyModal({ shopId, onClose }: { shopId: string; onClose: () => void }) {
  const { t } = useTranslation('listings');
  const queryClient = useQueryClient();
  const policy = useQuery(listingsQueries.syncPolicy(shopId));
  const [form] = Form.useForm<SyncPolicy>();
  const save = useMutation({
    mutationFn: (values: SyncPolicy) => listingsApi.saveSyncPolicy(shopId, values),
    onSuccess: async () => {
      feedback.success(t('policy.saved'));
      await queryClient.invalidateQueries({ queryKey: listingsQueries.all() });
      onClose();
    },
  });
  const outOfStock = OUT_OF_STOCK_ACTIONS.map((value) => ({ value, label: t(`policy.outOfStock.${value}`) }));
  const priceChange = PRICE_CHANGE_ACTIONS.map((value) => ({ value, label: t(`policy.priceChange.${value}`) }));
  const belowFloor = BELOW_FLOOR_ACTIONS.map((value) => ({ value, label: t(`policy.belowFloor.${value}`) }));
  const offline = OFFLINE_ACTIONS.map((value) => ({ value, label: t(`policy.offline.${value}`) }));
  return (
    <Modal
      open
      title={t('policy.title')}
      okText={t('policy.save')}
      cancelText={t('policy.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {policy.data ? (
        <Form<SyncPolicy> form={form} layout="vertical" initialValues={policy.data} onFinish={(v) => save.mutate(v)}>
          <Form.Item name="outOfStock" label={t('policy.outOfStock.label')}>
            <Radio.Group options={outOfStock} />
          </Form.Item>
          <Form.Item name="priceChange" label={t('policy.priceChange.label')}>
            <Radio.Group options={priceChange} />
          </Form.Item>
          <Form.Item name="marginFloor" label={t('policy.marginFloor.label')} extra={t('policy.marginFloor.hint')}>
            <InputNumber min={0} max={100_000} precision={2} addonAfter={t('policy.marginFloor.unit')} />
          </Form.Item>
          <Form.Item name="belowFloor" label={t('policy.belowFloor.label')}>
            <Radio.Group options={belowFloor} />
          </Form.Item>
          <Form.Item name="offline" label={t('policy.offline.label')}>
            <Radio.Group options={offline} />
          </Form.Item>
        </Form>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
