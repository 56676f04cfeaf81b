export type NotificationOutcome = 'handled' | 'ignored' | 'rejected';

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

export interface CreatedPayment {
  /** where the payer pays */
  payUrl: string;
  /** the provider's trade number when it gives one at creation (a page-pay provider gives it only when paid) */
  tradeNo?: string;
}

export interface RefundRequest {
  /** our payment id the trade was made for */
  outTradeNo: string;
  /** the provider's trade number from its notification */
  tradeNo: string;
  refundFen: number;
  /** our refund id: the same id asks for the same refund, never a second one */
  outRequestNo: string;
  reason: string;
}

export interface RefundResult {
  /** the provider's refund reference when it gives one */
  refundNo?: string;
  refundedFen: number;
}

/** A provider refused or could not be reached; `retryable` when trying again later may succeed. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * A payment service the distributor pays through ("聚合支付"): it opens a pay page for a trade,
 * reports the outcome and refunds. Creating a payment for an `outTradeNo` it has seen returns the same
 * trade (as real providers do), so a retried call never opens a second one.
 */
export interface PaymentProvider {
  readonly identifier: string;
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Called with each settled or closed trade (a remote provider's notify call lands here). */
  onNotification(handler: (notification: PaymentNotification) => Promise<void>): void;
  /**
   * A remote provider's asynchronous notification as it reached our notify URL (form fields): a
   * genuine one of a settled or closed trade goes to the handler ('handled'), a genuine one with
   * nothing to act on is 'ignored', a forged one or one for another merchant 'rejected'. The notify
   * route acknowledges all but the rejected, or the provider would send them again for a day.
   */
  receiveNotification?(form: Record<string, string>): Promise<NotificationOutcome>;
  /** the body the provider expects back from the notify URL once a notification was taken */
  readonly notifyAcknowledgement?: string;
}
