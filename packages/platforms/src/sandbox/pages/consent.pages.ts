import { findStation } from '@puhuo/domain';
import type { FastifyInstance } from 'fastify';
import type { AuthModule } from '../../core/connector.ts';
import { demoShopNames } from '../sandbox-apps.ts';
import type { PlatformKit } from '../sandbox-core.ts';
import { escapeHtml, formatTime, hiddenFields, sandboxPage } from './html.ts';

export const MODULE_LABELS: Record<AuthModule, string> = {
  goods: '商品铺货应用',
  order: '订单回流应用',
  buy: '1688买家采购应用',
};

type Form = Record<string, string | undefined>;

const asForm = (value: unknown): Form => (value && typeof value === 'object' ? (value as Form) : {});

/** the common wording; platforms whose own is known give it in their ConsentSetup */
const REDIRECT_MISMATCH = { error: 'redirect_uri_mismatch', message: 'redirect_uri与应用注册的回调地址不一致' };

const originOf = (value: string) => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

function shopPicker(label: string, value: string | undefined): string {
  const options = demoShopNames(label)
    .map((name) => `<option value="${escapeHtml(name)}"></option>`)
    .join('');
  return `<label for="shopName">店铺名称</label>
<input type="text" id="shopName" name="shopName" list="shops" maxlength="40" value="${escapeHtml(value ?? '')}" placeholder="输入或选择要授权的店铺">
<datalist id="shops">${options}</datalist>`;
}

/** the modules a request asks for: the one named, or both apps where the platform grants them together */
export function requestedModules(kit: PlatformKit, module: string | undefined): AuthModule[] | null {
  const allowed = kit.platform.modules ?? ['goods', 'order'];
  if (module === undefined || module === '') return allowed.filter((m) => m !== 'buy');
  return allowed.includes(module as AuthModule) ? [module as AuthModule] : null;
}

/**
 * The OAuth consent page a shop owner clicks through: pick the shop, "同意授权", and back to the
 * redirect URI with a 10-minute single-use code and the state. As on the real platforms, the redirect URI
 * must be exactly one the app registered; otherwise the page says so and redirects nowhere, neither code
 * nor error (RFC 6749 4.1.2.1), so a crafted link cannot carry a shop's code away.
 */
