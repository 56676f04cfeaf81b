import type { ListingState, SyncDecision, SyncPolicy } from '@puhuo/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  goods,
  goodsChanges,
  goodsSkus,
  type ListingSkuRecord,
  listings,
  shopSyncPolicies,
  shops,
} from '../../db/schema/index.ts';
import { settleActionItems } from './listing-actions.repository.ts';

/** A listing whose pending decision a worker took on. */
export interface ClaimedSync {
  id: string;
  tenantId: string;
  shopId: string;
  station: number;
  platformListingId: string;
  /** the listing's state as last known */
  status: ListingState;
  skus: ListingSkuRecord[];
  decision: SyncDecision;
  version: number;
  attempts: number;
}

/** What carrying a decision out came to. */
export type SyncOutcome =
  | { kind: 'done'; skus: ListingSkuRecord[]; status: ListingState }
  /** the platform refused it for good (its words), or no longer has the listing */
  | { kind: 'refused'; reason: string; removed: boolean }
  /** try again after `delayMs` (busy, rate limited, unreachable; or the shop's authorisation lapsed) */
  | { kind: 'later'; reason: string; delayMs: number };

const now = sql`clock_timestamp()`;
const msFromNow = (ms: number) => sql`clock_timestamp() + ${Math.round(ms)} * interval '1 millisecond'`;

/** A changed good as the fan-out reads it, with the version of the change it answers. */
export interface ChangedGood {
  goodsId: string;
  version: number;
}

/** The supplier-change outbox and the pending decisions of the listings it reaches. */
/** what the fan-out decided for one listing */
export interface ListingDecided {
  listingId: string;
  decision: SyncDecision | null;
  note: 'heldBelowFloor' | 'priceChanged' | null;
}

export class ListingSyncRepository {
  constructor(private readonly db: Db) {}

