import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { slideCaptchas } from '../../db/schema/index.ts';

export type SlideCaptchaRow = typeof slideCaptchas.$inferSelect;

/** Slide captchas: where each one's gap is, until its single use. */
export class SlideCaptchaRepository {
  constructor(private readonly db: Db) {}

  /** Stores a new captcha; its id. */
  async add(captcha: { gapX: number; gapY: number; creationTime: Date; expiresAt: Date }): Promise<string> {
    const [row] = await this.db.insert(slideCaptchas).values(captcha).returning({ id: slideCaptchas.id });
    if (!row) throw new Error('captcha not stored');
    return row.id;
  }

  /** Spends the captcha when it is unused and unexpired, in one statement; null when it was not. */
  async spend(id: string, now: Date): Promise<SlideCaptchaRow | null> {
    const [captcha] = await this.db
      .update(slideCaptchas)
      .set({ usedAt: now })
      .where(and(eq(slideCaptchas.id, id), isNull(slideCaptchas.usedAt), gt(slideCaptchas.expiresAt, now)))
      .returning();
    return captcha ?? null;
  }
}
