import { PublishStatus } from '@puhuo/domain';
import { and, asc, count, desc, eq, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { publishTaskItems, publishTasks } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { unique } from '../../lib/unique.ts';

/** how long a publish request's Idempotency-Key answers with the task it made */
export const REQUEST_KEY_HOURS = 24;

export type PublishTaskRow = typeof publishTasks.$inferSelect;
export type PublishItemRow = typeof publishTaskItems.$inferSelect;
export type NewPublishItem = Omit<typeof publishTaskItems.$inferInsert, 'taskId' | 'tenantId'>;

export interface DetailListFilter {
  taskId: string;
  tenantId: string;
  title?: string;
  status?: 1 | 2;
  skipCount: number;
  maxResultCount: number;
}

/** The publish tasks and their items as the service writes and the results screens read them. */
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

  /** Of these items' pairs: the batch retrying each one now, and the ones listed since by a retry. */
  async retryStates(items: Pick<PublishItemRow, 'idempotencyKey'>[]) {
    const rows = await this.pairsInFlightOrListed(unique(items.map((i) => i.idempotencyKey)));
    const running = new Map<string, string>();
    const listed = new Set<string>();
    for (const row of rows) {
      if (row.status === PublishStatus.Publishing) running.set(row.idempotencyKey, row.taskId);
      else listed.add(row.idempotencyKey);
    }
    return { running, listed };
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

  async tasksByIds(taskIds: string[]): Promise<PublishTaskRow[]> {
    if (taskIds.length === 0) return [];
    return this.db.select().from(publishTasks).where(inArray(publishTasks.id, taskIds));
  }
}
