/** What the payment provider reports about a trade it settled or closed. */
export interface PaymentNotification {
  /** our payment id, as we gave it */
  outTradeNo: string;
  /** the provider's trade number */
  tradeNo: string;
  amountFen: number;
  status: 'paid' | 'closed';
}

export interface CreatePaymentRequest {
  outTradeNo: string;
  amountFen: number;
  subject: string;
  /** where the payer goes after paying */
  returnUrl?: string;
}

/**
 * A payment service the distributor pays through ("聚合支付"): it opens a pay page for a trade and
 * reports the outcome. A real provider is a matter of configuration; the local one serves its own
 * sandbox pay page.
 */
export interface PaymentProvider {
  readonly identifier: string;
  createPayment(request: CreatePaymentRequest): Promise<{ tradeNo: string; payUrl: string }>;
  /** Called with each settled or closed trade (a remote provider's notify call lands here). */
  onNotification(handler: (notification: PaymentNotification) => Promise<void>): void;
}
