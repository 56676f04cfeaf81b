import { http } from '../../api/http.ts';
import { isTimeoutError, postTokenForm, type TokenResult } from '../../api/token-endpoint.ts';
import { sharedMessage } from '../../i18n/index.ts';

export type { TokenFailure, TokenResult, TokenSuccess } from '../../api/token-endpoint.ts';
export { CLIENT_ID, CLIENT_SECRET, isTokenFailure } from '../../api/token-endpoint.ts';

/**
 * POST /connect/token, form-encoded. A failure is handed back to the caller, not thrown: the
 * server's refusal in either of its shapes (OAuth2's or the app's envelope, e.g. the 429 of the
 * abuse limits), or the network's, always with words to show.
 */
export async function requestToken(form: Record<string, string>, tenantId?: string): Promise<TokenResult> {
  try {
    return (await postTokenForm(form, tenantId)).result;
  } catch (error) {
    // no answer within the spec's 60 s: say so, the form keeps what was typed
    if (isTimeoutError(error)) return { error: 'timeout', error_description: sharedMessage('loginTimedOut') };
    return { error: 'network_error', error_description: sharedMessage('networkError') };
  }
}

/** GET /api/abp/application-configuration: the session as the server sees it, settings and the run mode. */
export interface ApplicationConfiguration {
  currentUser: { isAuthenticated: boolean; id: string | null; userName: string | null; tenantId: string | null };
  currentTenant: { id: string | null; isAvailable: boolean };
  setting: { values: Record<string, string> };
  /** demo: texts, payments, WeChat and the sales platforms are played locally */
  environment: { mode: 'demo' | 'production' };
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
  /** a login password is set: 账号登录 takes currentUser.userName with it */
  hasPassword: boolean;
  profileStep: 1 | 2 | null;
}

export const authApi = {
  buyUser: () => http.get<BuyUser>('/api/multi-tenancy/tenants/buy-user', undefined, { noErrorMessage: true }),
  applicationConfiguration: () =>
    http.get<ApplicationConfiguration>('/api/abp/application-configuration', undefined, { noErrorMessage: true }),
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
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.upload<{ cloudUrl?: string }>('/api/blob-storage/images', form, { noErrorMessage: true });
  },
  addPhoneLogin: (phoneNumber: string, verifyCode: string) =>
    http.post<{ success: boolean; message: string }>(
      '/api/account/add-phone-login',
      { phoneNumber, verifyCode },
      { noErrorMessage: true },
    ),
  /** sets or changes the login password with a code sent to the bound phone; answers the account name */
  setPassword: (verifyCode: string, newPassword: string) =>
    http.post<{ success: true; userName: string }>(
      '/api/account/set-password',
      { verifyCode, newPassword },
      { noErrorMessage: true },
    ),
  loginQr: (connectionId: string) =>
    http.get<{ sceneKey: string; scanUrl: string; qrCodeUrl: string; expireSeconds: number }>(
      '/api/weixin/mp/qr-code',
      { scene: 1, connectionId },
      { noErrorMessage: true },
    ),
};
