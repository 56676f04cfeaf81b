import type { ActionItemState, ActionSkipReason, ListingAction, SyncDecision } from '@puhuo/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { goods, listingActionItems, listingActions, listings, shopSyncPolicies, shops } from '../../db/schema/index.ts';

/** keys older than this may be used again for a new action */
const REQUEST_KEY_HOURS = 24;

/** One listing's part in a new action: a decision to carry out, or settled at once. */
export interface ActionItemPlan {
  listingId: string;
  title: string | null;
  shopName: string | null;
  station: number;
  decision: SyncDecision | null;
  state: ActionItemState;
  skipReason: ActionSkipReason | null;
  lowestMarginFen: number | null;
}

/** The bulk actions of 我的铺货 and what came of each listing, always within one distributor. */
export class ListingActionsRepository {
  constructor(private readonly db: Db) {}

  /** The action made with this request key in the last day, if any. */
  async byRequestKey(tenantId: string, requestKey: string, db: Db = this.db) {
    const [row] = await db
      .select({ id: listingActions.id })
      .from(listingActions)
      .where(
        and(
          eq(listingActions.tenantId, tenantId),
          eq(listingActions.requestKey, requestKey),
          sql`${listingActions.createdAt} > now() - ${REQUEST_KEY_HOURS} * interval '1 hour'`,
        ),
      );
    return row ?? null;
  }

  /** The distributor's listings among `ids`, each with its good now and its shop's policy. */
  async listingsFor(tx: Db, tenantId: string, ids: string[]) {
    return tx
      .select({
        id: listings.id,
        goodsId: listings.goodsId,
        station: listings.station,
        status: listings.status,
        skus: listings.skus,
        priceRule: listings.priceRule,
        pendingSync: listings.pendingSync,
        policy: shopSyncPolicies.policy,
        title: goods.title,
        shopName: shops.shopName,
      })
      .from(listings)
      .leftJoin(shopSyncPolicies, eq(shopSyncPolicies.shopId, listings.shopId))
      .leftJoin(goods, eq(goods.id, listings.goodsId))
      .leftJoin(shops, eq(shops.id, listings.shopId))
      .where(and(eq(listings.tenantId, tenantId), inArray(listings.id, ids)))
      .for('update', { of: listings });
  }

  /**
   * Records the action and its items, and writes each decision as its listing's pending one (raising the
   * listing's version, so a worker carrying an older decision out does not clear it). Answers the action
   * another request with the same key made meanwhile instead, writing nothing.
   */
  async create(
    tx: Db,
    action: { id: string; tenantId: string; action: ListingAction; requestKey: string | null },
    items: ActionItemPlan[],
  ): Promise<{ id: string; created: boolean }> {
    if (action.requestKey) {
      await tx
        .update(listingActions)
        .set({ requestKey: null })
        .where(
          and(
            eq(listingActions.tenantId, action.tenantId),
            eq(listingActions.requestKey, action.requestKey),
            sql`${listingActions.createdAt} <= now() - ${REQUEST_KEY_HOURS} * interval '1 hour'`,
          ),
        );
    }
    const [created] = await tx
      .insert(listingActions)
      .values({ ...action, total: items.length })
      .onConflictDoNothing({
        target: [listingActions.tenantId, listingActions.requestKey],
        where: sql`request_key is not null`,
      })
      .returning({ id: listingActions.id });
    if (!created) {
      const first = action.requestKey ? await this.byRequestKey(action.tenantId, action.requestKey, tx) : null;
      if (!first) throw new Error('listing action not created');
      return { id: first.id, created: false };
    }
    for (const item of items) {
      let version = 0;
      if (item.decision) {
        const [written] = await tx
          .update(listings)
          .set({
            pendingSync: item.decision,
            syncVersion: sql`${listings.syncVersion} + 1`,
            syncNextAttemptAt: null,
            syncAttempts: 0,
          })
          .where(eq(listings.id, item.listingId))
          .returning({ version: listings.syncVersion });
        version = written?.version ?? 0;
      }
      await tx.insert(listingActionItems).values({
        actionId: action.id,
        listingId: item.listingId,
        tenantId: action.tenantId,
        title: item.title,
        shopName: item.shopName,
        station: item.station,
        version,
        state: item.state,
        skipReason: item.skipReason,
        lowestMarginFen: item.lowestMarginFen,
        settledAt: item.state === 'pending' ? null : sql`now()`,
      });
    }
    return { id: action.id, created: true };
  }

  /** Deletes the listings from the registry; their other actions' pending items are settled as deleted. */
  async deleteListings(tx: Db, tenantId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(listingActionItems)
      .set({ state: 'skipped', skipReason: 'deleted', settledAt: sql`now()` })
      .where(
        and(
          eq(listingActionItems.tenantId, tenantId),
          inArray(listingActionItems.listingId, ids),
          eq(listingActionItems.state, 'pending'),
        ),
      );
    await tx.delete(listings).where(and(eq(listings.tenantId, tenantId), inArray(listings.id, ids)));
  }

  async find(tenantId: string, actionId: string) {
    const [action] = await this.db
      .select()
      .from(listingActions)
      .where(and(eq(listingActions.id, actionId), eq(listingActions.tenantId, tenantId)));
    if (!action) return null;
    const items = await this.db
      .select({
        item: listingActionItems,
        // why a pending one waits: the listing's last try (a lapsed authorisation, a busy platform)
        waiting: listings.syncError,
      })
      .from(listingActionItems)
      .leftJoin(listings, eq(listings.id, listingActionItems.listingId))
      .where(eq(listingActionItems.actionId, actionId))
      .orderBy(asc(listingActionItems.station), asc(listingActionItems.shopName), asc(listingActionItems.listingId));
    return { action, items };
  }
}

/**
 * Settles the pending items a carried-out decision answers: those written at its version or before (a
 * supplier change after the action carries the distributor's request along: `keepManual`).
 */
export async function settleActionItems(
  db: Db,
  listingId: string,
  version: number,
  outcome: { state: 'done' } | { state: 'refused'; reason: string },
): Promise<void> {
  await db
    .update(listingActionItems)
    .set({ state: outcome.state, reason: outcome.state === 'refused' ? outcome.reason : null, settledAt: sql`now()` })
    .where(
      and(
        eq(listingActionItems.listingId, listingId),
        eq(listingActionItems.state, 'pending'),
        lte(listingActionItems.version, version),
      ),
    );
}
