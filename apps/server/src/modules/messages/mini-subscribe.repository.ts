import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { miniSubscriptions } from '../../db/schema/index.ts';

export type MiniSubscribeAnswer = 'accept' | 'reject' | 'ban' | 'filter';

export class MiniSubscribeRepository {
  constructor(private readonly db: Db) {}

  /** Records an answer; each accept adds one message the template may send. */
  async record(
    user: { userId: string; tenantId: string },
    templateId: string,
    status: MiniSubscribeAnswer,
    now: Date,
  ): Promise<void> {
    const grant = status === 'accept' ? 1 : 0;
    await this.db
      .insert(miniSubscriptions)
      .values({ ...user, templateId, status, remaining: grant, lastModificationTime: now })
      .onConflictDoUpdate({
        target: [miniSubscriptions.userId, miniSubscriptions.templateId],
        set: {
          status,
          remaining: sql`${miniSubscriptions.remaining} + ${grant}`,
          lastModificationTime: now,
        },
      });
  }

  async list(userId: string, templateIds: string[]) {
    return this.db
      .select()
      .from(miniSubscriptions)
      .where(and(eq(miniSubscriptions.userId, userId), inArray(miniSubscriptions.templateId, templateIds)));
  }
}
