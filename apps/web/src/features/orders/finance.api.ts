import type { Balance, BalancePaid, FinanceEntries, PayStarted } from '@puhuo/domain';
import { http } from '../../api/http.ts';

/** The distributor's balance: it pays orders, so it lives beside them (as on the server). */
export const financeApi = {
  balance: () => http.get<Balance>('/api/finance/balance'),
  entries: (query: { skipCount: number; maxResultCount: number }) =>
    http.get<FinanceEntries>('/api/finance/entries', query),
  recharge: (amount: number) => http.post<PayStarted>('/api/finance/recharge', { amount }),
  /** orders paid from the balance at once */
  payFromBalance: (orderIds: string[]) => http.post<BalancePaid>('/api/purchase-order/pay/balance-pay', { orderIds }),
};
