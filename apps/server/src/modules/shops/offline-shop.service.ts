import { Messages, type OfflineShopApplication, type OfflineShopApplyBody } from '@puhuo/domain';
import { AppError } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OfflineShopApplicationRow, OfflineShopRepository } from './offline-shop.repository.ts';

const toApplication = (row: OfflineShopApplicationRow): OfflineShopApplication => ({
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
    private readonly repository: OfflineShopRepository,
    private readonly clock: Clock,
  ) {}

  async applicationsOf(tenantId: string): Promise<OfflineShopApplication[]> {
    return (await this.repository.ofTenant(tenantId)).map(toApplication);
  }

  /** A new application, pending review; the same shop applied for twice while pending is refused. */
  async apply(tenantId: string, body: OfflineShopApplyBody): Promise<OfflineShopApplication> {
    if (await this.repository.isPending(tenantId, body))
      throw new AppError(409, Messages.offlineApplicationPending, { code: 'ApplicationPending' });
    const row = await this.repository.add({
      tenantId,
      ...body,
      note: body.note || null,
      submittedAt: this.clock.now(),
    });
    return toApplication(row);
  }

  /** The operators' decision (their console is outside the product). */
  async review(id: string, approved: boolean, note: string | null): Promise<void> {
    await this.repository.recordReview(id, {
      status: approved ? 'approved' : 'rejected',
      reviewNote: note,
      reviewedAt: this.clock.now(),
    });
  }
}
