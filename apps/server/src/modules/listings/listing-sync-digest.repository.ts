import { and, countDistinct, gt, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type ListingSyncEventOutcome, listingSyncEvents } from '../../db/schema/index.ts';

export type SyncDigestCounts = Record<ListingSyncEventOutcome, number>;

/** The sync's outcomes as the listings' triggers noted them (migration 0025). */
export class ListingSyncDigestRepository {
  constructor(private readonly db: Db) {}

  /** Per tenant, how many listings met each outcome in (since, until]; tenants with none are absent. */
  async countsSince(since: Date, until: Date): Promise<Map<string, Partial<SyncDigestCounts>>> {
    const rows = await this.db
      .select({
        tenantId: listingSyncEvents.tenantId,
        outcome: listingSyncEvents.outcome,
        listings: countDistinct(listingSyncEvents.listingId),
      })
      .from(listingSyncEvents)
      .where(and(gt(listingSyncEvents.at, since), lte(listingSyncEvents.at, until)))
      .groupBy(listingSyncEvents.tenantId, listingSyncEvents.outcome);
    const byTenant = new Map<string, Partial<SyncDigestCounts>>();
    for (const row of rows) {
      const counts = byTenant.get(row.tenantId) ?? {};
      counts[row.outcome] = Number(row.listings);
      byTenant.set(row.tenantId, counts);
    }
    return byTenant;
  }

  /** Forgets the outcomes noted before `before`. */
  async prune(before: Date): Promise<void> {
    await this.db.delete(listingSyncEvents).where(lt(listingSyncEvents.at, before));
  }
}
