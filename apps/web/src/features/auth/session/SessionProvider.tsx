import type { MessageKey } from '@puhuo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearCookie, readCookie, TENANT_COOKIE, TOKEN_COOKIE, writeCookie } from '../../../api/cookies.ts';
import { isSessionRefused, isTransientFailure } from '../../../api/http.ts';
import { realtime } from '../../../api/realtime.ts';
import { onSessionEvent } from '../../../api/session-events.ts';
import { i18n, localized, sharedMessage } from '../../../i18n/index.ts';
import { authApi, type BuyUser, isTokenFailure, requestToken, type TokenSuccess } from '../auth.api.ts';
import { APPLICATION_CONFIGURATION_KEY } from '../useApplicationConfiguration.ts';
import { readRegisterDraft, saveRegisterStep } from './register-draft.ts';
import { type RegisterStep, type Session, SessionContext } from './session-context.ts';

const LoginModal = lazy(() => import('../components/LoginModal.tsx'));
const RegisterModal = lazy(() => import('../components/RegisterModal.tsx'));
const BindPhoneModal = lazy(() => import('../components/BindPhoneModal.tsx'));
const PasswordModal = lazy(() => import('../components/PasswordModal.tsx'));

export const SESSION_KEY = ['session'];

/** Queries whose answer does not depend on who is signed in are not read again when that changes. */
const dependsOnSession = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] !== SESSION_KEY[0] && query.queryKey[0] !== APPLICATION_CONFIGURATION_KEY[0];

/** A network error, a time-out or a 5xx may pass: try the signed-in user again a few times, spaced out. */
const SESSION_RETRIES = 4;
const sessionRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 15_000);

/** The user just signed in, read again after a passing failure (network, time-out, 5xx), spaced out. */
async function readSignedInUser(): Promise<BuyUser | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await authApi.buyUser();
    } catch (error) {
      if (attempt >= 2 || !isTransientFailure(error)) return null;
      await new Promise((resolve) => setTimeout(resolve, sessionRetryDelay(attempt)));
    }
  }
}

