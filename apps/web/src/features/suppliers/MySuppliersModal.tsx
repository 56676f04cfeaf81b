import type { InvitingSupplier } from '@puhuo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Input, List, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { formatDateTime, localized } from '../../i18n/index.ts';
import { supplierKeys, suppliersApi } from './suppliers.api.ts';

/**
 * 我的供应商: a distributor joins a supplier with the invitation code the supplier gave them (spec
 * doc 1 §7, POST /api/my-supplier/invitation); the supplier's invited goods show from then on.
 */
export function MySuppliersModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('suppliers');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [found, setFound] = useState<InvitingSupplier | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mine = useQuery({ queryKey: supplierKeys.mine, queryFn: suppliersApi.mine, enabled: open });
  // a refused lookup or join is said beside the code, where the distributor is looking
  const sayProblem = (error: Error) => setProblem(error instanceof ApiError ? localized(error.message) : String(error));

  const lookUp = useMutation({
    mutationFn: () => suppliersApi.lookUp(code.trim()),
    onMutate: () => {
      setFound(null);
      setProblem(null);
    },
    onSuccess: setFound,
    onError: sayProblem,
  });
  const join = useMutation({
    mutationFn: () => suppliersApi.join(code.trim()),
    onSuccess: (supplier) => {
      setFound(supplier);
      message.success(t('joined', { name: supplier.companyName }));
      void queryClient.invalidateQueries({ queryKey: supplierKeys.mine });
      // the joined supplier's invited goods are in every goods list now
      void queryClient.invalidateQueries({ queryKey: ['goods'] });
    },
    onError: sayProblem,
  });

  return (
    <Modal open={open} title={t('title')} footer={null} onCancel={onClose} destroyOnHidden width={520}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onPressEnter={() => code.trim() && lookUp.mutate()}
          placeholder={t('codePlaceholder')}
          maxLength={32}
          data-testid="supplier-invite-code"
        />
        <Button onClick={() => lookUp.mutate()} loading={lookUp.isPending} disabled={!code.trim()}>
          {t('lookUp')}
        </Button>
      </Space.Compact>
      {problem && (
        <Typography.Paragraph type="danger" style={{ marginTop: 8 }} data-testid="supplier-lookup-problem">
          {problem}
        </Typography.Paragraph>
      )}
      {found && (
        <Space style={{ marginTop: 12 }} data-testid="supplier-found">
          <Typography.Text strong>{t('found', { name: found.companyName })}</Typography.Text>
          {found.joinedAt ? (
            <Typography.Text type="success">
              {t('alreadyJoined', { date: formatDateTime(found.joinedAt) })}
            </Typography.Text>
          ) : (
            <Button type="primary" size="small" onClick={() => join.mutate()} loading={join.isPending}>
              {t('join')}
            </Button>
          )}
        </Space>
      )}
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        {t('listTitle')}
      </Typography.Title>
      <List
        loading={mine.isLoading}
        dataSource={mine.data?.items ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
        renderItem={(supplier) => (
          <List.Item key={supplier.supplierTenantId} data-testid="my-supplier">
            <Typography.Text>{supplier.companyName}</Typography.Text>
            <Typography.Text type="secondary">
              {t('joinedAt', { date: supplier.joinedAt ? formatDateTime(supplier.joinedAt) : '' })}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Modal>
  );
}
