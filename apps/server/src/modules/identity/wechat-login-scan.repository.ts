import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { wechatLoginScans } from '../../db/schema/index.ts';

/** WeChat login QR scans, as login reads them (the WeChat login provider writes them). */
export class WechatLoginScanRepository {
  constructor(private readonly db: Db) {}

  /**
   * Spends a scan confirmed with the union id and not expired, in one statement, so one confirmation
   * logs in once; whether there was one.
   */
  async consumeConfirmed(unionId: string, now: Date): Promise<boolean> {
    const [scan] = await this.db
      .update(wechatLoginScans)
      .set({ status: 'consumed' })
      .where(
        and(
          eq(wechatLoginScans.unionId, unionId),
          eq(wechatLoginScans.status, 'confirmed'),
          gt(wechatLoginScans.expiresAt, now),
        ),
      )
      .returning({ id: wechatLoginScans.id });
    return scan !== undefined;
  }
}
