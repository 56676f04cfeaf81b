import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginAttempts } from '../../db/schema/index.ts';

/** Password guesses per user name within a lockout window. */
export class LoginAttemptRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one guess at the user name and answers how many it made in its window, this one included:
   * incremented and read in one statement, so parallel guesses each see their own number. A window
   * that started at or before `windowStart` is over: the guess starts a new one at `now`.
   */
  async countGuess(userName: string, now: Date, windowStart: Date): Promise<number> {
    const expired = sql`${loginAttempts.windowStartedAt} <= ${windowStart}`;
    const [row] = await this.db
      .insert(loginAttempts)
      .values({ userName, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginAttempts.userName,
        set: {
          failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
          windowStartedAt: sql`case when ${expired} then ${now} else ${loginAttempts.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginAttempts.failures });
    return row?.failures ?? 1;
  }

  /** Forgets the user name's guesses (its window ends). */
  async clear(userName: string, tx: Db = this.db): Promise<void> {
    await tx.delete(loginAttempts).where(eq(loginAttempts.userName, userName));
  }
}
