import { Messages, type Qualification, type QualificationBody } from '@puhuo/domain';
import { AppError, badRequest } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { UploadedImages } from '../../providers/storage/image-storage.ts';
import type { QualificationRepository } from './qualification.repository.ts';

/** A distributor's qualification application (/qualification-apply) and its review status. */
export class QualificationService {
  constructor(
    private readonly repository: QualificationRepository,
    private readonly images: UploadedImages,
    private readonly clock: Clock,
  ) {}

  async of(tenantId: string): Promise<Qualification> {
    const row = await this.repository.ofTenant(tenantId);
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
    if (!(await this.images.isUploadedBy(body.licenceImageUrl, tenantId))) {
      throw badRequest(Messages.licenceUnknown, 'LicenceUnknown');
    }
    const current = await this.of(tenantId);
    if (current.status === 'approved')
      throw new AppError(409, Messages.qualificationApproved, { code: 'AlreadyApproved' });
    await this.repository.put(tenantId, {
      ...body,
      status: 'pending',
      reviewNote: null,
      reviewedAt: null,
      submittedAt: this.clock.now(),
    });
    return this.of(tenantId);
  }

  /** The operator's decision (the operators' console; the demo's stand-in review page). */
  async review(tenantId: string, approved: boolean, note: string | null): Promise<void> {
    await this.repository.recordReview(tenantId, {
      status: approved ? 'approved' : 'rejected',
      reviewNote: note,
      reviewedAt: this.clock.now(),
    });
  }
}
