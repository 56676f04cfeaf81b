import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeHttpServer, formOf, sendText } from '../fake-http-server.ts';
import { AlipayFake } from './alipay.fake.ts';
import { type AlipayOptions, AlipayProvider } from './alipay.provider.ts';
import { chinaTime, fenToYuanText, topLevelJsonMembers, yuanTextToFen } from './alipay-format.ts';
import { type PaymentNotification, PaymentProviderError } from './payment-provider.ts';

const APP_ID = '2021004100000001';
const newKeyPair = () => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
};
const merchant = newKeyPair();

/**
 * A genuine asynchronous notification signed by Alipay and the Alipay public key that verifies it, as
 * published in alipay/alipay-sdk-nodejs-all test/alipay.test.ts ("checkNotifySign ... with sign_type
 * arguments verify success"); fund_bill_list is the JSON text a form carries.
 */
const PUBLISHED_ALIPAY_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAqObrdC7hrgAVM98tK0nv3hSQRGGKT4lBsQjHiGjeYZjOPIPHR5knm2jnnz/YGIXIofVHkA/tAlBAd5DrY7YpvI4tP5EONLtZKC2ghBMx7McI2wRD0xiqzxOQr1FuhZGJ8/AUokBzJrzY+aGX2xcOrxFYRlFilvVLTXg4LWjR1tdPkO6+i7wQZAIVMClPkwVRZEbaERRHlKqTzv2gGv5rDU8gRoe1LeaN+6BlbTqHWkQcNCUNrA8C6l17XAXGKDsm/9TFWwO8EPHHHCaQdjtV5/FdcWIt+L8SR1ss7EXTjYDFtxcKVv9rEoY1lX8T4mX+GbXfZHraG5NCF1+XioL5JwIDAQAB';
const PUBLISHED_NOTIFICATION: Record<string, string> = {
  gmt_create: '2019-08-15 15:56:22',
  charset: 'utf-8',
  seller_email: 'z97-yuquerevenue@service.aliyun.com',
  subject: '语雀空间 500人规模',
  sign: 'QfTb8tqE1BMhS5qAnXtvsF3/jBkEvu9q9en0pdbBUDDjvKycZhQb7h8GDs4FKfi049PynaNuatxSgLb/nLWZpXyyh0LEWdK2S6Ri7nPwrVgOs08zugLO20vOQz44y3ti2Ncm8/wZts1Fr2gZ7pShnVX3d1B50hbsXnObT1r/U8ONNQjWXd0HIul4TG+Q3fm3svmSvFEy0WnzuhcyHPX5Gm4ELNctL6Qd5YniGJFNcc7kopHYtI/XD9YCKCH6Ct02rzUs9i11C9CsadtZn+WhxF26Dqt9sGEFajkJ8cxUTLi8+VCpLHsgPE8P0y095uQcDdK0YjCh4x7wVSov+lrmOQ==',
  buyer_id: '2088102534368455',
  invoice_amount: '0.10',
  notify_id: '2019081500222155624068450559358070',
  fund_bill_list: '[{"amount":"0.10","fundChannel":"ALIPAYACCOUNT"}]',
  notify_type: 'trade_status_sync',
  trade_status: 'TRADE_SUCCESS',
  receipt_amount: '0.10',
  buyer_pay_amount: '0.10',
  sign_type: 'RSA2',
  app_id: '2019073166072302',
  seller_id: '2088531891668739',
  gmt_payment: '2019-08-15 15:56:24',
  notify_time: '2019-08-15 15:56:25',
  version: '1.0',
  out_trade_no: '20190815155618536-564-57',
  total_amount: '0.10',
  trade_no: '2019081522001468450512505578',
  auth_app_id: '2019073166072302',
  buyer_logon_id: 'xud***@126.com',
  point_amount: '0.00',
};

