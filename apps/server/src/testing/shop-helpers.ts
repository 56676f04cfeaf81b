import { randomInt } from 'node:crypto';
import { findStation, StationType } from '@puhuo/domain';
import { type AuthModule, fanmengShopApp } from '@puhuo/platforms';
import type { TestDistributor } from './identity-helpers.ts';
import { loginAs } from './identity-helpers.ts';
import type { TestContext } from './test-app.ts';

const CODE_STATIONS: readonly number[] = [StationType.Qunjielong, StationType.WechatVideoShop, StationType.Fanmeng];

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

function location(response: { statusCode: number; headers: Record<string, unknown> }, step: string): string {
  const value = response.headers.location;
  if (response.statusCode !== 302 || typeof value !== 'string') {
    throw new Error(`${step}: expected a redirect, got ${response.statusCode}`);
  }
  return value;
}

/** Runs the browser's side of a redirect authorisation and answers the result page's address. */
export async function consentFlow(
  ctx: TestContext,
  headers: Record<string, string>,
  query: Record<string, string | number | undefined>,
  consent: { shopName: string; decision?: 'allow' | 'deny' },
  authorizePath = '/shop/authorize',
): Promise<URL> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const start = await ctx.app.inject({ method: 'GET', url: `${authorizePath}?${params}`, headers });
  const consentUrl = location(start, 'start');
  if (!new URL(consentUrl).pathname.startsWith('/sandbox/')) return new URL(consentUrl);
  const agreed = await ctx.app.inject({
    method: 'POST',
    url: pathOf(consentUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ shopName: consent.shopName, decision: consent.decision ?? 'allow' }).toString(),
  });
  const callback = location(agreed, 'consent');
  const back = await ctx.app.inject({ method: 'GET', url: pathOf(callback), headers });
  return new URL(location(back, 'callback'));
}

const sessions = new WeakMap<TestDistributor, Promise<Record<string, string>>>();

/** one login per distributor: password hashing is slow on purpose */
export function headersOf(ctx: TestContext, who: TestDistributor): Promise<Record<string, string>> {
  const known = sessions.get(who);
  if (known) return known;
  const created = loginAs(ctx, who);
  sessions.set(who, created);
  return created;
}

/** logs in again next time (after a test moved the clock past the token's life) */
export function forgetSession(who: TestDistributor): void {
  sessions.delete(who);
}

/**
 * Authorises a shop of `station` for the distributor through the real sandbox consent flow over HTTP
 * (or the code-based flow for 34/36/37) and returns our shop id.
 */
export async function authorizeShop(
  ctx: TestContext,
  who: TestDistributor,
  station: number,
  options?: { shopName?: string; module?: 'goods' | 'order' },
): Promise<{ shopId: string }> {
  const label = findStation(station)?.label ?? String(station);
  const shopName = options?.shopName ?? `${label}测试店${randomInt(100_000, 999_999)}`;
  const headers = await headersOf(ctx, who);
  if (CODE_STATIONS.includes(station)) return authorizeByCode(ctx, headers, who, station, shopName);
  const module =
    station === StationType.Alibaba || station === StationType.Pdd
      ? undefined
      : (options?.module ?? (findStation(station)?.offersGoodsOrOrderChoice ? 'goods' : undefined));
  const authorizePath = station === StationType.Jd ? '/jd/authorize' : '/shop/authorize';
  const result = await consentFlow(
    ctx,
    headers,
    { tenantId: who.tenantId, station, module },
    { shopName },
    authorizePath,
  );
  const shopId = result.searchParams.get('shopId');
  if (result.searchParams.get('success') !== 'true' || !shopId) {
    throw new Error(`authorisation failed: ${result.searchParams.get('message')}`);
  }
  return { shopId };
}

async function authorizeByCode(
  ctx: TestContext,
  headers: Record<string, string>,
  who: TestDistributor,
  station: number,
  shopName: string,
): Promise<{ shopId: string }> {
  const form = (url: string, fields: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  let url: string;
  let payload: Record<string, string>;
  if (station === StationType.Qunjielong) {
    const page = await form('/sandbox/qunjielong/authcode', { shopName });
    const code = /id="authCode">([^<]+)</.exec(page.body)?.[1];
    if (!code) throw new Error('no qunjielong authorisation code');
    url = '/api/qunjielong/authorize';
    payload = { code };
  } else if (station === StationType.Fanmeng) {
    await form('/sandbox/fanmeng/developer', { shopName });
    url = '/api/fanmeng/authorize';
    payload = { code: shopName, ...fanmengShopApp(shopName), apiUrl: 'http://localhost/sandbox/fanmeng' };
  } else {
    // the shop first authorises our app in its own back office
    await form('/sandbox/wechatvideoshop/grant', { shopName });
    url = '/api/wechatvideoshop/authorize';
    payload = { code: shopName };
  }
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers,
    payload: { tenantId: who.tenantId, ...payload },
  });
  if (response.statusCode !== 200) throw new Error(`authorisation failed: ${response.body}`);
  return { shopId: response.json().id as string };
}

/** Authorises the distributor's 1688 buyer app (station 1, module buy) on the sandbox consent page. */
export async function authorizeBuyerApp(ctx: TestContext, who: TestDistributor, accountName: string): Promise<void> {
  const result = await consentFlow(
    ctx,
    await headersOf(ctx, who),
    { tenantId: who.tenantId, station: StationType.Alibaba, module: 'buy' },
    { shopName: accountName },
  );
  if (result.searchParams.get('success') !== 'true') {
    throw new Error(`buyer app not authorised: ${result.searchParams.get('message')}`);
  }
}

/** 1688 opens (or closes) password-free payment for the buyer account, as the buyer does on 1688's page. */
export function setProtocolPay(ctx: TestContext, accountName: string, enabled: boolean): void {
  const control = ctx.app.services.platformSandbox?.control;
  if (!control) throw new Error('the in-process platform sandbox is needed');
  control.setProtocolPay(control.ensureShop('alibaba', accountName).shopId, enabled);
}

/** The shop's order of our app ends `inMs` from now: set on the platform before the shop authorises. */
export function orderEndsIn(ctx: TestContext, platform: string, shopName: string, module: AuthModule, inMs: number) {
  const control = ctx.app.services.platformSandbox?.control;
  if (!control) throw new Error('the in-process platform sandbox is needed');
  const shop = control.ensureShop(platform, shopName);
  control.setServiceExpiry(platform, shop.shopId, module, new Date(ctx.clock.now().getTime() + inMs));
}
