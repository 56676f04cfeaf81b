import type { Translation } from '../../translation.ts';
import type { finance as zh } from '../zh-CN/finance.ts';

/** The workbench's finance page (my balance) and the recharge in English (en-US). */
export const finance: Translation<typeof zh> = {
  balance: 'My balance',
  recharge: 'Recharge',
  rechargeTitle: 'Recharge the balance',
  rechargeHint: 'We suggest recharging {{amount}} yuan for dropshipping purchases',
  goPay: 'Pay',
  reopenPay: 'Reopen the payment page',
  waiting: 'Please complete the payment on the payment page',
  recharged: 'Recharged',
  entries: 'Money movements',
  total: '{{count}} in all',
  columns: {
    time: 'Time',
    kind: 'Type',
    amount: 'Amount',
    channel: 'Channel',
    orders: 'Orders',
  },
  kinds: {
    recharge: 'Recharge',
    orderPayment: 'Order payment',
    refund: 'Refund',
  },
  channels: {
    recharge: 'Into the balance',
    orderPayment: 'Paid online',
    refund: 'Back the way it came',
  },
};
