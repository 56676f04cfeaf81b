import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { messageSwitches } from '../../db/schema/index.ts';

export class MessageSwitchRepository {
  constructor(private readonly db: Db) {}

  async find(tenantId: string, switchKey: string): Promise<boolean | undefined> {
    const [row] = await this.db
      .select({ isEnable: messageSwitches.isEnable })
      .from(messageSwitches)
      .where(and(eq(messageSwitches.tenantId, tenantId), eq(messageSwitches.switchKey, switchKey)));
    return row?.isEnable;
  }

  async save(tenantId: string, switchKey: string, isEnable: boolean, now: Date): Promise<void> {
    await this.db
      .insert(messageSwitches)
      .values({ tenantId, switchKey, isEnable, lastModificationTime: now })
      .onConflictDoUpdate({
        target: [messageSwitches.tenantId, messageSwitches.switchKey],
        set: { isEnable, lastModificationTime: now },
      });
  }
}
