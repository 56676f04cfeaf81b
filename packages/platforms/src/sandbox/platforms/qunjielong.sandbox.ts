import { QUNJIELONG_SPEC } from '../../connectors/qunjielong.connector.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { escapeHtml, sandboxPage } from '../pages/html.ts';
import { demoShopNames, qunjielongAuthCode } from '../sandbox-apps.ts';
import { openMethod, type PlatformKit, type SandboxCore, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import { genericSandboxPlatform, grantByCode } from './generic-goods.sandbox.ts';

const LIFETIMES = { accessSeconds: 7200, refreshSeconds: null, reauthVoidsEarlier: true };

/** the shop whose authorisation code this is (known shops and the demo shops) */
function shopOfCode(core: SandboxCore, code: string): string | undefined {
  const names = [...core.state.shopsOf('qunjielong').map((s) => s.shopName), ...demoShopNames('群接龙')];
  return names.find((name) => qunjielongAuthCode(name) === code);
}

function registerCodePage(kit: PlatformKit): void {
  const scope = kit.scope;
  const page = (body: string) => sandboxPage({ title: '群接龙授权码', platformLabel: '群接龙后台', body });
  const form = (name = '', result = '') =>
    page(`<div class="card"><h1>获取授权码</h1><p>把授权码填到铺货助手的「添加店铺」里完成授权。</p>${result}
<form method="post" action=""><label for="shopName">团长店铺名称</label>
<input type="text" id="shopName" name="shopName" maxlength="40" value="${escapeHtml(name)}">
<div class="row"><button class="primary" type="submit">生成授权码</button></div></form></div>`);
  scope.get('/authcode', async (_request, reply) => reply.type('text/html').send(form()));
  scope.post('/authcode', async (request, reply) => {
    const name = text((request.body as Record<string, unknown>)?.shopName)?.trim() ?? '';
    if (name === '') return reply.status(400).type('text/html').send(form('', '<p class="error">请输入店铺名称</p>'));
    kit.core.auth.ensureShop('qunjielong', name);
    return reply
      .type('text/html')
      .send(form(name, `<p class="ok">授权码：<b id="authCode">${escapeHtml(qunjielongAuthCode(name))}</b></p>`));
  });
}

export const qunjielongSandbox = genericSandboxPlatform(QUNJIELONG_SPEC, {
  catalogBase: 340_000,
  listingIdBase: 340_000_000_000,
  lifetimes: LIFETIMES,
  extraMethods: {
    [QUNJIELONG_SPEC.methods.token]: openMethod((ctx, p) => {
      const code = text(p.secret)?.trim() ?? '';
      const name = code === '' ? undefined : shopOfCode(ctx.core, code);
      if (!name) return fail(SandboxCode.CredentialsInvalid, '授权码无效，请在群接龙后台重新获取');
      return grantByCode(ctx, name, LIFETIMES);
    }),
  },
  register: registerCodePage,
});
