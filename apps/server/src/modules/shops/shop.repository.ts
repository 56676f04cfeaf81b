import { and, asc, count, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { buyerApps, shopOauthStates, shops } from '../../db/schema/index.ts';

export type ShopRow = typeof shops.$inferSelect;
export type NewShopAuthorization = Omit<typeof shops.$inferInsert, 'id' | 'creationTime' | 'authExpiredAt'>;
export type OauthStateRow = typeof shopOauthStates.$inferSelect;
export type BuyerAppRow = typeof buyerApps.$inferSelect;

/**
 * An authorisation is expired when it was marked so, when the shop's order of our app ended, or when
 * its token lapsed and nothing can renew it (no refresh token left, no stored code to fetch another).
 */
export const expiredCondition = (now: Date): SQL => sql`(
  ${shops.authExpiredAt} is not null
  or ${shops.authorizationTimeOut} <= ${now}
  or (${shops.credentialsEnc} is null and ${shops.accessExpiresAt} <= ${now}
      and (${shops.refreshTokenEnc} is null or ${shops.refreshExpiresAt} <= ${now})))`;

export interface ShopWithExpiry {
  row: ShopRow;
  isExpired: boolean;
}

const withExpiry = (now: Date) => ({ row: shops, isExpired: sql<boolean>`${expiredCondition(now)}` });

/** The shops module's tables: shop authorisations, OAuth states and buyer apps. */
export class ShopRepository {
  constructor(private readonly db: Db) {}

  async page(
    tenantId: string,
    now: Date,
    filter: { expired?: boolean; skip: number; take: number },
  ): Promise<{ total: number; items: ShopWithExpiry[] }> {
    const conditions = [eq(shops.tenantId, tenantId)];
    if (filter.expired === true) conditions.push(expiredCondition(now));
    if (filter.expired === false) conditions.push(sql`not ${expiredCondition(now)}`);
    const where = and(...conditions);
    const [totals] = await this.db.select({ total: count() }).from(shops).where(where);
    const items = await this.db
      .select(withExpiry(now))
      .from(shops)
      .where(where)
      .orderBy(asc(shops.creationTime), asc(shops.id))
      .offset(filter.skip)
      .limit(filter.take);
    return { total: Number(totals?.total ?? 0), items: items.map(normalise) };
  }

  async allOfTenant(tenantId: string, now: Date): Promise<ShopWithExpiry[]> {
    const rows = await this.db
      .select(withExpiry(now))
      .from(shops)
      .where(eq(shops.tenantId, tenantId))
      .orderBy(asc(shops.creationTime), asc(shops.id));
    return rows.map(normalise);
  }

  async someOfTenant(tenantId: string, ids: string[], now: Date): Promise<ShopWithExpiry[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select(withExpiry(now))
      .from(shops)
      .where(and(eq(shops.tenantId, tenantId), inArray(shops.id, ids)))
      .orderBy(asc(shops.creationTime), asc(shops.id));
    return rows.map(normalise);
  }

  async byId(id: string): Promise<ShopRow | undefined> {
    const [row] = await this.db.select().from(shops).where(eq(shops.id, id));
    return row;
  }

  /** creates the authorisation, or renews the one the shop already gave this tenant for that app */
  async upsertAuthorization(values: NewShopAuthorization, now: Date): Promise<ShopRow> {
    const [row] = await this.db
      .insert(shops)
      .values({ ...values, creationTime: now, lastModificationTime: now })
      .onConflictDoUpdate({
        target: [shops.tenantId, shops.stationType, shops.platformShopId, shops.appType],
        set: {
          shopName: values.shopName,
          accessTokenEnc: values.accessTokenEnc,
          accessExpiresAt: values.accessExpiresAt,
          refreshTokenEnc: values.refreshTokenEnc ?? null,
          refreshExpiresAt: values.refreshExpiresAt ?? null,
          credentialsEnc: values.credentialsEnc ?? null,
          authorizationTimeOut: values.authorizationTimeOut ?? null,
          authExpiredAt: null,
          certified: values.certified ?? false,
          lastModificationTime: now,
        },
      })
      .returning();
    if (!row) throw new Error('shop authorisation not stored');
    return row;
  }

  async updateTokens(
    id: string,
    values: Pick<
      ShopRow,
      'accessTokenEnc' | 'accessExpiresAt' | 'refreshTokenEnc' | 'refreshExpiresAt' | 'authorizationTimeOut'
    >,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(shops)
      .set({ ...values, lastModificationTime: now })
      .where(eq(shops.id, id));
  }

  async markExpired(id: string, now: Date): Promise<void> {
    await this.db
      .update(shops)
      .set({ authExpiredAt: now, lastModificationTime: now })
      .where(and(eq(shops.id, id), isNull(shops.authExpiredAt)));
  }

  async insertState(values: typeof shopOauthStates.$inferInsert): Promise<void> {
    await this.db.insert(shopOauthStates).values(values);
  }

  /** marks the state used and returns it, unless it was used already (a replay) */
  async consumeState(nonce: string, now: Date): Promise<OauthStateRow | undefined> {
    const [row] = await this.db
      .update(shopOauthStates)
      .set({ usedAt: now })
      .where(and(eq(shopOauthStates.nonce, nonce), isNull(shopOauthStates.usedAt)))
      .returning();
    return row;
  }

  /**
   * Shop authorisations whose order of our app ends in [from, to), not already marked expired for
   * another reason (those need authorising again, not renewing).
   */
  async endingBetween(from: Date, to: Date): Promise<ShopRow[]> {
    return this.db
      .select()
      .from(shops)
      .where(
        and(isNull(shops.authExpiredAt), gte(shops.authorizationTimeOut, from), lt(shops.authorizationTimeOut, to)),
      )
      .orderBy(asc(shops.tenantId), asc(shops.stationType), asc(shops.platformShopId), asc(shops.appType));
  }

  /** Buyer apps whose order ends in [from, to). */
  async buyerAppsEndingBetween(from: Date, to: Date): Promise<BuyerAppRow[]> {
    return this.db
      .select()
      .from(buyerApps)
      .where(and(gte(buyerApps.authorizationTimeOut, from), lt(buyerApps.authorizationTimeOut, to)))
      .orderBy(asc(buyerApps.tenantId));
  }

  async buyerApp(tenantId: string): Promise<BuyerAppRow | undefined> {
    const [row] = await this.db.select().from(buyerApps).where(eq(buyerApps.tenantId, tenantId));
    return row;
  }

  async upsertBuyerApp(values: Omit<typeof buyerApps.$inferInsert, 'creationTime'>, now: Date): Promise<void> {
    const { tenantId: _key, ...changes } = values;
    await this.db
      .insert(buyerApps)
      .values({ ...values, creationTime: now, lastModificationTime: now })
      .onConflictDoUpdate({ target: buyerApps.tenantId, set: { ...changes, lastModificationTime: now } });
  }
}

function normalise(item: { row: ShopRow; isExpired: unknown }): ShopWithExpiry {
  return { row: item.row, isExpired: item.isExpired === true || item.isExpired === 't' };
}
