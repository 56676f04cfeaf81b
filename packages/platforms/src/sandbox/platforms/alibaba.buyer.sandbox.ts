/**
 * The 1688 sandbox's buyer side (see alibaba.sandbox.ts): the page a buyer turns protocolPay (免密支付) on
 * with, and the API saying whether it is on.
 */
import { AlibabaApi } from '../../alibaba/alibaba-protocol.ts';
import { escapeHtml, sandboxPage } from '../pages/html.ts';
import { type CallContext, type MethodTable, type PlatformKit, shopMethod, text } from '../sandbox-core.ts';

export function registerProtocolPayPage(kit: PlatformKit): void {
  const page = (body: string) => sandboxPage({ title: '免密支付', platformLabel: '1688 支付宝', body });
  const form = (result = '') =>
    page(`<div class="card"><h1>开通1688免密支付</h1><p>开通后，铺货助手代发下单时无需每次输入支付密码。</p>${result}
<form method="post" action=""><label for="shopName">买家账号</label>
<input type="text" id="shopName" name="shopName" maxlength="40">
<div class="row"><button class="primary" type="submit">同意协议并开通</button></div></form></div>`);
  kit.scope.get('/protocol-pay', async (_request, reply) => reply.type('text/html').send(form()));
  kit.scope.post('/protocol-pay', async (request, reply) => {
    const name = text((request.body as Record<string, unknown>)?.shopName)?.trim() ?? '';
    if (name === '') return reply.status(400).type('text/html').send(form('<p class="error">请输入买家账号</p>'));
    const buyer = kit.core.auth.ensureShop('alibaba', name);
    kit.core.state.commit({ t: 'protocolPay', shopId: buyer.shopId, enabled: true });
    return reply.type('text/html').send(form(`<p class="ok">「${escapeHtml(name)}」已开通免密支付</p>`));
  });
}

/** protocolPay.isOpen: the buyer's payment agreements, with the page to sign Alipay's where it is not signed */
export function alibabaBuyerMethods(base: (ctx: CallContext) => string): MethodTable {
  return {
    [AlibabaApi.protocolPayIsOpen]: shopMethod((ctx) => {
      const open = ctx.core.state.protocolPay.get(ctx.shop.shopId) === true;
      return {
        result: {
          success: true,
          result: {
            paymentAgreements: [
              { payChannel: 'SHEGOU', bindingStatus: 'false', signedStatus: 'false' },
              {
                payChannel: 'ALIPAY',
                bindingStatus: String(open),
                signedStatus: String(open),
                ...(open ? {} : { signUrl: `${base(ctx)}/protocol-pay` }),
              },
            ],
          },
        },
      };
    }, 'buy'),
  };
}
