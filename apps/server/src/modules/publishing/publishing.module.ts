import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { withoutPddPage } from '../../http/pdd-page-context.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { briefReason, DependencyState } from '../../lib/dependency-state.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { GoodsRepository } from '../catalogue/goods.repository.ts';
import type { GoodsService } from '../catalogue/goods.service.ts';
import type { MarketRepository } from '../catalogue/market.repository.ts';
import { PublishSourceService } from '../catalogue/publish-source.service.ts';
import type { CurrentUser } from '../identity/access-token.service.ts';
import type { NotificationService } from '../messages/notification.service.ts';
import type { ShopAccessService } from '../shops/shop-access.service.ts';
import type { PublishTemplateService } from '../templates/publish-template.service.ts';
import { CategoryMatcher, type CategoryTreeSource } from './category-matcher.ts';
import { DatabaseLaneLimiter, MemoryLaneLimiter } from './lane-limiter.ts';
import { ListingPublisher } from './listing-publisher.ts';
import { DEFAULT_ENGINE_OPTIONS, PublishEngine, progressOf } from './publish-engine.ts';
import { PublishTaskRepository, type TaskCounters } from './publish-task.repository.ts';
import { PublishTaskService } from './publish-task.service.ts';

export const PUBLISH_DISPATCH_JOB = 'publish-dispatch';

interface PublishingDependencies {
  database: Database;
  /** the app's time (tests move it) */
  now: () => Date;
  hub: RealtimeHub;
  notifications: NotificationService;
  shopAccess: ShopAccessService;
  templates: PublishTemplateService;
  /** the platforms' category trees, cached by the templates module */
  categoryTrees: CategoryTreeSource;
  goods: GoodsService;
  goodsRepository: GoodsRepository;
  marketRepository: MarketRepository;
  hasBoundPhone(user: CurrentUser): Promise<boolean>;
  /** makes a stored image path absolute for the platforms to fetch */
  assetUrl(path: string): string;
  log: FastifyBaseLogger;
}

/** The publishing module: tasks, the engine that runs them, and the listing publisher behind it. */
export function createPublishing(deps: PublishingDependencies) {
  const { database, hub, notifications } = deps;
  const repository = new PublishTaskRepository(database.db);
  const publisher = new ListingPublisher(
    deps.shopAccess,
    deps.templates,
    new PublishSourceService(deps.goodsRepository, deps.marketRepository),
    new CategoryMatcher(deps.categoryTrees),
    deps.assetUrl,
  );
  const singleProcess = database.kind === 'pglite';
  const engine = new PublishEngine(
    repository,
    publisher,
    singleProcess ? new MemoryLaneLimiter() : new DatabaseLaneLimiter(database.db),
    {
      onProgress: (task: TaskCounters) => {
        const progress = progressOf(task);
        const data = {
          taskId: task.taskId,
          progress,
          totalCount: task.totalCount,
          successCount: task.successCount,
          failCount: task.failCount,
          at: Date.now(),
        };
        hub.publish({ tenantId: task.tenantId }, 'Progress', data).catch(() => {});
        // once per task, when its last item settles; to the operator who published it
        if (task.justFinished) {
          notifications
            .notify({
              tenantId: task.tenantId,
              userId: task.creatorUserId,
              kind: 'publishFinished',
              dedupeKey: `task:${task.taskId}`,
              data: {
                taskId: task.taskId,
                successCount: task.successCount,
                failCount: task.failCount,
                finishedAt: new Date().toISOString(),
              },
            })
            .catch((error: unknown) =>
              deps.log.error({ taskId: task.taskId, reason: briefReason(error) }, 'publish-result message not sent'),
            );
        }
      },
    },
    { ...DEFAULT_ENGINE_OPTIONS, singleProcess },
    new DependencyState('publish engine', deps.log),
  );

  let queue: JobQueue | null = null;
  const tasks = new PublishTaskService(
    repository,
    deps.shopAccess,
    deps.goods,
    { hasBoundPhone: deps.hasBoundPhone },
    {
      async dispatch(taskId, stations) {
        // the workers woken here run on after the request: they must not carry its pdd page
        withoutPddPage(() => engine.wake(stations));
        // any instance that runs workers picks the work up, this one included
        await queue?.send(PUBLISH_DISPATCH_JOB, { taskId, stations });
      },
    },
    publisher,
    deps.now,
  );

  return {
    repository,
    publisher,
    engine,
    tasks,
    /** what the shops module shows of publishing: successful publishes per shop (its `count`) */
    listingFacts: {
      publishCounts: (tenantId: string, goodsIds: string[]) => tasks.publishCounts(tenantId, goodsIds),
      shopCounts: (tenantId: string) => tasks.publishCounts(tenantId, null),
    },
    /** starts the workers of this instance: the engine and its wake-up job */
    async startWorkers(jobQueue: JobQueue): Promise<void> {
      queue = jobQueue;
      await jobQueue.register<{ taskId: string; stations: number[] }>(
        PUBLISH_DISPATCH_JOB,
        async function handlePublishDispatch({ stations }) {
          engine.wake(stations);
        },
      );
      await engine.start();
    },
    /** lets API-only instances queue work for the workers elsewhere */
    useQueue(jobQueue: JobQueue): void {
      queue = jobQueue;
    },
  };
}

export type Publishing = ReturnType<typeof createPublishing>;
