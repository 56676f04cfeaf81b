import { createContext, useContext } from 'react';
import type { BuyUser, TokenSuccess } from '../auth.api.ts';

export type RegisterStep = 0 | 1 | 2;

export interface Session {
  /** the signed-in distributor (tenantFull and friends), or null for a guest */
  user: BuyUser | null;
  loading: boolean;
  openLogin(): void;
  openRegister(step?: RegisterStep): void;
  openBindPhone(): void;
  /** sets or changes the login password (a code to the bound phone) */
  openPassword(): void;
  closeModals(): void;
  /** the spec's login flow after a token: tenant, scoped token, configuration, completeness */
  finishLogin(token: TokenSuccess, successText?: string): Promise<BuyUser | null>;
  /** re-reads the signed-in tenant and returns it */
  refresh(): Promise<BuyUser | null>;
  logout(): Promise<void>;
  /** runs the action for a complete, signed-in distributor; otherwise asks for what is missing */
  guard(action: () => void): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