export function registerConsentPages(scope: FastifyInstance, kit: PlatformKit): void {
  const consent = kit.platform.consent;
  if (!consent) return;
  const label = findStation(kit.platform.station)?.label ?? kit.platform.name;
  const pageOf = (title: string, body: string) => sandboxPage({ title, platformLabel: `${label}开放平台`, body });

  const mismatch = consent.redirectMismatch ?? REDIRECT_MISMATCH;
  const refused = (message: string, detail = '') => ({
    status: 400,
    html: pageOf(
      '授权失败',
      `<div class="card"><h1>授权失败</h1><p class="error">${escapeHtml(message)}</p>${detail}</div>`,
    ),
  });

  const redirectParam = consent.redirectUriParam ?? 'redirect_uri';
  /** the callback the link names, or (doudian) the app's registered one when it names none */
  const callbackOf = (form: Form) => {
    const named = form[redirectParam];
    if (named || !consent.defaultsToRegisteredCallback) return named;
    const appKey = kit.core.app(kit.platform.name, form[consent.clientIdParam])?.appKey;
    return kit.core.redirectUris(kit.platform.name, appKey)[0];
  };
  const moduleOf = (form: Form) => (consent.moduleOf ? consent.moduleOf(form) : form.module);

  const render = (form: Form, error?: string) => {
    const clientId = form[consent.clientIdParam];
    const app = kit.core.app(kit.platform.name, clientId);
    if (!app) return refused(`应用不存在：${clientId ?? '（未传）'}`);
    const registered = kit.core.redirectUris(kit.platform.name, app.appKey);
    // fail closed: an app that registered no callback can send codes nowhere
    if (registered.length === 0) {
      return refused(
        '该应用未登记授权回调地址，无法授权',
        `<p class="muted">应用开发者需先在开发者后台登记回调地址（沙箱：启动参数 redirectUris，或 PUT /_admin/apps/${escapeHtml(kit.platform.name)}/redirect-uris）。</p>`,
      );
    }
    const redirectUri = callbackOf(form);
    if (!redirectUri) return refused(`缺少参数${redirectParam}`);
    // exact string match, as the platforms compare: no prefix, case or trailing-slash leniency
    if (!registered.includes(redirectUri)) {
      return refused(mismatch.message, `<p class="muted">错误码：${escapeHtml(mismatch.error)}</p>`);
    }
    const modules = requestedModules(kit, moduleOf(form));
    if (!modules) return refused(`不支持的授权模块：${moduleOf(form)}`);
    const what = modules.map((m) => MODULE_LABELS[m]).join('、');
    const body = `<div class="card"><h1>授权「铺货助手」访问你的店铺</h1>
<p>应用 <b>${escapeHtml(app.appKey)}</b> 申请获得：${escapeHtml(what)}的权限（读取类目、运费模板、品牌，发布商品${modules.includes('order') ? '，读取订单' : ''}）。</p>
${error ? `<p class="error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="">
${hiddenFields({ [consent.clientIdParam]: clientId, [redirectParam]: form[redirectParam], state: form.state, module: form.module })}
${shopPicker(label, form.shopName)}
<p class="muted">未订购应用的店铺首次授权将开通${kit.core.auth.trialDays(kit.platform.station)}天试用。只有店铺主账号可以授权。</p>
<div class="row"><button class="secondary" name="decision" value="deny">取消</button>
<button class="primary" name="decision" value="allow">同意授权</button></div></form></div>`;
    return { status: error ? 400 : 200, html: pageOf('店铺授权', body) };
  };

  scope.get(consent.path, async (request, reply) => {
    const { status, html } = render(asForm(request.query));
    return reply.status(status).type('text/html').send(html);
  });

  scope.post(consent.path, async (request, reply) => {
    const form = { ...asForm(request.query), ...asForm(request.body) };
    const first = render(form);
    if (first.status !== 200) return reply.status(first.status).type('text/html').send(first.html);
    const target = new URL(callbackOf(form) as string);
    if (form.state !== undefined) target.searchParams.set('state', form.state);
    if (form.decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
      return reply.redirect(target.toString(), 302);
    }
    const shopName = form.shopName?.trim() ?? '';
    if (shopName === '') {
      const again = render(form, '请输入店铺名称');
      return reply.status(again.status).type('text/html').send(again.html);
    }
    const modules = requestedModules(kit, moduleOf(form)) as AuthModule[];
    const shop = kit.core.auth.ensureShop(kit.platform.name, shopName);
    for (const module of modules)
      kit.core.auth.ensureOrdered(kit.platform.name, kit.platform.station, shop.shopId, module);
    const code = kit.core.auth.issueCode(
      kit.platform.name,
      form[consent.clientIdParam] as string,
      shop.shopId,
      modules,
      callbackOf(form) as string,
    );
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  });
}

const PERIODS = [
  { days: 30, label: '1个月' },
  { days: 90, label: '3个月' },
  { days: 365, label: '12个月' },
];

/**
 * The platform's app service market: a shop orders our goods or order app for a period (or its free
 * trial), which sets the authorisation expiry the token exchange reports.
 */
export function registerMarketPage(scope: FastifyInstance, kit: PlatformKit): void {
  const { platform, core } = kit;
  const label = findStation(platform.station)?.label ?? platform.name;
  const modules = (platform.modules ?? ['goods', 'order']).filter((m) => m !== 'buy' || platform.name === 'alibaba');
  const pageOf = (title: string, body: string) => sandboxPage({ title, platformLabel: `${label}服务市场`, body });

  const form = (values: Form, message = '') => {
    const shopId = values.shopName ? core.state.shopIdByName(platform.name, values.shopName.trim()) : undefined;
    const status = modules
      .map((m) => {
        const end = shopId ? core.auth.serviceExpiry(platform.name, shopId, m) : null;
        return `<tr><td>${MODULE_LABELS[m]}</td><td>${end === null ? '未订购' : `${end > core.clock.nowMs() ? '有效期至' : '已于'} ${formatTime(end)}${end > core.clock.nowMs() ? '' : ' 到期'}`}</td></tr>`;
      })
      .join('');
    const trial = core.auth.trialDays(platform.station);
    const moduleOptions = modules
      .map((m) => `<option value="${m}" ${values.module === m ? 'selected' : ''}>${MODULE_LABELS[m]}</option>`)
      .join('');
    const periods = [{ days: trial, label: `试用${trial}天（免费）`, trial: true }, ...PERIODS]
      .map(
        (p, i) =>
          `<label class="radio"><input type="radio" name="period" value="${'trial' in p ? 'trial' : p.days}" ${i === 0 ? 'checked' : ''}> ${p.label}</label>`,
      )
      .join('');
    return pageOf(
      '订购应用',
      `<div class="card"><h1>订购「铺货助手」</h1>${message}
<form method="post" action="">${hiddenFields({ returnUrl: values.returnUrl })}
${shopPicker(label, values.shopName)}
<label for="module">应用</label><select id="module" name="module">${moduleOptions}</select>
<label>订购周期</label>${periods}
<div class="row"><button class="primary" type="submit">立即订购</button></div></form></div>
${shopId ? `<div class="card"><h1>当前订购</h1><table>${status}</table></div>` : ''}`,
    );
  };

  scope.get('/market', async (request, reply) => reply.type('text/html').send(form(asForm(request.query))));

  scope.post('/market', async (request, reply) => {
    const values = asForm(request.body);
    const shopName = values.shopName?.trim() ?? '';
    const module = (modules.includes(values.module as AuthModule) ? values.module : 'goods') as AuthModule;
    if (shopName === '') {
      return reply.status(400).type('text/html').send(form(values, '<p class="error">请输入店铺名称</p>'));
    }
    const shop = core.auth.ensureShop(platform.name, shopName);
    const trial = values.period === 'trial';
    const used = core.state.subscription(platform.name, shop.shopId, module)?.trialUsed === true;
    if (trial && used) {
      return reply
        .status(400)
        .type('text/html')
        .send(form(values, '<p class="error">该店铺已使用过试用，请选择订购周期</p>'));
    }
    const days = trial ? core.auth.trialDays(platform.station) : Number(values.period);
    if (!PERIODS.some((p) => p.days === days) && !trial) {
      return reply.status(400).type('text/html').send(form(values, '<p class="error">请选择订购周期</p>'));
    }
    const end = core.auth.order(platform.name, shop.shopId, module, days, trial);
    // the platform's page links back only to where a registered app lives, never where a crafted link says
    const origins = new Set(core.allRedirectUris(platform.name).map(originOf));
    const returnUrl = values.returnUrl;
    const back =
      returnUrl && originOf(returnUrl) !== null && origins.has(originOf(returnUrl))
        ? `<p><a href="${escapeHtml(returnUrl)}">返回铺货助手</a></p>`
        : '';
    return reply
      .type('text/html')
      .send(
        form(
          { ...values, module },
          `<p class="ok">订购成功：${escapeHtml(shopName)} 的${MODULE_LABELS[module]}有效期至 ${formatTime(end)}</p>${back}`,
        ),
      );
  });
}
