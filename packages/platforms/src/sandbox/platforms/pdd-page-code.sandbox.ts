/**
 * pdd's ISV page protection as the sandbox plays it (开平ISV前端插件检测):
 * - `pdd.cloud.isv.page.code` {mallIdList, httpReferer, userId} → under `response` {pageCode, success}, a refusal
 *   as {success: false, errorCode, errorMessage} (the Java pop SDK's PddCloudIsvPageCodeRequest/Response,
 *   lywzx/pdd-node-sdk PddCloudIsvPageCode.ts). `mallIdList` is a list of strings, sent as JSON text like every
 *   object parameter; `httpReferer` "需要满足标准URL格式", or `client` / `mobile` for other clients.
 * - the page headers an ISV sends on the calls its pages make, `X-PDD-PageCode` and `X-PDD-Pati` (the names
 *   public ISV integrations use): the sandbox records them per call, and whether the page code is one it
 *   gave to this app for this shop, so a test can see what reached the platform. Nothing public says the
 *   gateway refuses a call without them, so none is refused.
 *
 * Ours: the page code's form (opaque on the real platform; here it carries its own check, so that any
 * instance of the sandbox can recognise it), the refusal of a mall that never authorised the app, and its
 * errorCode (no public list of codes).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { AppCredentials } from '../../core/connector.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { CallContext, ParsedCall } from '../sandbox-core.ts';
import { jsonParam, openMethod, text } from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ShopRecord } from '../sandbox-state.ts';

/** ours: the errorCode of a page code refused for a mall that has not authorised the app */
export const PAGE_CODE_MALL_NOT_AUTHORISED = 10_001;

/** the header names, lower case as Node reads them */
const PAGE_CODE_HEADER = 'x-pdd-pagecode';
const PATI_HEADER = 'x-pdd-pati';

const signature = (app: AppCredentials, payload: string) =>
  createHmac('sha256', app.appSecret).update(`${app.appKey}|${payload}`).digest('base64url').slice(0, 22);

/** a page code for these malls: `<payload>.<check>`, the payload naming the malls and when it was given */
function issuePageCode(app: AppCredentials, mallIds: string[], nowMs: number): string {
  const payload = Buffer.from(
    JSON.stringify({ m: mallIds, t: Math.floor(nowMs / 1000), n: randomBytes(6).toString('base64url') }),
  ).toString('base64url');
  return `${payload}.${signature(app, payload)}`;
}

/** whether `code` is a page code given to this app for this mall */
export function pageCodeCovers(app: AppCredentials, code: string, mallId: string | null): boolean {
  const [payload, check, ...rest] = code.split('.');
  if (!payload || !check || rest.length > 0 || signature(app, payload) !== check) return false;
  try {
    const { m } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { m?: unknown };
    return mallId === null || (Array.isArray(m) && m.map(String).includes(mallId));
  } catch {
    return false;
  }
}

/** the mall authorised this app at some time (a token was ever issued to it for the mall) */
const authorisedApp = (ctx: CallContext, mallId: string) =>
  [...ctx.core.state.tokens.values()].some(
    (t) => t.platform === ctx.platform.name && t.appKey === ctx.appKey && t.shopId === mallId,
  );

const STANDARD_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** `pdd.cloud.isv.page.code`: answered for the app; the access_token, when sent, is not needed */
export const pddPageCodeMethod = openMethod((ctx, p) => {
  const raw = p.mallIdList;
  if (raw === undefined || raw === null || raw === '') fail(SandboxCode.ParamMissing, 'mallIdList不能为空');
  const parsed = jsonParam(raw, 'mallIdList');
  const mallIds = Array.isArray(parsed) ? parsed.map((id) => String(id).trim()).filter(Boolean) : [];
  if (mallIds.length === 0) fail(SandboxCode.ParamInvalid, 'mallIdList必须是商家ID列表，如["123456"]');
  const referer = text(p.httpReferer)?.trim();
  if (!referer) fail(SandboxCode.ParamMissing, 'httpReferer不能为空');
  if (referer !== 'client' && referer !== 'mobile' && !STANDARD_URL.test(referer ?? '')) {
    fail(SandboxCode.ParamInvalid, 'httpReferer需要满足标准URL格式（C/S客户端填client，移动端填mobile）');
  }
  if (!text(p.userId)?.trim()) fail(SandboxCode.ParamMissing, 'userId不能为空');
  const app = ctx.core.app(ctx.platform.name, ctx.appKey) as AppCredentials;
  const stranger = mallIds.find((id) => !authorisedApp(ctx, id));
  if (stranger) {
    return {
      success: false,
      errorCode: PAGE_CODE_MALL_NOT_AUTHORISED,
      errorMessage: `商家未授权该应用：${stranger}`,
    };
  }
  return { success: true, pageCode: issuePageCode(app, mallIds, ctx.core.clock.nowMs()) };
});

const headerText = (value: string | string[] | undefined) => {
  const one = Array.isArray(value) ? value[0] : value;
  return one ? one.slice(0, 2048) : null;
};

/** records the page headers of a call that passed its signature (and token, for a shop's call) */
export function recordPageHeaders(ctx: CallContext, call: ParsedCall, shop: ShopRecord | undefined): void {
  const pageCode = headerText(ctx.request.headers[PAGE_CODE_HEADER]);
  const pati = headerText(ctx.request.headers[PATI_HEADER]);
  const app = ctx.core.app(ctx.platform.name, ctx.appKey);
  ctx.core.pageHeaders.record(ctx.platform.name, {
    method: call.method,
    shopId: shop?.shopId ?? null,
    pageCode,
    pati,
    pageCodeKnown: pageCode !== null && app !== undefined && pageCodeCovers(app, pageCode, shop?.shopId ?? null),
    at: ctx.core.clock.nowMs(),
  });
}
