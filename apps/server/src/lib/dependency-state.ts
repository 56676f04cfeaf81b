import type { FastifyBaseLogger } from 'fastify';

/**
 * Whether a dependency (the database, the job queue, the realtime listener...) is reachable, as its
 * users last found it. A fault is logged once when the dependency goes away and once when it comes
 * back, however many calls fail in between: an outage reads as two lines, not a stack per second.
 */
export class DependencyState {
  private down: { since: Date; reason: string } | null = null;

  constructor(
    readonly name: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {}

  get healthy(): boolean {
    return this.down === null;
  }

  get downSince(): Date | null {
    return this.down?.since ?? null;
  }

  failed(error: unknown): void {
    if (this.down) return;
    const reason = briefReason(error);
    this.down = { since: new Date(), reason };
    this.log.warn({ dependency: this.name, reason }, `${this.name} unavailable`);
  }

  recovered(): void {
    if (!this.down) return;
    const outageMs = Date.now() - this.down.since.getTime();
    this.down = null;
    this.log.info({ dependency: this.name, outageMs }, `${this.name} back`);
  }
}

/**
 * One line: the code and message of the innermost cause that has a code (a driver's error wrapped by
 * the ORM, whose own message quotes the statement and its parameters), never a stack.
 */
export function briefReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  let innermost: Error = error;
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    innermost = cause;
    if (typeof (cause as { code?: unknown }).code === 'string') break;
  }
  const code = (innermost as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${innermost.message}` : innermost.message;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, and class 08 connection exceptions
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection refused',
  'the database system is',
  'terminating connection',
  'Query read timeout',
];

/**
 * The error says the database cannot be reached now (down, restarting, failing over, a connection
 * cut), as opposed to a refusal of what was asked: the request may succeed later, unchanged.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    const message = (cause as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
