/**
 * Whether the server can be reached, as the last requests found it (outside React). A network failure
 * or a 503 (the server's database is away) makes it 'lost'; the first success, or the readiness probe
 * that runs meanwhile, makes it 'online' again. The connection notice listens, and queries are read
 * again on the way back: nothing the user typed is touched.
 */
export type ConnectionState = 'online' | 'lost';

type Listener = (state: ConnectionState) => void;

const PROBE_MS = 3_000;
const listeners = new Set<Listener>();
let state: ConnectionState = 'online';
let probe: ReturnType<typeof setInterval> | null = null;

export function onConnectionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(next: ConnectionState): void {
  if (state === next) return;
  state = next;
  if (next === 'lost') {
    probe ??= setInterval(async () => {
      const ready = await fetch('/health/ready', { cache: 'no-store' }).catch(() => null);
      if (ready?.ok) connectionRestored();
    }, PROBE_MS);
  } else if (probe) {
    clearInterval(probe);
    probe = null;
  }
  for (const listener of listeners) listener(next);
}

export const connectionLost = () => set('lost');
export const connectionRestored = () => set('online');
