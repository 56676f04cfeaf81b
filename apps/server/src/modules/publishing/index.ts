import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database.ts';
import { withoutPddPage } from '../../http/pdd-page-context.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { briefReason, DependencyState } from '../../lib/dependency-state.ts';
import type { ModuleEdges } from '../../lib/module-entry.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { GoodsService, PublishSourceService } from '../catalogue/index.ts';
import type { CurrentUser } from '../identity/index.ts';
import type { NotificationService } from '../messages/index.ts';
import type { ShopAccessService } from '../shops/index.ts';
import type { PublishTemplateService } from '../templates/index.ts';
import { CategoryMatcher, type CategoryTreeSource } from './category-matcher.ts';
import { DatabaseLaneLimiter, MemoryLaneLimiter } from './lane-limiter.ts';
import { ListingPublisher } from './listing-publisher.ts';
import { publishRoutes } from './publish.routes.ts';
import { DEFAULT_ENGINE_OPTIONS, PublishEngine, progressOf } from './publish-engine.ts';
import type { TaskCounters } from './publish-queue.repository.ts';
import { PublishQueueRepository } from './publish-queue.repository.ts';
import { PublishResultsService } from './publish-results.service.ts';
import { PublishTaskRepository } from './publish-task.repository.ts';
import { PublishTaskService } from './publish-task.service.ts';
import { PublishedListingsRepository } from './published-listings.repository.ts';

export const PUBLISH_DISPATCH_JOB = 'publish-dispatch';

/**
 * What other modules read of publishing, over its own tables: successful publishes per shop (the shops'
 * `count`), and which goods are listed by whom (the goods-source exception sweep).
 */
export function readPublishingFacts(db: Db) {
  const listings = new PublishedListingsRepository(db);
  return {
    publishCounts: (tenantId: string, goodsIds: string[]) => listings.publishCounts(tenantId, goodsIds),
    shopCounts: (tenantId: string) => listings.shopCounts(tenantId),
    listedGoodsIds: (afterId: string | null, limit: number) => listings.listedGoodsIds(afterId, limit),
    listingHolders: (goodsIds: string[]) => listings.listingHolders(goodsIds),
  };
}

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
  /** what the catalogue gives a listing of a good: its source and its supplier's black list */
  publishSources: PublishSourceService;
  hasBoundPhone(user: CurrentUser): Promise<boolean>;
  /** makes a stored image path absolute for the platforms to fetch */
  assetUrl(path: string): string;
  log: FastifyBaseLogger;
}

/** The publishing module: tasks, the engine that runs them, and the listing publisher behind it. */
export function createPublishing(deps: PublishingDependencies) {
  const { database, hub, notifications } = deps;
  const repository = new PublishTaskRepository(database.db);
  const listings = new PublishedListingsRepository(database.db);
  const publisher = new ListingPublisher(
    deps.shopAccess,
    deps.templates,
    deps.publishSources,
    new CategoryMatcher(deps.categoryTrees),
    deps.assetUrl,
  );
  const singleProcess = database.kind === 'pglite';
  const engine = new PublishEngine(
    new PublishQueueRepository(database.db),
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
    listings,
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

  const results = new PublishResultsService(repository, listings);

  return {
    repository,
    publisher,
    engine,
    tasks,
    results,
    routes: async (app) => {
      await app.register(publishRoutes(tasks, results));
    },
    /** starts the workers of this instance: the engine and its wake-up job */
    async startWorkers(jobQueue) {
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
  } satisfies ModuleEdges & Record<string, unknown>;
}

export type Publishing = ReturnType<typeof createPublishing>;
