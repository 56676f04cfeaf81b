import { PublishStatus } from '@puhuo/domain';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { listings, publishListingCounts, publishTaskItems, publishTasks } from '../../db/schema/index.ts';
import type { ListingFigures, ListingRecord } from './publish-ports.ts';
import type { PublishItemRow } from './publish-task.repository.ts';

const taskCounters = {
  taskId: publishTasks.id,
  tenantId: publishTasks.tenantId,
  creatorUserId: publishTasks.creatorUserId,
  totalCount: publishTasks.totalCount,
  successCount: publishTasks.successCount,
  failCount: publishTasks.failCount,
};
export interface TaskCounters {
  taskId: string;
  tenantId: string;
  /** the operator who published the task */
  creatorUserId: string;
  totalCount: number;
  successCount: number;
  failCount: number;
  /** this change finished the task: its last item settled (a task's counts only ever move forward) */
  justFinished: boolean;
}

export interface ItemResult {
  status: typeof PublishStatus.Failed | typeof PublishStatus.Succeeded;
  reason: string | null;
  platformListingId?: string | null;
  figures?: ListingFigures;
  /** what the listings registry keeps of the listing a success made */
  listing?: ListingRecord;
}

const now = sql`clock_timestamp()`;
const msFromNow = (ms: number) => sql`clock_timestamp() + ${Math.round(ms)} * interval '1 millisecond'`;

/**
 * The engine's side of the publish items: claiming due items of a lane under a lease, putting them back,
 * and settling each one exactly once with its task's counters.
 */
export class PublishQueueRepository {
  constructor(private readonly db: Db) {}

  /**
   * Claims up to `limit` due items of a lane for `owner` until the lease ends. Rows leased by a live
   * worker are skipped; rows whose lease ran out (a crashed worker) are due again.
   */
  async claimDue(station: number, limit: number, owner: string, leaseMs: number): Promise<PublishItemRow[]> {
    if (limit <= 0) return [];
    const due = this.db
      .select({ id: publishTaskItems.id })
      .from(publishTaskItems)
      .where(
        and(
          eq(publishTaskItems.status, PublishStatus.Publishing),
          eq(publishTaskItems.station, station),
          sql`${publishTaskItems.nextAttemptAt} <= ${now}`,
          or(isNull(publishTaskItems.leaseUntil), lt(publishTaskItems.leaseUntil, now)),
        ),
      )
      .orderBy(publishTaskItems.nextAttemptAt, publishTaskItems.seq)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(publishTaskItems)
      .set({ leaseOwner: owner, leaseUntil: msFromNow(leaseMs), attempts: sql`${publishTaskItems.attempts} + 1` })
      .where(inArray(publishTaskItems.id, due))
      .returning();
  }

  async renewLeases(itemIds: string[], owner: string, leaseMs: number): Promise<void> {
    if (itemIds.length === 0) return;
    await this.db
      .update(publishTaskItems)
      .set({ leaseUntil: msFromNow(leaseMs) })
      .where(and(inArray(publishTaskItems.id, itemIds), eq(publishTaskItems.leaseOwner, owner)));
  }

  /** Gives claimed items back untouched (the worker is stopping). */
  async release(itemIds: string[], owner: string): Promise<void> {
    if (itemIds.length === 0) return;
    await this.db
      .update(publishTaskItems)
      .set({ leaseOwner: null, leaseUntil: null, attempts: sql`greatest(${publishTaskItems.attempts} - 1, 0)` })
      .where(and(inArray(publishTaskItems.id, itemIds), eq(publishTaskItems.leaseOwner, owner)));
  }

  /** Puts a claimed item back for a later attempt. `countAttempt: false` for rate limits. */
  async reschedule(itemId: string, owner: string, delayMs: number, options: { countAttempt: boolean }) {
    await this.db
      .update(publishTaskItems)
      .set({
        nextAttemptAt: msFromNow(delayMs),
        leaseOwner: null,
        leaseUntil: null,
        ...(options.countAttempt ? {} : { attempts: sql`greatest(${publishTaskItems.attempts} - 1, 0)` }),
      })
      .where(
        and(
          eq(publishTaskItems.id, itemId),
          eq(publishTaskItems.leaseOwner, owner),
          eq(publishTaskItems.status, PublishStatus.Publishing),
        ),
      );
  }

