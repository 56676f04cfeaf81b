import type { GoodsListItem, PagedResult } from '@puhuo/domain';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { freshPhone, smsCodeFor } from './identity.ts';

export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** The API as a signed-in distributor, for preparing data a journey needs. */
export function apiWithToken(token: string, tenantId: string): Api {
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        __tenant: tenantId,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** The API as the user signed in on this page (its session cookies). */
export async function apiOf(page: Page): Promise<Api> {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'access_token')?.value;
  const tenant = cookies.find((c) => c.name === '__tenant')?.value;
  if (!token || !tenant) throw new Error('the page is not signed in');
  return apiWithToken(decodeURIComponent(token), decodeURIComponent(tenant));
}

/** Another distributor, registered by phone through the API. */
export async function registerDistributorByApi(): Promise<Api> {
  const phoneNumber = freshPhone();
  const post = async <T>(path: string, body: Record<string, unknown>, form = false): Promise<T> => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  await post('/api/sms/send', { phoneNumber });
  const verifyCode = await smsCodeFor(phoneNumber);
  const { ticket } = await post<{ ticket: string }>('/api/register/phone-number', {
    phoneNumber,
    verifyCode,
    product: 2,
    isWxOpen: false,
  });
  const token = await post<{ access_token: string }>(
    '/connect/token',
    { grant_type: 'ticket', ticket, client_id: 'lanhai-web', client_secret: 'lanhai-web-secret' },
    true,
  );
  const api = apiWithToken(token.access_token, '');
  const me = await api<{ currentTenant: { id: string } }>('GET', '/api/multi-tenancy/tenants/buy-user');
  return apiWithToken(token.access_token, me.currentTenant.id);
}

export interface StockedSku {
  skuId: string;
  stock: number;
  isWholesale: boolean;
}

/**
 * A curated good a distributor can order straight away: no minimum order amount, sold wholesale, with a
 * wholesale SKU of at least `minStock` in stock.
 */
export async function orderableGood(api: Api, minStock = 5): Promise<{ good: GoodsListItem; sku: StockedSku }> {
  const { items } = await api<PagedResult<GoodsListItem>>(
    'GET',
    '/api/goods/good?supplierType=1&market=2&maxResultCount=60',
  );
  for (const candidate of items) {
    const [terms, detail] = await Promise.all([
      api<{ limitPrice: number }>(
        'GET',
        `/api/goods/good/supplier-goods-price?tenantId=${candidate.tenantId}&id=${candidate.id}`,
      ),
      api<{ isWholesale: boolean; skus: StockedSku[] }>('GET', `/api/goods/good/${candidate.tenantId}/${candidate.id}`),
    ]);
    const stocked = detail.skus.find((s) => s.isWholesale && s.stock >= minStock);
    if (terms.limitPrice === 0 && detail.isWholesale && stocked) return { good: candidate, sku: stocked };
  }
  throw new Error('no suitable good in the seeded catalogue');
}

/** A delivery address of the distributor in Hangzhou's 西湖区; its id. */
export async function addWestLakeAddress(api: Api, who: { name: string; phone: string; detail: string }) {
  const address = await api<{ id: string }>('POST', '/api/tenant-address', {
    ...who,
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
  });
  return address.id;
}
