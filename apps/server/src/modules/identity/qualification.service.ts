import { Messages, type Qualification, type QualificationBody } from '@puhuo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { distributorQualifications } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { ownsUploadedImage } from '../../providers/storage/image-storage.ts';

/** A distributor's qualification application (/qualification-apply) and its review status. */
export class QualificationService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async of(tenantId: string): Promise<Qualification> {
    const [row] = await this.db
      .select()
      .from(distributorQualifications)
      .where(eq(distributorQualifications.tenantId, tenantId));
    if (!row) return { status: 'none', application: null };
    return {
      status: row.status,
      application: {
        companyName: row.companyName,
        licenceImageUrl: row.licenceImageUrl,
        contactName: row.contactName,
        contactPhone: row.contactPhone,
        submittedAt: row.submittedAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
        reviewNote: row.reviewNote,
      },
    };
  }

  /** Submits (or replaces a pending or rejected) application: pending review again. */
  async submit(tenantId: string, body: QualificationBody): Promise<Qualification> {
    if (!(await ownsUploadedImage(this.db, body.licenceImageUrl, tenantId))) {
      throw badRequest(Messages.licenceUnknown, 'LicenceUnknown');
    }
    const current = await this.of(tenantId);
    if (current.status === 'approved')
      throw new AppError(409, Messages.qualificationApproved, { code: 'AlreadyApproved' });
    const values = {
      ...body,
      status: 'pending' as const,
      reviewNote: null,
      reviewedAt: null,
      submittedAt: this.clock.now(),
    };
    await this.db
      .insert(distributorQualifications)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: distributorQualifications.tenantId, set: values });
    return this.of(tenantId);
  }

  /** The operator's decision (the operators' console; the demo's stand-in review page). */
  async review(tenantId: string, approved: boolean, note: string | null): Promise<void> {
    await this.db
      .update(distributorQualifications)
      .set({ status: approved ? 'approved' : 'rejected', reviewNote: note, reviewedAt: this.clock.now() })
      .where(eq(distributorQualifications.tenantId, tenantId));
  }
}
