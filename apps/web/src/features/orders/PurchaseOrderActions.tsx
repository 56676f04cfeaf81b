import { type OrderListItem, OrderStatus } from '@puhuo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { BalancePayButton } from './BalancePayButton.tsx';
import { ordersApi } from './orders.api.ts';
import { purchaseOrderQueries } from './purchase-orders.queries.ts';
import { useOrderPayment } from './useOrderPayment.ts';
import { orderKey } from './useOrderRefunds.ts';

/**
 * What can be done to an order still waiting for payment: pay it (the order confirmation's payment
 * flow, or from the balance when it covers the order) or cancel it, after a confirm. Nothing for an order that is paid, shipped, completed or cancelled.
 */
export function PurchaseOrderActions({ order }: { order: Pick<OrderListItem, 'id' | 'status' | 'totalAmount'> }) {
  const { t } = useTranslation(['orders', 'shared']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { stage, paying, pay } = useOrderPayment([order.id]);
  const cancel = useMutation({
    mutationFn: () => ordersApi.cancel(order.id),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(orderKey(order.id), cancelled);
      message.success(t('shared:orderCancelled'));
    },
    // cancelled, or refused because it was paid meanwhile: the lists show where it stands now
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseOrderQueries.all() }),
  });
  if (order.status !== OrderStatus.WaitingPayment) return null;
  return (
    <Space>
      <Popconfirm
        title={t('purchaseOrders.cancelConfirm')}
        description={t('purchaseOrders.cancelConfirmDescription')}
        okText={t('purchaseOrders.confirmCancel')}
        cancelText={t('purchaseOrders.keep')}
        onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
      >
        <Button loading={cancel.isPending} data-testid="cancel-order">
          {t('purchaseOrders.cancel')}
        </Button>
      </Popconfirm>
      <BalancePayButton order={order} />
      <Button type="primary" loading={paying} onClick={() => void pay()} data-testid="pay-order">
        {stage === 'waiting' ? t('purchaseOrders.reopenPay') : t('purchaseOrders.pay')}
      </Button>
    </Space>
  );
}
