import { PublishStatus } from '@puhuo/domain';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { publishListingCounts, publishTaskItems, publishTasks } from '../../db/schema/index.ts';
import type { ListingFigures } from './publish-ports.ts';

/** how long a publish request's Idempotency-Key answers with the task it made */
export const REQUEST_KEY_HOURS = 24;

export type PublishTaskRow = typeof publishTasks.$inferSelect;
export type PublishItemRow = typeof publishTaskItems.$inferSelect;
export type NewPublishItem = Omit<typeof publishTaskItems.$inferInsert, 'taskId' | 'tenantId'>;

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
}

export interface DetailListFilter {
  taskId: string;
  tenantId: string;
  title?: string;
  status?: 1 | 2;
  skipCount: number;
  maxResultCount: number;
}

const now = sql`clock_timestamp()`;
const msFromNow = (ms: number) => sql`clock_timestamp() + ${Math.round(ms)} * interval '1 millisecond'`;

export class PublishTaskRepository {
  constructor(private readonly db: Db) {}

  /**
   * Writes a task with its items in one transaction. With a request key, the task the same key made
   * within REQUEST_KEY_HOURS is answered instead (`created: false`): a retried or doubled request
   * makes no second task, whichever of two racing requests commits first.
   */
  async createTask(
    task: Omit<typeof publishTasks.$inferInsert, 'totalCount'>,
    items: NewPublishItem[],
    now: Date = new Date(),
  ): Promise<{ task: PublishTaskRow; created: boolean }> {
    return this.db.transaction(async (tx) => {
      const keyed = task.requestKey
        ? and(eq(publishTasks.tenantId, task.tenantId), eq(publishTasks.requestKey, task.requestKey))
        : undefined;
      if (keyed) {
        // a key older than its window is free again
        const stale = new Date(now.getTime() - REQUEST_KEY_HOURS * 3600_000);
        await tx
          .update(publishTasks)
          .set({ requestKey: null })
          .where(and(keyed, lt(publishTasks.creationTime, stale)));
      }
      const [created] = await tx
        .insert(publishTasks)
        .values({ ...task, totalCount: items.length })
        .onConflictDoNothing({
          target: [publishTasks.tenantId, publishTasks.requestKey],
          where: sql`request_key is not null`,
        })
        .returning();
      if (!created) {
        const [first] = keyed ? await tx.select().from(publishTasks).where(keyed) : [];
        if (!first) throw new Error('publish task not created');
        return { task: first, created: false };
      }
      for (let start = 0; start < items.length; start += 500) {
        await tx
          .insert(publishTaskItems)
          .values(
            items.slice(start, start + 500).map((item) => ({ ...item, taskId: created.id, tenantId: task.tenantId })),
          );
      }
      return { task: created, created: true };
    });
  }

  async findTask(tenantId: string, taskId: string): Promise<PublishTaskRow | undefined> {
    const [row] = await this.db
      .select()
      .from(publishTasks)
      .where(and(eq(publishTasks.id, taskId), eq(publishTasks.tenantId, tenantId)));
    return row;
  }

  async findItem(tenantId: string, itemId: string): Promise<PublishItemRow | undefined> {
    const [row] = await this.db
      .select()
      .from(publishTaskItems)
      .where(and(eq(publishTaskItems.id, itemId), eq(publishTaskItems.tenantId, tenantId)));
    return row;
  }

  async failedItems(tenantId: string, taskId: string): Promise<PublishItemRow[]> {
    return this.db
      .select()
      .from(publishTaskItems)
      .where(
        and(
          eq(publishTaskItems.taskId, taskId),
          eq(publishTaskItems.tenantId, tenantId),
          eq(publishTaskItems.status, PublishStatus.Failed),
        ),
      )
      .orderBy(publishTaskItems.seq);
  }

  /**
   * The running (publishing) and succeeded items among those carrying these pair keys: a failed item
   * whose pair is being retried, or was retried with success, is not sent again.
   */
  async pairsInFlightOrListed(keys: string[]) {
    if (keys.length === 0) return [];
    return this.db
      .select({
        taskId: publishTaskItems.taskId,
        idempotencyKey: publishTaskItems.idempotencyKey,
        status: publishTaskItems.status,
      })
      .from(publishTaskItems)
      .where(
        and(
          inArray(publishTaskItems.idempotencyKey, keys),
          inArray(publishTaskItems.status, [PublishStatus.Publishing, PublishStatus.Succeeded]),
        ),
      );
  }

  /** Tasks by id of one tenant (the batches linked to a page of results). */
  async tasksOf(tenantId: string, taskIds: string[]): Promise<PublishTaskRow[]> {
    if (taskIds.length === 0) return [];
    return this.db
      .select()
      .from(publishTasks)
      .where(and(eq(publishTasks.tenantId, tenantId), inArray(publishTasks.id, taskIds)));
  }

  /** The republish batches of these tasks, oldest first. */
  async republishesOf(tenantId: string, taskIds: string[]): Promise<PublishTaskRow[]> {
    if (taskIds.length === 0) return [];
    return this.db
      .select()
      .from(publishTasks)
      .where(and(eq(publishTasks.tenantId, tenantId), inArray(publishTasks.sourceTaskId, taskIds)))
      .orderBy(asc(publishTasks.creationTime), asc(publishTasks.id));
  }

