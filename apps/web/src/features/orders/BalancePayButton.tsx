import { yuanToFen } from '@puhuo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { financeApi } from './finance.api.ts';
import { financeQueries } from './finance.queries.ts';
import { yuanText } from './order-amounts.ts';
import { purchaseOrderQueries } from './purchase-orders.queries.ts';
import { orderKey } from './useOrderRefunds.ts';

/** 余额支付: an unpaid order paid from the balance at once, after a confirm; offered when the balance covers it. */
export function BalancePayButton({ order }: { order: { id: string; totalAmount: number } }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data: balance } = useQuery(financeQueries.balance());
  // what a payment changes is read again whatever became of this button (the paid order's card goes)
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: purchaseOrderQueries.all() }),
      queryClient.invalidateQueries({ queryKey: financeQueries.all() }),
      queryClient.invalidateQueries({ queryKey: orderKey(order.id) }),
    ]);
  const pay = useMutation({
    mutationFn: () => financeApi.payFromBalance([order.id]).finally(refresh),
    onSuccess: () => message.success(t('payment.paid')),
  });
  const covered = balance !== undefined && yuanToFen(balance.balance) >= yuanToFen(order.totalAmount);
  if (!covered) return null;
  return (
    <Popconfirm
      title={t('purchaseOrders.balancePayConfirm', { amount: yuanText(order.totalAmount) })}
      description={t('purchaseOrders.balanceNow', { balance: yuanText(balance.balance) })}
      okText={t('purchaseOrders.confirmPay')}
      cancelText={t('purchaseOrders.keep')}
      onConfirm={() => pay.mutateAsync().catch(() => undefined)}
    >
      <Button loading={pay.isPending} data-testid="balance-pay">
        {t('purchaseOrders.balancePay')}
      </Button>
    </Popconfirm>
  );
}
