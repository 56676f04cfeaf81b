import type { QualificationBody } from '@puhuo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { distributorQualifications } from '../../db/schema/index.ts';

export type QualificationRow = typeof distributorQualifications.$inferSelect;
export type QualificationDecision = Pick<QualificationRow, 'status' | 'reviewNote' | 'reviewedAt'>;

/** Distributors' qualification applications, one per tenant. */
export class QualificationRepository {
  constructor(private readonly db: Db) {}

  async ofTenant(tenantId: string): Promise<QualificationRow | null> {
    const [row] = await this.db
      .select()
      .from(distributorQualifications)
      .where(eq(distributorQualifications.tenantId, tenantId));
    return row ?? null;
  }

  /** Stores the tenant's application, replacing the one it had. */
  async put(tenantId: string, application: QualificationBody & QualificationDecision & { submittedAt: Date }) {
    await this.db
      .insert(distributorQualifications)
      .values({ tenantId, ...application })
      .onConflictDoUpdate({ target: distributorQualifications.tenantId, set: application });
  }

  async recordReview(tenantId: string, decision: QualificationDecision): Promise<void> {
    await this.db
      .update(distributorQualifications)
      .set(decision)
      .where(eq(distributorQualifications.tenantId, tenantId));
  }
}
