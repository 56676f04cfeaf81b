import { randomInt } from 'node:crypto';
import { type AlipayError, business, chinaTime, fen, missing, parseBiz, str } from './alipay-fake-protocol.ts';

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

/**
 * The fake's trades and their refunds: a trade is opened by alipay.trade.page.pay, and refunded by
 * alipay.trade.refund once per out_request_no, never beyond what was paid.
 */
export class FakeTradeBook {
  private readonly trades = new Map<string, FakeTrade>();
  private readonly refunds = new Map<string, { amountFen: number }>();

  constructor(private readonly now: () => Date) {}

  get(outTradeNo: string): FakeTrade | undefined {
    return this.trades.get(outTradeNo);
  }

  /** The trade alipay.trade.page.pay asks for: opened the first time, the same one again while unpaid. */
  open(params: Record<string, string>): { trade: FakeTrade } | { error: AlipayError } {
    const biz = parseBiz(params.biz_content);
    if (!biz) return { error: missing('biz-content', '业务') };
    const outTradeNo = str(biz.out_trade_no);
    const totalFen = fen(biz.total_amount);
    const subject = str(biz.subject);
    if (!outTradeNo || outTradeNo.length > 64) return { error: business('ACQ.INVALID_PARAMETER', '参数无效') };
    if (biz.product_code !== 'FAST_INSTANT_TRADE_PAY') {
      return { error: business('ACQ.PRODUCT_CODE_ERROR', '产品码错误') };
    }
    if (totalFen === null || totalFen < 1 || totalFen > 10_000_000_000) {
      return { error: business('ACQ.TOTAL_FEE_EXCEED', '订单金额超过限额') };
    }
    if (!subject) return { error: business('ACQ.INVALID_PARAMETER', '参数无效') };
    let trade = this.trades.get(outTradeNo);
    if (trade) {
      if (trade.status === 'TRADE_SUCCESS') return { error: business('ACQ.TRADE_HAS_SUCCESS', '交易已被支付') };
      if (trade.status === 'TRADE_CLOSED') return { error: business('ACQ.TRADE_HAS_CLOSE', '交易已经关闭') };
      if (trade.totalFen !== totalFen || trade.subject !== subject) {
        return { error: business('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改') };
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
    return { trade };
  }

  /** The refund alipay.trade.refund asks for; fundChange N when it repeats one already made. */
  refund(
    params: Record<string, string>,
  ): { trade: FakeTrade; amountFen: number; fundChange: 'Y' | 'N' } | { error: AlipayError } {
    const biz = parseBiz(params.biz_content);
    if (!biz) return { error: missing('biz-content', '业务') };
    const outTradeNo = str(biz.out_trade_no);
    const tradeNo = str(biz.trade_no);
    if (!outTradeNo && !tradeNo) return { error: business('ACQ.INVALID_PARAMETER', '参数无效') };
    const trade = outTradeNo
      ? this.trades.get(outTradeNo)
      : [...this.trades.values()].find((t) => t.tradeNo === tradeNo);
    if (!trade || (tradeNo && trade.tradeNo !== tradeNo))
      return { error: business('ACQ.TRADE_NOT_EXIST', '交易不存在') };
    const amountFen = fen(biz.refund_amount);
    if (amountFen === null || amountFen < 1) return { error: business('ACQ.INVALID_PARAMETER', '参数无效') };
    const requestNo = str(biz.out_request_no) || trade.outTradeNo;
    const key = `${trade.outTradeNo}\n${requestNo}`;
    const earlier = this.refunds.get(key);
    if (earlier) {
      // the same out_request_no is the same refund: answered again, no money moves
      if (earlier.amountFen !== amountFen) return { error: business('ACQ.DISCORDANT_REPEAT_REQUEST', '不一致的请求') };
      return { trade, amountFen, fundChange: 'N' };
    }
    if (trade.status !== 'TRADE_SUCCESS') return { error: business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法') };
    if (trade.refundedFen + amountFen > trade.totalFen) {
      return { error: business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限') };
    }
    this.refunds.set(key, { amountFen });
    trade.refundedFen += amountFen;
    if (trade.refundedFen === trade.totalFen) trade.status = 'TRADE_CLOSED';
    return { trade, amountFen, fundChange: 'Y' };
  }
}

function newTradeNo(now: Date): string {
  const day = chinaTime(now).slice(0, 10).replaceAll('-', '');
  return `${day}22001${String(randomInt(1e8, 1e9 - 1))}${String(randomInt(1e8, 1e9 - 1))}`.slice(0, 28);
}
