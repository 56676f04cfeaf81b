import { and, count, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { smsCodes } from '../../db/schema/index.ts';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

/** Verification codes sent by SMS, stored as keyed hashes, with who asked for them. */
export class SmsCodeRepository {
  constructor(private readonly db: Db) {}

  /** The code sent to the phone last (the one a guess is checked against). */
  async latestSentTo(phoneNumber: string): Promise<SmsCodeRow | null> {
    const [latest] = await this.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.phoneNumber, phoneNumber))
      .orderBy(desc(smsCodes.creationTime))
      .limit(1);
    return latest ?? null;
  }

  /** How many codes went to the phone, and how many the address asked for, since `since`. */
  async sentSince(since: Date, to: { phoneNumber: string; ip: string }): Promise<{ toPhone: number; byIp: number }> {
    const [toPhone, byIp] = await Promise.all([
      this.countSince(since, eq(smsCodes.phoneNumber, to.phoneNumber)),
      this.countSince(since, eq(smsCodes.ip, to.ip)),
    ]);
    return { toPhone, byIp };
  }

  private async countSince(since: Date, who: SQL): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(who, gt(smsCodes.creationTime, since)));
    return Number(row?.n);
  }

  /** Records a code about to be sent; its id. */
  async add(code: {
    phoneNumber: string;
    codeHash: string;
    ip: string;
    creationTime: Date;
    expiresAt: Date;
  }): Promise<string | null> {
    const [row] = await this.db.insert(smsCodes).values(code).returning({ id: smsCodes.id });
    return row?.id ?? null;
  }

  async forget(id: string): Promise<void> {
    await this.db.delete(smsCodes).where(eq(smsCodes.id, id));
  }

  /** Counts a wrong guess against the code (`attempts` in all); `spentAt` spends it too. */
  async recordWrongGuess(id: string, attempts: number, spentAt: Date | null): Promise<void> {
    await this.db
      .update(smsCodes)
      .set(spentAt ? { attempts, usedAt: spentAt } : { attempts })
      .where(eq(smsCodes.id, id));
  }

  /** Spends the code unless it is spent already, in one statement; whether this call spent it. */
  async spend(id: string, now: Date): Promise<boolean> {
    const claimed = await this.db
      .update(smsCodes)
      .set({ usedAt: now })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    return claimed.length > 0;
  }
}