  /**
   * Records an item's outcome once, with its task's counters, in one transaction. A success raises the
   * (shop, good) publish count, once per listing: a republish that found the listing an earlier attempt
   * of the pair made (same key) does not count it again. A republished item never touches the failed
   * item it retried: that batch keeps its history. Returns the counters of the task, or an empty list
   * when the item was already settled (another worker got there first).
   */
  async settle(itemId: string, result: ItemResult): Promise<TaskCounters[]> {
    const fields = {
      status: result.status,
      reason: result.reason,
      platformListingId: result.platformListingId ?? null,
      minPriceFen: result.figures?.minPriceFen,
      maxPriceFen: result.figures?.maxPriceFen,
      stock: result.figures?.stock,
      finishedAt: now,
    };
    return this.db.transaction(async (tx) => {
      const [item] = await tx
        .update(publishTaskItems)
        .set({ ...fields, leaseOwner: null, leaseUntil: null })
        .where(and(eq(publishTaskItems.id, itemId), eq(publishTaskItems.status, PublishStatus.Publishing)))
        .returning({
          taskId: publishTaskItems.taskId,
          tenantId: publishTaskItems.tenantId,
          goodsId: publishTaskItems.goodsId,
          goodsTenantId: publishTaskItems.goodsTenantId,
          shopId: publishTaskItems.shopId,
          station: publishTaskItems.station,
          idempotencyKey: publishTaskItems.idempotencyKey,
          sourceItemId: publishTaskItems.sourceItemId,
        });
      if (!item) return [];
      const counted = result.status === PublishStatus.Succeeded ? 'successCount' : 'failCount';
      const [task] = await tx
        .update(publishTasks)
        .set({
          [counted]: sql`${publishTasks[counted]} + 1`,
          finishedAt: sql`case when ${publishTasks.finishedAt} is null and ${publishTasks.successCount} + ${publishTasks.failCount} + 1 >= ${publishTasks.totalCount} then ${now} else ${publishTasks.finishedAt} end`,
        })
        .where(eq(publishTasks.id, item.taskId))
        .returning(taskCounters);
      if (result.status === PublishStatus.Succeeded) {
        await this.countListing(tx, itemId, item);
        if (result.platformListingId) await this.registerListing(tx, itemId, item, result, result.platformListingId);
      }
      // each settled item adds exactly one to its task's counts, so they reach the total exactly once
      return task ? [{ ...task, justFinished: task.successCount + task.failCount === task.totalCount }] : [];
    });
  }

  /** Raises the (shop, good) count for a new listing; a pair's key succeeding again is the same listing. */
  private async countListing(
    tx: Db,
    itemId: string,
    item: { tenantId: string; shopId: string; goodsId: string; idempotencyKey: string; sourceItemId: string | null },
  ): Promise<void> {
    // retries of one pair share its key: two of them settling at once take turns here
    if (item.sourceItemId) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${item.idempotencyKey}))`);
    const [earlier] = await tx
      .select({ id: publishTaskItems.id })
      .from(publishTaskItems)
      .where(
        and(
          eq(publishTaskItems.idempotencyKey, item.idempotencyKey),
          eq(publishTaskItems.status, PublishStatus.Succeeded),
          ne(publishTaskItems.id, itemId),
        ),
      )
      .limit(1);
    if (earlier) return;
    await tx
      .insert(publishListingCounts)
      .values({ tenantId: item.tenantId, shopId: item.shopId, goodsId: item.goodsId, successCount: 1 })
      .onConflictDoUpdate({
        target: [publishListingCounts.shopId, publishListingCounts.goodsId],
        set: { successCount: sql`${publishListingCounts.successCount} + 1` },
      });
  }

  /**
   * Enters the listing into the registry (once: a republish that found the listing an earlier attempt
   * made finds it entered).
   */
  private async registerListing(
    tx: Db,
    itemId: string,
    item: {
      tenantId: string;
      shopId: string;
      station: number;
      goodsId: string;
      goodsTenantId: string;
      idempotencyKey: string;
    },
    result: ItemResult,
    platformListingId: string,
  ): Promise<void> {
    await tx
      .insert(listings)
      .values({
        tenantId: item.tenantId,
        shopId: item.shopId,
        station: item.station,
        goodsId: item.goodsId,
        goodsTenantId: item.goodsTenantId,
        platformListingId,
        merchantCode: item.idempotencyKey,
        publishItemId: itemId,
        skus: result.listing?.skus ?? [],
        priceRule: result.listing?.priceRule ?? null,
        minPriceFen: result.figures?.minPriceFen ?? null,
        maxPriceFen: result.figures?.maxPriceFen ?? null,
        stock: result.figures?.stock ?? null,
        status: result.listing?.status ?? 'onSale',
        publishedAt: now,
      })
      .onConflictDoNothing({ target: [listings.shopId, listings.platformListingId] });
  }

  /** The embedded database serves one process: at its start no other worker can hold a lease. */
  async releaseAllLeases(): Promise<void> {
    await this.db
      .update(publishTaskItems)
      .set({ leaseOwner: null, leaseUntil: null })
      .where(eq(publishTaskItems.status, PublishStatus.Publishing));
  }

  /** Lanes with pending items, and how long until the first of them is due (0 when due now). */
  async pendingLanes(): Promise<{ station: number; dueInMs: number }[]> {
    const rows = await this.db
      .select({
        station: publishTaskItems.station,
        dueInMs: sql<number>`greatest(0, extract(epoch from (min(greatest(${publishTaskItems.nextAttemptAt}, coalesce(${publishTaskItems.leaseUntil}, ${publishTaskItems.nextAttemptAt}))) - clock_timestamp())) * 1000)::float8`,
      })
      .from(publishTaskItems)
      .where(eq(publishTaskItems.status, PublishStatus.Publishing))
      .groupBy(publishTaskItems.station);
    return rows.map((r) => ({ station: r.station, dueInMs: Number(r.dueInMs) }));
  }
}