async function caught(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('Alipay formats', () => {
  it('should write fen as yuan with two decimals and read yuan back to fen', () => {
    expect([1, 10, 1234, 100_000, 0].map(fenToYuanText)).toEqual(['0.01', '0.10', '12.34', '1000.00', '0.00']);
    expect(['0.01', '0.1', '12.34', '12', '100000000.00'].map(yuanTextToFen)).toEqual([1, 10, 1234, 1200, 1e10]);
    expect(['', '1.234', '-1.00', '1e3', ' 1.00'].map(yuanTextToFen)).toEqual([null, null, null, null, null]);
  });

  it('should write times in China time', () => {
    expect(chinaTime(new Date('2026-11-22T17:30:05Z'))).toBe('2026-11-23 01:30:05');
  });

  it('should cut a member out of a JSON answer exactly as it was written', () => {
    const inner = '{"code":"10000","url":"http:\\/\\/x","note":"a \\"}\\" b","list":[{"k":"}"}]}';
    const text = `{ "alipay_trade_refund_response" :\n ${inner} , "sign":"c2lnbg=="}`;

    const members = topLevelJsonMembers(text);

    expect(members?.get('alipay_trade_refund_response')).toBe(inner);
    expect(members?.get('sign')).toBe('"c2lnbg=="');
    expect(topLevelJsonMembers('not json')).toBeNull();
  });
});

describe('AlipayProvider against the fake Alipay gateway', () => {
  let fake: AlipayFake;
  let notifyEndpoint: FakeHttpServer;
  let notifyUrl: string;
  let sut: AlipayProvider;
  let clock: Date;
  const received: PaymentNotification[] = [];
  let tradeSeq = 0;

  const provider = (overrides: Partial<AlipayOptions> = {}) =>
    new AlipayProvider({
      appId: APP_ID,
      privateKeyPem: merchant.privatePem,
      alipayPublicKeyPem: fake.alipayPublicKeyPem,
      notifyUrl,
      returnUrl: 'https://puhuo.example.com/orders/paid',
      gateway: fake.gateway,
      now: () => clock,
      ...overrides,
    });

  const nextOutTradeNo = () => `P${Date.now()}${++tradeSeq}`;

  /** A trade opened through the pay URL (as the payer's browser would) and paid on the cashier. */
  async function paidTrade(amountFen: number) {
    const outTradeNo = nextOutTradeNo();
    const { payUrl } = await sut.createPayment({ outTradeNo, amountFen, subject: '采购单 PO-1' });
    expect((await fetch(payUrl)).status).toBe(200);
    await fake.pay(outTradeNo);
    return { outTradeNo, tradeNo: fake.trade(outTradeNo)?.tradeNo ?? '' };
  }

  beforeAll(async () => {
    clock = new Date('2026-11-22T08:00:00Z');
    fake = new AlipayFake({ appId: APP_ID, merchantPublicKeyPem: merchant.publicPem, now: () => clock });
    await fake.start();
    // our notify route as the lead wires it: read, hand to the handler, acknowledge
    notifyEndpoint = new FakeHttpServer(async (_request, response, body) => {
      const outcome = await sut.receiveNotification(formOf(body));
      sendText(response, 200, outcome === 'rejected' ? 'fail' : (sut.notifyAcknowledgement ?? ''), 'text/plain');
    });
    notifyUrl = `${await notifyEndpoint.start()}/api/payments/alipay/notify`;
    sut = provider();
    sut.onNotification(async (notification) => {
      received.push(notification);
    });
  });
  afterAll(async () => {
    await notifyEndpoint?.stop();
    await fake?.stop();
  });
  beforeEach(() => {
    received.length = 0;
  });

  describe('createPayment', () => {
    it('should build a page-pay URL whose signature verifies with the merchant public key', async () => {
      const { payUrl, tradeNo } = await sut.createPayment({
        outTradeNo: 'P-1',
        amountFen: 1234,
        subject: '采购单 PO-1',
      });

      const url = new URL(payUrl);
      const params = Object.fromEntries(url.searchParams);
      const { sign, ...signed } = params;
      const content = Object.keys(signed)
        .sort()
        .map((key) => `${key}=${signed[key]}`)
        .join('&');
      expect(`${url.origin}${url.pathname}`).toBe(fake.gateway);
      expect(tradeNo).toBeUndefined();
      expect(
        createVerify('RSA-SHA256')
          .update(content)
          .verify(merchant.publicPem, sign ?? '', 'base64'),
      ).toBe(true);
      expect(signed).toMatchObject({
        app_id: APP_ID,
        method: 'alipay.trade.page.pay',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: '2026-11-22 16:00:00',
        version: '1.0',
        notify_url: notifyUrl,
        return_url: 'https://puhuo.example.com/orders/paid',
      });
      expect(JSON.parse(signed.biz_content ?? '')).toEqual({
        out_trade_no: 'P-1',
        product_code: 'FAST_INSTANT_TRADE_PAY',
        total_amount: '12.34',
        subject: '采购单 PO-1',
        timeout_express: '30m',
      });
    });

    it('should open the cashier on the fake gateway, and the same trade again for the same outTradeNo', async () => {
      const outTradeNo = nextOutTradeNo();
      const first = await sut.createPayment({ outTradeNo, amountFen: 1234, subject: '采购单 PO-2' });
      clock = new Date(clock.getTime() + 60_000);
      const again = await sut.createPayment({ outTradeNo, amountFen: 1234, subject: '采购单 PO-2' });

      const pages = await Promise.all([fetch(first.payUrl), fetch(again.payUrl)].map(async (r) => (await r).text()));

      for (const page of pages) {
        expect(page).toContain('采购单 PO-2');
        expect(page).toContain('12.34');
        expect(page).not.toContain('error-code');
      }
      expect(fake.trade(outTradeNo)).toMatchObject({ status: 'WAIT_BUYER_PAY', totalFen: 1234 });
    });

    it('should be refused by the gateway when signed with a key Alipay does not know', async () => {
      const stranger = provider({ privateKeyPem: newKeyPair().privatePem });
      const { payUrl } = await stranger.createPayment({ outTradeNo: nextOutTradeNo(), amountFen: 100, subject: 'x' });

      expect(await (await fetch(payUrl)).text()).toContain('isv.invalid-signature');
    });
  });

  describe('notifications', () => {
    it('should read the notification the fake posts when the trade is paid, and acknowledge it', async () => {
      const outTradeNo = nextOutTradeNo();
      const { payUrl } = await sut.createPayment({ outTradeNo, amountFen: 1234, subject: '采购单 PO-3' });
      await fetch(payUrl);

      const delivery = await fake.pay(outTradeNo);

      expect(delivery).toMatchObject({ url: notifyUrl, answer: 'success', acknowledged: true });
      expect(received).toEqual([
        { outTradeNo, tradeNo: fake.trade(outTradeNo)?.tradeNo, amountFen: 1234, status: 'paid' },
      ]);
    });

    it('should read a trade closed unpaid as closed', async () => {
      const outTradeNo = nextOutTradeNo();
      await fetch((await sut.createPayment({ outTradeNo, amountFen: 500, subject: 'x' })).payUrl);

      await fake.close(outTradeNo);

      expect(received).toEqual([expect.objectContaining({ outTradeNo, amountFen: 500, status: 'closed' })]);
    });

    it('should read the genuine notification Alipay signed in the published SDK test', () => {
      const reader = provider({ appId: '2019073166072302', alipayPublicKeyPem: PUBLISHED_ALIPAY_KEY });

      expect(reader.readNotification(PUBLISHED_NOTIFICATION)).toEqual({
        outTradeNo: '20190815155618536-564-57',
        tradeNo: '2019081522001468450512505578',
        amountFen: 10,
        status: 'paid',
      });
      expect(reader.readNotification({ ...PUBLISHED_NOTIFICATION, total_amount: '1000.00' })).toBeNull();
    });

    it('should not read a notification with a bad signature', async () => {
      const { outTradeNo } = await paidTrade(800);
      const genuine = fake.notificationFor(fake.trade(outTradeNo) ?? expect.fail('no trade'));
      const { sign: _sign, sign_type: _type, ...fields } = genuine;
      const content = Object.keys(fields)
        .sort()
        .map((key) => `${key}=${fields[key]}`)
        .join('&');
      const forged = { ...genuine, sign: createSign('RSA-SHA256').update(content).sign(merchant.privatePem, 'base64') };

      expect(sut.readNotification(genuine)).toMatchObject({ outTradeNo, status: 'paid' });
      expect(sut.readNotification(forged)).toBeNull();
      expect(sut.readNotification({ ...genuine, sign: '' })).toBeNull();
    });

    it('should not read a notification Alipay signed for another app', async () => {
      const { outTradeNo } = await paidTrade(800);
      const genuine = fake.notificationFor(fake.trade(outTradeNo) ?? expect.fail('no trade'));

      const otherApp = fake.signNotification({
        ...genuine,
        app_id: '2021009999999999',
        auth_app_id: '2021009999999999',
      });

      expect(sut.readNotification(otherApp)).toBeNull();
    });

    it('should not read a notification whose amount was altered', async () => {
      const { outTradeNo } = await paidTrade(800);
      const genuine = fake.notificationFor(fake.trade(outTradeNo) ?? expect.fail('no trade'));

      expect(sut.readNotification({ ...genuine, total_amount: '0.01' })).toBeNull();
    });

    it('should read WAIT_BUYER_PAY as nothing to do, and have it acknowledged rather than rejected', async () => {
      const outTradeNo = nextOutTradeNo();
      await fetch((await sut.createPayment({ outTradeNo, amountFen: 300, subject: 'x' })).payUrl);
      const waiting = fake.notificationFor(fake.trade(outTradeNo) ?? expect.fail('no trade'));

      expect(sut.readNotification(waiting)).toBeNull();
      expect(await sut.receiveNotification(waiting)).toBe('ignored');
      expect(await sut.receiveNotification({ ...waiting, sign: 'AAAA' })).toBe('rejected');
      expect(received).toEqual([]);
    });
  });

  describe('refund', () => {
    it('should refund once when asked twice with one out_request_no', async () => {
      const { outTradeNo, tradeNo } = await paidTrade(2000);
      const request = { outTradeNo, tradeNo, refundFen: 500, outRequestNo: `R-${outTradeNo}`, reason: '缺货' };

      const first = await sut.refund(request);
      const again = await sut.refund(request);

      expect(first).toEqual({ refundedFen: 500 });
      expect(again).toEqual({ refundedFen: 500 });
      expect(fake.trade(outTradeNo)?.refundedFen).toBe(500);
    });

    it('should refuse, not retryable, a refund beyond what was paid', async () => {
      const { outTradeNo, tradeNo } = await paidTrade(1000);

      const error = await caught(
        sut.refund({ outTradeNo, tradeNo, refundFen: 1001, outRequestNo: `R-${outTradeNo}`, reason: '缺货' }),
      );

      expect(error).toMatchObject({ retryable: false, providerCode: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL' });
      expect(fake.trade(outTradeNo)?.refundedFen).toBe(0);
    });

    it('should refuse, not retryable, a refund of a trade Alipay does not have', async () => {
      const error = await caught(
        sut.refund({
          outTradeNo: 'P-none',
          tradeNo: '2026112222001',
          refundFen: 1,
          outRequestNo: 'R-none',
          reason: 'x',
        }),
      );

      expect(error).toMatchObject({ retryable: false, providerCode: 'ACQ.TRADE_NOT_EXIST' });
    });

    it('should refuse, not retryable, a refund signed with a key Alipay does not know', async () => {
      const { outTradeNo, tradeNo } = await paidTrade(1000);
      const stranger = provider({ privateKeyPem: newKeyPair().privatePem });

      const error = await caught(
        stranger.refund({ outTradeNo, tradeNo, refundFen: 100, outRequestNo: `R-${outTradeNo}`, reason: 'x' }),
      );

      expect(error).toMatchObject({ retryable: false, providerCode: 'isv.invalid-signature' });
    });

    it.each([
      [
        'ACQ.SYSTEM_ERROR',
        { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.SYSTEM_ERROR', sub_msg: '系统错误' },
      ],
      [
        'code 20000',
        { code: '20000', msg: 'Service Currently Unavailable', sub_code: 'isp.unknow-error', sub_msg: '系统繁忙' },
      ],
    ])('should make %s a retryable failure', async (_name, failure) => {
      const { outTradeNo, tradeNo } = await paidTrade(1000);
      fake.failNextRefund(failure);

      const error = await caught(
        sut.refund({ outTradeNo, tradeNo, refundFen: 100, outRequestNo: `R-${outTradeNo}`, reason: 'x' }),
      );

      expect(error.retryable).toBe(true);
    });

    it('should make an HTTP 502 a retryable failure', async () => {
      fake.failNextRefund({ status: 502 });

      const error = await caught(
        sut.refund({ outTradeNo: 'P-x', tradeNo: 'T-x', refundFen: 100, outRequestNo: 'R-502', reason: 'x' }),
      );

      expect(error).toMatchObject({ retryable: true });
    });

    it('should make a refused connection a retryable failure', async () => {
      const closed = new FakeHttpServer(() => undefined);
      const gateway = `${await closed.start()}/gateway.do`;
      await closed.stop();

      const error = await caught(
        provider({ gateway }).refund({
          outTradeNo: 'P-x',
          tradeNo: 'T-x',
          refundFen: 100,
          outRequestNo: 'R-1',
          reason: 'x',
        }),
      );

      expect(error).toMatchObject({ retryable: true });
      expect(error.message).not.toContain(merchant.privatePem.slice(40, 80));
    });

    it('should make a time-out a retryable failure', async () => {
      fake.failNextRefund('stall');

      const error = await caught(
        provider({ timeoutMs: 300 }).refund({
          outTradeNo: 'P-x',
          tradeNo: 'T-x',
          refundFen: 1,
          outRequestNo: 'R-t',
          reason: 'x',
        }),
      );

      expect(error).toMatchObject({ retryable: true });
    });

    it('should verify the answer over the exact text Alipay sent, escaped slashes included', async () => {
      const alipay = newKeyPair();
      const inner =
        '{"code":"10000","msg":"Success","out_trade_no":"P-9","fund_change":"Y","refund_fee":"1.00","memo":"a\\/b"}';
      const sign = createSign('RSA-SHA256').update(inner).sign(alipay.privatePem, 'base64');
      const answer = `{"alipay_trade_refund_response":${inner},"sign":"${sign}"}`;
      const stub = provider({ alipayPublicKeyPem: alipay.publicPem, fetch: async () => new Response(answer) });

      const result = await stub.refund({
        outTradeNo: 'P-9',
        tradeNo: 'T-9',
        refundFen: 100,
        outRequestNo: 'R-9',
        reason: 'x',
      });

      expect(result).toEqual({ refundedFen: 100 });
    });

    it('should not take a success whose signature does not verify, and a retry refunds once', async () => {
      const { outTradeNo, tradeNo } = await paidTrade(1000);
      const request = { outTradeNo, tradeNo, refundFen: 300, outRequestNo: `R-${outTradeNo}`, reason: 'x' };
      const misconfigured = provider({ alipayPublicKeyPem: newKeyPair().publicPem });

      const error = await caught(misconfigured.refund(request));
      const retried = await sut.refund(request);

      expect(error.retryable).toBe(true);
      expect(retried).toEqual({ refundedFen: 300 });
      expect(fake.trade(outTradeNo)?.refundedFen).toBe(300);
    });
  });
});
