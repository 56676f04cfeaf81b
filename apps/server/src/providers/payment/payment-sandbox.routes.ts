import { formatYuan } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html.ts';
import { deskPage } from '../desk-sandbox-page.ts';
import type { LocalPaymentProvider, SandboxTrade } from './local-payment.provider.ts';

function cashierPage(title: string, body: string): string {
  return deskPage({
    title,
    bar: '聚合支付收银台',
    accent: '#1662e8',
    css: `.amount{font-size:34px;color:#f5222d;font-weight:600;margin:8px 0 20px}
dl{display:grid;grid-template-columns:90px 1fr;gap:8px;color:#555;font-size:14px;margin:0 0 20px}dt{color:#888}
.pay{background:#1662e8;color:#fff}.cancel{background:#f2f2f2;color:#333}
.ok{color:#52c41a}.fail{color:#888}a{color:#1662e8}`,
    body,
  });
}

function tradeFacts(trade: SandboxTrade): string {
  return `<dl><dt>订单内容</dt><dd>${escapeHtml(trade.subject)}</dd><dt>交易号</dt><dd>${escapeHtml(trade.tradeNo)}</dd></dl>`;
}

function outcomePage(trade: SandboxTrade): string {
  const back = trade.returnUrl ? `<p><a href="${escapeHtml(trade.returnUrl)}">返回商户</a></p>` : '';
  if (trade.status === 'paid') {
    const refund =
      trade.refundedFen > 0
        ? `<p class="fail" data-testid="refunded">已退款 ¥${formatYuan(trade.refundedFen)}</p>`
        : '';
    return cashierPage(
      '支付成功',
      `<h1 class="ok">支付成功</h1><div class="amount">¥${formatYuan(trade.amountFen)}</div>${tradeFacts(trade)}${refund}<p>可以关闭此页面，订单状态已同步到商户。</p>${back}`,
    );
  }
  return cashierPage(
    '交易已关闭',
    `<h1 class="fail">交易已关闭</h1>${tradeFacts(trade)}<p>此笔交易已取消，可回到商户重新发起支付。</p>${back}`,
  );
}

/** The local payment provider's cashier: the page where the payer presses pay. */
export function paymentSandboxRoutes(provider: LocalPaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const params = z.object({ tradeNo: z.string().regex(/^SB\d{20}$/) });
    const missing = cashierPage('交易不存在', '<h1 class="fail">交易不存在</h1><p>请回到商户重新发起支付。</p>');

    app.get('/sandbox/pay/:tradeNo', { schema: { hide: true, params } }, async (request, reply) => {
      reply.type('text/html');
      const trade = await provider.trade(request.params.tradeNo);
      if (!trade) return reply.status(404).send(missing);
      if (trade.status !== 'pending') return outcomePage(trade);
      const action = `/sandbox/pay/${trade.tradeNo}`;
      return cashierPage(
        '确认付款',
        `<h1>确认付款</h1><div class="amount" data-testid="pay-amount">¥${formatYuan(trade.amountFen)}</div>${tradeFacts(trade)}
<form method="post" action="${action}/pay"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${action}/cancel"><button class="cancel" type="submit">取消支付</button></form>`,
      );
    });

    for (const [path, outcome] of [
      ['pay', 'paid'],
      ['cancel', 'closed'],
    ] as const) {
      app.post(`/sandbox/pay/:tradeNo/${path}`, { schema: { hide: true, params } }, async (request, reply) => {
        reply.type('text/html');
        await provider.settle(request.params.tradeNo, outcome);
        // settled now or before: either way the page shows where the trade stands
        const trade = await provider.trade(request.params.tradeNo);
        if (!trade) return reply.status(404).send(missing);
        return outcomePage(trade);
      });
    }
  };
}
