import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The events of spec doc 1 §4. */
export const REALTIME_EVENTS = [
  'ReceiveMessage',
  'Progress',
  'UserLogin',
  'OrderPayResult',
  'ShopAuthorize',
  'BuyAppAuthorize',
  'ShopAppNeedOrder',
  'BuyAppNeedOrder',
] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

export type RealtimeTarget = { connectionId: string } | { userId: string } | { tenantId: string };

export interface RealtimeMessage {
  target: RealtimeTarget;
  event: RealtimeEventName;
  data: unknown;
}

export interface RealtimeSocket {
  send(text: string): void;
  close(): void;
}

/** Carries messages between server instances. */
export interface RealtimeBus {
  publish(message: RealtimeMessage): Promise<void>;
  subscribe(handler: (message: RealtimeMessage) => void): Promise<void>;
  close(): Promise<void>;
}

/** One process: deliver directly. */
export class LocalRealtimeBus implements RealtimeBus {
  private handler: ((message: RealtimeMessage) => void) | null = null;
  async publish(message: RealtimeMessage): Promise<void> {
    this.handler?.(message);
  }
  async subscribe(handler: (message: RealtimeMessage) => void): Promise<void> {
    this.handler = handler;
  }
  async close(): Promise<void> {
    this.handler = null;
  }
}

const CHANNEL = 'realtime_events';

/** Several instances on one PostgreSQL: NOTIFY on publish, every instance LISTENs. */
export class PostgresRealtimeBus implements RealtimeBus {
  private listener: pg.Client | null = null;
  private readonly publisher: pg.Pool;

  constructor(private readonly connectionString: string) {
    this.publisher = new pg.Pool({ connectionString, max: 2 });
  }

  async publish(message: RealtimeMessage): Promise<void> {
    await this.publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
  }

  async subscribe(handler: (message: RealtimeMessage) => void): Promise<void> {
    this.listener = new pg.Client({ connectionString: this.connectionString });
    await this.listener.connect();
    this.listener.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      handler(JSON.parse(notification.payload) as RealtimeMessage);
    });
    await this.listener.query(`listen ${CHANNEL}`);
  }

  async close(): Promise<void> {
    await this.listener?.end().catch(() => {});
    await this.publisher.end();
  }
}

interface Connection {
  socket: RealtimeSocket;
  userId: string | null;
  tenantId: string | null;
}

/** The WebSocket hub: `{ event, data }` messages to a connection, a user or a tenant. */
export class RealtimeHub {
  private readonly connections = new Map<string, Connection>();

  constructor(private readonly bus: RealtimeBus) {}

  async start(): Promise<void> {
    await this.bus.subscribe((message) => this.deliverLocally(message));
  }

  attach(socket: RealtimeSocket, identity: { userId: string | null; tenantId: string | null }): string {
    const connectionId = randomUUID();
    this.connections.set(connectionId, { socket, ...identity });
    socket.send(JSON.stringify({ event: 'Connected', data: { connectionId } }));
    return connectionId;
  }

  detach(connectionId: string): void {
    this.connections.delete(connectionId);
  }

  publish(target: RealtimeTarget, event: RealtimeEventName, data: unknown): Promise<void> {
    return this.bus.publish({ target, event, data });
  }

  private deliverLocally({ target, event, data }: RealtimeMessage): void {
    const text = JSON.stringify({ event, data });
    for (const [id, connection] of this.connections) {
      const matches =
        ('connectionId' in target && target.connectionId === id) ||
        ('userId' in target && target.userId === connection.userId) ||
        ('tenantId' in target && target.tenantId === connection.tenantId);
      if (matches) connection.socket.send(text);
    }
  }

  get size(): number {
    return this.connections.size;
  }

  async stop(): Promise<void> {
    for (const connection of this.connections.values()) connection.socket.close();
    this.connections.clear();
    await this.bus.close();
  }
}
