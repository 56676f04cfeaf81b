import type { ServerResponse } from 'node:http';
import { sendText } from '../fake-http-server.ts';
import { type AlipayError, yuan } from './alipay-fake-protocol.ts';
import type { FakeTrade } from './alipay-fake-trades.ts';

/** The minimal cashier alipay.trade.page.pay shows: the trade and a button that pays it. */
export function cashierPage(response: ServerResponse, trade: FakeTrade) {
  sendText(
    response,
    200,
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付宝 - 网上支付 安全快速！</title></head>` +
      `<body><h1>${escapeHtml(trade.subject)}</h1><p class="amount">¥ ${yuan(trade.totalFen)}</p>` +
      `<form method="post" action="/cashier/pay"><input type="hidden" name="out_trade_no" value="${escapeHtml(trade.outTradeNo)}">` +
      `<button type="submit">确认付款</button></form></body></html>`,
    'text/html;charset=utf-8',
  );
}

export function errorPage(response: ServerResponse, error: AlipayError) {
  sendText(
    response,
    200,
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>支付宝 - 错误</title></head>` +
      `<body><h1>抱歉，支付存在问题</h1><p>错误代码 <code class="error-code">${escapeHtml(error.sub_code ?? error.code)}</code></p>` +
      `<p>${escapeHtml(error.sub_msg ?? error.msg)}</p></body></html>`,
    'text/html;charset=utf-8',
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
