import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authTickets } from '../../db/schema/index.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';

export const TICKET_LIFETIME_SECONDS = 120;

/** One-time tickets: hand a signed-in session to a new window (workbench) or finish registration. */
export class AuthTicketService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async issue(userId: string): Promise<string> {
    const ticket = newToken(24);
    const now = this.clock.now();
    await this.db.insert(authTickets).values({
      ticketHash: hashToken(ticket),
      userId,
      creationTime: now,
      expiresAt: addSeconds(now, TICKET_LIFETIME_SECONDS),
    });
    return ticket;
  }

  /** The ticket's user, once; null when unknown, used or expired. */
  async consume(ticket: string): Promise<string | null> {
    if (ticket.length < 16 || ticket.length > 100) return null;
    const now = this.clock.now();
    const [row] = await this.db
      .update(authTickets)
      .set({ usedAt: now })
      .where(
        and(eq(authTickets.ticketHash, hashToken(ticket)), isNull(authTickets.usedAt), gt(authTickets.expiresAt, now)),
      )
      .returning({ userId: authTickets.userId });
    return row?.userId ?? null;
  }
}
