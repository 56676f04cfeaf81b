import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authTickets } from '../../db/schema/index.ts';

/** One-time tickets, stored as hashes. */
export class AuthTicketRepository {
  constructor(private readonly db: Db) {}

  async add(ticket: { ticketHash: string; userId: string; creationTime: Date; expiresAt: Date }): Promise<void> {
    await this.db.insert(authTickets).values(ticket);
  }

  /** Spends the ticket when it is unused and unexpired, in one statement; its user, or null. */
  async claim(ticketHash: string, now: Date): Promise<string | null> {
    const [row] = await this.db
      .update(authTickets)
      .set({ usedAt: now })
      .where(and(eq(authTickets.ticketHash, ticketHash), isNull(authTickets.usedAt), gt(authTickets.expiresAt, now)))
      .returning({ userId: authTickets.userId });
    return row?.userId ?? null;
  }
}
