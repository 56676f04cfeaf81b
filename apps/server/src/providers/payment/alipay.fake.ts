import { createSign, createVerify, generateKeyPairSync, type KeyObject, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttpServer, formOf, queryOf, sendJson, sendText } from '../fake-http-server.ts';

export interface AlipayFakeOptions {
  /** the merchant's app */
  appId: string;
  /** the app's public key as uploaded to Alipay's console (PEM) */
  merchantPublicKeyPem: string;
  now?: () => Date;
}

export type FakeTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';

export interface FakeTrade {
  outTradeNo: string;
  /** Alipay's number for the trade, given when the cashier opens it */
  tradeNo: string;
  totalFen: number;
  subject: string;
  status: FakeTradeStatus;
  notifyUrl: string | null;
  returnUrl: string | null;
  refundedFen: number;
  createdAt: Date;
  paidAt: Date | null;
}

export interface FakeNotificationDelivery {
  url: string;
  form: Record<string, string>;
  /** what the merchant's notify URL answered (Alipay wants exactly "success"), null when it could not be reached */
  answer: string | null;
  acknowledged: boolean;
}

interface AlipayError {
  code: string;
  msg: string;
  sub_code?: string;
  sub_msg?: string;
}

/** A refusal or fault the next alipay.trade.refund meets after its signature was checked. */
export type AlipayInjectedFailure = AlipayError | { status: number } | 'stall';

const SELLER_ID = '2088000000000001';
const BUYER_ID = '2088000000000002';

