import { clearCookie, readCookie, TENANT_COOKIE, TOKEN_COOKIE, writeCookie } from './cookies.ts';
import { emitSessionEvent } from './session-events.ts';
import { isTokenFailure, postTokenForm } from './token-endpoint.ts';

/**
 * - refreshed: retry with this token (ours, or one another tab got first)
 * - ended: the server refused the refresh cookie: the sign-in is over and the cookies are cleared
 * - signed-out: the page holds no token any more (signed out here or in another tab meanwhile)
 */
export type RefreshOutcome = { kind: 'refreshed'; token: string } | { kind: 'ended' } | { kind: 'signed-out' };

/** Every tab of the product refreshes under this lock, one at a time. */
export const REFRESH_LOCK = 'puhuo-token-refresh';

/** The refresh running in this tab: concurrent 401s wait for the same one. */
let inflight: Promise<RefreshOutcome> | null = null;

/** The cookie as it is now compared with the token a refused request carried. */
function outcomeFromCookie(staleToken: string): RefreshOutcome | null {
  const current = readCookie(TOKEN_COOKIE);
  if (!current) return { kind: 'signed-out' };
  return current === staleToken ? null : { kind: 'refreshed', token: current };
}

/** Exchanges the HttpOnly refresh cookie for a new access token. Throws when the server could not be asked. */
async function exchange(staleToken: string): Promise<RefreshOutcome> {
  const seen = outcomeFromCookie(staleToken);
  // another tab refreshed (or signed out) while this one waited for the lock: use what it left
  if (seen) return seen;
  const answer = await postTokenForm({ grant_type: 'refresh_token' });
  if (!isTokenFailure(answer.result)) {
    writeCookie(TOKEN_COOKIE, answer.result.access_token);
    return { kind: 'refreshed', token: answer.result.access_token };
  }
  if (answer.status !== 400) {
    // 429 or 5xx: the sign-in may well be alive; keep it and let the caller fail this once
    throw new Error(`token refresh answered ${answer.status}`);
  }
  // a browser without Web Locks may have raced another tab that won: its token is in the cookie now
  const raced = outcomeFromCookie(staleToken);
  if (raced?.kind === 'refreshed') return raced;
  clearCookie(TOKEN_COOKIE);
  clearCookie(TENANT_COOKIE);
  return { kind: 'ended' };
}

async function underLock(task: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  // the refresh cookie is single-use: two tabs presenting it at once would have one refused
  if (typeof navigator !== 'undefined' && navigator.locks) return await navigator.locks.request(REFRESH_LOCK, task);
  return task();
}

/**
 * A request carrying `staleToken` was answered 401: get a token to retry with, once for every
 * request and tab that saw the same refusal. Throws when the refresh could not be asked (network,
 * time-out, 5xx, 429): the sign-in is kept.
 */
export function refreshAccessToken(staleToken: string): Promise<RefreshOutcome> {
  const seen = outcomeFromCookie(staleToken);
  if (seen) return Promise.resolve(seen);
  if (!inflight) {
    const flight = underLock(() => exchange(staleToken));
    inflight = flight;
    // told once per refresh, however many requests wait for it
    flight.then(
      (outcome) => {
        if (outcome.kind === 'refreshed') emitSessionEvent({ type: 'refreshed', token: outcome.token });
        else if (outcome.kind === 'ended') emitSessionEvent({ type: 'ended' });
      },
      () => undefined,
    );
    void flight
      .finally(() => {
        if (inflight === flight) inflight = null;
      })
      .catch(() => undefined);
  }
  return inflight;
}