  /** The republished items of these (failed) items, newest first. */
  async retriesOf(tenantId: string, itemIds: string[]) {
    if (itemIds.length === 0) return [];
    return this.db
      .select({
        id: publishTaskItems.id,
        taskId: publishTaskItems.taskId,
        sourceItemId: publishTaskItems.sourceItemId,
        status: publishTaskItems.status,
      })
      .from(publishTaskItems)
      .where(and(eq(publishTaskItems.tenantId, tenantId), inArray(publishTaskItems.sourceItemId, itemIds)))
      .orderBy(desc(publishTaskItems.creationTime), desc(publishTaskItems.seq));
  }

  async listTasks(tenantId: string, skipCount: number, maxResultCount: number) {
    const where = eq(publishTasks.tenantId, tenantId);
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(publishTasks)
        .where(where)
        .orderBy(desc(publishTasks.creationTime), desc(publishTasks.id))
        .offset(skipCount)
        .limit(maxResultCount),
      this.db.select({ n: count() }).from(publishTasks).where(where),
    ]);
    return { totalCount: Number(total?.n ?? 0), items };
  }

  async listItems(filter: DetailListFilter) {
    const conditions: SQL[] = [
      eq(publishTaskItems.taskId, filter.taskId),
      eq(publishTaskItems.tenantId, filter.tenantId),
    ];
    if (filter.status !== undefined) conditions.push(eq(publishTaskItems.status, filter.status));
    if (filter.title) conditions.push(ilike(publishTaskItems.title, `%${escapeLike(filter.title)}%`));
    const where = and(...conditions);
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(publishTaskItems)
        .where(where)
        .orderBy(publishTaskItems.seq)
        .offset(filter.skipCount)
        .limit(filter.maxResultCount),
      this.db.select({ n: count() }).from(publishTaskItems).where(where),
    ]);
    return { totalCount: Number(total?.n ?? 0), items };
  }

  /** The failed items of a task grouped by their reason, most frequent first. */
  async failureReasons(tenantId: string, taskId: string) {
    const n = count();
    return this.db
      .select({ reason: sql<string>`coalesce(${publishTaskItems.reason}, '')`, count: n })
      .from(publishTaskItems)
      .where(
        and(
          eq(publishTaskItems.taskId, taskId),
          eq(publishTaskItems.tenantId, tenantId),
          eq(publishTaskItems.status, PublishStatus.Failed),
        ),
      )
      .groupBy(sql`coalesce(${publishTaskItems.reason}, '')`)
      .orderBy(desc(n));
  }

  /** The goods listed on some shop, a batch at a time in id order (after `after`). */
  async listedGoodsIds(after: string | null, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ goodsId: publishTaskItems.goodsId })
      .from(publishTaskItems)
      .where(
        and(
          eq(publishTaskItems.status, PublishStatus.Succeeded),
          after ? sql`${publishTaskItems.goodsId} > ${after}` : undefined,
        ),
      )
      .orderBy(publishTaskItems.goodsId)
      .limit(limit);
    return rows.map((r) => r.goodsId);
  }

  /** The tenants that listed one of the goods on a shop, once each. */
  async listingHolders(goodsIds: string[]) {
    if (goodsIds.length === 0) return [];
    return this.db
      .selectDistinct({
        tenantId: publishTaskItems.tenantId,
        goodsId: publishTaskItems.goodsId,
        title: publishTaskItems.title,
      })
      .from(publishTaskItems)
      .where(and(inArray(publishTaskItems.goodsId, goodsIds), eq(publishTaskItems.status, PublishStatus.Succeeded)));
  }

  /** Successful publishes of some goods in some shops of the tenant, per (good, shop). */
  async publishedPairs(tenantId: string, goodsIds: string[], shopIds: string[]) {
    if (goodsIds.length === 0 || shopIds.length === 0) return [];
    return this.db
      .select({
        goodsId: publishListingCounts.goodsId,
        shopId: publishListingCounts.shopId,
        successCount: publishListingCounts.successCount,
      })
      .from(publishListingCounts)
      .where(
        and(
          eq(publishListingCounts.tenantId, tenantId),
          inArray(publishListingCounts.goodsId, goodsIds),
          inArray(publishListingCounts.shopId, shopIds),
          gt(publishListingCounts.successCount, 0),
        ),
      );
  }

  /** Successful publishes of some goods per shop of the tenant (one good: the dialog's "已铺货N次"). */
  async publishedShops(tenantId: string, goodsIds: string[]) {
    if (goodsIds.length === 0) return [];
    return this.db
      .select({ shopId: publishListingCounts.shopId, successCount: sum(publishListingCounts.successCount) })
      .from(publishListingCounts)
      .where(and(eq(publishListingCounts.tenantId, tenantId), inArray(publishListingCounts.goodsId, goodsIds)))
      .groupBy(publishListingCounts.shopId)
      .having(sql`sum(${publishListingCounts.successCount}) > 0`);
  }

  /** Every successful publish per shop of the tenant: the shops' `count`. */
  async shopCounts(tenantId: string) {
    return this.db
      .select({ shopId: publishListingCounts.shopId, successCount: sum(publishListingCounts.successCount) })
      .from(publishListingCounts)
      .where(eq(publishListingCounts.tenantId, tenantId))
      .groupBy(publishListingCounts.shopId);
  }

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
          shopId: publishTaskItems.shopId,
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
      if (result.status === PublishStatus.Succeeded) await this.countListing(tx, itemId, item);
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

  async tasksByIds(taskIds: string[]): Promise<PublishTaskRow[]> {
    if (taskIds.length === 0) return [];
    return this.db.select().from(publishTasks).where(inArray(publishTasks.id, taskIds));
  }
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
