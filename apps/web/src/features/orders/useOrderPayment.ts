import type { OrderPayResult, PayStarted } from '@puhuo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { realtime } from '../../api/realtime.ts';
import { cartQueries } from '../cart/index.ts';
import { ordersApi } from './orders.api.ts';
import { purchaseOrderQueries } from './purchase-orders.queries.ts';
import { orderKey } from './useOrderRefunds.ts';

export type PaymentStage = 'unpaid' | 'waiting' | 'paid';

/**
 * Paying on the payment provider's page, wherever a payment starts (the order confirmation, the
 * workbench's purchase orders, a balance recharge): the pay page opens in a new window, the outcome
 * arrives as OrderPayResult. `start` asks the server for the payment; `orderIds` are the orders it pays
 * (none for a recharge), whose screens are read again when any payment of them settles.
 */
export function useProviderPayment({
  start,
  orderIds,
  onPaid,
}: {
  start: () => Promise<PayStarted>;
  orderIds: readonly string[];
  onPaid?: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation('orders');
  const [stage, setStage] = useState<PaymentStage>('unpaid');
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const idsKey = orderIds.join(',');
  const paid = useRef(onPaid);
  paid.current = onPaid;

  useEffect(
    () =>
      realtime.on('OrderPayResult', (data) => {
        const result = data as OrderPayResult;
        const ids = idsKey ? idsKey.split(',') : [];
        // any payment of these orders may have been a duplicate given back: read them again
        if (result.orderIds.some((id) => ids.includes(id))) {
          for (const id of ids) void queryClient.invalidateQueries({ queryKey: orderKey(id) });
          void queryClient.invalidateQueries({ queryKey: purchaseOrderQueries.all() });
        }
        if (result.paymentId !== paymentId) return;
        if (result.success) {
          setStage('paid');
          paid.current?.();
        } else {
          setStage('unpaid');
          message.warning(t('payment.notCompleted'));
        }
      }),
    [paymentId, message, queryClient, idsKey, t],
  );

  const pay = async () => {
    setPaying(true);
    // open the window first: browsers only allow pop-ups straight from a click
    const payWindow = window.open('about:blank', '_blank');
    try {
      const started = await start();
      setPaymentId(started.paymentId);
      setStage('waiting');
      if (payWindow) payWindow.location.href = started.payUrl;
      else window.location.href = started.payUrl;
    } catch {
      // the API client said why (paid meanwhile, cancelled): the list shows where the orders stand
      payWindow?.close();
      void queryClient.invalidateQueries({ queryKey: purchaseOrderQueries.all() });
    } finally {
      setPaying(false);
    }
  };

  return { stage, paying, pay };
}

/** Paying orders (the order confirmation's and the workbench's 去支付); a paid order leaves the cart. */
export function useOrderPayment(orderIds: readonly string[]) {
  const queryClient = useQueryClient();
  return useProviderPayment({
    start: () => ordersApi.pay([...orderIds]),
    orderIds,
    onPaid: () => void queryClient.invalidateQueries({ queryKey: cartQueries.all() }),
  });
}
