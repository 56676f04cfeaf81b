import type { OrderListItem } from '@puhuo/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/index.ts';
import { OrderAmounts } from './OrderAmounts.tsx';
import { OrderLinesTable } from './OrderLinesTable.tsx';
import { PurchaseOrderActions } from './PurchaseOrderActions.tsx';
import { PurchaseOrderStatusTag } from './PurchaseOrderStatusTag.tsx';
import { purchaseOrderPath } from './purchase-order-paths.ts';
import styles from './purchase-orders.module.css';

/** One order in the workbench's list: who from, when, its goods, amounts and what can be done to it. */
export function PurchaseOrderCard({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('orders');
  return (
    <article className={styles.card} data-testid="purchase-order" data-order-no={order.orderNo}>
      <header className={styles.cardHeader}>
        <span className={styles.orderNo}>{t('purchaseOrders.orderNo', { orderNo: order.orderNo })}</span>
        <span>{t('purchaseOrders.placedAt', { time: formatDateTime(order.creationTime) })}</span>
        <b>{order.companyName}</b>
        <Tag color={order.kind === 'sample' ? 'purple' : 'geekblue'}>
          {order.kind === 'sample' ? t('purchaseOrders.sample') : t('purchaseOrders.purchase')}
        </Tag>
        <span className={styles.grow} />
        <PurchaseOrderStatusTag status={order.status} />
      </header>
      <OrderLinesTable lines={order.lines} />
      <footer className={styles.cardFooter}>
        <OrderAmounts order={order} />
        <span className={styles.grow} />
        <Link to={purchaseOrderPath(order.id)} data-testid="order-details">
          {t('purchaseOrders.details')}
        </Link>
        <PurchaseOrderActions order={order} />
      </footer>
    </article>
  );
}
