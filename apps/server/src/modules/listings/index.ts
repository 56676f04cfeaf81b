import type { ModuleContext, ModuleEdges } from '../../lib/module-entry.ts';
import { ListingActionsRepository } from './listing-actions.repository.ts';
import { ListingActionsService } from './listing-actions.service.ts';
import { ListingSyncRepository } from './listing-sync.repository.ts';
import { registerListingSyncDigestJob } from './listing-sync-digest.job.ts';
import { ListingSyncDigestRepository } from './listing-sync-digest.repository.ts';
import { type DigestNotifications, ListingSyncDigestService } from './listing-sync-digest.service.ts';
import { type FanOutOptions, ListingSyncFanOut } from './listing-sync-fan-out.ts';
import { ListingSyncNotices, type SyncNotifications } from './listing-sync-notices.ts';
import { ListingSyncRunner, type PlatformLanes, type SyncShopSessions } from './listing-sync-runner.ts';
import { ListingsRepository } from './listings.repository.ts';
import { listingsRoutes } from './listings.routes.ts';
import { ListingsService } from './listings.service.ts';

/**
 * The workbench's listings: what publishing made on the distributor's shops (the registry the
 * publishing engine writes as each listing is made), listed and laid out as goods × shops; each shop's
 * sync policy, and the fan-out of supplier changes to the listings they reach.
 */
export interface ListingsDependencies extends ModuleContext {
  /** the shops module's sessions: each shop's connector and access */
  shopSessions: SyncShopSessions;
  /** the platforms' rate-limit lanes publishing uses (its engine's limiter) */
  platformLanes: PlatformLanes;
  /** the messages module's notifications */
  notifications: SyncNotifications & DigestNotifications;
  fanOut?: FanOutOptions;
}

export function createListings(deps: ListingsDependencies) {
  const syncRepository = new ListingSyncRepository(deps.db);
  const listings = new ListingsService(new ListingsRepository(deps.db), syncRepository);
  const actions = new ListingActionsService(deps.db, new ListingActionsRepository(deps.db), syncRepository);
  const notices = new ListingSyncNotices(syncRepository, deps.notifications, deps.log);
  const syncFanOut = new ListingSyncFanOut(syncRepository, deps.log, deps.fanOut, notices);
  const syncRunner = new ListingSyncRunner(syncRepository, deps.shopSessions, deps.platformLanes, deps.log, notices);
  const syncDigest = new ListingSyncDigestService(
    new ListingSyncDigestRepository(deps.db),
    deps.notifications,
    deps.clock,
    deps.log,
  );
  return {
    listings,
    actions,
    syncFanOut,
    syncRunner,
    syncDigest,
    routes: async (app) => {
      await app.register(listingsRoutes(listings, actions));
      app.addHook('onClose', async () => {
        await syncFanOut.stop();
        await syncRunner.stop();
      });
    },
    async startWorkers(queue) {
      syncFanOut.start();
      syncRunner.start();
      await registerListingSyncDigestJob(queue, syncDigest);
    },
  } satisfies ModuleEdges & Record<string, unknown>;
}
