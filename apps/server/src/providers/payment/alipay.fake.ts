import { generateKeyPairSync, type KeyObject, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttpServer, formOf, queryOf, sendJson, sendText } from '../fake-http-server.ts';
import { cashierPage, errorPage } from './alipay-fake-pages.ts';
import { type AlipayError, business, chinaTime, invalid, yuan } from './alipay-fake-protocol.ts';
import { checkCommon, rsa2Sign, signContent } from './alipay-fake-signing.ts';
import { type FakeTrade, FakeTradeBook } from './alipay-fake-trades.ts';

export type { FakeTrade, FakeTradeStatus } from './alipay-fake-trades.ts';

export interface AlipayFakeOptions {
  /** the merchant's app */
  appId: string;
  /** the app's public key as uploaded to Alipay's console (PEM) */
  merchantPublicKeyPem: string;
  now?: () => Date;
}

export interface FakeNotificationDelivery {
  url: string;
  form: Record<string, string>;
  /** what the merchant's notify URL answered (Alipay wants exactly "success"), null when it could not be reached */
  answer: string | null;
  acknowledged: boolean;
}

/** A refusal or fault the next alipay.trade.refund meets after its signature was checked. */
export type AlipayInjectedFailure = AlipayError | { status: number } | 'stall';

const SELLER_ID = '2088000000000001';
const BUYER_ID = '2088000000000002';

/**
 * A fake Alipay open-platform gateway with its own RSA key pair (`alipayPublicKeyPem` is what the
 * merchant configures): gateway.do checks every request's RSA2 signature against the merchant's
 * public key; alipay.trade.page.pay shows a minimal cashier, where `pay` (or the cashier's button)
 * settles the trade and posts a signed asynchronous notification to its notify_url; alipay.trade.refund
 * answers signed, once per out_request_no, never beyond what was paid.
 */
export class AlipayFake {
  readonly alipayPublicKeyPem: string;
  readonly notifications: FakeNotificationDelivery[] = [];
  private readonly privateKey: KeyObject;
  private readonly merchantKey: string;
  private readonly trades: FakeTradeBook;
  private readonly injected: AlipayInjectedFailure[] = [];
  private readonly server = new FakeHttpServer((request, response, body) => this.handle(request, response, body));
  private readonly now: () => Date;
  private baseUrl = '';