function clearSessionCookies(): void {
  clearCookie(TOKEN_COOKIE);
  clearCookie(TENANT_COOKIE);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [loginOpen, setLoginOpen] = useState(false);
  // a registration under way comes back after a reload, on its step (register-draft.ts)
  const [registerStep, setRegisterStep] = useState<RegisterStep | null>(() => readRegisterDraft()?.step ?? null);
  const [bindPhoneOpen, setBindPhoneOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const [loginNotice, setLoginNotice] = useState<MessageKey | null>(null);
  // a deliberate sign-out whose refresh the server refuses is no expired session to announce
  const loggingOut = useRef(false);

  const { data: user = null, isLoading } = useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => {
      if (!readCookie(TOKEN_COOKIE)) return null;
      try {
        return await authApi.buyUser();
      } catch (error) {
        // only a 401 the refresh could not cure ends the sign-in; anything else keeps the token and retries
        if (!isSessionRefused(error)) throw error;
        clearSessionCookies();
        return null;
      }
    },
    retry: (failures, error) => failures < SESSION_RETRIES && isTransientFailure(error),
    retryDelay: sessionRetryDelay,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const closeModals = useCallback(() => {
    setLoginOpen(false);
    setLoginNotice(null);
    setRegisterStep(null);
    setBindPhoneOpen(false);
    setPasswordOpen(false);
  }, []);

  // the step the register dialog is on outlives a reload; closed or complete, the draft goes
  useEffect(() => saveRegisterStep(registerStep), [registerStep]);

  // once the session is known, the step follows what the account still needs (spec doc 1 §4): a
  // reload after step 0 succeeded goes on to step 1; steps 1 and 2 need the signed-in distributor
  useEffect(() => {
    if (isLoading || registerStep === null) return;
    if (registerStep === 0) {
      if (user) setRegisterStep(user.profileStep);
      return;
    }
    if (!user) setRegisterStep(null);
    else if (user.profileStep !== registerStep) setRegisterStep(user.profileStep);
  }, [isLoading, user, registerStep]);

  const openForStep = useCallback(
    (me: BuyUser) => {
      if (me.profileStep === null) return closeModals();
      setLoginOpen(false);
      setLoginNotice(null);
      setRegisterStep(me.profileStep);
    },
    [closeModals],
  );

  const refresh = useCallback(async () => {
    try {
      const me = await authApi.buyUser();
      queryClient.setQueryData(SESSION_KEY, me);
      return me;
    } catch (error) {
      // a passing failure keeps whoever was signed in
      if (!isSessionRefused(error)) return queryClient.getQueryData<BuyUser | null>(SESSION_KEY) ?? null;
      clearSessionCookies();
      queryClient.setQueryData(SESSION_KEY, null);
      return null;
    }
  }, [queryClient]);

  const logout = useCallback(async () => {
    loggingOut.current = true;
    try {
      if (readCookie(TOKEN_COOKIE)) await authApi.logout().catch(() => undefined);
    } finally {
      loggingOut.current = false;
    }
    clearSessionCookies();
    queryClient.setQueryData(SESSION_KEY, null);
    queryClient.invalidateQueries({ predicate: dependsOnSession });
    realtime.reconnect();
  }, [queryClient]);

  // what the API client learns by itself: a refreshed token, or a sign-in the server ended
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'refreshed') {
          // answers read with the expired token were a guest's (market lists): read them again as the user
          void queryClient.invalidateQueries({ predicate: dependsOnSession });
          return;
        }
        clearSessionCookies();
        queryClient.setQueryData(SESSION_KEY, null);
        void queryClient.invalidateQueries({ predicate: dependsOnSession });
        realtime.reconnect();
        if (loggingOut.current) return;
        // one dialog however many requests were refused; signing in again keeps the page
        setRegisterStep(null);
        setBindPhoneOpen(false);
        setPasswordOpen(false);
        setLoginNotice('sessionExpired');
        setLoginOpen(true);
      }),
    [queryClient],
  );

  const finishLogin = useCallback(
    async (token: TokenSuccess, successText?: string) => {
      clearSessionCookies();
      writeCookie(TOKEN_COOKIE, token.access_token);
      // a network blip right after signing in is tried again before the sign-in is given up
      const first = await readSignedInUser();
      if (!first) {
        message.warning(i18n.t('auth:session.userInfoFailed'));
        await logout();
        return null;
      }
      writeCookie(TENANT_COOKIE, first.currentTenant.id);
      // the spec's flow: a token, the tenant, then a token again, now bound to that tenant; if that
      // second token cannot be had, the first one (valid, of the same user) stays
      const ticket = await authApi
        .authTicket()
        .then((answer) => answer.ticket)
        .catch(() => null);
      const scoped = ticket ? await requestToken({ grant_type: 'ticket', ticket }, first.currentTenant.id) : null;
      if (scoped && !isTokenFailure(scoped)) {
        await authApi.logout().catch(() => undefined);
        writeCookie(TOKEN_COOKIE, scoped.access_token);
      }
      const configuration = await authApi.applicationConfiguration().catch(() => undefined);
      if (configuration) queryClient.setQueryData(APPLICATION_CONFIGURATION_KEY, configuration);
      queryClient.setQueryData(SESSION_KEY, first);
      queryClient.invalidateQueries({ predicate: dependsOnSession });
      realtime.reconnect();
      message.success(successText ?? sharedMessage('loginSucceeded'));
      openForStep(first);
      return first;
    },
    [logout, message, openForStep, queryClient],
  );

  // an action asked for while the session is still being read (a click the first screen kept, made as the
  // application shows) waits for it, instead of taking a signed-in user for a guest
  const guardedWhileLoading = useRef<(() => void) | null>(null);
  const guard = useCallback(
    (action: () => void) => {
      if (isLoading) {
        guardedWhileLoading.current = action;
        return;
      }
      if (!user) {
        message.warning(sharedMessage('notLoggedIn'));
        setLoginOpen(true);
        return;
      }
      if (user.profileStep === 1) {
        message.warning(sharedMessage('profileIncomplete'));
        setRegisterStep(1);
        return;
      }
      if (user.profileStep === 2) {
        message.warning(sharedMessage('inviteCodeMissing'));
        setRegisterStep(2);
        return;
      }
      action();
    },
    [message, user, isLoading],
  );
  useEffect(() => {
    const waiting = guardedWhileLoading.current;
    if (isLoading || !waiting) return;
    guardedWhileLoading.current = null;
    guard(waiting);
  }, [isLoading, guard]);

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
      if (isTokenFailure(result)) message.warning(localized(result.error_description));
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
      openLogin: () => {
        setLoginNotice(null);
        setLoginOpen(true);
      },
      openRegister: (step = 0) => {
        setLoginOpen(false);
        setRegisterStep(step);
      },
      openBindPhone: () => setBindPhoneOpen(true),
      openPassword: () => setPasswordOpen(true),
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
        {loginOpen && (
          <LoginModal
            open
            notice={loginNotice}
            onClose={() => {
              setLoginOpen(false);
              setLoginNotice(null);
            }}
          />
        )}
        {registerStep !== null && (registerStep === 0 || user) && (
          <RegisterModal open step={registerStep} onStep={setRegisterStep} onClose={() => setRegisterStep(null)} />
        )}
        {bindPhoneOpen && <BindPhoneModal open onClose={() => setBindPhoneOpen(false)} />}
        {passwordOpen && user && <PasswordModal open onClose={() => setPasswordOpen(false)} />}
      </Suspense>
    </SessionContext.Provider>
  );
}
