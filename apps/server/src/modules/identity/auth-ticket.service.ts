import { addSeconds, type Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/secrets.ts';
import type { AuthTicketRepository } from './auth-ticket.repository.ts';

export const TICKET_LIFETIME_SECONDS = 120;

/** One-time tickets: hand a signed-in session to a new window (workbench) or finish registration. */
export class AuthTicketService {
  constructor(
    private readonly repository: AuthTicketRepository,
    private readonly clock: Clock,
  ) {}

  async issue(userId: string): Promise<string> {
    const ticket = newToken(24);
    const now = this.clock.now();
    await this.repository.add({
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
    return this.repository.claim(hashToken(ticket), this.clock.now());
  }
}
