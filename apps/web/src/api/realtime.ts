import { REALTIME_RECONNECT } from '@puhuo/domain';
import { readCookie, TOKEN_COOKIE } from './cookies.ts';
import { refreshAccessToken } from './token-refresh.ts';

/** The server closes a connection whose access token it does not accept with this code. */
const TOKEN_REFUSED_CLOSE = 4401;

export interface RealtimeFrame {
  event: string;
  data: unknown;
}

type Listener = (data: unknown) => void;

/**
 * The realtime connection (spec §4): authenticated by the access token in the cookie at the moment
 * it (re)connects, so a token refreshed meanwhile is the one used; a failed connection retries from
 * 3000 ms, growing by a factor, at most 10 times. An expired token is refreshed before reconnecting.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempts = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closedByUs = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  connectionId: string | null = null;

  connect(): void {
    this.closedByUs = false;
    const token = readCookie(TOKEN_COOKIE);
    const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const query = token ? `?access_token=${encodeURIComponent(token)}` : '';
    const socket = new WebSocket(`${protocol}://${window.location.host}/api/realtime${query}`);
    this.socket = socket;
    socket.onmessage = (message) => {
      const frame = JSON.parse(String(message.data)) as RealtimeFrame;
      if (frame.event === 'Connected') {
        this.attempts = 0;
        this.connectionId = (frame.data as { connectionId: string }).connectionId;
      }
      for (const listener of this.listeners.get(frame.event) ?? []) listener(frame.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.connectionId = null;
      if (this.closedByUs) return;
      if (event.code === TOKEN_REFUSED_CLOSE && token) return void this.reconnectAfterRefresh(token);
      if (this.attempts >= REALTIME_RECONNECT.maxAttempts) return;
      const delay = REALTIME_RECONNECT.initialDelayMs * REALTIME_RECONNECT.factor ** this.attempts;
      this.attempts += 1;
      this.timer = setTimeout(() => this.connect(), delay);
    };
  }

  /**
   * The token was refused (it lives 30 minutes): refresh it like any request would, then connect
   * with whatever the cookie holds now (a new token, or none when the sign-in ended).
   */
  private reconnectAfterRefresh(refused: string): void {
    // counted like any failed connection, so a token refused again and again cannot loop
    if (this.attempts >= REALTIME_RECONNECT.maxAttempts) return;
    this.attempts += 1;
    refreshAccessToken(refused).then(
      () => {
        if (!this.closedByUs) this.connect();
      },
      () => {
        // the refresh could not be asked: try again later, as after any failed connection
        if (this.closedByUs) return;
        const delay = REALTIME_RECONNECT.initialDelayMs * REALTIME_RECONNECT.factor ** (this.attempts - 1);
        this.timer = setTimeout(() => this.connect(), delay);
      },
    );
  }

  /** Reconnects, e.g. after logging in or out, so the server knows who listens. */
  reconnect(): void {
    this.close();
    this.attempts = 0;
    this.connect();
  }

  on(event: string, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }

  /** Resolves with the connection id once connected. */
  async ready(timeoutMs = 10_000): Promise<string> {
    if (!this.socket || this.socket.readyState > WebSocket.OPEN) this.connect();
    const started = Date.now();
    while (!this.connectionId) {
      if (Date.now() - started > timeoutMs) throw new Error('realtime connection unavailable');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.connectionId;
  }

  close(): void {
    this.closedByUs = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close();
    this.socket = null;
    this.connectionId = null;
  }
}

export const realtime = new RealtimeClient();