const missing = (name: string, what: string): AlipayError => ({
  code: '40001',
  msg: 'Missing Required Arguments',
  sub_code: `isv.missing-${name}`,
  sub_msg: `缺少${what}参数`,
});
const invalid = (name: string, what: string): AlipayError => ({
  code: '40002',
  msg: 'Invalid Arguments',
  sub_code: `isv.invalid-${name}`,
  sub_msg: `无效的${what}参数`,
});
const business = (subCode: string, subMsg: string): AlipayError => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: subCode,
  sub_msg: subMsg,
});

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
  private readonly trades = new Map<string, FakeTrade>();
  private readonly refunds = new Map<string, { amountFen: number }>();
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
    return createSign('RSA-SHA256').update(content, 'utf8').sign(this.privateKey, 'base64');
  }

  private async handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const { path, query } = queryOf(request);
    if (path === '/cashier/pay' && request.method === 'POST') return this.cashierPay(response, formOf(body));
    if (path !== '/gateway.do') return sendText(response, 404, 'Not Found', 'text/plain');
    const params = request.method === 'POST' ? { ...query, ...formOf(body) } : query;
    const method = params.method ?? '';
    const isPage = method === 'alipay.trade.page.pay';
    const refuse = (error: AlipayError) =>
      isPage ? this.errorPage(response, error) : this.answer(response, method || 'error', error);

    const common = this.checkCommon(params);
    if (common) return refuse(common);
    if (isPage) return this.pagePay(response, params);
    if (method === 'alipay.trade.refund') return this.refund(response, params);
    return refuse(invalid('method', '方法名'));
  }

  /** What the gateway checks before any method: the app, the signature and the common parameters. */
  private checkCommon(params: Record<string, string>): AlipayError | null {
    if (!params.method) return missing('method', '方法名');
    if (!params.app_id) return missing('app-id', 'AppID');
    if (params.app_id !== this.options.appId) return invalid('app-id', 'AppID');
    if (!params.sign) return missing('signature', '签名');
    if (!params.sign_type) return missing('signature-type', '签名类型');
    if (params.sign_type !== 'RSA2') return invalid('signature-type', '签名类型');
    if (!params.timestamp) return missing('timestamp', '时间戳');
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp)) return invalid('timestamp', '时间戳');
    if (params.charset && params.charset.toLowerCase() !== 'utf-8') return invalid('charset', '字符集');
    if (params.format && params.format.toUpperCase() !== 'JSON') return invalid('format', '返回格式');
    if (!params.version) return missing('version', '版本号');
    const { sign, ...signed } = params as Record<string, string> & { sign: string };
    const content = signContent(signed);
    if (!createVerify('RSA-SHA256').update(content, 'utf8').verify(this.merchantKey, sign, 'base64')) {
      return {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`,
      };
    }
    return null;
  }

  private pagePay(response: ServerResponse, params: Record<string, string>) {
    const biz = parseBiz(params.biz_content);
    if (!biz) return this.errorPage(response, missing('biz-content', '业务'));
    const outTradeNo = str(biz.out_trade_no);
    const totalFen = fen(biz.total_amount);
    const subject = str(biz.subject);
    if (!outTradeNo || outTradeNo.length > 64)
      return this.errorPage(response, business('ACQ.INVALID_PARAMETER', '参数无效'));
    if (biz.product_code !== 'FAST_INSTANT_TRADE_PAY') {
      return this.errorPage(response, business('ACQ.PRODUCT_CODE_ERROR', '产品码错误'));
    }
    if (totalFen === null || totalFen < 1 || totalFen > 10_000_000_000) {
      return this.errorPage(response, business('ACQ.TOTAL_FEE_EXCEED', '订单金额超过限额'));
    }
    if (!subject) return this.errorPage(response, business('ACQ.INVALID_PARAMETER', '参数无效'));
    let trade = this.trades.get(outTradeNo);
    if (trade) {
      if (trade.status === 'TRADE_SUCCESS')
        return this.errorPage(response, business('ACQ.TRADE_HAS_SUCCESS', '交易已被支付'));
      if (trade.status === 'TRADE_CLOSED')
        return this.errorPage(response, business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭'));
      if (trade.totalFen !== totalFen || trade.subject !== subject) {
        return this.errorPage(response, business('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改'));
      }
    } else {
      trade = {
        outTradeNo,
        tradeNo: newTradeNo(this.now()),
        totalFen,
        subject,
        status: 'WAIT_BUYER_PAY',
        notifyUrl: params.notify_url || null,
        returnUrl: params.return_url || null,
        refundedFen: 0,
        createdAt: this.now(),
        paidAt: null,
      };
      this.trades.set(outTradeNo, trade);
    }
    sendText(
      response,
      200,
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付宝 - 网上支付 安全快速！</title></head>` +
        `<body><h1>${escapeHtml(trade.subject)}</h1><p class="amount">¥ ${yuan(trade.totalFen)}</p>` +
        `<form method="post" action="/cashier/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(outTradeNo)}">` +
        `<button type="submit">确认付款</button></form></body></html>`,
      'text/html;charset=utf-8',
    );
  }

  /** The cashier's pay button: settle, notify, then send the browser back signed as Alipay does. */
  private async cashierPay(response: ServerResponse, form: Record<string, string>) {
    const trade = this.trades.get(form.out_trade_no ?? '');
    if (trade?.status !== 'WAIT_BUYER_PAY') {
      return this.errorPage(response, business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
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

    const biz = parseBiz(params.biz_content);
    if (!biz) return refuse(missing('biz-content', '业务'));
    const outTradeNo = str(biz.out_trade_no);
    const tradeNo = str(biz.trade_no);
    if (!outTradeNo && !tradeNo) return refuse(business('ACQ.INVALID_PARAMETER', '参数无效'));
    const trade = outTradeNo
      ? this.trades.get(outTradeNo)
      : [...this.trades.values()].find((t) => t.tradeNo === tradeNo);
    if (!trade || (tradeNo && trade.tradeNo !== tradeNo)) return refuse(business('ACQ.TRADE_NOT_EXIST', '交易不存在'));
    const amountFen = fen(biz.refund_amount);
    if (amountFen === null || amountFen < 1) return refuse(business('ACQ.INVALID_PARAMETER', '参数无效'));
    const requestNo = str(biz.out_request_no) || trade.outTradeNo;
    const key = `${trade.outTradeNo}\n${requestNo}`;
    const earlier = this.refunds.get(key);
    if (earlier) {
      // the same out_request_no is the same refund: answered again, no money moves
      if (earlier.amountFen !== amountFen) return refuse(business('ACQ.DISCORDANT_REPEAT_REQUEST', '不一致的请求'));
      return this.refundAnswer(response, trade, amountFen, 'N');
    }
    if (trade.status !== 'TRADE_SUCCESS') return refuse(business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法'));
    if (trade.refundedFen + amountFen > trade.totalFen) {
      return refuse(business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限'));
    }
    this.refunds.set(key, { amountFen });
    trade.refundedFen += amountFen;
    if (trade.refundedFen === trade.totalFen) trade.status = 'TRADE_CLOSED';
    this.refundAnswer(response, trade, amountFen, 'Y');
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

  private errorPage(response: ServerResponse, error: AlipayError) {
    sendText(
      response,
      200,
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付宝 - 错误</title></head>` +
        `<body><h1>抱歉，支付存在问题</h1><p>错误代码 <code class="error-code">${escapeHtml(error.sub_code ?? error.code)}</code></p>` +
        `<p>${escapeHtml(error.sub_msg ?? error.msg)}</p></body></html>`,
      'text/html;charset=utf-8',
    );
  }
}

/** Alipay's sign content, written apart from the provider's so a mistake there shows here. */
function signContent(params: Record<string, string>): string {
  const keys = Object.keys(params).filter((key) => params[key] !== '' && params[key] !== undefined);
  keys.sort();
  return keys.map((key) => `${key}=${params[key]}`).join('&');
}

function chinaTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const yuan = (amountFen: number) => (amountFen / 100).toFixed(2);

function fen(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const [whole, part = ''] = value.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function parseBiz(text: string | undefined): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function newTradeNo(now: Date): string {
  const day = chinaTime(now).slice(0, 10).replaceAll('-', '');
  return `${day}22001${String(randomInt(1e8, 1e9 - 1))}${String(randomInt(1e8, 1e9 - 1))}`.slice(0, 28);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
