/**
 * What the API client learns about the sign-in on its own (outside React): a new access token after
 * a refresh, or a sign-in the server ended. The session provider listens and updates the screens.
 */
export type SessionEvent = { type: 'refreshed'; token: string } | { type: 'ended' };

type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();

export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}
