import { randomUUID } from 'node:crypto';
import {
  fenToYuan,
  formatChinaTime,
  NO_FAILED_ITEMS,
  ONLY_FAILED_REPUBLISH,
  type PagedResult,
  PHONE_BINDING_REQUIRED,
  PreflightReason,
  PUBLISH_ITEM_NOT_FOUND,
  PUBLISH_TASK_NOT_FOUND,
  type PublishDetailItem,
  type PublishProgress,
  type PublishRequest,
  type PublishResultItem,
  SHOPS_NOT_PUBLISHABLE,
} from '@puhuo/domain';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { CurrentUser } from '../identity/access-token.service.ts';
import { progressOf } from './publish-engine.ts';
import type { GoodsDirectory, ShopDirectory } from './publish-ports.ts';
import {
  type NewPublishItem,
  PUBLISH_STATUS,
  type PublishItemRow,
  type PublishTaskRepository,
  type PublishTaskRow,
} from './publish-task.repository.ts';

/** Delivers new work to the workers: a durable job for any instance, and a wake-up for this one. */
export interface PublishDispatch {
  dispatch(taskId: string, stations: number[]): Promise<void>;
}

export interface PublishAccountCheck {
  /** publishing needs a bound phone (spec doc 2 §4) */
  hasBoundPhone(user: CurrentUser): Promise<boolean>;
}

/** Plans pairs before publishing: prices, margin and problems (the listing publisher). */
export interface PublishPlanner {
  planMany(
    tenantId: string,
    goodsIds: string[],
    shopIds: string[],
  ): Promise<
    {
      goodsId: string;
      shopId: string;
      problems: string[];
      figures: { minPriceFen: number; maxPriceFen: number; stock: number } | null;
      marginFen: { min: number; max: number } | null;
    }[]
  >;
}

export interface PairPreflight {
  goodsId: string;
  shopId: string;
  problems: string[];
  minPrice: number | null;
  maxPrice: number | null;
  stock: number | null;
  minMargin: number | null;
  maxMargin: number | null;
  publishedCount: number;
}

const itemKey = (id: string) => id.replaceAll('-', '');

