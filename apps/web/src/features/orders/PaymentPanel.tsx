import { type OrderPayResult, type PlacedOrders, yuanToFen } from '@puhuo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Result, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { realtime } from '../../api/realtime.ts';
import { formatCount, formatYuanAmount } from '../../i18n/index.ts';
import { cartQueries } from '../cart/index.ts';
import { DuplicatePaymentRefunds } from './DuplicatePaymentRefunds.tsx';
import { ordersApi } from './orders.api.ts';
import { orderKey, useOrderRefunds } from './useOrderRefunds.ts';

type Stage = 'unpaid' | 'waiting' | 'paid';

/** an amount in yuan for display, rounded to fen first */
const amountText = (yuan: number) => formatYuanAmount(yuanToFen(yuan) / 100);

/** After ordering: pay the orders on the payment page; the outcome arrives as OrderPayResult. */
export function PaymentPanel({ placed }: { placed: PlacedOrders }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation('orders');
  const [stage, setStage] = useState<Stage>('unpaid');
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const orderIds = placed.items.map((o) => o.id);
  // once a payment is under way: a second payment of the same orders is refunded, and said so here
  const refunds = useOrderRefunds(orderIds, stage !== 'unpaid');

  useEffect(
    () =>
      realtime.on('OrderPayResult', (data) => {
        const result = data as OrderPayResult;
        // any payment of these orders may have been a duplicate given back: read them again
        if (result.orderIds.some((id) => placed.items.some((o) => o.id === id))) {
          for (const o of placed.items) void queryClient.invalidateQueries({ queryKey: orderKey(o.id) });
        }
        if (result.paymentId !== paymentId) return;
        if (result.success) {
          setStage('paid');
          void queryClient.invalidateQueries({ queryKey: cartQueries.all() });
        } else {
          setStage('unpaid');
          message.warning(t('payment.notCompleted'));
        }
      }),
    [paymentId, message, queryClient, placed.items, t],
  );

  const pay = async () => {
    setPaying(true);
    // open the window first: browsers only allow pop-ups straight from a click
    const payWindow = window.open('about:blank', '_blank');
    try {
      const started = await ordersApi.pay(placed.items.map((o) => o.id));
      setPaymentId(started.paymentId);
      setStage('waiting');
      if (payWindow) payWindow.location.href = started.payUrl;
      else window.location.href = started.payUrl;
    } catch {
      payWindow?.close();
    } finally {
      setPaying(false);
    }
  };

  if (stage === 'paid') {
    return (
      <Result
        status="success"
        title={t('payment.paid')}
        subTitle={t('payment.paidSummary', {
          orders: formatCount(placed.items.length),
          amount: amountText(placed.totalAmount),
        })}
        extra={
          <Link to="/market">
            <Button type="primary">{t('payment.continueShopping')}</Button>
          </Link>
        }
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
      extra={
        <Button type="primary" size="large" loading={paying} onClick={() => void pay()} data-testid="pay-button">
          {stage === 'waiting' ? t('payment.reopen') : t('payment.pay')}
        </Button>
      }
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
