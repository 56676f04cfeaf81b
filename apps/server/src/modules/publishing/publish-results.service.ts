import {
  fenToYuan,
  formatChinaTime,
  type LinkedTask,
  type PagedResult,
  PUBLISH_TASK_NOT_FOUND,
  type PublishDetailItem,
  type PublishResultItem,
  PublishStatus,
  pageToSkipCount,
} from '@puhuo/domain';
import { notFound } from '../../http/app-error.ts';
import { unique } from '../../lib/unique.ts';
import type { PublishItemRow, PublishTaskRepository, PublishTaskRow } from './publish-task.repository.ts';
import type { PublishedListingsRepository } from './published-listings.repository.ts';

/**
 * The results screens: the batches (tasks) with their republish links, a batch's items, its failures by
 * reason, and the successful publishes per shop.
 */
export class PublishResultsService {
  constructor(
    private readonly repository: PublishTaskRepository,
    private readonly listings: PublishedListingsRepository,
  ) {}

  /** A page of batches, each with the batch it republished and the batches that republished it. */
  async results(tenantId: string, page: number, pageSize: number): Promise<PagedResult<PublishResultItem>> {
    const { totalCount, items } = await this.repository.listTasks(tenantId, pageToSkipCount(page, pageSize), pageSize);
    const sourceIds = unique(items.flatMap((t) => (t.sourceTaskId ? [t.sourceTaskId] : [])));
    const [sources, republishes] = await Promise.all([
      this.repository.tasksOf(tenantId, sourceIds),
      this.repository.republishesOf(
        tenantId,
        items.map((t) => t.id),
      ),
    ]);
    const sourceById = new Map(sources.map((t) => [t.id, linked(t)]));
    return {
      totalCount,
      items: items.map((task) => ({
        ...toResultItem(task),
        sourceTask: task.sourceTaskId ? (sourceById.get(task.sourceTaskId) ?? null) : null,
        republishTasks: republishes.filter((r) => r.sourceTaskId === task.id).map(linked),
      })),
    };
  }

  async details(
    tenantId: string,
    query: { resultId: string; title?: string; status?: 1 | 2; skipCount: number; maxResultCount: number },
  ): Promise<PagedResult<PublishDetailItem>> {
    const task = await this.repository.findTask(tenantId, query.resultId);
    if (!task) throw notFound(PUBLISH_TASK_NOT_FOUND);
    const { totalCount, items } = await this.repository.listItems({
      taskId: task.id,
      tenantId,
      title: query.title || undefined,
      status: query.status,
      skipCount: query.skipCount,
      maxResultCount: query.maxResultCount,
    });
    // each failed item with its latest republish, so the details show where the retry went
    const failedIds = items.filter((i) => i.status === PublishStatus.Failed).map((i) => i.id);
    const retries = await this.repository.retriesOf(tenantId, failedIds);
    const latest = new Map<string, { taskId: string; publishStatus: 0 | 1 | 2 }>();
    for (const retry of retries) {
      if (retry.sourceItemId && !latest.has(retry.sourceItemId)) {
        latest.set(retry.sourceItemId, { taskId: retry.taskId, publishStatus: retry.status as 0 | 1 | 2 });
      }
    }
    return {
      totalCount,
      items: items.map((item) => ({
        ...toDetailItem(item),
        sourceTaskId: item.sourceItemId ? task.sourceTaskId : null,
        republish: latest.get(item.id) ?? null,
      })),
    };
  }

  /** The failures of a task by reason, and how many of them may still be republished (not listed since). */
  async failureReasons(tenantId: string, taskId: string) {
    const task = await this.repository.findTask(tenantId, taskId);
    if (!task) throw notFound(PUBLISH_TASK_NOT_FOUND);
    const [rows, failed] = await Promise.all([
      this.repository.failureReasons(tenantId, taskId),
      this.repository.failedItems(tenantId, taskId),
    ]);
    const { running, listed } = await this.repository.retryStates(failed);
    const republishable = failed.filter(
      (item) => !listed.has(item.idempotencyKey) && !running.has(item.idempotencyKey),
    ).length;
    return { items: rows.map((r) => ({ reason: r.reason, count: Number(r.count) })), republishable };
  }

  /** One batch as the results list shows it, with its links. */
  async result(tenantId: string, taskId: string): Promise<PublishResultItem> {
    const task = await this.repository.findTask(tenantId, taskId);
    if (!task) throw notFound(PUBLISH_TASK_NOT_FOUND);
    const [sources, republishes] = await Promise.all([
      this.repository.tasksOf(tenantId, task.sourceTaskId ? [task.sourceTaskId] : []),
      this.repository.republishesOf(tenantId, [task.id]),
    ]);
    return {
      ...toResultItem(task),
      sourceTask: sources[0] ? linked(sources[0]) : null,
      republishTasks: republishes.map(linked),
    };
  }

  async publishedShops(tenantId: string, goodsId: string) {
    const counts = await this.listings.publishCounts(tenantId, [goodsId]);
    return { items: [...counts].map(([shopId, successCount]) => ({ shopId, successCount })) };
  }

  /** Successful publishes of these goods per shop (the dialog's note), or of everything (the shops' count). */
  async publishCounts(tenantId: string, goodsIds: string[] | null): Promise<Map<string, number>> {
    return goodsIds ? this.listings.publishCounts(tenantId, goodsIds) : this.listings.shopCounts(tenantId);
  }
}

const linked = (task: PublishTaskRow): LinkedTask => ({
  id: task.id,
  creationTimeFormat: formatChinaTime(task.creationTime),
});

function toResultItem(task: PublishTaskRow): Omit<PublishResultItem, 'sourceTask' | 'republishTasks'> {
  return {
    id: task.id,
    creationTimeFormat: formatChinaTime(task.creationTime),
    orderStations: task.orderStations,
    totalCount: task.totalCount,
    successCount: task.successCount,
    failCount: task.failCount,
    isPublishing: task.successCount + task.failCount < task.totalCount,
    creatorName: task.creatorName,
  };
}

function toDetailItem(item: PublishItemRow): Omit<PublishDetailItem, 'sourceTaskId' | 'republish'> {
  return {
    id: item.id,
    goodsId: item.goodsId,
    imgUrl: item.imgUrl,
    title: item.title,
    minPrice: item.minPriceFen === null ? null : fenToYuan(item.minPriceFen),
    maxPrice: item.maxPriceFen === null ? null : fenToYuan(item.maxPriceFen),
    stock: item.stock,
    orderStation: item.station,
    shopId: item.shopId,
    shopName: item.shopName,
    publishStatus: item.status as 0 | 1 | 2,
    reason: item.reason,
    platformListingId: item.platformListingId,
  };
}
