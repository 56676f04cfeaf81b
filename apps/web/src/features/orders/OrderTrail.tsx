import { type OrderListItem, OrderStatus } from '@puhuo/domain';
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/index.ts';

type TrailFacts = Pick<
  OrderListItem,
  'status' | 'creationTime' | 'paidTime' | 'shippedTime' | 'completedTime' | 'cancelledTime'
>;

/**
 * Where an order has been: placed, paid, shipped, completed, each with its time; a cancelled order's
 * trail ends at its cancellation.
 */
export function OrderTrail({ order }: { order: TrailFacts }) {
  const { t } = useTranslation('orders');
  const step = (title: string, time: string | null) => ({
    title,
    description: time ? formatDateTime(time) : undefined,
    status: time ? ('finish' as const) : ('wait' as const),
  });
  const items =
    order.status === OrderStatus.Cancelled
      ? [
          step(t('purchaseOrders.trailCreated'), order.creationTime),
          { ...step(t('purchaseOrders.trailCancelled'), order.cancelledTime), status: 'error' as const },
        ]
      : [
          step(t('purchaseOrders.trailCreated'), order.creationTime),
          step(t('purchaseOrders.trailPaid'), order.paidTime),
          step(t('purchaseOrders.trailShipped'), order.shippedTime),
          step(t('purchaseOrders.trailCompleted'), order.completedTime),
        ];
  // the step reached last is the current one: the steps before it are drawn as done
  const current = items.reduce((last, item, index) => (item.status === 'wait' ? last : index), 0);
  return <Steps size="small" current={current} items={items} data-testid="order-trail" />;
}
