import { FANMENG_SPEC } from '../../connectors/fanmeng.connector.ts';
import { codeEnvelope, type Envelope } from '../../core/envelopes.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { escapeHtml, sandboxPage } from '../pages/html.ts';
import { demoShopNames, fanmengShopApp } from '../sandbox-apps.ts';
import { openMethod, type PlatformKit, type SandboxCore, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import { genericSandboxPlatform, grantByCode } from './generic-goods.sandbox.ts';

const LIFETIMES = { accessSeconds: 7200, refreshSeconds: null, reauthVoidsEarlier: true };

/** the fanmeng shop names an App ID may belong to (known shops and the demo shops) */
const knownNames = (core: SandboxCore) => [
  ...core.state.shopsOf('fanmeng').map((s) => s.shopName),
  ...demoShopNames('泛盟'),
];

/** a wrong secret fails the signature: say so in the words the user needs */
const plain = codeEnvelope(0);
const fanmengEnvelope: Envelope = {
  ...plain,
  error: (code, message) =>
    plain.error(
      code,
      code === SandboxCode.SignatureInvalid
        ? '密匙错误：App ID与密匙不匹配，请核对后重试'
        : code === SandboxCode.AppUnknown
          ? 'App ID不存在，请核对后重试'
          : message,
    ),
};

function registerDeveloperPage(kit: PlatformKit): void {
  const page = (body: string) => sandboxPage({ title: '泛盟开放接口', platformLabel: '泛盟商家后台', body });
  const form = (name = '', result = '') =>
    page(`<div class="card"><h1>开放接口</h1><p>为店铺创建应用，把下面的信息填到铺货助手的「添加店铺」里。</p>${result}
<form method="post" action=""><label for="shopName">店铺名称</label>
<input type="text" id="shopName" name="shopName" maxlength="40" value="${escapeHtml(name)}">
<div class="row"><button class="primary" type="submit">创建应用</button></div></form></div>`);
  kit.scope.get('/developer', async (_request, reply) => reply.type('text/html').send(form()));
  kit.scope.post('/developer', async (request, reply) => {
    const name = text((request.body as Record<string, unknown>)?.shopName)?.trim() ?? '';
    if (name === '') return reply.status(400).type('text/html').send(form('', '<p class="error">请输入店铺名称</p>'));
    kit.core.auth.ensureShop('fanmeng', name);
    const app = fanmengShopApp(name);
    const apiUrl = `${kit.core.baseUrlOf(request)}/fanmeng`;
    return reply.type('text/html').send(
      form(
        name,
        `<table><tr><td>App ID</td><td id="appId">${escapeHtml(app.appId)}</td></tr>
<tr><td>密匙</td><td id="appSecret">${escapeHtml(app.appSecret)}</td></tr>
<tr><td>接口地址</td><td id="apiUrl">${escapeHtml(apiUrl)}</td></tr></table>`,
      ),
    );
  });
}

const spec = { ...FANMENG_SPEC, envelope: fanmengEnvelope };

export const fanmengSandbox = {
  ...genericSandboxPlatform(spec, {
    catalogBase: 370_000,
    listingIdBase: 370_000_000_000,
    lifetimes: LIFETIMES,
    extraMethods: {
      [FANMENG_SPEC.methods.token]: openMethod((ctx, p) => {
        const name = text(p.shopName)?.trim() ?? '';
        if (name === '' || fanmengShopApp(name).appId !== ctx.appKey) {
          return fail(SandboxCode.CredentialsInvalid, '店铺名称与App ID不匹配，请核对后重试');
        }
        return grantByCode(ctx, name, LIFETIMES);
      }),
    },
    register: registerDeveloperPage,
  }),
  resolveApp(core: SandboxCore, appKey: string) {
    const name = knownNames(core).find((n) => fanmengShopApp(n).appId === appKey);
    if (!name) return undefined;
    const app = fanmengShopApp(name);
    return { appKey: app.appId, appSecret: app.appSecret };
  },
};
