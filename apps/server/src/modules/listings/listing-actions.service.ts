import { randomUUID } from 'node:crypto';
import {
  type ActionPlan,
  DEFAULT_SYNC_POLICY,
  fenToYuan,
  type ListingActionProgress,
  type ListingActionRequest,
  type ListingState,
  planAction,
  ServerMessages,
} from '@puhuo/domain';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/app-error.ts';
import type { ActionItemPlan, ListingActionsRepository } from './listing-actions.repository.ts';
import type { ListingSyncRepository } from './listing-sync.repository.ts';

/**
 * The bulk actions of 我的铺货: each selected listing gets the decision the action comes to, carried out
 * by the sync runner through the platform's own calls in publishing's lanes; the action's progress and
 * results are read back item by item. The same Idempotency-Key answers the first action again.
 */
export class ListingActionsService {
  constructor(
    private readonly db: Db,
    private readonly repository: ListingActionsRepository,
    private readonly sync: ListingSyncRepository,
  ) {}

  async act(tenantId: string, request: ListingActionRequest, requestKey?: string): Promise<{ actionId: string }> {
    if (requestKey) {
      const first = await this.repository.byRequestKey(tenantId, requestKey);
      if (first) return { actionId: first.id };
    }
    const { action, listingIds } = request;
    const { id } = await this.db.transaction(async (tx) => {
      const found = await this.repository.listingsFor(tx, tenantId, listingIds);
      // another distributor's listing is as unknown as one never made
      if (found.length !== listingIds.length) throw notFound(ServerMessages.listingsNotFound);
      const goods = new Map<string, Awaited<ReturnType<ListingSyncRepository['goodNow']>>>();
      const items: ActionItemPlan[] = [];
      for (const listing of found) {
        const label = {
          listingId: listing.id,
          title: listing.title,
          shopName: listing.shopName,
          station: listing.station,
        };
        if (action === 'delete') {
          items.push({ ...label, decision: null, state: 'done', skipReason: null, lowestMarginFen: null });
          continue;
        }
        if (!goods.has(listing.goodsId)) goods.set(listing.goodsId, await this.sync.goodNow(tx, listing.goodsId));
        const plan = planAction(action, {
          station: listing.station,
          priceRule: listing.priceRule,
          listed: { status: listing.status as ListingState, skus: listing.skus },
          good: goods.get(listing.goodsId) ?? null,
          policy: listing.policy ?? DEFAULT_SYNC_POLICY,
        });
        items.push({ ...label, ...itemOf(plan) });
      }
      const made = await this.repository.create(
        tx,
        { id: randomUUID(), tenantId, action, requestKey: requestKey ?? null },
        items,
      );
      if (made.created && action === 'delete') await this.repository.deleteListings(tx, tenantId, listingIds);
      return made;
    });
    return { actionId: id };
  }

  async progress(tenantId: string, actionId: string): Promise<ListingActionProgress> {
    const found = await this.repository.find(tenantId, actionId);
    if (!found) throw notFound(ServerMessages.listingActionNotFound);
    const counts = { pending: 0, done: 0, refused: 0, skipped: 0, held: 0 };
    for (const { item } of found.items) counts[item.state] += 1;
    return {
      id: found.action.id,
      action: found.action.action,
      createdAt: found.action.createdAt.toISOString(),
      total: found.action.total,
      counts,
      items: found.items.map(({ item, waiting }) => ({
        listingId: item.listingId,
        title: item.title,
        shopName: item.shopName,
        station: item.station,
        state: item.state,
        skipReason: item.skipReason,
        reason: item.state === 'pending' ? waiting : item.reason,
        lowestMargin: item.lowestMarginFen === null ? null : fenToYuan(item.lowestMarginFen),
      })),
    };
  }
}

/** What a listing's plan makes of its item: waiting for the runner, or settled at once. */
function itemOf(plan: ActionPlan): Omit<ActionItemPlan, 'listingId' | 'title' | 'shopName' | 'station'> {
  const none = { decision: null, skipReason: null, lowestMarginFen: null };
  switch (plan.kind) {
    case 'decision':
      return { ...none, decision: plan.decision, state: 'pending' };
    case 'held':
      return { ...none, state: 'held', lowestMarginFen: plan.lowestMarginFen };
    case 'skipped':
      return { ...none, state: 'skipped', skipReason: plan.reason };
  }
}
