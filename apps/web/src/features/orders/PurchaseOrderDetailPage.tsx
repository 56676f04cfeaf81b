import { OrderStatus, UNPAID_ORDER_MINUTES } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { formatDateTime } from '../../i18n/index.ts';
import { useApplicationConfiguration } from '../auth/index.ts';
import { DuplicatePaymentRefunds } from './DuplicatePaymentRefunds.tsx';
import { OrderAmounts } from './OrderAmounts.tsx';
import { OrderLinesTable } from './OrderLinesTable.tsx';
import { OrderTrail } from './OrderTrail.tsx';
import { PurchaseOrderActions } from './PurchaseOrderActions.tsx';
import { PurchaseOrderStatusTag } from './PurchaseOrderStatusTag.tsx';
import { PURCHASE_ORDERS_PATH } from './purchase-order-paths.ts';
import styles from './purchase-orders.module.css';
import { purchaseOrderQueries } from './purchase-orders.queries.ts';

/** One purchase order: its trail and tracking, goods, amounts and address; pay or cancel it while unpaid. */
export default function PurchaseOrderDetailPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('orders');
  const { data: order, error, isPending } = useQuery({ ...purchaseOrderQueries.detail(id), retry: false });
  const demo = useApplicationConfiguration().data?.environment?.mode === 'demo';
  const back = (
    <Link to={PURCHASE_ORDERS_PATH}>
      <Button>{t('purchaseOrders.back')}</Button>
    </Link>
  );
  if (isPending) return <Skeleton active className={styles.page} />;
  if (!order) {
    return (
      <Result
        status={error instanceof ApiError && error.status === 404 ? '404' : 'warning'}
        title={t('purchaseOrders.empty')}
        extra={back}
      />
    );
  }
  const shipped = order.shippedTime !== null;
  const supplierCanAct = demo && (order.status === OrderStatus.Paid || order.status === OrderStatus.Shipped);
  return (
    <div data-testid="purchase-order-detail">
      <section className={styles.section}>
        <div className={styles.detailHeader}>
          <h1 className={styles.heading}>{t('purchaseOrders.orderNo', { orderNo: order.orderNo })}</h1>
          <PurchaseOrderStatusTag status={order.status} />
          <Tag color={order.kind === 'sample' ? 'purple' : 'geekblue'}>
            {order.kind === 'sample' ? t('purchaseOrders.sample') : t('purchaseOrders.purchase')}
          </Tag>
          <span className={styles.grow} />
          {back}
          <PurchaseOrderActions order={order} />
        </div>
        {order.status === OrderStatus.WaitingPayment && (
          <Alert type="info" showIcon message={t('purchaseOrders.autoCancelNote', { minutes: UNPAID_ORDER_MINUTES })} />
        )}
        <DuplicatePaymentRefunds refunds={order.refunds} />
      </section>
      <section className={styles.section}>
        <h2>{t('purchaseOrders.trail')}</h2>
        <OrderTrail order={order} />
      </section>
      <section className={styles.section} data-testid="order-tracking">
        <h2>{t('purchaseOrders.tracking')}</h2>
        <div className={styles.tracking}>
          {shipped ? (
            <div className={styles.facts}>
              <span>{t('purchaseOrders.logisticsCompany', { name: order.logisticsCompany ?? '' })}</span>
              <span>{t('purchaseOrders.trackingNo', { no: order.trackingNo ?? '' })}</span>
            </div>
          ) : (
            <span>{t('purchaseOrders.notShipped')}</span>
          )}
          {supplierCanAct && (
            // demo only: the suppliers' order desk stand-in ships and completes, as a supplier's system would
            <a href={`/sandbox/supplier/orders/${order.orderNo}`} target="_blank" rel="noreferrer">
              {t('purchaseOrders.supplierDesk')}
            </a>
          )}
        </div>
      </section>
      <section className={styles.section}>
        <h2>{t('purchaseOrders.address')}</h2>
        <div className={styles.facts}>
          <span>
            {order.address.name} {order.address.phone}
          </span>
          <span>
            {order.address.region} {order.address.detail}
          </span>
          {order.remark && <span>{t('purchaseOrders.remark', { remark: order.remark })}</span>}
          <span>{t('purchaseOrders.placedAt', { time: formatDateTime(order.creationTime) })}</span>
        </div>
      </section>
      <section className={styles.section}>
        <h2>
          {t('purchaseOrders.goods')} · {order.companyName}
        </h2>
        <OrderLinesTable lines={order.lines} />
        <div className={styles.cardFooter}>
          <span className={styles.grow} />
          <OrderAmounts order={order} />
        </div>
      </section>
    </div>
  );
}
