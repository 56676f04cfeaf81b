import { formatYuan } from '@puhuo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/html.ts';
import type { LocalPaymentProvider, SandboxTrade } from './local-payment.provider.ts';

function cashierPage(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{margin:0;font-family:-apple-system,'PingFang SC','Microsoft YaHei','WenQuanYi Micro Hei',sans-serif;background:#f2f4f7;color:#1f2329}
.bar{background:#1662e8;color:#fff;padding:14px 24px;font-size:17px}.bar small{opacity:.8;margin-left:10px}
.card{background:#fff;max-width:460px;margin:40px auto;border-radius:10px;padding:28px 32px;box-shadow:0 4px 16px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 18px}.amount{font-size:34px;color:#f5222d;font-weight:600;margin:8px 0 20px}
dl{display:grid;grid-template-columns:90px 1fr;gap:8px;color:#555;font-size:14px;margin:0 0 20px}dt{color:#888}
button{width:100%;border:0;border-radius:6px;padding:12px;font-size:16px;margin-top:12px;cursor:pointer}
.pay{background:#1662e8;color:#fff}.cancel{background:#f2f2f2;color:#333}
.ok{color:#52c41a}.fail{color:#888}a{color:#1662e8}
</style></head><body><div class="bar">聚合支付收银台<small>沙箱环境</small></div><div class="card">${body}</div></body></html>`;
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