  constructor(private readonly options: AlipayFakeOptions) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = pair.privateKey;
    this.alipayPublicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    this.merchantKey = options.merchantPublicKeyPem;
    this.now = options.now ?? (() => new Date());
    this.trades = new FakeTradeBook(this.now);
  }

  async start(): Promise<string> {
    this.baseUrl = await this.server.start();
    return this.baseUrl;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** the gateway address the merchant configures */
  get gateway(): string {
    return `${this.baseUrl}/gateway.do`;
  }

  trade(outTradeNo: string): FakeTrade | undefined {
    return this.trades.get(outTradeNo);
  }

  /** The next refund request fails this way, in order. */
  failNextRefund(failure: AlipayInjectedFailure): void {
    this.injected.push(failure);
  }

  /** The payer paid on the cashier: the trade succeeds and Alipay notifies the merchant. */
  async pay(outTradeNo: string): Promise<FakeNotificationDelivery | null> {
    const trade = this.trades.get(outTradeNo);
    if (!trade) throw new Error(`no trade ${outTradeNo} at the fake Alipay`);
    if (trade.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} is ${trade.status}`);
    const now = this.now();
    trade.status = 'TRADE_SUCCESS';
    trade.paidAt = now;
    return this.notify(trade);
  }

  /** The trade timed out or was closed unpaid: Alipay notifies TRADE_CLOSED. */
  async close(outTradeNo: string): Promise<FakeNotificationDelivery | null> {
    const trade = this.trades.get(outTradeNo);
    if (trade?.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} cannot close`);
    trade.status = 'TRADE_CLOSED';
    return this.notify(trade);
  }

  /** The notification's fields for a trade as it stands, signed by Alipay (tests alter them to forge). */
  notificationFor(trade: FakeTrade): Record<string, string> {
    const now = this.now();
    const amount = yuan(trade.totalFen);
    const paid = trade.status === 'TRADE_SUCCESS';
    return this.signNotification({
      gmt_create: chinaTime(trade.createdAt),
      charset: 'utf-8',
      seller_email: 'merchant@example.com',
      subject: trade.subject,
      buyer_id: BUYER_ID,
      invoice_amount: paid ? amount : '',
      notify_id: `${chinaTime(now).replace(/\D/g, '').slice(0, 8)}00222${String(randomInt(1e9, 1e10 - 1))}`,
      fund_bill_list: paid ? JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]) : '',
      notify_type: 'trade_status_sync',
      trade_status: trade.status,
      receipt_amount: paid ? amount : '',
      buyer_pay_amount: paid ? amount : '',
      app_id: this.options.appId,
      seller_id: SELLER_ID,
      gmt_payment: trade.paidAt ? chinaTime(trade.paidAt) : '',
      gmt_close: trade.status === 'TRADE_CLOSED' ? chinaTime(now) : '',
      notify_time: chinaTime(now),
      version: '1.0',
      out_trade_no: trade.outTradeNo,
      total_amount: amount,
      trade_no: trade.tradeNo,
      auth_app_id: this.options.appId,
      buyer_logon_id: 'buy***@example.com',
      point_amount: '0.00',
    });
  }

  /** Signs notification fields as Alipay does: over everything but sign and sign_type. */
  signNotification(fields: Record<string, string>): Record<string, string> {
    const form = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
    delete form.sign;
    delete form.sign_type;
    return { ...form, sign_type: 'RSA2', sign: this.sign(signContent(form)) };
  }

  private async notify(trade: FakeTrade): Promise<FakeNotificationDelivery | null> {
    if (!trade.notifyUrl) return null;
    const form = this.notificationFor(trade);
    let answer: string | null = null;
    try {
      const response = await fetch(trade.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      answer = await response.text();
    } catch {
      answer = null;
    }
    const delivery = { url: trade.notifyUrl, form, answer, acknowledged: answer?.trim() === 'success' };
    this.notifications.push(delivery);
    return delivery;
  }

  private sign(content: string): string {
    return rsa2Sign(this.privateKey, content);
  }

  private async handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const { path, query } = queryOf(request);
    if (path === '/cashier/pay' && request.method === 'POST') return this.cashierPay(response, formOf(body));
    if (path !== '/gateway.do') return sendText(response, 404, 'Not Found', 'text/plain');
    const params = request.method === 'POST' ? { ...query, ...formOf(body) } : query;
    const method = params.method ?? '';
    const isPage = method === 'alipay.trade.page.pay';
    const refuse = (error: AlipayError) =>
      isPage ? errorPage(response, error) : this.answer(response, method || 'error', error);

    const common = checkCommon(params, this.options.appId, this.merchantKey);
    if (common) return refuse(common);
    if (isPage) return this.pagePay(response, params);
    if (method === 'alipay.trade.refund') return this.refund(response, params);
    return refuse(invalid('method', '方法名'));
  }

  private pagePay(response: ServerResponse, params: Record<string, string>) {
    const opened = this.trades.open(params);
    if ('error' in opened) return errorPage(response, opened.error);
    cashierPage(response, opened.trade);
  }

  /** The cashier's pay button: settle, notify, then send the browser back signed as Alipay does. */
  private async cashierPay(response: ServerResponse, form: Record<string, string>) {
    const trade = this.trades.get(form.out_trade_no ?? '');
    if (trade?.status !== 'WAIT_BUYER_PAY') {
      return errorPage(response, business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
    }
    await this.pay(trade.outTradeNo);
    if (!trade.returnUrl) return sendText(response, 200, '<p>支付成功</p>', 'text/html;charset=utf-8');
    const back: Record<string, string> = {
      charset: 'utf-8',
      out_trade_no: trade.outTradeNo,
      method: 'alipay.trade.page.pay.return',
      total_amount: yuan(trade.totalFen),
      trade_no: trade.tradeNo,
      auth_app_id: this.options.appId,
      version: '1.0',
      app_id: this.options.appId,
      seller_id: SELLER_ID,
      timestamp: chinaTime(this.now()),
    };
    const signed = { ...back, sign: this.sign(signContent(back)), sign_type: 'RSA2' };
    const target = new URL(trade.returnUrl);
    for (const [key, value] of Object.entries(signed)) target.searchParams.set(key, value);
    response.writeHead(302, { location: target.toString() });
    response.end();
  }

  private refund(response: ServerResponse, params: Record<string, string>) {
    const method = 'alipay.trade.refund';
    const refuse = (error: AlipayError) => this.answer(response, method, error);
    const failure = this.injected.shift();
    if (failure === 'stall') return;
    if (failure && 'status' in failure) return sendText(response, failure.status, 'Bad Gateway', 'text/html');
    if (failure) return refuse(failure);

    const refunded = this.trades.refund(params);
    if ('error' in refunded) return refuse(refunded.error);
    this.refundAnswer(response, refunded.trade, refunded.amountFen, refunded.fundChange);
  }

  private refundAnswer(response: ServerResponse, trade: FakeTrade, amountFen: number, fundChange: 'Y' | 'N') {
    this.answer(response, 'alipay.trade.refund', {
      code: '10000',
      msg: 'Success',
      buyer_logon_id: 'buy***@example.com',
      buyer_user_id: BUYER_ID,
      fund_change: fundChange,
      gmt_refund_pay: chinaTime(this.now()),
      out_trade_no: trade.outTradeNo,
      refund_fee: yuan(trade.refundedFen),
      send_back_fee: yuan(fundChange === 'Y' ? amountFen : 0),
      trade_no: trade.tradeNo,
    });
  }

  /**
   * `{"<method>_response":{...},"sign":"..."}`, signed over the member's exact text. Slashes are
   * escaped as Alipay's serialiser does, so only a check over the text as sent verifies.
   */
  private answer(response: ServerResponse, method: string, body: object) {
    const inner = JSON.stringify(body).replaceAll('/', '\\/');
    const key = `${method.replaceAll('.', '_')}_response`;
    sendJson(response, 200, `{"${key}":${inner},"sign":"${this.sign(inner)}"}`);
  }
}
