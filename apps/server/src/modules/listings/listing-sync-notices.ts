import type { DelistReason } from '@puhuo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ListingSyncRepository } from './listing-sync.repository.ts';

export type ListingSyncOutcome = 'delistedOutOfStock' | 'delistedOffline' | 'delistedBelowFloor' | 'heldBelowFloor';

/** The messages module's door for notifications, as far as the sync uses it. */
export interface SyncNotifications {
  notify(input: {
    tenantId: string;
    kind: 'listingSync';
    dedupeKey: string;
    data: { goodsId: string; goodsTitle: string; shopName: string; outcome: ListingSyncOutcome };
  }): Promise<unknown>;
}

export const delistedOutcome: Record<DelistReason, ListingSyncOutcome> = {
  outOfStock: 'delistedOutOfStock',
  offline: 'delistedOffline',
  belowFloor: 'delistedBelowFloor',
};

/**
 * Tells the distributor at once what the sync did to a listing (delisted for its supplier) or kept from
 * it (a price under the margin floor), through the goods-source message switch. A failure to tell is
 * logged; the sync itself stands.
 */
export class ListingSyncNotices {
  constructor(
    private readonly repository: ListingSyncRepository,
    private readonly notifications: SyncNotifications,
    private readonly log: FastifyBaseLogger,
  ) {}

  async tell(listingId: string, outcome: ListingSyncOutcome, dedupeKey: string): Promise<void> {
    try {
      const labels = await this.repository.labelsOf(listingId);
      if (!labels) return;
      const { tenantId, ...data } = labels;
      await this.notifications.notify({ tenantId, kind: 'listingSync', dedupeKey, data: { ...data, outcome } });
    } catch (error) {
      this.log.error({ err: error, listingId, outcome }, 'listing sync message not sent');
    }
  }
}
