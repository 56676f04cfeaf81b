import { profileStep } from '@puhuo/domain';
import type { ReactNode } from 'react';
import type { BuyUser, TenantFull, TokenSuccess } from '../features/auth/auth.api.ts';
import { type Session, SessionContext } from '../features/auth/session/session-context.ts';

export const TENANT_ID = '7b0d5c3e-2a41-4f6e-9a1b-3c5d7e9f1a2b';
export const USER_ID = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

/**
 * GET /api/multi-tenancy/tenants/buy-user as the server answers it (AccountService.buyUser): the
 * tenant's profile, and the register step it still needs worked out by the domain's rule.
 */
export function buyUserAnswer(tenant: Partial<TenantFull> = {}): BuyUser {
  const tenantFull: TenantFull = {
    companyName: 'Hangzhou Lanhai Trading Co., Ltd.',
    phoneNumber: '13900001111',
    fromStation: null,
    inviterCode: '00LANHAI',
    uid: 'T10000001',
    logoUrl: '/images/logo.png',
    productType: 2,
    ...tenant,
  };
  return {
    tenantFull,
    currentTenant: { id: TENANT_ID, name: tenantFull.companyName },
    currentUser: {
      id: USER_ID,
      userName: tenantFull.phoneNumber ?? 'user',
      tenantId: TENANT_ID,
      phoneNumber: tenantFull.phoneNumber,
    },
    bindPhone: Boolean(tenantFull.phoneNumber),
    hasPassword: false,
    profileStep: profileStep(tenantFull),
  };
}

/** POST /connect/token's success. */
export function tokenAnswer(accessToken: string): TokenSuccess {
  return { access_token: accessToken, token_type: 'Bearer', expires_in: 1800 };
}

/** GET /api/abp/application-configuration for a signed-in user (the demo run mode). */
export function configurationAnswer() {
  return {
    currentUser: { isAuthenticated: true, id: USER_ID, userName: '13900001111', tenantId: TENANT_ID },
    currentTenant: { id: TENANT_ID, isAvailable: true },
    setting: { values: { 'Market.MaxSelectedGoods': '30' } },
    environment: { mode: 'demo' as const },
  };
}

/**
 * A session for components that only use it (no SessionProvider): who is signed in, and what a test
 * wants to watch (e.g. finishLogin).
 */
export function StaticSession({
  user,
  overrides,
  children,
}: {
  user: BuyUser | null;
  overrides?: Partial<Session>;
  children: ReactNode;
}) {
  const noop = () => undefined;
  const session: Session = {
    user,
    loading: false,
    openLogin: noop,
    openRegister: noop,
    openBindPhone: noop,
    openPassword: noop,
    closeModals: noop,
    finishLogin: async () => user,
    refresh: async () => user,
    logout: async () => undefined,
    guard: (action) => action(),
    ...overrides,
  };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
