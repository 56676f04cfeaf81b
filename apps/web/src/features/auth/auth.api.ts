import { http } from '../../api/http.ts';

/** The web client's id and secret are embedded, as the spec says. */
export const CLIENT_ID = 'lanhai-web';
export const CLIENT_SECRET = 'lanhai-web-secret';

export interface TokenSuccess {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export interface TokenFailure {
  error: string;
  error_description: string;
}

export type TokenResult = TokenSuccess | TokenFailure;

export const isTokenFailure = (result: TokenResult): result is TokenFailure => 'error' in result;

/** POST /connect/token, form-encoded. A failure is handed back to the caller, not thrown. */
export async function requestToken(form: Record<string, string>, tenantId?: string): Promise<TokenResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (tenantId) headers.__tenant = tenantId;
  const response = await fetch('/connect/token', {
    method: 'POST',
    headers,
    body: new URLSearchParams({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...form }).toString(),
  });
  const body = await response.json().catch(() => ({ error: 'server_error', error_description: '登录失败，请重试' }));
  return body as TokenResult;
}

export interface TenantFull {
  companyName: string;
  phoneNumber: string | null;
  fromStation: number | null;
  inviterCode: string | null;
  uid: string;
  logoUrl: string | null;
  productType: number;
}

export interface BuyUser {
  tenantFull: TenantFull;
  currentTenant: { id: string; name: string };
  currentUser: { id: string; userName: string; tenantId: string; phoneNumber: string | null };
  bindPhone: boolean;
  profileStep: 1 | 2 | null;
}

export const authApi = {
  buyUser: () => http.get<BuyUser>('/api/multi-tenancy/tenants/buy-user', undefined, { noErrorMessage: true }),
  applicationConfiguration: () => http.get<unknown>('/api/abp/application-configuration'),
  authTicket: () => http.get<{ ticket: string }>('/api/account/get-auth-ticket'),
  logout: () => http.post<void>('/api/account/logout', undefined, { noErrorMessage: true }),
  sendSms: (phoneNumber: string) => http.post<void>('/api/sms/send', { phoneNumber }),
  slideCheck: () =>
    http.get<{ id: string; backgroundImage: string; sliderImage: string }>('/api/slide-check/gen', undefined, {
      noErrorMessage: true,
    }),
  registerByPhone: (phoneNumber: string, verifyCode: string) =>
    http.post<{ ticket: string }>(
      '/api/register/phone-number',
      { phoneNumber, verifyCode, product: 2, isWxOpen: false },
      { noErrorMessage: true },
    ),
  registerByWechat: (unionId: string) =>
    http.post<{ ticket: string }>('/api/register/third-app', { unionId }, { noErrorMessage: true }),
  setInviter: (inviterCode: string) =>
    http.put<void>('/api/multi-tenancy/tenants/set-inviter', { inviterCode }, { noErrorMessage: true }),
  updateCompanyName: (companyName: string) =>
    http.put<void>('/api/multi-tenancy/tenants/update-companyname', { companyName }),
  updateLogo: (logoUrl: string) => http.put<void>('/api/multi-tenancy/tenants/update-tenant-logo', { logoUrl }),
  addPhoneLogin: (phoneNumber: string, verifyCode: string) =>
    http.post<{ success: boolean; message: string }>(
      '/api/account/add-phone-login',
      { phoneNumber, verifyCode },
      { noErrorMessage: true },
    ),
  loginQr: (connectionId: string) =>
    http.get<{ sceneKey: string; scanUrl: string; qrCodeUrl: string; expireSeconds: number }>(
      '/api/weixin/mp/qr-code',
      { scene: 1, connectionId },
      { noErrorMessage: true },
    ),
};
