import { Messages } from '@puhuo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearCookie, readCookie, TENANT_COOKIE, TOKEN_COOKIE, writeCookie } from '../../../api/cookies.ts';
import { realtime } from '../../../api/realtime.ts';
import { authApi, type BuyUser, isTokenFailure, requestToken, type TokenSuccess } from '../auth.api.ts';
import { type RegisterStep, type Session, SessionContext } from './session-context.ts';

const LoginModal = lazy(() => import('../components/LoginModal.tsx'));
const RegisterModal = lazy(() => import('../components/RegisterModal.tsx'));
const BindPhoneModal = lazy(() => import('../components/BindPhoneModal.tsx'));

const SESSION_KEY = ['session'];

function clearSessionCookies(): void {
  clearCookie(TOKEN_COOKIE);
  clearCookie(TENANT_COOKIE);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [loginOpen, setLoginOpen] = useState(false);
  const [registerStep, setRegisterStep] = useState<RegisterStep | null>(null);
  const [bindPhoneOpen, setBindPhoneOpen] = useState(false);

  const { data: user = null, isLoading } = useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => {
      if (!readCookie(TOKEN_COOKIE)) return null;
      try {
        return await authApi.buyUser();
      } catch {
        // an expired or revoked token: back to being a guest
        clearSessionCookies();
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

  const closeModals = useCallback(() => {
    setLoginOpen(false);
    setRegisterStep(null);
    setBindPhoneOpen(false);
  }, []);

  const openForStep = useCallback(
    (me: BuyUser) => {
      if (me.profileStep === null) return closeModals();
      setLoginOpen(false);
      setRegisterStep(me.profileStep);
    },
    [closeModals],
  );

  const refresh = useCallback(async () => {
    const me = await authApi.buyUser().catch(() => null);
    queryClient.setQueryData(SESSION_KEY, me);
    return me;
  }, [queryClient]);

  const logout = useCallback(async () => {
    if (readCookie(TOKEN_COOKIE)) await authApi.logout().catch(() => undefined);
    clearSessionCookies();
    queryClient.setQueryData(SESSION_KEY, null);
    queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    realtime.reconnect();
  }, [queryClient]);

  const finishLogin = useCallback(
    async (token: TokenSuccess, successText: string = Messages.loginSucceeded) => {
      clearSessionCookies();
      writeCookie(TOKEN_COOKIE, token.access_token);
      const first = await authApi.buyUser().catch(() => null);
      if (!first) {
        message.warning('获取用户信息失败，请重新登录');
        await logout();
        return null;
      }
      writeCookie(TENANT_COOKIE, first.currentTenant.id);
      // the spec's flow: a token, the tenant, then a token again, now bound to that tenant
      const { ticket } = await authApi.authTicket();
      const scoped = await requestToken({ grant_type: 'ticket', ticket }, first.currentTenant.id);
      if (!isTokenFailure(scoped)) {
        await authApi.logout().catch(() => undefined);
        writeCookie(TOKEN_COOKIE, scoped.access_token);
      }
      await authApi.applicationConfiguration();
      queryClient.setQueryData(SESSION_KEY, first);
      queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      realtime.reconnect();
      message.success(successText);
      openForStep(first);
      return first;
    },
    [logout, message, openForStep, queryClient],
  );

  const guard = useCallback(
    (action: () => void) => {
      if (!user) {
        message.warning(Messages.notLoggedIn);
        setLoginOpen(true);
        return;
      }
      if (user.profileStep === 1) {
        message.warning(Messages.profileIncomplete);
        setRegisterStep(1);
        return;
      }
      if (user.profileStep === 2) {
        message.warning(Messages.inviteCodeMissing);
        setRegisterStep(2);
        return;
      }
      action();
    },
    [message, user],
  );

  // a ticket in the address on entry logs in, then leaves the address
  const ticketHandled = useRef(false);
  useEffect(() => {
    if (ticketHandled.current) return;
    ticketHandled.current = true;
    const url = new URL(window.location.href);
    const ticket = url.searchParams.get('ticket');
    if (!ticket) return;
    url.searchParams.delete('ticket');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    requestToken({ grant_type: 'ticket', ticket }).then((result) => {
      if (isTokenFailure(result)) message.warning(result.error_description);
      else void finishLogin(result);
    });
  }, [finishLogin, message]);

  useEffect(() => {
    realtime.connect();
    return () => realtime.close();
  }, []);

  const session = useMemo<Session>(
    () => ({
      user,
      loading: isLoading,
      openLogin: () => setLoginOpen(true),
      openRegister: (step = 0) => {
        setLoginOpen(false);
        setRegisterStep(step);
      },
      openBindPhone: () => setBindPhoneOpen(true),
      closeModals,
      finishLogin,
      refresh,
      logout,
      guard,
    }),
    [user, isLoading, closeModals, finishLogin, refresh, logout, guard],
  );

  return (
    <SessionContext.Provider value={session}>
      {children}
      <Suspense fallback={null}>
        {loginOpen && <LoginModal open onClose={() => setLoginOpen(false)} />}
        {registerStep !== null && (
          <RegisterModal open step={registerStep} onStep={setRegisterStep} onClose={() => setRegisterStep(null)} />
        )}
        {bindPhoneOpen && <BindPhoneModal open onClose={() => setBindPhoneOpen(false)} />}
      </Suspense>
    </SessionContext.Provider>
  );
}
