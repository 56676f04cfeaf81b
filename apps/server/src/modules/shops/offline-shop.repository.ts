import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { offlineShopApplications } from '../../db/schema/index.ts';

export type OfflineShopApplicationRow = typeof offlineShopApplications.$inferSelect;
export type NewOfflineShopApplication = Omit<typeof offlineShopApplications.$inferInsert, 'id'>;
export type OfflineShopDecision = Pick<OfflineShopApplicationRow, 'status' | 'reviewNote' | 'reviewedAt'>;

/** Applications for shops on offline-only channels. */
export class OfflineShopRepository {
  constructor(private readonly db: Db) {}

  /** The tenant's applications, the latest first. */
  async ofTenant(tenantId: string): Promise<OfflineShopApplicationRow[]> {
    return this.db
      .select()
      .from(offlineShopApplications)
      .where(eq(offlineShopApplications.tenantId, tenantId))
      .orderBy(desc(offlineShopApplications.submittedAt), offlineShopApplications.id);
  }

  /** Whether the tenant has an application for that shop of that channel waiting for review. */
  async isPending(tenantId: string, shop: { stationType: number; shopName: string }): Promise<boolean> {
    const [pending] = await this.db
      .select({ id: offlineShopApplications.id })
      .from(offlineShopApplications)
      .where(
        and(
          eq(offlineShopApplications.tenantId, tenantId),
          eq(offlineShopApplications.stationType, shop.stationType),
          eq(offlineShopApplications.shopName, shop.shopName),
          eq(offlineShopApplications.status, 'pending'),
        ),
      );
    return pending !== undefined;
  }

  async add(application: NewOfflineShopApplication): Promise<OfflineShopApplicationRow> {
    const [row] = await this.db.insert(offlineShopApplications).values(application).returning();
    return row as OfflineShopApplicationRow;
  }

  async recordReview(id: string, decision: OfflineShopDecision): Promise<void> {
    await this.db.update(offlineShopApplications).set(decision).where(eq(offlineShopApplications.id, id));
  }
}