export class PublishTaskService {
  constructor(
    private readonly repository: PublishTaskRepository,
    private readonly shops: ShopDirectory,
    private readonly goods: GoodsDirectory,
    private readonly accounts: PublishAccountCheck,
    private readonly dispatcher: PublishDispatch,
    private readonly planner: PublishPlanner,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** What each (good, shop) pair would come to, and what to fix first, before anything is sent. */
  async preflight(user: CurrentUser, request: PublishRequest): Promise<{ items: PairPreflight[] }> {
    const shopIds = unique(request.shopInfos.map((s) => s.shopId));
    const goodsIds = unique(request.items.map((i) => i.goodId));
    await this.chosen(user.tenantId, shopIds, goodsIds);
    const [plans, published] = await Promise.all([
      this.planner.planMany(user.tenantId, goodsIds, shopIds),
      this.repository.publishedPairs(user.tenantId, goodsIds, shopIds),
    ]);
    const publishedCount = new Map(published.map((p) => [`${p.goodsId}|${p.shopId}`, p.successCount]));
    const yuan = (fen: number | undefined) => (fen === undefined ? null : fenToYuan(fen));
    return {
      items: plans.map((plan) => ({
        goodsId: plan.goodsId,
        shopId: plan.shopId,
        problems: plan.problems,
        minPrice: yuan(plan.figures?.minPriceFen),
        maxPrice: yuan(plan.figures?.maxPriceFen),
        stock: plan.figures?.stock ?? null,
        minMargin: yuan(plan.marginFen?.min),
        maxMargin: yuan(plan.marginFen?.max),
        // listed there before: publishing again makes another listing, so the dialog asks first
        publishedCount: publishedCount.get(`${plan.goodsId}|${plan.shopId}`) ?? 0,
      })),
    };
  }

  /**
   * The chosen shops and goods, every one of them the tenant's to publish: a shop of another tenant,
   * or one that cannot receive listings, and a good the tenant cannot see answer 404 (naming no id).
   */
  private async chosen(tenantId: string, shopIds: string[], goodsIds: string[]) {
    const [shops, goods] = await Promise.all([
      this.shops.publishableShops(tenantId, shopIds),
      this.goods.publishableGoods(tenantId, goodsIds),
    ]);
    if (shops.length !== shopIds.length) throw notFound(SHOPS_NOT_PUBLISHABLE);
    if (goods.length !== goodsIds.length) throw notFound(PreflightReason.goodMissing);
    return { shops, goods };
  }

  /**
   * Writes the task and one item per (good, shop) in one transaction, then queues it. The same
   * `requestKey` (the client's Idempotency-Key) within 24 hours answers the first task again.
   */
  async publish(user: CurrentUser, request: PublishRequest, requestKey?: string): Promise<{ taskId: string }> {
    if (!(await this.accounts.hasBoundPhone(user))) throw forbidden(PHONE_BINDING_REQUIRED, 'PhoneRequired');
    const shopIds = unique(request.shopInfos.map((s) => s.shopId));
    const goodsIds = unique(request.items.map((i) => i.goodId));
    const { shops, goods } = await this.chosen(user.tenantId, shopIds, goodsIds);
    const goodsById = new Map(goods.map((g) => [g.goodsId, g]));
    const shopById = new Map(shops.map((s) => [s.shopId, s]));

    const items: NewPublishItem[] = [];
    for (const goodsId of goodsIds) {
      const good = goodsById.get(goodsId);
      if (!good) continue;
      for (const shopId of shopIds) {
        const shop = shopById.get(shopId);
        if (!shop) continue;
        const id = randomUUID();
        items.push({
          id,
          seq: items.length,
          goodsId: good.goodsId,
          goodsTenantId: good.goodsTenantId,
          shopId: shop.shopId,
          shopName: shop.shopName,
          station: shop.station,
          idempotencyKey: itemKey(id),
          title: good.title,
          imgUrl: good.imgUrl,
        });
      }
    }
    const { task, created } = await this.repository.createTask(
      {
        tenantId: user.tenantId,
        creatorUserId: user.userId,
        creatorName: user.userName,
        market: request.market,
        orderStations: unique(shops.map((s) => s.station)).sort((a, b) => a - b),
        requestKey: requestKey ?? null,
      },
      items,
      this.now(),
    );
    // a repeated request: the first one queued the task (or a restart resumes it)
    if (created) await this.dispatcher.dispatch(task.id, task.orderStations);
    return { taskId: task.id };
  }

  /**
   * Retries one failed item in a task of its own. The new item carries the failed one's idempotency
   * key, so a listing that did reach the platform is found rather than made twice. A second click
   * while the retry runs returns the running task.
   */
  async republishOne(user: CurrentUser, itemId: string): Promise<{ taskId: string }> {
    const item = await this.repository.findItem(user.tenantId, itemId);
    if (!item) throw notFound(PUBLISH_ITEM_NOT_FOUND);
    if (item.status !== PUBLISH_STATUS.failed) throw badRequest(ONLY_FAILED_REPUBLISH, 'NotFailed');
    return this.republish(user, [item], item.taskId);
  }

  /** Retries every failed item of a task at once (after the distributor fixed the cause). */
  async republishFailed(user: CurrentUser, taskId: string): Promise<{ taskId: string }> {
    const task = await this.repository.findTask(user.tenantId, taskId);
    if (!task) throw notFound(PUBLISH_TASK_NOT_FOUND);
    const failed = await this.repository.failedItems(user.tenantId, taskId);
    if (failed.length === 0) throw badRequest(NO_FAILED_ITEMS, 'NoFailedItems');
    return this.republish(user, failed, taskId);
  }

  private async republish(user: CurrentUser, sources: PublishItemRow[], sourceTaskId: string) {
    const running = await this.repository.runningRetries(sources.map((s) => s.id));
    const [first] = running;
    if (first && running.length === sources.length) return { taskId: first.taskId };
    const busy = new Set(running.map((r) => r.sourceItemId));
    const items: NewPublishItem[] = sources
      .filter((source) => !busy.has(source.id))
      .map((source, seq) => ({
        id: randomUUID(),
        seq,
        goodsId: source.goodsId,
        goodsTenantId: source.goodsTenantId,
        shopId: source.shopId,
        shopName: source.shopName,
        station: source.station,
        idempotencyKey: source.idempotencyKey,
        title: source.title,
        imgUrl: source.imgUrl,
        sourceItemId: source.id,
      }));
    const stations = unique(items.map((i) => i.station));
    const { task } = await this.repository.createTask(
      {
        tenantId: user.tenantId,
        creatorUserId: user.userId,
        creatorName: user.userName,
        market: 2,
        orderStations: stations,
        sourceTaskId,
      },
      items,
      this.now(),
    );
    await this.dispatcher.dispatch(task.id, stations);
    return { taskId: task.id };
  }

  async progress(tenantId: string, taskId: string): Promise<PublishProgress> {
    const task = await this.repository.findTask(tenantId, taskId);
    if (!task) throw notFound(PUBLISH_TASK_NOT_FOUND);
    return {
      progress: progressOf(task),
      totalCount: task.totalCount,
      successCount: task.successCount,
      failCount: task.failCount,
    };
  }

  async results(tenantId: string, page: number, pageSize: number): Promise<PagedResult<PublishResultItem>> {
    const { totalCount, items } = await this.repository.listTasks(tenantId, (page - 1) * pageSize, pageSize);
    return { totalCount, items: items.map(toResultItem) };
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
    return { totalCount, items: items.map(toDetailItem) };
  }

  async failureReasons(tenantId: string, taskId: string) {
    const task = await this.repository.findTask(tenantId, taskId);
    if (!task) throw notFound(PUBLISH_TASK_NOT_FOUND);
    const rows = await this.repository.failureReasons(tenantId, taskId);
    return { items: rows.map((r) => ({ reason: r.reason, count: Number(r.count) })) };
  }

  async publishedShops(tenantId: string, goodsId: string) {
    const rows = await this.repository.publishedShops(tenantId, goodsId);
    return { items: rows.map((r) => ({ shopId: r.shopId, successCount: Number(r.successCount) })) };
  }
}

function toResultItem(task: PublishTaskRow): PublishResultItem {
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

function toDetailItem(item: PublishItemRow): PublishDetailItem {
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
  };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
