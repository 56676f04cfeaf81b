/**
 * What the API client learns about the sign-in on its own (outside React): a new access token after
 * a refresh, or a sign-in the server ended. The session provider listens and updates the screens.
 */
export type SessionEvent = { type: 'refreshed'; token: string } | { type: 'ended' };

type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();

/**
 * The last event told while nobody listened: a page's first requests go out while its scripts still
 * load (the route loaders), so a sign-in ended elsewhere can be learnt before the session provider
 * listens; the first listener hears it then, and the user is asked to sign in again instead of
 * finding themselves signed out without a word.
 */
let unheard: SessionEvent | null = null;

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  const missed = unheard;
  unheard = null;
  if (missed) listener(missed);
  return () => listeners.delete(listener);
}

export function emitSessionEvent(event: SessionEvent): void {
  if (listeners.size === 0) {
    unheard = event;
    return;
  }
  for (const listener of listeners) listener(event);
}
