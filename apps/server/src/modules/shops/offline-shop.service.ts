import { Messages, type OfflineShopApplication, type OfflineShopApplyBody } from '@puhuo/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { offlineShopApplications } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';

type Row = typeof offlineShopApplications.$inferSelect;

const toApplication = (row: Row): OfflineShopApplication => ({
  id: row.id,
  stationType: row.stationType,
  shopName: row.shopName,
  contactName: row.contactName,
  contactPhone: row.contactPhone,
  note: row.note,
  status: row.status,
  reviewNote: row.reviewNote,
  submittedAt: row.submittedAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

/** Applications for shops on channels that cannot be authorised online, and their review. */
export class OfflineShopService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async applicationsOf(tenantId: string): Promise<OfflineShopApplication[]> {
    const rows = await this.db
      .select()
      .from(offlineShopApplications)
      .where(eq(offlineShopApplications.tenantId, tenantId))
      .orderBy(desc(offlineShopApplications.submittedAt), offlineShopApplications.id);
    return rows.map(toApplication);
  }

  /** A new application, pending review; the same shop applied for twice while pending is refused. */
  async apply(tenantId: string, body: OfflineShopApplyBody): Promise<OfflineShopApplication> {
    const [pending] = await this.db
      .select({ id: offlineShopApplications.id })
      .from(offlineShopApplications)
      .where(
        and(
          eq(offlineShopApplications.tenantId, tenantId),
          eq(offlineShopApplications.stationType, body.stationType),
          eq(offlineShopApplications.shopName, body.shopName),
          eq(offlineShopApplications.status, 'pending'),
        ),
      );
    if (pending) throw new AppError(409, Messages.offlineApplicationPending, { code: 'ApplicationPending' });
    const [row] = await this.db
      .insert(offlineShopApplications)
      .values({ tenantId, ...body, note: body.note || null, submittedAt: this.clock.now() })
      .returning();
    return toApplication(row as Row);
  }

  /** The operators' decision (their console is outside the product). */
  async review(id: string, approved: boolean, note: string | null): Promise<void> {
    await this.db
      .update(offlineShopApplications)
      .set({ status: approved ? 'approved' : 'rejected', reviewNote: note, reviewedAt: this.clock.now() })
      .where(eq(offlineShopApplications.id, id));
  }
}
