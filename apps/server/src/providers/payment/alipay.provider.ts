import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { callProvider, type FetchLike, ProviderUnreachableError } from '../provider-http.ts';
import {
  alipayPrivateKey,
  alipayPublicKey,
  alipaySignContent,
  chinaTime,
  fenToYuanText,
  topLevelJsonMembers,
  yuanTextToFen,
} from './alipay-format.ts';
import {
  type CreatedPayment,
  type CreatePaymentRequest,
  type NotificationOutcome,
  type PaymentNotification,
  type PaymentProvider,
  PaymentProviderError,
  type RefundRequest,
  type RefundResult,
} from './payment-provider.ts';

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipayOptions {
  appId: string;
  /** the app's private key (应用私钥): PEM, or the bare base64 Alipay's key tool prints */
  privateKeyPem: string;
  /** Alipay's public key (支付宝公钥) from the app's console: PEM or bare base64 */
  alipayPublicKeyPem: string;
  /** where Alipay posts the asynchronous notification */
  notifyUrl: string;
  /** where the payer's browser goes after paying, unless the request names its own */
  returnUrl?: string;
  /** default https://openapi.alipay.com/gateway.do */
  gateway?: string;
  /** how long the payer has to pay (Alipay's timeout_express: 1m-15d); default 30m */
  timeoutExpress?: string;
  fetch?: FetchLike;
  now?: () => Date;
  /** default 10 s */
  timeoutMs?: number;
}

type Notified = { genuine: false } | { genuine: true; notification: PaymentNotification | null };

/** Codes after which the same refund request may succeed later (Alipay: 20000 is "service unavailable"). */
const RETRYABLE_SUB_CODES = new Set(['ACQ.SYSTEM_ERROR', 'isp.unknow-error', 'aop.ACQ.SYSTEM_ERROR']);

/**
 * Alipay's computer-website payment (alipay.trade.page.pay), its asynchronous notification and
 * alipay.trade.refund, signed RSA2 with the app's key and checked with Alipay's.
 */
export class AlipayProvider implements PaymentProvider {
  readonly identifier = 'alipay';
  readonly notifyAcknowledgement = 'success';
  private handler: ((notification: PaymentNotification) => Promise<void>) | null = null;
  private readonly privateKey: KeyObject;
  private readonly alipayKey: KeyObject;
  private readonly gateway: string;
  private readonly fetchImpl: FetchLike;
  private readonly now: () => Date;

  constructor(private readonly options: AlipayOptions) {
    this.privateKey = alipayPrivateKey(options.privateKeyPem);
    this.alipayKey = alipayPublicKey(options.alipayPublicKeyPem);
    this.gateway = options.gateway ?? ALIPAY_GATEWAY;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * The signed page-pay URL. Alipay keeps one trade per out_trade_no, so asking again for the same
   * payment (same amount and subject) opens the same trade and this needs no state.
   */
  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    if (!Number.isSafeInteger(request.amountFen) || request.amountFen <= 0) {
      throw new PaymentProviderError(`Alipay page pay: not a payable amount (${request.amountFen} fen)`, false);
    }
    const returnUrl = request.returnUrl ?? this.options.returnUrl;
    const params = this.signed('alipay.trade.page.pay', {
      notify_url: this.options.notifyUrl,
      ...(returnUrl ? { return_url: returnUrl } : {}),
      biz_content: JSON.stringify({
        out_trade_no: request.outTradeNo,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        total_amount: fenToYuanText(request.amountFen),
        subject: alipaySubject(request.subject),
        timeout_express: this.options.timeoutExpress ?? '30m',
      }),
    });
    return { payUrl: `${this.gateway}${this.gateway.includes('?') ? '&' : '?'}${formEncode(params)}` };
  }

  onNotification(handler: (notification: PaymentNotification) => Promise<void>): void {
    this.handler = handler;
  }

  /**
   * The notification as the notify URL received it: signed by Alipay over every field but sign and
   * sign_type, for this app. Null when it is forged or is not for this app, and null too when it is
   * genuine but tells nothing to act on (WAIT_BUYER_PAY): `receiveNotification` tells the two apart.
   */
  readNotification(form: Record<string, string>): PaymentNotification | null {
    const read = this.verifyNotification(form);
    return read.genuine ? read.notification : null;
  }

