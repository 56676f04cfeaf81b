import { randomUUID } from 'node:crypto';
import {
  ALL_FAILURES_REPUBLISHED,
  ALREADY_REPUBLISHED,
  belowCostRefused,
  fenToYuan,
  NO_FAILED_ITEMS,
  ONLY_FAILED_REPUBLISH,
  type PairPreflight,
  PHONE_BINDING_REQUIRED,
  PreflightReason,
  PUBLISH_ITEM_NOT_FOUND,
  PUBLISH_TASK_NOT_FOUND,
  type PublishCategory,
  type PublishProgress,
  type PublishRequest,
  PublishStatus,
  QUICK_PUBLISH_MARKET,
  SHOPS_NOT_PUBLISHABLE,
} from '@puhuo/domain';
import { badRequest, forbidden, notFound } from '../../http/app-error.ts';
import { unique } from '../../lib/unique.ts';
import type { CurrentUser } from '../identity/index.ts';
import { progressOf } from './publish-engine.ts';
import type { GoodsDirectory, ShopDirectory } from './publish-ports.ts';
import type { NewPublishItem, PublishItemRow, PublishTaskRepository } from './publish-task.repository.ts';
import type { PublishedListingsRepository } from './published-listings.repository.ts';

/** Delivers new work to the workers: a durable job for any instance, and a wake-up for this one. */
export interface PublishDispatch {
  dispatch(taskId: string, stations: number[]): Promise<void>;
}

export interface PublishAccountCheck {
  /** publishing needs a bound phone (spec doc 2 §4) */
  hasBoundPhone(user: CurrentUser): Promise<boolean>;
}

/** What the planner makes of one (good, shop) pair before publishing. */
export interface PlannedPair {
  goodsId: string;
  shopId: string;
  problems: string[];
  figures: { minPriceFen: number; maxPriceFen: number; stock: number } | null;
  marginFen: { min: number; max: number } | null;
  /** some SKU's price is under its supply price plus the platform's fee on the sale */
  belowCost: { priceFen: number; costFen: number } | null;
  /** what the good is published as; asked only for the dialog (`withCategories`) */
  category?: PublishCategory | null;
  /** the template's manual category and the category of ours it was chosen for, when manual */
  manualCategory?: { name: string; chosenFor: string | null } | null;
}

/** Plans pairs before publishing: prices, margin and problems (the listing publisher). */
export interface PublishPlanner {
  planMany(
    tenantId: string,
    goodsIds: string[],
    shopIds: string[],
    options?: { withCategories?: boolean },
  ): Promise<PlannedPair[]>;
}

const itemKey = (id: string) => id.replaceAll('-', '');

export class PublishTaskService {
  constructor(
    private readonly repository: PublishTaskRepository,
    private readonly listings: PublishedListingsRepository,
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
      this.planner.planMany(user.tenantId, goodsIds, shopIds, { withCategories: true }),
      this.listings.publishedPairs(user.tenantId, goodsIds, shopIds),
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
        belowCost: plan.belowCost
          ? { price: fenToYuan(plan.belowCost.priceFen), cost: fenToYuan(plan.belowCost.costFen) }
          : null,
        category: plan.category ?? null,
        manualCategory: plan.manualCategory ?? null,
      })),
    };
  }

  /**
   * Refuses a publish that would sell goods below their cost (supply price plus the platform's fee) in
   * a chosen shop unless the distributor confirmed each such good; names them (400). Pairs that fail
   * preflight for another reason are recorded with that reason as before, not refused here.
   */
  private async assertCostsConfirmed(
    tenantId: string,
    request: PublishRequest,
    goods: { goodsId: string; title: string }[],
    shopIds: string[],
  ): Promise<void> {
    const confirmed = new Set(request.items.filter((i) => i.belowCostConfirmed).map((i) => i.goodId));
    const goodsIds = goods.map((g) => g.goodsId).filter((id) => !confirmed.has(id));
    if (goodsIds.length === 0) return;
    const plans = await this.planner.planMany(tenantId, goodsIds, shopIds);
    const losing = new Set(plans.filter((p) => p.belowCost && p.problems.length === 0).map((p) => p.goodsId));
    if (losing.size === 0) return;
    const titles = goods.filter((g) => losing.has(g.goodsId)).map((g) => g.title);
    throw badRequest(belowCostRefused(titles), 'BelowCost');
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
    await this.assertCostsConfirmed(
      user.tenantId,
      request,
      goodsIds.flatMap((id) => goods.filter((g) => g.goodsId === id)),
      shopIds,
    );
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
   * Retries one failed item in a batch (task) of its own, linked to the batch it came from; that batch
   * keeps the failure as it was. The new item carries the failed one's idempotency key, so a listing that
   * did reach the platform is found rather than made twice. A second click while the retry runs returns
   * the running batch; a failure whose pair has been republished with success is not sent again.
   */
  async republishOne(user: CurrentUser, itemId: string): Promise<{ taskId: string }> {
    const item = await this.repository.findItem(user.tenantId, itemId);
    if (!item) throw notFound(PUBLISH_ITEM_NOT_FOUND);
    if (item.status !== PublishStatus.Failed) throw badRequest(ONLY_FAILED_REPUBLISH, 'NotFailed');
    const { running, listed } = await this.repository.retryStates([item]);
    if (listed.has(item.idempotencyKey)) throw badRequest(ALREADY_REPUBLISHED, 'AlreadyRepublished');
    const runningTask = running.get(item.idempotencyKey);
    if (runningTask) return { taskId: runningTask };
    return this.republish(user, [item], item.taskId);
  }

  /** Retries every failed item of a task at once (after the distributor fixed the cause), in a new batch. */
  async republishFailed(user: CurrentUser, taskId: string): Promise<{ taskId: string }> {
    const task = await this.repository.findTask(user.tenantId, taskId);
    if (!task) throw notFound(PUBLISH_TASK_NOT_FOUND);
    const failed = await this.repository.failedItems(user.tenantId, taskId);
    if (failed.length === 0) throw badRequest(NO_FAILED_ITEMS, 'NoFailedItems');
    const { running, listed } = await this.repository.retryStates(failed);
    const open = failed.filter((item) => !listed.has(item.idempotencyKey));
    if (open.length === 0) throw badRequest(ALL_FAILURES_REPUBLISHED, 'AlreadyRepublished');
    const idle = open.filter((item) => !running.has(item.idempotencyKey));
    // every open failure is being retried already: that batch is the answer
    const [first] = open;
    if (idle.length === 0 && first) return { taskId: running.get(first.idempotencyKey) as string };
    return this.republish(user, idle, taskId);
  }

  private async republish(user: CurrentUser, sources: PublishItemRow[], sourceTaskId: string) {
    const items: NewPublishItem[] = sources.map((source, seq) => ({
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
    const stations = unique(items.map((i) => i.station)).sort((a, b) => a - b);
    const { task } = await this.repository.createTask(
      {
        tenantId: user.tenantId,
        creatorUserId: user.userId,
        creatorName: user.userName,
        market: QUICK_PUBLISH_MARKET,
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
}
