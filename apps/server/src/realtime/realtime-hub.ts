import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_TIMEOUTS, resilientPool } from '../db/database.ts';

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
  // not in spec §4: tells the user's pages they now follow (or left) the official account
  'OfficialAccountFollow',
  // not in spec §4: a per-tenant setting changed in one window (TENANT_SETTINGS_CHANGED), for the others
  'TenantSettingsChanged',
] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

/** One connection, a user (optionally only as a user of that tenant), or every user of a tenant. */
export type RealtimeTarget = { connectionId: string } | { userId: string; tenantId?: string } | { tenantId: string };

function reaches(target: RealtimeTarget, id: string, connection: Connection): boolean {
  if ('connectionId' in target) return target.connectionId === id;
  if ('userId' in target && target.userId !== connection.userId) return false;
  // a target naming both reaches the user only while signed in to that tenant
  return target.tenantId === undefined || target.tenantId === connection.tenantId;
}

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
  /** hears what other instances publish (always, in one process) */
  readonly listening: boolean;
}

/** One process: deliver directly. */
export class LocalRealtimeBus implements RealtimeBus {
  private handler: ((message: RealtimeMessage) => void) | null = null;
  readonly listening = true;
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
export const LISTENER_APPLICATION_NAME = 'puhuo-realtime-listener';
const RELISTEN_DELAY_MS = 1_000;

/**
 * Several instances on one PostgreSQL: NOTIFY on publish, every instance LISTENs. A lost LISTEN
 * connection (server restart, failover) is opened again, so an instance never goes deaf for good.
 */
export class PostgresRealtimeBus implements RealtimeBus {
  private listener: pg.Client | null = null;
  private handler: ((message: RealtimeMessage) => void) | null = null;
  private closed = false;
  private relistenTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly publisher: pg.Pool;

  constructor(
    private readonly connectionString: string,
    /** told when the listener is lost and when it listens again (logged once each: DependencyState) */
    private readonly state: { failed(error: unknown): void; recovered(): void },
  ) {
    this.publisher = resilientPool(connectionString, 2, (error) => this.state.failed(error));
  }

  get listening(): boolean {
    return this.listener !== null;
  }

  async publish(message: RealtimeMessage): Promise<void> {
    await this.publisher.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(message)]);
  }

  async subscribe(handler: (message: RealtimeMessage) => void): Promise<void> {
    this.handler = handler;
    await this.listen();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectionTimeoutMillis,
    });
    client.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      try {
        this.handler?.(JSON.parse(notification.payload) as RealtimeMessage);
      } catch {
        // a payload another instance sent is always ours and JSON: nothing to hear in a broken one
      }
    });
    client.on('error', (error) => {
      this.state.failed(error);
      this.relistenSoon(client);
    });
    client.on('end', () => this.relistenSoon(client));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
    this.state.recovered();
  }

  private relistenSoon(lost: pg.Client): void {
    if (this.closed || this.relistenTimer || (this.listener && this.listener !== lost)) return;
    this.listener = null;
    lost.end().catch(() => {});
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = null;
      this.listen().catch((error: Error) => {
        this.state.failed(error);
        this.relistenSoon(lost);
      });
    }, RELISTEN_DELAY_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.relistenTimer) clearTimeout(this.relistenTimer);
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
      if (reaches(target, id, connection)) connection.socket.send(text);
    }
  }

  get size(): number {
    return this.connections.size;
  }

  /** hears the events other instances publish (readiness) */
  get listening(): boolean {
    return this.bus.listening;
  }

  async stop(): Promise<void> {
    for (const connection of this.connections.values()) connection.socket.close();
    this.connections.clear();
    await this.bus.close();
  }
}
