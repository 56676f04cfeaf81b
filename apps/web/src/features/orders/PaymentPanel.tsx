import { OrderStatus, type PlacedOrders, yuanToFen } from '@puhuo/domain';
import { Button, Result, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, formatYuanAmount } from '../../i18n/index.ts';
import { DuplicatePaymentRefunds } from './DuplicatePaymentRefunds.tsx';
import { purchaseOrderPath, purchaseOrdersPath } from './purchase-order-paths.ts';
import { useOrderPayment } from './useOrderPayment.ts';
import { useOrderRefunds } from './useOrderRefunds.ts';

/** an amount in yuan for display, rounded to fen first */
const amountText = (yuan: number) => formatYuanAmount(yuanToFen(yuan) / 100);

/** After ordering: pay the orders on the payment page; the outcome arrives as OrderPayResult. */
export function PaymentPanel({ placed }: { placed: PlacedOrders }) {
  const { t } = useTranslation('orders');
  const orderIds = placed.items.map((o) => o.id);
  const { stage, paying, pay } = useOrderPayment(orderIds);
  // once a payment is under way: a second payment of the same orders is refunded, and said so here
  const refunds = useOrderRefunds(orderIds, stage !== 'unpaid');
  // every order stays in the workbench, paid or not: one order opens there, several open the list
  const [single] = placed.items;
  const inWorkbench =
    placed.items.length === 1 && single
      ? purchaseOrderPath(single.id)
      : purchaseOrdersPath(stage === 'paid' ? OrderStatus.Paid : OrderStatus.WaitingPayment);

  if (stage === 'paid') {
    return (
      <Result
        status="success"
        title={t('payment.paid')}
        subTitle={t('payment.paidSummary', {
          orders: formatCount(placed.items.length),
          amount: amountText(placed.totalAmount),
        })}
        extra={[
          <Link key="market" to="/market">
            <Button type="primary">{t('payment.continueShopping')}</Button>
          </Link>,
          <Link key="workbench" to={inWorkbench} data-testid="order-in-workbench">
            <Button>{t('payment.viewInWorkbench')}</Button>
          </Link>,
        ]}
        data-testid="pay-success"
      >
        <DuplicatePaymentRefunds refunds={refunds} />
      </Result>
    );
  }
  return (
    <Result
      status={stage === 'waiting' ? 'info' : 'success'}
      title={stage === 'waiting' ? t('payment.waiting') : t('payment.submitted')}
      subTitle={t('payment.payable', { amount: amountText(placed.totalAmount) })}
      extra={[
        <Button
          key="pay"
          type="primary"
          size="large"
          loading={paying}
          onClick={() => void pay()}
          data-testid="pay-button"
        >
          {stage === 'waiting' ? t('payment.reopen') : t('payment.pay')}
        </Button>,
        <Link key="workbench" to={inWorkbench} data-testid="order-in-workbench">
          <Button size="large">{t('payment.viewInWorkbench')}</Button>
        </Link>,
      ]}
    >
      <DuplicatePaymentRefunds refunds={refunds} />
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={placed.items}
        columns={[
          { title: t('payment.orderNo'), dataIndex: 'orderNo' },
          { title: t('payment.supplier'), dataIndex: 'companyName' },
          { title: t('payment.qty'), dataIndex: 'totalQty', width: 80 },
          { title: t('payment.amount'), key: 'amount', width: 120, render: (_, o) => `¥${amountText(o.totalAmount)}` },
        ]}
      />
    </Result>
  );
}