  /**
   * Runs `handle` over the goods changed since the fan-out last read them, oldest change first, at most
   * `limit`, each claimed in a transaction of its own (another instance skips a good claimed here); the
   * change is marked handled at the version read, so a change arriving meanwhile is read again.
   */
  async drain(limit: number, handle: (tx: Db, change: ChangedGood) => Promise<void>): Promise<number> {
    let handled = 0;
    for (; handled < limit; handled++) {
      const done = await this.db.transaction(async (tx) => {
        const [change] = await tx
          .select({ goodsId: goodsChanges.goodsId, version: goodsChanges.version })
          .from(goodsChanges)
          .where(gt(goodsChanges.version, goodsChanges.handledVersion))
          .orderBy(asc(goodsChanges.changedAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!change) return false;
        await handle(tx, change);
        await tx
          .update(goodsChanges)
          .set({ handledVersion: change.version })
          .where(eq(goodsChanges.goodsId, change.goodsId));
        return true;
      });
      if (!done) break;
    }
    return handled;
  }

  /** The good now: online or not, and each SKU's drop-ship price and stock. */
  async goodNow(tx: Db, goodsId: string) {
    const [good] = await tx.select({ status: goods.status }).from(goods).where(eq(goods.id, goodsId));
    if (!good) return null;
    const skus = await tx
      .select({ skuId: goodsSkus.id, supplyPriceFen: goodsSkus.daifaPriceFen, stock: goodsSkus.stock })
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, goodsId));
    return { online: good.status === 1, skus };
  }

  /** Every listing of the good on a platform still, whoever holds it, with its shop's policy (if set). */
  async listingsOf(tx: Db, goodsId: string) {
    return tx
      .select({
        id: listings.id,
        station: listings.station,
        status: listings.status,
        skus: listings.skus,
        priceRule: listings.priceRule,
        pendingSync: listings.pendingSync,
        policy: shopSyncPolicies.policy,
      })
      .from(listings)
      .leftJoin(shopSyncPolicies, eq(shopSyncPolicies.shopId, listings.shopId))
      .where(and(eq(listings.goodsId, goodsId), ne(listings.status, 'removed')));
  }

  /**
   * Records what each listing should come to, in one statement however many listings the good has; a
   * decision asking nothing of the platform clears the pending one.
   */
  async decide(tx: Db, decided: ListingDecided[]): Promise<void> {
    if (decided.length === 0) return;
    // '' stands for none in the text arrays (unnest over texts, then cast, on PGlite and PostgreSQL alike)
    const ids = decided.map((d) => d.listingId);
    const decisions = decided.map((d) => (d.decision ? JSON.stringify(d.decision) : ''));
    const notes = decided.map((d) => d.note ?? '');
    await tx.execute(sql`update ${listings}
      set pending_sync = nullif(d.decision, '')::jsonb,
          sync_note = nullif(d.note, ''),
          sync_version = case when d.decision = '' then ${listings.syncVersion} else ${listings.syncVersion} + 1 end
      from unnest(${sql.param(ids)}::uuid[], ${sql.param(decisions)}::text[], ${sql.param(notes)}::text[])
        as d(id, decision, note)
      where ${listings.id} = d.id`);
  }

  async policyOf(tenantId: string, shopId: string): Promise<SyncPolicy | null> {
    const [row] = await this.db
      .select({ policy: shopSyncPolicies.policy })
      .from(shopSyncPolicies)
      .where(and(eq(shopSyncPolicies.shopId, shopId), eq(shopSyncPolicies.tenantId, tenantId)));
    return row?.policy ?? null;
  }

  async savePolicy(tenantId: string, shopId: string, policy: SyncPolicy): Promise<void> {
    await this.db
      .insert(shopSyncPolicies)
      .values({ tenantId, shopId, policy })
      .onConflictDoUpdate({ target: shopSyncPolicies.shopId, set: { policy, lastModificationTime: sql`now()` } });
  }

  /**
   * Takes on up to `limit` pending decisions of a platform that are due and not taken by a live worker,
   * for `leaseMs` (another instance skips the rows claimed here; a crashed worker's rows come back when
   * its lease runs out, and as every call sets an absolute value, carrying one out again changes nothing).
   */
  async claim(station: number, owner: string, limit: number, leaseMs: number): Promise<ClaimedSync[]> {
    const due = this.db
      .select({ id: listings.id })
      .from(listings)
      .where(
        and(
          isNotNull(listings.pendingSync),
          eq(listings.station, station),
          or(isNull(listings.syncLeaseUntil), lte(listings.syncLeaseUntil, now)),
          or(isNull(listings.syncNextAttemptAt), lte(listings.syncNextAttemptAt, now)),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(listings)
      .set({
        syncLeaseOwner: owner,
        syncLeaseUntil: msFromNow(leaseMs),
        syncAttempts: sql`${listings.syncAttempts} + 1`,
      })
      .where(inArray(listings.id, due))
      .returning({
        id: listings.id,
        tenantId: listings.tenantId,
        shopId: listings.shopId,
        station: listings.station,
        platformListingId: listings.platformListingId,
        status: listings.status,
        skus: listings.skus,
        decision: listings.pendingSync,
        version: listings.syncVersion,
        attempts: listings.syncAttempts,
      });
    return rows.flatMap((row) => (row.decision ? [{ ...row, decision: row.decision }] : []));
  }

  /** Platforms with decisions waiting now. */
  async pendingStations(): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ station: listings.station })
      .from(listings)
      .where(
        and(
          isNotNull(listings.pendingSync),
          or(isNull(listings.syncNextAttemptAt), lte(listings.syncNextAttemptAt, now)),
        ),
      );
    return rows.map((r) => r.station);
  }

  /**
   * Records what carrying the decision out came to, if this worker still holds the lease. The pending
   * decision is cleared only when no newer one came meanwhile (its version unchanged).
   */
  async settle(claimed: ClaimedSync, owner: string, outcome: SyncOutcome): Promise<void> {
    const mine = and(eq(listings.id, claimed.id), eq(listings.syncLeaseOwner, owner));
    const unchanged = sql`${listings.syncVersion} = ${claimed.version}`;
    const release = { syncLeaseOwner: null, syncLeaseUntil: null };
    if (outcome.kind === 'later') {
      await this.db
        .update(listings)
        .set({ ...release, syncNextAttemptAt: msFromNow(outcome.delayMs), syncError: outcome.reason })
        .where(mine);
      return;
    }
    const cleared = {
      pendingSync: sql`case when ${unchanged} then null else ${listings.pendingSync} end`,
      syncAttempts: 0,
      syncNextAttemptAt: null,
    };
    // the listing and the bulk actions' items waiting for it are settled together; items wait only while the
    // pending decision is a manual one (a supplier change over it keeps it manual, `keepManual`), so a
    // supplier's decision is settled by one statement
    const settleIn = async (work: (db: Db) => Promise<void>) =>
      claimed.decision.manual ? this.db.transaction(work) : work(this.db);
    await settleIn(async (tx) => {
      if (outcome.kind === 'refused') {
        const settled = await tx
          .update(listings)
          .set({
            ...release,
            ...cleared,
            syncError: outcome.reason,
            ...(outcome.removed ? { status: 'removed' as const } : {}),
          })
          .where(mine)
          .returning({ id: listings.id });
        if (settled.length > 0 && claimed.decision.manual)
          await settleActionItems(tx, claimed.id, claimed.version, { state: 'refused', reason: outcome.reason });
        return;
      }
      const prices = outcome.skus.map((sku) => sku.groupPriceFen ?? sku.priceFen);
      const settled = await tx
        .update(listings)
        .set({
          ...release,
          ...cleared,
          skus: outcome.skus,
          status: outcome.status,
          minPriceFen: prices.length > 0 ? Math.min(...prices) : listings.minPriceFen,
          maxPriceFen: prices.length > 0 ? Math.max(...outcome.skus.map((sku) => sku.priceFen)) : listings.maxPriceFen,
          stock: outcome.skus.length > 0 ? outcome.skus.reduce((sum, sku) => sum + sku.stock, 0) : listings.stock,
          syncError: null,
          lastSyncedAt: now,
        })
        .where(mine)
        .returning({ id: listings.id });
      if (settled.length > 0 && claimed.decision.manual)
        await settleActionItems(tx, claimed.id, claimed.version, { state: 'done' });
    });
  }

  /** What a message about the listing names: its good's title and its shop's name. */
  async labelsOf(
    listingId: string,
  ): Promise<{ tenantId: string; goodsId: string; goodsTitle: string; shopName: string } | null> {
    const [row] = await this.db
      .select({
        tenantId: listings.tenantId,
        goodsId: listings.goodsId,
        goodsTitle: goods.title,
        shopName: shops.shopName,
      })
      .from(listings)
      .innerJoin(goods, eq(goods.id, listings.goodsId))
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(eq(listings.id, listingId));
    return row ?? null;
  }

  /** Goods with listings pending a decision, for tests and the bench. */
  async pendingOf(listingIds: string[]) {
    if (listingIds.length === 0) return [];
    return this.db
      .select({ id: listings.id, pendingSync: listings.pendingSync, syncNote: listings.syncNote })
      .from(listings)
      .where(inArray(listings.id, listingIds));
  }
}
