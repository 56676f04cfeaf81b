import type { FastifyBaseLogger } from 'fastify';
import { LISTING_SYNC_EVENT_OUTCOMES } from '../../db/schema/index.ts';
import { chinaDateText, chinaDay, DAY_MS } from '../../lib/china-time.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ListingSyncDigestRepository, SyncDigestCounts } from './listing-sync-digest.repository.ts';

/** The messages module's door for notifications, as far as the digest uses it. */
export interface DigestNotifications {
  notify(input: {
    tenantId: string;
    kind: 'listingSyncDigest';
    dedupeKey: string;
    data: { day: string; until: Date; counts: SyncDigestCounts };
  }): Promise<{ status: string }>;
}

/** how long the noted outcomes are kept: a week, for a digest a day or two late */
const KEEP_MS = 7 * DAY_MS;

export interface DigestRunSummary {
  tenants: number;
  sent: number;
}

/**
 * Once a day, one message per distributor summing up what the sync did to its listings in the last 24
 * hours (listings repriced, stock set to 0 or given back, delisted for each reason, prices held above the
 * margin floor, changes the platform refused), through the goods-source switch; nothing when it did
 * nothing. Keyed by tenant and China day: a second run, on this instance or another, sends nothing more.
 */
export class ListingSyncDigestService {
  constructor(
    private readonly repository: ListingSyncDigestRepository,
    private readonly notifications: DigestNotifications,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  async run(): Promise<DigestRunSummary> {
    const until = this.clock.now();
    const day = chinaDateText(chinaDay(until));
    const byTenant = await this.repository.countsSince(new Date(until.getTime() - DAY_MS), until);
    let sent = 0;
    for (const [tenantId, some] of byTenant) {
      const counts = Object.fromEntries(
        LISTING_SYNC_EVENT_OUTCOMES.map((outcome) => [outcome, some[outcome] ?? 0]),
      ) as SyncDigestCounts;
      if (Object.values(counts).every((n) => n === 0)) continue;
      try {
        const outcome = await this.notifications.notify({
          tenantId,
          kind: 'listingSyncDigest',
          dedupeKey: `digest:${tenantId}:${day}`,
          data: { day, until, counts },
        });
        if (outcome.status === 'sent') sent += 1;
      } catch (error) {
        this.log.error({ err: error, tenantId }, 'listing sync digest not sent');
      }
    }
    await this.repository.prune(new Date(until.getTime() - KEEP_MS));
    return { tenants: byTenant.size, sent };
  }
}
