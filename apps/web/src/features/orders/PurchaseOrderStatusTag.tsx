import { OrderStatus } from '@puhuo/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<number, string> = {
  [OrderStatus.WaitingPayment]: 'orange',
  [OrderStatus.Paid]: 'blue',
  [OrderStatus.Shipped]: 'cyan',
  [OrderStatus.Completed]: 'green',
  [OrderStatus.Cancelled]: 'default',
};

/** An order's status as a coloured tag (待付款, 已付款, 已发货, 已完成, 已取消). */
export function PurchaseOrderStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('orders');
  const key = String(status) as '1' | '2' | '3' | '4' | '5';
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid="order-status">
      {t(`purchaseOrders.status.${key}`)}
    </Tag>
  );
}