  /**
   * What the notify route does with a notification: reads it and hands a settled or closed trade to
   * the handler. 'rejected' (answer anything but the acknowledgement) for a forged one; a genuine one
   * with nothing to do is 'ignored' and acknowledged all the same, or Alipay sends it again for a day.
   */
  async receiveNotification(form: Record<string, string>): Promise<NotificationOutcome> {
    const read = this.verifyNotification(form);
    if (!read.genuine) return 'rejected';
    if (!read.notification) return 'ignored';
    if (!this.handler) throw new Error('Alipay notification arrived before a handler was registered');
    await this.handler(read.notification);
    return 'handled';
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!Number.isSafeInteger(request.refundFen) || request.refundFen <= 0) {
      throw new PaymentProviderError(`Alipay refund: not a refundable amount (${request.refundFen} fen)`, false);
    }
    const method = 'alipay.trade.refund';
    const params = this.signed(method, {
      biz_content: JSON.stringify({
        out_trade_no: request.outTradeNo,
        trade_no: request.tradeNo,
        refund_amount: fenToYuanText(request.refundFen),
        out_request_no: request.outRequestNo,
        refund_reason: request.reason,
      }),
    });
    const call = `Alipay refund ${request.outRequestNo}`;
    let status: number;
    let text: string;
    try {
      ({ status, text } = await callProvider(
        this.fetchImpl,
        call,
        `${this.gateway}${this.gateway.includes('?') ? '&' : '?'}charset=utf-8`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
          body: formEncode(params),
        },
        this.options.timeoutMs,
      ));
    } catch (error) {
      if (error instanceof ProviderUnreachableError) throw new PaymentProviderError(error.message, true);
      throw error;
    }
    if (status !== 200) throw new PaymentProviderError(`${call}: HTTP ${status}`, status >= 500 || status === 429);

    const answer = this.verifiedAnswer(text, method);
    if (!answer) throw new PaymentProviderError(`${call}: the answer is not one Alipay signed`, true);
    if (answer.code === '10000') {
      if (answer.out_trade_no !== undefined && answer.out_trade_no !== request.outTradeNo) {
        throw new PaymentProviderError(`${call}: the answer is about another trade`, false);
      }
      // a repeated out_request_no answers success without moving money again (fund_change N): either way
      // this refund stands at the amount asked
      return { refundedFen: request.refundFen };
    }
    const code = answer.sub_code ?? answer.code ?? 'unknown';
    throw new PaymentProviderError(
      `${call} refused: ${code}${answer.sub_msg ? ` ${answer.sub_msg}` : answer.msg ? ` ${answer.msg}` : ''}`,
      answer.code === '20000' || RETRYABLE_SUB_CODES.has(code),
      code,
    );
  }

  private signed(method: string, params: Record<string, string>): Record<string, string> {
    const all: Record<string, string> = {
      app_id: this.options.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaTime(this.now()),
      version: '1.0',
      ...params,
    };
    const sign = createSign('RSA-SHA256')
      .update(alipaySignContent(all, ['sign']), 'utf8')
      .sign(this.privateKey, 'base64');
    return { ...all, sign };
  }

  private verifyNotification(form: Record<string, string>): Notified {
    const sign = form.sign;
    if (!sign || (form.sign_type && form.sign_type !== 'RSA2')) return { genuine: false };
    const content = alipaySignContent(form, ['sign', 'sign_type']);
    if (!createVerify('RSA-SHA256').update(content, 'utf8').verify(this.alipayKey, sign, 'base64')) {
      return { genuine: false };
    }
    if (form.app_id !== this.options.appId) return { genuine: false };
    const status =
      form.trade_status === 'TRADE_SUCCESS' || form.trade_status === 'TRADE_FINISHED'
        ? 'paid'
        : form.trade_status === 'TRADE_CLOSED'
          ? 'closed'
          : null;
    if (!status) return { genuine: true, notification: null };
    const amountFen = yuanTextToFen(form.total_amount);
    if (!form.out_trade_no || !form.trade_no || amountFen === null) return { genuine: false };
    return {
      genuine: true,
      notification: { outTradeNo: form.out_trade_no, tradeNo: form.trade_no, amountFen, status },
    };
  }

  /**
   * The answer's `xxx_response` (or `error_response`) once its signature verifies over the exact text
   * Alipay sent. An error answer without a signature is taken as it is (Alipay does not sign every
   * refusal, and a refusal moves no money); a success must be signed.
   */
  private verifiedAnswer(text: string, method: string): AlipayAnswer | null {
    const members = topLevelJsonMembers(text);
    if (!members) return null;
    const responseKey = `${method.replaceAll('.', '_')}_response`;
    const raw = members.get(responseKey) ?? members.get('error_response');
    if (!raw) return null;
    let answer: AlipayAnswer;
    let sign: unknown;
    try {
      answer = JSON.parse(raw) as AlipayAnswer;
      sign = members.has('sign') ? JSON.parse(members.get('sign') as string) : undefined;
    } catch {
      return null;
    }
    if (typeof sign !== 'string' || sign === '') return answer.code && answer.code !== '10000' ? answer : null;
    return createVerify('RSA-SHA256').update(raw, 'utf8').verify(this.alipayKey, sign, 'base64') ? answer : null;
  }
}

interface AlipayAnswer {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  out_trade_no?: string;
}

const formEncode = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');

/** Alipay refuses / = & in a subject and takes at most 256 characters. */
const alipaySubject = (subject: string) => subject.replace(/[/=&]/g, ' ').slice(0, 256);
