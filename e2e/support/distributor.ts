import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { freshPhone, smsCodeFor } from './identity.ts';

const CLIENT = { client_id: 'lanhai-web', client_secret: 'lanhai-web-secret' };

export interface ApiSession {
  token: string;
  tenantId: string;
  headers: Record<string, string>;
}

async function json<T>(response: Response, step: string): Promise<T> {
  if (!response.ok) throw new Error(`${step} answered ${response.status}: ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function ticketToken(ticket: string, tenantId?: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(tenantId ? { __tenant: tenantId } : {}) },
    body: new URLSearchParams({ ...CLIENT, grant_type: 'ticket', ticket }).toString(),
  });
  return (await json<{ access_token: string }>(response, 'token')).access_token;
}

/**
 * A new, complete distributor registered through the API (SMS code from the development outbox):
 * what a person does through the register dialog, without the dialog.
 */
export async function registerDistributor(companyName: string): Promise<ApiSession> {
  const phoneNumber = freshPhone();
  await json(
    await fetch(`${baseUrl()}/api/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber }),
    }),
    'sms',
  );
  const verifyCode = await smsCodeFor(phoneNumber);
  const { ticket } = await json<{ ticket: string }>(
    await fetch(`${baseUrl()}/api/register/phone-number`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumber, verifyCode }),
    }),
    'register',
  );
  const first = await ticketToken(ticket);
  const me = await json<{ currentTenant: { id: string } }>(
    await fetch(`${baseUrl()}/api/multi-tenancy/tenants/buy-user`, { headers: { Authorization: `Bearer ${first}` } }),
    'buy-user',
  );
  const tenantId = me.currentTenant.id;
  const headers = { Authorization: `Bearer ${first}`, __tenant: tenantId, 'content-type': 'application/json' };
  for (const [path, body] of [
    ['/api/multi-tenancy/tenants/update-companyname', { companyName }],
    ['/api/multi-tenancy/tenants/set-inviter', { inviterCode: '00LANHAI' }],
  ] as const) {
    await json(await fetch(`${baseUrl()}${path}`, { method: 'PUT', headers, body: JSON.stringify(body) }), path);
  }
  return { token: first, tenantId, headers: { Authorization: `Bearer ${first}`, __tenant: tenantId } };
}

const redirectOf = async (url: string, init: RequestInit, step: string): Promise<string> => {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`${step}: expected a redirect, got ${response.status}`);
  return new URL(location, baseUrl()).toString();
};

/**
 * Authorises a shop on a platform's sandbox the way the browser does: our authorise link, the
 * platform's consent page (allow, with the shop's name), the callback; answers our shop id.
 */
export async function authorizeSandboxShop(
  session: ApiSession,
  station: number,
  shopName: string,
  module?: 'goods' | 'order',
): Promise<string> {
  const query = new URLSearchParams({ tenantId: session.tenantId, station: String(station) });
  if (module) query.set('module', module);
  const consent = await redirectOf(`${baseUrl()}/shop/authorize?${query}`, { headers: session.headers }, 'start');
  const callback = await redirectOf(
    consent,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ shopName, decision: 'allow' }).toString(),
    },
    'consent',
  );
  const result = new URL(await redirectOf(callback, { headers: session.headers }, 'callback'));
  const shopId = result.searchParams.get('shopId');
  if (result.searchParams.get('success') !== 'true' || !shopId) {
    throw new Error(`authorisation failed: ${result.searchParams.get('message')}`);
  }
  return shopId;
}

/** Opens the product signed in as the session's distributor (the token and tenant cookies of a login). */
export async function signIn(page: Page, session: ApiSession, path = '/market'): Promise<void> {
  const url = new URL(baseUrl());
  await page.context().addCookies([
    { name: 'access_token', value: session.token, domain: url.hostname, path: '/' },
    { name: '__tenant', value: session.tenantId, domain: url.hostname, path: '/' },
  ]);
  await page.goto(`${baseUrl()}${path}`);
  await page.getByTestId('company-name').waitFor();
}
