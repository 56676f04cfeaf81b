import type { OrderListItem } from '@puhuo/domain';
import { Trans, useTranslation } from 'react-i18next';
import { yuanText } from './order-amounts.ts';
import styles from './purchase-orders.module.css';

/**
 * An order's goods amount, freight (包邮 when none) and total: a placed order's (its 订单金额), or a
 * supplier group's on the confirmation (its 小计).
 */
export function OrderAmounts({
  order,
  wording = 'purchaseOrders.amounts',
  totalClassName = styles.total,
}: {
  order: Pick<OrderListItem, 'goodsAmount' | 'freight' | 'totalAmount'>;
  wording?: 'purchaseOrders.amounts' | 'confirm.groupFooter';
  totalClassName?: string;
}) {
  const { t } = useTranslation('orders');
  return (
    <span data-testid="order-amounts">
      <Trans
        t={t}
        i18nKey={wording}
        values={{
          goods: yuanText(order.goodsAmount),
          freight: order.freight > 0 ? yuanText(order.freight) : t('confirm.freeShipping'),
          total: yuanText(order.totalAmount),
        }}
        components={{ total: <b className={totalClassName} /> }}
      />
    </span>
  );
}
